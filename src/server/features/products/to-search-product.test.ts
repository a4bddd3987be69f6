import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { VARIANT_METAFIELD_KEYS, type CatalogueProduct } from '../../platform/store-platform/port';
import {
  PRODUCTS_KEPT,
  forgetKeptPieces,
  searchProductJson,
  searchProductPiece,
  toSearchProduct,
} from './to-search-product';

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

describe('searchProductJson', () => {
  /** Any text JSON must escape: quotes, backslashes, control characters, lone surrogates, emoji. */
  const text = fc.string({ unit: 'binary', maxLength: 12 });
  const maybeText = fc.option(text, { nil: null });
  // Not finite too, and often: JSON writes null for those, and so must this.
  const number = fc.oneof(fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1e21, 5e-7));
  const locations = ['gid://shopify/Location/1', 'gid://shopify/Location/2'];
  const variant = fc.record({
    id: text,
    inventoryItemId: text,
    title: text,
    sku: maybeText,
    barcode: maybeText,
    option1: maybeText,
    price: number,
    cost: fc.option(number, { nil: null }),
    metafields: fc.dictionary(fc.constantFrom(...VARIANT_METAFIELD_KEYS), text),
    inventory: fc.array(fc.record({ locationId: fc.constantFrom(...locations), available: fc.integer() }), {
      maxLength: 3,
    }),
  });
  const catalogueProduct = fc.record({
    id: text,
    title: text,
    handle: text,
    vendor: text,
    productType: text,
    descriptionHtml: text,
    status: fc.constantFrom('ACTIVE' as const, 'DRAFT' as const, 'ARCHIVED' as const),
    tags: fc.array(text, { maxLength: 2 }),
    categoryId: maybeText,
    metafields: fc.dictionary(text, text, { maxKeys: 2 }),
    images: fc.array(fc.record({ id: text, src: text, alt: maybeText }), { maxLength: 3 }),
    variants: fc.array(variant, { maxLength: 3 }),
    createdAt: text,
    updatedAt: text,
  });

  it('writes exactly what JSON.stringify writes of the search result, for any product and location', () => {
    fc.assert(
      fc.property(catalogueProduct, fc.constantFrom(null, ...locations, 'gid://shopify/Location/9'), (each, at) => {
        expect(searchProductJson(each, at)).toBe(JSON.stringify(toSearchProduct(each, at)));
      }),
      { numRuns: 300 },
    );
  });
});
