import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../platform/store-platform/port';
import { PRODUCTS_KEPT, searchProductPiece, toSearchProduct } from './to-search-product';

const LOCATION = 'gid://shopify/Location/1';

function product(id: number, price = 10): CatalogueProduct {
  return Object.freeze({
    id: `gid://shopify/Product/${id}`,
    title: `Product ${id}`,
    handle: `product-${id}`,
    vendor: 'Vendor',
    productType: 'Wine',
    descriptionHtml: '',
    status: 'ACTIVE',
    tags: [],
    categoryId: null,
    metafields: {},
    images: [],
    variants: [
      {
        id: `gid://shopify/ProductVariant/${id}`,
        inventoryItemId: `gid://shopify/InventoryItem/${id}`,
        title: 'Default Title',
        sku: `SKU-${id}`,
        barcode: null,
        option1: null,
        price,
        cost: null,
        metafields: {},
        inventory: [{ locationId: LOCATION, available: 4 }],
      },
    ],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  } satisfies CatalogueProduct);
}

describe('searchProductPiece', () => {
  it('writes a frozen product’s answer once per location, and again once the product is replaced', () => {
    const first = product(1);
    const piece = searchProductPiece(first, LOCATION);
    expect(JSON.parse(piece.text)).toEqual(toSearchProduct(first, LOCATION));
    expect(searchProductPiece(first, LOCATION)).toBe(piece);
    expect(searchProductPiece(first, null)).not.toBe(piece);

    const changed = product(1, 12);
    const after = searchProductPiece(changed, LOCATION);
    expect(after).not.toBe(piece);
    expect(JSON.parse(after.text)).toMatchObject({ variants: [{ price: 12 }] });
  });

  it(`keeps the answers of at most ${PRODUCTS_KEPT} products, the least recently answered going first`, () => {
    const products = Array.from({ length: PRODUCTS_KEPT + 1 }, (_, n) => product(10_000 + n));
    const oldest = searchProductPiece(products[0] as CatalogueProduct, null);
    const second = searchProductPiece(products[1] as CatalogueProduct, null);
    for (const each of products.slice(2, PRODUCTS_KEPT)) searchProductPiece(each, null);
    // Answered again, the oldest becomes the most recent: the second is now the one to go.
    expect(searchProductPiece(products[0] as CatalogueProduct, null)).toBe(oldest);
    searchProductPiece(products[PRODUCTS_KEPT] as CatalogueProduct, null);
    expect(searchProductPiece(products[0] as CatalogueProduct, null)).toBe(oldest);
    expect(searchProductPiece(products[1] as CatalogueProduct, null)).not.toBe(second);
  });

  it('writes a product that is not a frozen snapshot every time', () => {
    const open = { ...product(2) };
    expect(searchProductPiece(open, null)).not.toBe(searchProductPiece(open, null));
  });
});
