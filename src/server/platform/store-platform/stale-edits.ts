import type { CatalogueVariant, StaleField, VariantEdit } from './port';

const cents = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The fields whose current value differs from what the edit expected (VariantEdit.expected).
 * Both adapters decide staleness here, against the values they read from the platform itself.
 */
function findStaleFields(current: CatalogueVariant, edit: VariantEdit, locationId: string | null = null): StaleField[] {
  const expected = edit.expected;
  if (!expected) return [];
  const stale: StaleField[] = [];
  const check = (field: StaleField['field'], want: string | number | null, have: string | number | null) => {
    if (want !== have) stale.push({ variantId: current.id, field, expected: want, actual: have });
  };
  if (expected.sku !== undefined) {
    // SKUs compare case-insensitively, as the platform keeps them unique.
    const want = text(expected.sku);
    const have = text(current.sku);
    if (want?.toLowerCase() !== have?.toLowerCase())
      stale.push({ variantId: current.id, field: 'sku', expected: want, actual: have });
  }
  if (expected.price !== undefined && cents(expected.price) !== cents(current.price))
    check('price', expected.price, current.price);
  if (expected.cost !== undefined && cents(expected.cost) !== cents(current.cost))
    check('cost', expected.cost, current.cost);
  for (const [key, value] of Object.entries(expected.metafields ?? {}) as [StaleField['field'], string | null][]) {
    const have = text(current.metafields[key as keyof CatalogueVariant['metafields']]);
    if (text(value) !== have) check(key, text(value), have);
  }
  if (expected.available !== undefined) {
    const have = current.inventory.find((level) => level.locationId === locationId)?.available ?? 0;
    if (!locationId || have !== expected.available) check('available', expected.available, locationId ? have : null);
  }
  return stale;
}

/** Every stale field of a batch of edits, against the product's variants as read now. */
export function findStaleEdits(
  variants: readonly CatalogueVariant[],
  edits: readonly VariantEdit[],
  locationId: string | null = null,
): StaleField[] {
  const byId = new Map(variants.map((variant) => [variant.id, variant]));
  return edits.flatMap((edit) => {
    const current = byId.get(edit.id);
    return current ? findStaleFields(current, edit, locationId) : [];
  });
}
