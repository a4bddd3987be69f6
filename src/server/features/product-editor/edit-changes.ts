import type { NewVariantInput as EditorNewVariant, VariantEditInput } from '#shared/product-editor/product-edit';
import type { CatalogueProduct, NewVariantInput, VariantEdit } from '#server/platform/store-platform/port';

export interface FieldChange {
  variantId: string;
  sku: string | null;
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const moneyText = (value: number | null) => (value === null ? null : value.toFixed(2));
const sameMoney = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.round(a * 100) === Math.round(b * 100);

/**
 * The platform edit of one editor variant edit, and the fields it changes; null when it changes
 * nothing. It carries every value the person read (ADR 015).
 */
export function toVariantEdit(input: VariantEditInput): { edit: VariantEdit; changes: FieldChange[] } | null {
  const edit: VariantEdit = {
    id: input.id,
    expected: {
      sku: input.oldSku,
      price: input.oldPrice,
      cost: input.oldCost,
      metafields: { vintage: input.oldVintage, par_value: input.oldParValue },
    },
  };
  const changes: FieldChange[] = [];
  const change = (field: string, oldValue: string | null, newValue: string | null) =>
    changes.push({ variantId: input.id, sku: text(input.sku) ?? text(input.oldSku), field, oldValue, newValue });
  if (text(input.sku) !== text(input.oldSku)) {
    edit.sku = text(input.sku);
    change('sku', text(input.oldSku), text(input.sku));
  }
  if (!sameMoney(input.price, input.oldPrice)) {
    edit.price = input.price;
    change('price', moneyText(input.oldPrice), moneyText(input.price));
  }
  if (!sameMoney(input.cost, input.oldCost)) {
    edit.cost = input.cost;
    change('cost', moneyText(input.oldCost), moneyText(input.cost));
  }
  const metafields: VariantEdit['metafields'] = {};
  if (text(input.vintage) !== text(input.oldVintage)) {
    metafields.vintage = text(input.vintage);
    change('vintage', text(input.oldVintage), text(input.vintage));
  }
  if (text(input.par_value) !== text(input.oldParValue)) {
    metafields.par_value = text(input.par_value);
    change('par_value', text(input.oldParValue), text(input.par_value));
  }
  if (Object.keys(metafields).length > 0) edit.metafields = metafields;
  if (input.inventory_quantity !== 0) edit.stockDelta = input.inventory_quantity;
  return changes.length > 0 || edit.stockDelta ? { edit, changes } : null;
}

/** A new variant for the platform: its SKU is the barcode unless one is given (ADR 016). */
export function toNewVariant(input: EditorNewVariant, locationId: string | null): NewVariantInput {
  const barcode = text(input.barcode);
  return {
    option1: input.option1,
    price: input.price,
    cost: input.cost,
    sku: text(input.sku) ?? barcode,
    barcode,
    metafields: text(input.vintage) ? { vintage: text(input.vintage) as string } : {},
    ...(input.inventory_quantity > 0 && locationId
      ? { stock: { locationId, quantity: input.inventory_quantity } }
      : {}),
  };
}

/** Stock at the location before and after, as log changes, for the variants whose stock moved. */
export function stockChanges(
  before: CatalogueProduct,
  after: CatalogueProduct,
  edits: VariantEdit[],
  locationId: string | null,
): FieldChange[] {
  if (!locationId) return [];
  const at = (product: CatalogueProduct, id: string) =>
    product.variants.find((variant) => variant.id === id)?.inventory.find((level) => level.locationId === locationId)
      ?.available ?? 0;
  return edits
    .filter((edit) => edit.stockDelta)
    .map((edit) => ({
      variantId: edit.id,
      sku: after.variants.find((variant) => variant.id === edit.id)?.sku ?? null,
      field: 'inventory_quantity',
      oldValue: String(at(before, edit.id)),
      newValue: String(at(after, edit.id)),
    }));
}
