import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueProduct, SearchField, SearchMatch } from '../port';
import { createCatalogueIndex, type CatalogueIndex } from './catalogue-index';

/** As the bench catalogue: 50,000 products of two variants, SKUs and barcodes sharing long prefixes. */
const PRODUCTS = 50_000;
const PRODUCERS = ['Caymus', 'Silver Oak', 'Duckhorn', 'Stags Leap', 'Opus One', 'Ridge', 'Heitz', 'Zind'];

function benchProduct(n: number): CatalogueProduct {
  return {
    id: `gid://shopify/Product/${n}`,
    title: `${PRODUCERS[n % PRODUCERS.length]} Cabernet ${2000 + (n % 24)} #${n}`,
    handle: `bench-${n}`,
    vendor: 'Vendor',
    productType: 'Wine',
    descriptionHtml: '',
    status: 'ACTIVE',
    tags: [],
    categoryId: null,
    metafields: {},
    images: [],
    variants: [1, 2].map((v) => ({
      id: `gid://shopify/ProductVariant/${n * 10 + v}`,
      inventoryItemId: `gid://shopify/InventoryItem/${n * 10 + v}`,
      title: 'Default Title',
      sku: `BN-${String(n).padStart(6, '0')}-${v}`,
      barcode: String(700_000_000_000 + n * 10 + v),
      option1: null,
      price: 10,
      cost: null,
      metafields: {},
      inventory: [],
    })),
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

let index: CatalogueIndex;

beforeAll(() => {
  index = createCatalogueIndex(Array.from({ length: PRODUCTS }, (_, i) => [i + 1, benchProduct(i + 1)] as const));
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Keys compared with the term in one search: the work, counted rather than timed (DESIGN §7 keeps
 * timings in bench/). Walking a prefix's whole key range compares every key in it.
 */
function keysCompared(term: string, field: SearchField, match: SearchMatch) {
  const startsWith = vi.spyOn(String.prototype, 'startsWith');
  const includes = vi.spyOn(String.prototype, 'includes');
  index.find(term, field, 21, match);
  const count = startsWith.mock.calls.length + includes.mock.calls.length;
  startsWith.mockRestore();
  includes.mockRestore();
  return count;
}

describe('catalogue index: short terms are bounded by the page they return', () => {
  it.each([
    ['7', 'barcode', 'prefix'],
    ['70', 'barcode', 'prefix'],
    ['7000000', 'barcode', 'prefix'],
    ['b', 'sku', 'prefix'],
    ['bn-0', 'sku', 'prefix'],
    ['c', 'name', 'substring'],
    ['z', 'name', 'substring'],
    ['#9', 'name', 'substring'],
    ['b', 'handle', 'prefix'],
  ] as const)('%s by %s (%s) answers 21 products without walking every key', (term, field, match) => {
    const found = index.find(term, field, 21, match);
    expect(found).toHaveLength(21);
    // 100,000 keys share '7' and 'b': a bounded search compares two partial chunks' keys and the
    // ends of the whole chunks between them (100,000 / 256 chunks), never every key.
    expect(keysCompared(term, field, match)).toBeLessThan(2_000);
  });

  it('still answers the smallest ids among a long prefix range', () => {
    // Barcodes 7000000000NN: product 1 has 700000000011 and 700000000012.
    expect(index.find('7', 'barcode', 3, 'prefix')).toEqual([1, 2, 3]);
    expect(index.find('bn-04', 'sku', 2, 'prefix')).toEqual([40_000, 40_001]);
    expect(index.find('zind', 'name', 2, 'prefix')).toEqual([7, 15]);
  });
});
