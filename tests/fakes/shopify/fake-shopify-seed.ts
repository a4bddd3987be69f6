import type { FakeShopifyState } from './fake-shopify-state';

export interface SeedCatalogue {
  products: number;
  variantsPerProduct: number;
  /** Numbered from 1. */
  title: (product: number) => string;
  vendor?: (product: number) => string;
  productType?: (product: number) => string;
  sku: (product: number, variant: number) => string;
  barcode: (product: number, variant: number) => string | null;
  price: (product: number, variant: number) => number;
  /** Option values of variant 1, 2…; `Size` is the option's name. */
  size?: (product: number, variant: number) => string;
  /** Stock at each of the shop's locations (0 leaves the level unset). */
  available?: (product: number, variant: number, location: number) => number;
}

/**
 * Puts a catalogue straight into the fake shop's memory, as a shop that already holds it: tens of
 * thousands of products in seconds, where creating them through the Admin API would take minutes.
 * Answers the products' ids, in order.
 */
export function seedFakeCatalogue(state: FakeShopifyState, catalogue: SeedCatalogue): string[] {
  const ids: string[] = [];
  const now = state.now();
  for (let n = 1; n <= catalogue.products; n++) {
    const id = state.newId('Product');
    const title = catalogue.title(n);
    state.products.set(id, {
      id,
      title,
      handle: `seeded-${n}`,
      vendor: catalogue.vendor?.(n) ?? '',
      productType: catalogue.productType?.(n) ?? '',
      descriptionHtml: '',
      status: 'ACTIVE',
      tags: [],
      categoryId: null,
      options: ['Size'],
      mediaIds: [],
      createdAt: now,
      updatedAt: now,
    });
    for (let v = 1; v <= catalogue.variantsPerProduct; v++) {
      const variantId = state.newId('ProductVariant');
      const inventoryItemId = state.newId('InventoryItem');
      state.variants.set(variantId, {
        id: variantId,
        productId: id,
        inventoryItemId,
        optionValues: [catalogue.size?.(n, v) ?? `Size ${v}`],
        position: v,
        price: catalogue.price(n, v).toFixed(2),
        sku: catalogue.sku(n, v),
        barcode: catalogue.barcode(n, v),
        cost: null,
        tracked: true,
      });
      state.locations.forEach((location, index) => {
        const available = catalogue.available?.(n, v, index) ?? 0;
        if (available > 0) state.setAvailable(inventoryItemId, location.id, available);
      });
    }
    ids.push(id);
  }
  return ids;
}
