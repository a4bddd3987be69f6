import type { SearchProduct, SearchVariant } from '../../../../shared/products/product-search';
import type {
  NewVariantInput,
  ProductEditInput,
  VariantEditInput,
} from '../../../../shared/product-editor/product-edit';

/** A variant's editable values as typed (strings), beside the values it was read with. */
export interface VariantDraft {
  variant: SearchVariant;
  sku: string;
  price: string;
  cost: string;
  stockDelta: string;
  vintage: string;
  parValue: string;
}

export interface NewVariantDraft {
  key: number;
  option1: string;
  price: string;
  cost: string;
  stock: string;
  barcode: string;
  vintage: string;
}

export const draftOf = (variant: SearchVariant): VariantDraft => ({
  variant,
  sku: variant.sku ?? '',
  price: variant.price.toFixed(2),
  cost: variant.cost === null ? '' : variant.cost.toFixed(2),
  stockDelta: '0',
  vintage: variant.metafields.vintage ?? '',
  parValue: variant.metafields.par_value ?? '',
});

let nextKey = 0;
export const emptyNewVariant = (): NewVariantDraft => ({
  key: ++nextKey,
  option1: '',
  price: '',
  cost: '',
  stock: '0',
  barcode: '',
  vintage: '',
});

/** A typed number, or NaN when it is not one (the shared schema then names the field). */
export const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.trim()));
const moneyOrNull = (text: string) => (text.trim() === '' ? null : numberOf(text));
const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

function toVariantEdit(draft: VariantDraft): VariantEditInput {
  const { variant } = draft;
  return {
    id: variant.id,
    sku: textOrNull(draft.sku),
    price: numberOf(draft.price),
    cost: moneyOrNull(draft.cost),
    inventory_quantity: draft.stockDelta.trim() === '' ? 0 : numberOf(draft.stockDelta),
    vintage: textOrNull(draft.vintage),
    par_value: textOrNull(draft.parValue),
    oldSku: variant.sku,
    oldPrice: variant.price,
    oldCost: variant.cost,
    oldVintage: variant.metafields.vintage,
    oldParValue: variant.metafields.par_value,
  };
}

const toNewVariant = (draft: NewVariantDraft): NewVariantInput => ({
  option1: draft.option1,
  price: numberOf(draft.price),
  cost: moneyOrNull(draft.cost),
  inventory_quantity: draft.stock.trim() === '' ? 0 : numberOf(draft.stock),
  barcode: textOrNull(draft.barcode),
  vintage: textOrNull(draft.vintage),
});

/** The request body of POST /api/products/edit, checked by the same schema as the server's. */
export const toEditInput = (
  product: SearchProduct,
  drafts: VariantDraft[],
  newVariants: NewVariantDraft[],
  addToImageUpdateQueue: boolean,
  locationId: string | null,
): ProductEditInput => ({
  productId: product.id,
  variantEdits: drafts.map(toVariantEdit),
  newVariants: newVariants.map(toNewVariant),
  addToImageUpdateQueue,
  locationId,
});
