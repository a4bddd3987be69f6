import { z } from 'zod';
import { MONEY_MAX, hasAtMostTwoDecimals, moneyAmount } from '../validation/money';
import { BULK_EDIT_MAX, ProductListFilterSchema } from './product-list';

export const BULK_EDIT_MESSAGES = {
  nothingSelected: 'Select at least one product',
  tooMany: `A bulk edit holds at most ${BULK_EDIT_MAX.toLocaleString('en-US')} variants; narrow the filter`,
  noChanges: 'Nothing would change',
  notFound: 'Bulk edit not found',
  notPreview: 'This bulk edit was already applied',
  notApplied: 'Only an applied bulk edit can be undone',
  belowZero: 'The new value would be below $0.00',
  tooHigh: `The new value would be above ${MONEY_MAX.toLocaleString('en-US')}`,
  noCost: 'No cost to change',
} as const;

export const BULK_FIELDS = ['price', 'cost'] as const;
export const BULK_MODES = ['amount', 'percent', 'value'] as const;
/** `.99`: up to the next price ending in .99; `.49`: up to the next ending in .49. */
export const BULK_ROUNDINGS = ['none', '.99', '.49'] as const;

const signedAmount = (label: string, limit: number) =>
  z
    .number({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`) })
    .min(-limit, `${label} must be at least -${limit}`)
    .max(limit, `${label} must be at most ${limit}`)
    .refine(hasAtMostTwoDecimals, `${label} must have at most 2 decimal places`);

/** What to do to each selected variant: a field, how, by how much, and the ending to round to. */
export const BulkChangeSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({
      field: z.enum(BULK_FIELDS),
      mode: z.literal('amount'),
      value: signedAmount('Amount', MONEY_MAX),
      rounding: z.enum(BULK_ROUNDINGS),
    }),
    z.strictObject({
      field: z.enum(BULK_FIELDS),
      mode: z.literal('percent'),
      value: signedAmount('Percent', 1_000).refine((value) => value >= -100, 'Percent must be at least -100'),
      rounding: z.enum(BULK_ROUNDINGS),
    }),
    z.strictObject({
      field: z.enum(BULK_FIELDS),
      mode: z.literal('value'),
      value: moneyAmount({ label: 'Value' }),
      rounding: z.enum(BULK_ROUNDINGS),
    }),
  ],
  { error: 'Mode must be amount, percent or value' },
);
export type BulkChange = z.infer<typeof BulkChangeSchema>;

const variantId = z.string().regex(/^gid:\/\/shopify\/ProductVariant\/[1-9][0-9]{0,15}$/, 'Not a variant id');

/** `POST /api/products/bulk-edits`: the selected variants, or every variant the filter matches. */
export const BulkEditCreateSchema = z.strictObject({
  selection: z.union([
    z.strictObject({
      variantIds: z
        .array(variantId)
        .min(1, BULK_EDIT_MESSAGES.nothingSelected)
        .max(BULK_EDIT_MAX, BULK_EDIT_MESSAGES.tooMany),
    }),
    z.strictObject({ filter: ProductListFilterSchema }),
  ]),
  change: BulkChangeSchema,
});

/** Rounds cents up to the next value with this ending (`.99` → 12.30 becomes 12.99, 12.99 stays). */
function roundToEnding(cents: number, ending: number): number {
  const dollars = Math.floor(cents / 100);
  const candidate = dollars * 100 + ending;
  return candidate >= cents ? candidate : candidate + 100;
}

/** The new value of one variant's field under the change, in dollars to the cent (may be out of range). */
export function applyBulkChange(old: number, change: BulkChange): number {
  const oldCents = Math.round(old * 100);
  let cents: number;
  if (change.mode === 'amount') cents = oldCents + Math.round(change.value * 100);
  else if (change.mode === 'percent') cents = Math.round((oldCents * (100 + change.value)) / 100);
  else cents = Math.round(change.value * 100);
  if (change.rounding === '.99' && cents >= 0) cents = roundToEnding(cents, 99);
  if (change.rounding === '.49' && cents >= 0) cents = roundToEnding(cents, 49);
  return cents / 100;
}

/** Why a computed value cannot be written, or null when it can. */
export function refusalOf(value: number): string | null {
  if (value < 0) return BULK_EDIT_MESSAGES.belowZero;
  if (value > MONEY_MAX) return BULK_EDIT_MESSAGES.tooHigh;
  return null;
}

export const BulkEditParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'id must be a whole number from 1 to 2147483647')
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, 'id must be a whole number from 1 to 2147483647')),
});

const BULK_ITEM_STATES = ['pending', 'applied', 'conflict', 'undone', 'undo_conflict', 'missing'] as const;

const BulkEditItemSchema = z.strictObject({
  variantId: z.string(),
  productId: z.string(),
  sku: z.string().nullable(),
  title: z.string(),
  variantTitle: z.string(),
  changesPrice: z.boolean(),
  changesCost: z.boolean(),
  oldPrice: z.number(),
  newPrice: z.number(),
  oldCost: z.number().nullable(),
  newCost: z.number().nullable(),
  state: z.enum(BULK_ITEM_STATES),
  message: z.string().nullable(),
});

/** Rows a preview left out, and why. */
const BulkEditNotesSchema = z.strictObject({
  /** Variants whose value would not change. */
  unchanged: z.number(),
  refused: z.array(z.strictObject({ sku: z.string().nullable(), title: z.string(), message: z.string() })),
  /** Import: SKUs of no variant. */
  unknownSkus: z.array(z.string()),
  /** Import: rows whose old price or cost is not the catalogue's now. */
  staleRows: z.array(
    z.strictObject({
      sku: z.string(),
      field: z.enum(BULK_FIELDS),
      expected: z.number(),
      actual: z.number().nullable(),
    }),
  ),
  /** Import: rows that could not be read. */
  invalidRows: z.array(z.strictObject({ line: z.number(), message: z.string() })),
});
export type BulkEditNotes = z.infer<typeof BulkEditNotesSchema>;

const BULK_STATUSES = ['preview', 'applying', 'applied', 'undoing', 'undone'] as const;

export const BulkEditSchema = z.strictObject({
  id: z.number(),
  source: z.enum(['list', 'import']),
  status: z.enum(BULK_STATUSES),
  createdBy: z.string(),
  createdAt: z.string(),
  change: BulkChangeSchema.nullable(),
  applyJobId: z.string().nullable(),
  undoJobId: z.string().nullable(),
  items: z.array(BulkEditItemSchema),
  notes: BulkEditNotesSchema,
  labelQueues: z.array(z.strictObject({ queueId: z.number(), store: z.string(), skus: z.array(z.string()) })),
});
export type BulkEdit = z.infer<typeof BulkEditSchema>;

/** What the apply and undo jobs answer. */
export const BulkJobResultSchema = z.strictObject({
  written: z.number(),
  conflicts: z.number(),
  missing: z.number(),
});
export type BulkJobResult = z.infer<typeof BulkJobResultSchema>;

/** `POST …/apply` and `…/undo`: the job that does it. */
export const BulkJobAcceptedSchema = z.strictObject({ jobId: z.uuid(), bulkEditId: z.number() });

/** Import columns, matched without case or surrounding spaces. */
export const IMPORT_COLUMNS = { sku: 'sku', price: 'price', cost: 'cost', oldPrice: 'old price', oldCost: 'old cost' };
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
