import { z } from 'zod';
import { STORES } from '../stores';
import { int32 } from '../validation/numbers';
import { LabelSchema } from './label-queue';

/** Most variants one "print labels now" takes; a product list selection of a page fits. */
const LABELS_NOW_VARIANTS_MAX = 100;
/** Most copies of each label per store. */
export const LABELS_NOW_COPIES_MAX = 50;

const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/[1-9]\d{0,18}$/;
const STORE_NAMES = STORES.map((store) => store.name) as [string, ...string[]];

export const LABELS_NOW_MESSAGES = {
  noVariants: 'Choose at least one product',
  noStores: 'Choose at least one store',
  nothingPrintable: 'None of these products exists any more: there is nothing to print',
  noPrinter: 'Printer Not Available',
  noPrinterHint: 'No label printer answered. Download the labels as ZPL or PDF instead.',
  notFound: 'No product has that SKU or barcode',
} as const;

/** POST /api/labels/now: which variants, for which stores, how many of each. */
export const LabelsNowInputSchema = z.strictObject({
  variantIds: z
    .array(z.string({ error: 'variantIds must be variant ids' }).regex(VARIANT_GID, 'variantIds must be variant ids'), {
      error: 'variantIds must be a list',
    })
    .min(1, LABELS_NOW_MESSAGES.noVariants)
    .max(LABELS_NOW_VARIANTS_MAX, `At most ${LABELS_NOW_VARIANTS_MAX} products at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each product may be named once'),
  stores: z
    .array(z.enum(STORE_NAMES, { error: 'stores must name stores' }), { error: 'stores must be a list' })
    .min(1, LABELS_NOW_MESSAGES.noStores)
    .max(STORES.length, 'Each store may be named once')
    .refine((stores) => new Set(stores).size === stores.length, 'Each store may be named once'),
  copies: int32({ min: 1, max: LABELS_NOW_COPIES_MAX, message: `Copies must be 1 to ${LABELS_NOW_COPIES_MAX}` }),
});
export type LabelsNowInput = z.infer<typeof LabelsNowInputSchema>;

/**
 * The labels as the catalogue has them now, one per variant asked for (a variant that is gone is
 * `missing`), and the ZPL of every copy for every store, ready for the printer or a file.
 */
export const LabelsNowSchema = z.strictObject({
  labels: z.array(LabelSchema.extend({ variantId: z.string() })),
  zpl: z.string(),
  labelCount: z.number().int(),
});
export type LabelsNow = z.infer<typeof LabelsNowSchema>;

/** Every copy in print order: store by store, each label `copies` times. */
export function expandLabels<T>(labels: readonly T[], stores: readonly string[], copies: number): T[] {
  return stores.flatMap(() => labels.flatMap((label) => Array.from({ length: copies }, () => label)));
}
