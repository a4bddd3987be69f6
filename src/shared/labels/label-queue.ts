import { z } from 'zod';
import { STORES } from '../stores';
import { singleLineText } from '../validation/text';

/** Why a queue was made: a new product (spec 02), a price saved in a label session, a cost change. */
export const LABEL_TYPES = ['New Product', 'Price Change', 'Cost Change'] as const;

const STORE_NAMES: readonly string[] = STORES.map((store) => store.name);

/**
 * POST /api/label-queue/add (spec 02 §7): after a product is created, one queue per chosen store.
 * `stores` are store names as in STORES (the locations' names).
 */
export const AddToLabelQueueInputSchema = z.strictObject({
  variantSku: singleLineText({ max: 66, trim: true, typeError: 'variantSku is required' }).min(
    1,
    'variantSku is required',
  ),
  title: singleLineText({ max: 255, trim: true, typeError: 'title is required' }).min(1, 'title is required'),
  stores: z
    .array(
      z.string({ error: 'Store names must be text' }).refine((name) => STORE_NAMES.includes(name), {
        error: (issue) => `Unknown store: ${String(issue.input)}`,
      }),
      { error: 'stores must be a list of store names' },
    )
    .min(1, 'Select at least one store')
    .max(STORES.length * 2),
  labelType: z.enum(['New Product'], { error: 'labelType must be New Product' }),
});
export type AddToLabelQueueInput = z.output<typeof AddToLabelQueueInputSchema>;

/** A label queue as the Label Queue screen lists it (spec 03 §3). */
export const LabelQueueSchema = z.strictObject({
  id: z.number().int(),
  store: z.string(),
  createdBy: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  productSKUs: z.array(z.string()),
  printed: z.boolean(),
  downloaded: z.boolean(),
  labelType: z.string(),
});
export type LabelQueue = z.infer<typeof LabelQueueSchema>;

/**
 * Spec 03 §3 "Label": what one shelf label shows, read from the catalogue when asked (ADR 066).
 * `missing` when the product is no longer in the catalogue: then `title` and `sku` are as queued,
 * `price` and `barcode` are null, and no label prints for it.
 */
export const LabelSchema = z.strictObject({
  sku: z.string(),
  title: z.string(),
  price: z.number().nullable(),
  barcode: z.string().nullable(),
  missing: z.boolean(),
});
export type QueueLabel = z.infer<typeof LabelSchema>;
/** A label that prints: its product exists and has a price. */
export type PrintableLabel = QueueLabel & { price: number; missing: false };

export const isPrintable = <L extends QueueLabel>(label: L): label is L & PrintableLabel =>
  !label.missing && label.price !== null;

/** What the screen, the toasts and the CSV say about a label whose product is gone. */
export const missingLabelText = (sku: string) => `${sku}: product no longer exists, no label printed`;
export const MISSING_PRODUCT_NOTE = 'Product no longer exists';

export const LabelQueueDetailsSchema = z.strictObject({ queue: LabelQueueSchema, labels: z.array(LabelSchema) });
export type LabelQueueDetails = z.infer<typeof LabelQueueDetailsSchema>;

export const LabelQueueZplSchema = z.strictObject({
  success: z.literal(true),
  zpl: z.string(),
  labelCount: z.number().int(),
});
export type LabelQueueZpl = z.infer<typeof LabelQueueZplSchema>;

export const LabelQueuePrintedSchema = z.strictObject({ message: z.string(), queue: LabelQueueSchema });
export type LabelQueuePrinted = z.infer<typeof LabelQueuePrintedSchema>;

export const QueueIdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'id must be a queue number')
    .transform(Number)
    .refine((id) => id <= 2147483647, 'id must be a queue number'),
});

export const LABEL_MESSAGES = {
  sessionLocationRequired: 'Creating a label queue needs a session location',
  queueCreationFailed: 'Queue Creation Failed',
  unknownStore: 'The session location is not one of the stores',
  queueNotFound: 'Label queue not found',
  queueEmpty: 'This label queue has no labels',
  nothingPrintable: 'None of the products in this queue exist any more: there is no label to print',
  printFailed: 'Print Failed',
  zplFailed: 'ZPL Generation Failed',
  downloadFailed: 'Download Failed',
  printerNotAvailable: 'Printer Not Available',
  printerNotAvailableText: 'Zebra BrowserPrint not found. Please install Zebra Browser Print software.',
  noPrinterFound: 'No Zebra printer found. Please check printer connection.',
  noPrinterFoundTitle: 'No Printer Found',
  printerError: 'Printer Error',
  printerConnectionError: 'Printer Connection Error',
  browserPrintError: 'BrowserPrint Error',
  browserPrintErrorText: 'Error communicating with BrowserPrint service',
} as const;

/** POST /api/label-queue/create-session (spec 03 §7): the store a label session queues for. */
export const CreateLabelSessionInputSchema = z.strictObject({
  storeId: z
    .string({ error: LABEL_MESSAGES.sessionLocationRequired })
    .trim()
    .min(1, LABEL_MESSAGES.sessionLocationRequired)
    .max(200, 'storeId must be at most 200 characters'),
  storeName: z
    .string({ error: LABEL_MESSAGES.sessionLocationRequired })
    .trim()
    .min(1, LABEL_MESSAGES.sessionLocationRequired)
    .max(100, 'storeName must be at most 100 characters'),
});
export type CreateLabelSessionInput = z.infer<typeof CreateLabelSessionInputSchema>;

const LabelSessionSchema = z.strictObject({
  queueId: z.number().int(),
  store: z.string(),
  storeId: z.string(),
  openedAt: z.string(),
});
export type LabelSession = z.infer<typeof LabelSessionSchema>;

export const LabelSessionResponseSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  session: LabelSessionSchema.nullable(),
});
export type LabelSessionResponse = z.infer<typeof LabelSessionResponseSchema>;
