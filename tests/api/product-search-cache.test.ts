import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProductSearchService } from '#server/features/products/products.service';
import { seedLocations } from '#server/platform/store-platform/local/local-catalogue-seed';
import { parseGid } from '#server/platform/store-platform/local/global-ids';
import type { CatalogueProduct, Location } from '#server/platform/store-platform/port';
import {
  ProductSearchResponseSchema,
  type ProductSearchInput,
  type ProductSearchResponse,
} from '#shared/products/product-search';
import { productInput, variantInput } from '../support/catalogue-fixtures';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
let token: string;
let kirkwood: Location;
let kept: CatalogueProduct;

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

const search = (payload: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/products/search',
    headers: { ...bearer(token), ...headers },
    payload,
  });

/** The answer's JSON text, gunzipped when it came gzipped. */
function textOf(response: Awaited<ReturnType<typeof search>>): string {
  return response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload).toString() : response.body;
}

const productOf = async (payload: ProductSearchInput) =>
  (JSON.parse(textOf(await search(payload, GZIP))) as ProductSearchResponse).product;

beforeAll(async () => {
  testApp = await createTestApp();
  [kirkwood] = (await seedLocations(testApp.database.db, [{ name: 'Kirkwood', code: 'KW' }])) as [Location];
  let n = 0;
  const create = (overrides: Parameters<typeof productInput>[0]) =>
    testApp.storePlatform.createProduct(productInput(overrides), `cache-${++n}`, null);
  kept = await create({
    title: 'Kept Pinot Noir',
    images: ['https://cdn.example.com/kept.jpg'],
    variants: [
      variantInput({
        sku: 'KEPT-1',
        barcode: '123456789012',
        price: 30,
        metafields: { vintage: '2020' },
        stock: { locationId: kirkwood.id, quantity: 5 },
      }),
    ],
  });
  // Enough names for an answer above the compression threshold (sent gzipped).
  for (let index = 0; index < 25; index++) {
    await create({ title: `Kept Merlot ${index}`, variants: [variantInput({ sku: `KMER-${index}` })] });
  }
  token = (await testApp.signIn('associate')).token;
});

afterAll(async () => {
  await testApp.close();
});

describe('kept search answers', () => {
  it('answers a repeated search from memory, byte for byte the fresh answer, which passes the schema', async () => {
    const service = createProductSearchService(testApp.storePlatform);
    const searched = vi.spyOn(testApp.storePlatform, 'searchProducts');
    try {
      for (const [payload, headers] of [
        [{ term: 'kept merlot', type: 'name' }, GZIP],
        [{ term: 'kept merlot', type: 'name', locationId: kirkwood.id }, {}],
        [{ term: 'KEPT-1', type: 'sku' }, GZIP],
      ] as [ProductSearchInput, Record<string, string>][]) {
        searched.mockClear();
        const first = await search(payload, headers);
        const second = await search(payload, headers);
        expect(first.statusCode).toBe(200);
        // The second answer came from memory: the catalogue was not asked again.
        expect(searched).toHaveBeenCalledTimes(1);
        expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
        expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(second.headers['content-encoding']).toBe(first.headers['content-encoding']);
        const fresh = JSON.stringify(await service.search(payload));
        expect(textOf(second)).toBe(fresh);
        expect(ProductSearchResponseSchema.safeParse(JSON.parse(textOf(second))).success).toBe(true);
      }
      // The page of 26 names is large enough to go gzipped; the plain request got it plain.
      expect((await search({ term: 'kept merlot', type: 'name' }, GZIP)).headers['content-encoding']).toBe('gzip');
      expect((await search({ term: 'kept merlot', type: 'name' })).headers['content-encoding']).toBeUndefined();
    } finally {
      searched.mockRestore();
    }
  });

  it('answers a search by id from the database every time: it follows a save at once', async () => {
    const productId = parseGid('Product', kept.id) as number;
    const read = vi.spyOn(testApp.storePlatform, 'getProduct');
    try {
      expect((await productOf({ term: kept.id, type: 'sku' })).vendor).toBe(kept.vendor);
      await testApp.database.db.execute(sql`update products set vendor = 'Saved Vendor' where id = ${productId}`);
      // No wait for the notice, on either engine.
      expect((await productOf({ term: kept.id, type: 'sku' })).vendor).toBe('Saved Vendor');
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      read.mockRestore();
    }
  });

  it('keeps answers apart by location and encoding', async () => {
    const summed = await productOf({ term: 'KEPT-1', type: 'sku' });
    const atKirkwood = await productOf({ term: 'KEPT-1', type: 'sku', locationId: kirkwood.id });
    expect(summed.variants[0]?.inventoryQuantity).toBe(5);
    expect(atKirkwood.variants[0]?.inventoryQuantity).toBe(5);
    const elsewhere = await productOf({ term: 'KEPT-1', type: 'sku', locationId: 'gid://shopify/Location/999' });
    expect(elsewhere.variants[0]?.inventoryQuantity).toBe(0);
  });

  it('sees every change to what an answer shows in the next search, whoever wrote it', async () => {
    const productId = parseGid('Product', kept.id) as number;
    const variantId = parseGid('ProductVariant', kept.variants[0]?.id as string) as number;
    const db = testApp.database.db;
    const changes: [string, () => Promise<unknown>, (product: ProductSearchResponse['product']) => unknown][] = [
      [
        'product title',
        () => db.execute(sql`update products set title = 'Kept Pinot Noir Reserve' where id = ${productId}`),
        (product) => product.title,
      ],
      [
        'variant price',
        () => db.execute(sql`update variants set price = 31.5 where id = ${variantId}`),
        (product) => product.variants[0]?.price,
      ],
      [
        'stock level',
        () => db.execute(sql`update inventory_levels set available = 9 where variant_id = ${variantId}`),
        (product) => product.variants[0]?.inventoryQuantity,
      ],
      [
        'variant metafield',
        () => db.execute(sql`update variant_metafields set value = '2019' where variant_id = ${variantId}`),
        (product) => product.variants[0]?.metafields.vintage,
      ],
      [
        'image',
        () => db.execute(sql`update product_images set alt = 'Label' where product_id = ${productId}`),
        (product) => product.images[0]?.alt,
      ],
      [
        'variant added',
        () =>
          testApp.storePlatform.createVariants(
            kept.id,
            [{ ...variantInput({ sku: 'KEPT-2', option1: '1.5L' }) }],
            null,
          ),
        (product) => product.variants.length,
      ],
    ];
    const service = createProductSearchService(testApp.storePlatform);
    const payloads: ProductSearchInput[] = [
      { term: 'KEPT-1', type: 'sku' },
      { term: 'kept pinot', type: 'name', locationId: kirkwood.id },
    ];
    for (const [name, write, shown] of changes) {
      const before: unknown[] = [];
      for (const payload of payloads) {
        before.push(shown(await productOf(payload)));
        // Asked again: now kept.
        expect(shown(await productOf(payload)), name).toEqual(before.at(-1));
      }
      await write();
      for (const [index, payload] of payloads.entries()) {
        const fresh = shown((await service.search(payload)).product);
        expect(fresh, `${name} changes what is shown`).not.toEqual(before[index]);
        if (testApp.database.engine === 'pglite') {
          // In process: the trigger's notice is heard before the write's statement resolves.
          expect(shown(await productOf(payload)), name).toEqual(fresh);
        } else {
          // A PostgreSQL server sends the notice after the commit, over the listening connection.
          await vi.waitFor(async () => expect(shown(await productOf(payload)), name).toEqual(fresh), {
            timeout: 5_000,
          });
        }
      }
    }
  });
});
