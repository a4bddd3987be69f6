import { z } from 'zod';
import { positiveInt32 } from '../validation/numbers';
import { productGid } from './product-edit';

/** The screens a product change is made from, as its history names them. */
export const PRODUCT_SCREENS = {
  entry: 'New Product Entry',
  editor: 'Product Editor',
  costQueue: 'Cost Change Queue',
  history: 'History',
} as const;

/** The fields a history entry can revert: money and stock. */
export const REVERTIBLE_FIELDS = ['price', 'cost', 'cost_queue_cost', 'inventory_quantity'] as const;

export const PRODUCT_HISTORY_MESSAGES = {
  notFound: 'Change not found',
  notRevertible: 'Only a price, cost or stock change can be reverted',
  variantGone: 'That variant no longer exists',
  stale: 'It has changed since this change was made; nothing was reverted',
  productNotFound: 'Product not found',
} as const;

/** How a log field reads in the history. */
export const HISTORY_FIELD_LABELS: Record<string, string> = {
  price: 'Price',
  cost: 'Cost',
  cost_queue_cost: 'Cost',
  inventory_quantity: 'Stock',
  sku: 'SKU',
  vintage: 'Vintage',
  par_value: 'Par value',
  new_variant: 'New variant',
  created: 'Created',
};

/** GET /api/product-history */
export const ProductHistoryQuerySchema = z.strictObject({ productId: productGid });

const ProductHistoryEntrySchema = z.strictObject({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string().nullable(),
  screen: z.string(),
  variantId: z.string().nullable(),
  sku: z.string().nullable(),
  field: z.string(),
  /** For stock: the store whose stock moved. */
  storeName: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  isRevertible: z.boolean(),
  /** The history entry this one reverted. */
  revertOf: z.number().int().nullable(),
});
export type ProductHistoryEntry = z.infer<typeof ProductHistoryEntrySchema>;

export const ProductHistorySchema = z.strictObject({
  productId: z.string(),
  entries: z.array(ProductHistoryEntrySchema),
});
export type ProductHistory = z.infer<typeof ProductHistorySchema>;

/** POST /api/product-history/revert: the entry whose change to undo. */
export const ProductRevertInputSchema = z.strictObject({ entryId: positiveInt32({ label: 'entryId' }) });

export const ProductRevertResponseSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  entry: ProductHistoryEntrySchema,
  labelsQueued: z.number().int(),
});
export type ProductRevertResponse = z.infer<typeof ProductRevertResponseSchema>;
