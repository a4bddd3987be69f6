import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../platform/store-platform/port';
import { PRODUCTS_KEPT, forgetKeptPieces, searchProductPiece, toSearchProduct } from './to-search-product';

const LOCATION = 'gid://shopify/Location/1';
/** As a page of several products asks: its pieces are kept. */
const PAGE = { keep: true };
const SINGLE = { keep: false };

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
  // Server test files share loaded modules (ADR 058): pieces kept by earlier files would count.
  beforeEach(forgetKeptPieces);

  it('writes a frozen product’s answer once per location, and again once the product is replaced', () => {
    const first = product(1);
    const piece = searchProductPiece(first, LOCATION, PAGE);
    expect(JSON.parse(piece.text)).toEqual(toSearchProduct(first, LOCATION));
    expect(searchProductPiece(first, LOCATION, PAGE)).toBe(piece);
    expect(searchProductPiece(first, null, PAGE)).not.toBe(piece);

    const changed = product(1, 12);
    const after = searchProductPiece(changed, LOCATION, PAGE);
    expect(after).not.toBe(piece);
    expect(JSON.parse(after.text)).toMatchObject({ variants: [{ price: 12 }] });
  });

  it(`keeps the answers of at most ${PRODUCTS_KEPT} products, one not asked for again going first`, () => {
    const products = Array.from({ length: PRODUCTS_KEPT + 1 }, (_, n) => product(10_000 + n));
    const oldest = searchProductPiece(products[0] as CatalogueProduct, null, PAGE);
    const second = searchProductPiece(products[1] as CatalogueProduct, null, PAGE);
    for (const each of products.slice(2, PRODUCTS_KEPT)) searchProductPiece(each, null, PAGE);
    // Asked for again, the oldest gets a second chance: the second is now the one to go.
    expect(searchProductPiece(products[0] as CatalogueProduct, null, PAGE)).toBe(oldest);
    searchProductPiece(products[PRODUCTS_KEPT] as CatalogueProduct, null, PAGE);
    expect(searchProductPiece(products[0] as CatalogueProduct, null, PAGE)).toBe(oldest);
    expect(searchProductPiece(products[1] as CatalogueProduct, null, PAGE)).not.toBe(second);
  });

  it('writes a product that is not a frozen snapshot every time', () => {
    const open = { ...product(2) };
    expect(searchProductPiece(open, null, PAGE)).not.toBe(searchProductPiece(open, null, PAGE));
  });

  it('writes a single product’s answer without keeping it, but uses the piece a page kept', () => {
    const scanned = product(3);
    const once = searchProductPiece(scanned, null, SINGLE);
    expect(JSON.parse(once.text)).toEqual(toSearchProduct(scanned, null));
    expect(searchProductPiece(scanned, null, SINGLE)).not.toBe(once);
    const paged = searchProductPiece(scanned, null, PAGE);
    expect(searchProductPiece(scanned, null, SINGLE)).toBe(paged);
  });
});
