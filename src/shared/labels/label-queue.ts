import { z } from 'zod';
import { STORES } from '../stores';
import { singleLineText } from '../validation/text';

export const LABEL_TYPES = ['New Product'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

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
  labelType: z.enum(LABEL_TYPES, { error: `labelType must be ${LABEL_TYPES.join(' or ')}` }),
});
export type AddToLabelQueueInput = z.output<typeof AddToLabelQueueInputSchema>;

/** A label queue as the Label Queue screen lists it (spec 03 §3). */
export interface LabelQueue {
  id: number;
  store: string;
  createdBy: string;
  /** ISO 8601. */
  timestamp: string;
  productSKUs: string[];
  printed: boolean;
  downloaded: boolean;
  labelType: string;
}
