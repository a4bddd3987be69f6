import { z } from 'zod';
import { ProductEditInputSchema } from '#shared/product-editor/product-edit';
import type { SearchProduct, SearchVariant } from '#shared/products/product-search';

/**
 * A variant's editable values as typed. The names are the payload's, so a message of the shared
 * schema (`variantEdits.0.price`) lands on the field that caused it.
 */
export interface VariantEditDraft {
  sku: string;
  price: string;
  cost: string;
  /** The stock change at the chosen location. */
  inventory_quantity: string;
  vintage: string;
  par_value: string;
}

export interface NewVariantDraft {
  /** Keeps a row's inputs when an earlier new variant is removed. */
  key: number;
  option1: string;
  price: string;
  cost: string;
  /** The stock the new variant starts with. */
  inventory_quantity: string;
  barcode: string;
  vintage: string;
}

export interface ProductEditDraft {
  variantEdits: VariantEditDraft[];
  newVariants: NewVariantDraft[];
  addToImageUpdateQueue: boolean;
}

const draftOf = (variant: SearchVariant): VariantEditDraft => ({
  sku: variant.sku ?? '',
  price: variant.price.toFixed(2),
  cost: variant.cost === null ? '' : variant.cost.toFixed(2),
  inventory_quantity: '0',
  vintage: variant.metafields.vintage ?? '',
  par_value: variant.metafields.par_value ?? '',
});

export const productEditDraftOf = (product: SearchProduct): ProductEditDraft => ({
  variantEdits: product.variants.map(draftOf),
  newVariants: [],
  addToImageUpdateQueue: false,
});

let nextKey = 0;
export const emptyNewVariant = (): NewVariantDraft => ({
  key: ++nextKey,
  option1: '',
  price: '',
  cost: '',
  inventory_quantity: '0',
  barcode: '',
  vintage: '',
});

/** A typed number, or NaN when it is not one (the shared schema then names the field). */
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.trim()));
/** A typed amount for the margin badge: null until it is a number. */
export const priceOf = (text: string) => (Number.isFinite(numberOf(text)) ? numberOf(text) : null);
const moneyOrNull = (text: string) => (text.trim() === '' ? null : numberOf(text));
const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());
const countOf = (text: string) => (text.trim() === '' ? 0 : numberOf(text));

const variantDraft = z.strictObject({
  sku: z.string(),
  price: z.string(),
  cost: z.string(),
  inventory_quantity: z.string(),
  vintage: z.string(),
  par_value: z.string(),
});
const newVariantDraft = z.strictObject({
  key: z.number(),
  option1: z.string(),
  price: z.string(),
  cost: z.string(),
  inventory_quantity: z.string(),
  barcode: z.string(),
  vintage: z.string(),
});

/**
 * The form read into the body of POST /api/products/edit and checked by the route's own schema: the
 * variants' values as read travel with them (the server refuses a stale save), the product and the
 * location come from the screen.
 */
export const productEditDraftSchema = (product: SearchProduct, locationId: string | null) =>
  z
    .strictObject({
      variantEdits: z.array(variantDraft).length(product.variants.length),
      newVariants: z.array(newVariantDraft),
      addToImageUpdateQueue: z.boolean(),
    })
    .transform((draft) => ({
      productId: product.id,
      variantEdits: draft.variantEdits.map((edit, index) => {
        // One draft per variant, in order: the length is checked above.
        const variant = product.variants[index] as SearchVariant;
        return {
          id: variant.id,
          sku: textOrNull(edit.sku),
          price: numberOf(edit.price),
          cost: moneyOrNull(edit.cost),
          inventory_quantity: countOf(edit.inventory_quantity),
          vintage: textOrNull(edit.vintage),
          par_value: textOrNull(edit.par_value),
          oldSku: variant.sku,
          oldPrice: variant.price,
          oldCost: variant.cost,
          oldVintage: variant.metafields.vintage,
          oldParValue: variant.metafields.par_value,
        };
      }),
      newVariants: draft.newVariants.map((added) => ({
        option1: added.option1,
        price: numberOf(added.price),
        cost: moneyOrNull(added.cost),
        inventory_quantity: countOf(added.inventory_quantity),
        barcode: textOrNull(added.barcode),
        vintage: textOrNull(added.vintage),
      })),
      addToImageUpdateQueue: draft.addToImageUpdateQueue,
      locationId,
    }))
    .pipe(ProductEditInputSchema);
