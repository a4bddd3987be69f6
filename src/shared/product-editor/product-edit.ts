import { z } from 'zod';
import { moneyAmount } from '../validation/money';
import { singleLineText } from '../validation/text';
import { PRODUCT_EDITOR_MESSAGES as M } from './messages';

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/[1-9]\d{0,18}$/;
const VARIANT_GID = /^gid:\/\/shopify\/ProductVariant\/[1-9]\d{0,18}$/;
const LOCATION_GID = /^gid:\/\/shopify\/Location\/[1-9]\d{0,18}$/;
/** Largest stock change in one save; far beyond any delivery, well inside int32. */
const STOCK_DELTA_MAX = 100_000;

export const money = (label: string) => moneyAmount({ label });

/** Single-line text, trimmed, without control characters; null stands for "none". */
const line = (label: string, max: number) =>
  singleLineText({ max, label, trim: true, typeError: `${label} must be text` }).nullable();

export const productGid = z
  .string({ error: 'productId is required' })
  .regex(PRODUCT_GID, 'productId must be a product id');
const variantGid = z.string({ error: 'id is required' }).regex(VARIANT_GID, 'id must be a variant id');

const stockDelta = z
  .number({ error: 'inventory_quantity must be a number' })
  .int('inventory_quantity must be a whole number')
  .min(-STOCK_DELTA_MAX, `inventory_quantity must be at least -${STOCK_DELTA_MAX}`)
  .max(STOCK_DELTA_MAX, `inventory_quantity must be at most ${STOCK_DELTA_MAX}`);

/** Spec 03 §3 "Variant edit": the new values, stock as a delta, and the values they were read with. */
const VariantEditSchema = z.strictObject({
  id: variantGid,
  sku: line('SKU', 66),
  price: money('Price'),
  cost: money('Cost').nullable(),
  inventory_quantity: stockDelta,
  vintage: line('Vintage', 20),
  par_value: line('Par value', 20),
  oldSku: line('oldSku', 66),
  oldPrice: money('oldPrice'),
  oldCost: money('oldCost').nullable(),
  oldVintage: line('oldVintage', 20),
  oldParValue: line('oldParValue', 20),
});
export type VariantEditInput = z.infer<typeof VariantEditSchema>;

/** Spec 03 §3 "New variant"; its SKU is the barcode unless one is given (ADR 016). */
const NewVariantSchema = z.strictObject({
  option1: z
    .string({ error: 'Option value is required' })
    .trim()
    .min(1, 'Option value is required')
    .max(100, 'Option value must be at most 100 characters'),
  price: money('Price').refine((price) => price > 0, 'Price must be more than 0'),
  cost: money('Cost').nullable(),
  inventory_quantity: stockDelta.min(0, 'inventory_quantity must be 0 or more'),
  barcode: line('Barcode', 50),
  vintage: line('Vintage', 20),
  sku: line('SKU', 66).optional(),
});
export type NewVariantInput = z.infer<typeof NewVariantSchema>;

/** POST /api/products/edit (spec 03 §7). */
export const ProductEditInputSchema = z
  .strictObject({
    productId: productGid,
    variantEdits: z
      .array(VariantEditSchema, { error: 'variantEdits must be a list' })
      .max(100, 'At most 100 variant edits'),
    newVariants: z.array(NewVariantSchema, { error: 'newVariants must be a list' }).max(20, 'At most 20 new variants'),
    addToImageUpdateQueue: z.boolean({ error: 'addToImageUpdateQueue must be true or false' }),
    locationId: z
      .string({ error: 'locationId must be text' })
      .regex(LOCATION_GID, 'locationId must be a location id')
      .nullable(),
  })
  .superRefine((input, ctx) => {
    const movesStock =
      input.variantEdits.some((edit) => edit.inventory_quantity !== 0) ||
      input.newVariants.some((variant) => variant.inventory_quantity > 0);
    if (movesStock && !input.locationId)
      ctx.addIssue({ code: 'custom', path: ['locationId'], message: M.stockNeedsLocation });
    const ids = input.variantEdits.map((edit) => edit.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['variantEdits'], message: 'Each variant may be edited once per save' });
  });
export type ProductEditInput = z.infer<typeof ProductEditInputSchema>;

const ProductEditChangeSchema = z.strictObject({
  variantId: z.string(),
  sku: z.string().nullable(),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});

/** What a save did: the changes logged, the labels queued, whether the image queue took the product. */
export const ProductEditResponseSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  productId: z.string(),
  changes: z.array(ProductEditChangeSchema),
  labelsQueued: z.array(z.strictObject({ queueId: z.number().int(), store: z.string(), sku: z.string() })),
  imageQueueAdded: z.number().int().nullable(),
});
export type ProductEditResponse = z.infer<typeof ProductEditResponseSchema>;
