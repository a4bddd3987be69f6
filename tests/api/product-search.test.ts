import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductSearchResponse } from '#shared/products/product-search';
import { seedLocations } from '#server/platform/store-platform/local/local-catalogue-seed';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import type { CatalogueProduct, Location } from '#server/platform/store-platform/port';
import { productInput, variantInput } from '../support/catalogue-fixtures';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
let token: string;
let kirkwood: Location;
let clayton: Location;
let caymus: CatalogueProduct;

const search = (payload: unknown, auth: Record<string, string> = bearer(token)) =>
  testApp.app.inject({ method: 'POST', url: '/api/products/search', headers: auth, payload: payload as object });
const titles = (body: ProductSearchResponse) => [
  body.product.title,
  ...body.alternativeMatches.map((match) => match.title),
];

beforeAll(async () => {
  testApp = await createTestApp();
  const platform = createLocalStorePlatform(testApp.database);
  [kirkwood, clayton] = (await seedLocations(testApp.database.db, [
    { name: 'Kirkwood', code: 'KW' },
    { name: 'Clayton', code: 'FR' },
  ])) as [Location, Location];
  let n = 0;
  const create = (overrides: Parameters<typeof productInput>[0]) =>
    platform.createProduct(productInput(overrides), `ps-${++n}`, null);
  caymus = await create({
    title: 'Caymus Cabernet Sauvignon',
    vendor: 'Caymus',
    images: ['https://cdn.example.com/caymus.jpg'],
    variants: [
      variantInput({
        sku: 'CAY-750',
        barcode: '088586004517',
        price: 89.99,
        cost: 55,
        metafields: {
          vintage: '2021',
          pack_size: '1',
          country_of_origin: 'United States',
          reviewer_name: 'Wine Spectator',
          reviewer_score: '95',
        },
        stock: { locationId: kirkwood.id, quantity: 7 },
      }),
    ],
  });
  await platform.updateVariants(caymus.id, [{ id: caymus.variants[0]?.id as string, stockDelta: 3 }], clayton.id, null);
  await create({
    title: 'Caymus Special Selection',
    variants: [variantInput({ sku: 'CAY-7500', barcode: '088586000001' })],
  });
  await create({ title: 'Barcode Lookalike', variants: [variantInput({ sku: 'OTHER-1', barcode: 'CAY-750' })] });
  await create({ title: 'Inner CAY-750 sku', variants: [variantInput({ sku: 'X-CAY-750' })] });
  await create({
    title: 'Ridge Vineyards Zinfandel 2021 Dry Creek Valley 750ml',
    variants: [variantInput({ sku: 'RDG-ZIN-21', barcode: '012345678905' })],
  });
  await create({ title: 'Old Ridge Zinfandel', variants: [variantInput({ sku: 'ORZ-1' })] });
  await create({ title: 'Ridge Zinfandel Lytton Springs', variants: [variantInput({ sku: 'RZL-1' })] });
  await create({ title: 'Ridge Zinfandel', variants: [variantInput({ sku: 'RZ-1' })] });
  await create({ title: 'Zinfandel from the ridge', variants: [variantInput({ sku: 'ZFR-1' })] });
  await create({
    title: 'Scanned Gourmet Olive Oil',
    variants: [variantInput({ sku: 'OIL-1', barcode: '0076543210982' })],
  });
  for (let index = 0; index < 25; index++)
    await create({ title: `Many Riesling ${index}`, variants: [variantInput({ sku: `RIES-${index}` })] });
  token = (await testApp.signIn('associate')).token;
});

afterAll(async () => {
  await testApp.close();
});

describe('POST /api/products/search', () => {
  it('answers the best SKU match in the spec shape, stock summed over locations', async () => {
    const response = await search({ term: 'cay-750', type: 'sku' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductSearchResponse>();
    const variant = caymus.variants[0];
    expect(body.product).toEqual({
      id: caymus.id,
      title: 'Caymus Cabernet Sauvignon',
      handle: 'caymus-cabernet-sauvignon',
      vendor: 'Caymus',
      product_type: 'USA Wine',
      images: [{ id: caymus.images[0]?.id, src: 'https://cdn.example.com/caymus.jpg', alt: null }],
      variants: [
        {
          id: variant?.id,
          inventory_item_id: variant?.inventoryItemId,
          sku: 'CAY-750',
          barcode: '088586004517',
          title: '750ml',
          option1: '750ml',
          price: 89.99,
          cost: 55,
          inventoryQuantity: 10,
          inventory_quantity: 10,
          metafields: { vintage: '2021', pack_size: '1', country_of_origin: 'United States', par_value: null },
          reviewMetafields: {
            reviewer_name: 'Wine Spectator',
            reviewer_score: '95',
            reviewer_text: null,
            reviewer_name2: null,
            reviewer_score2: null,
          },
        },
      ],
    });
    // Exact SKU and exact barcode first (by SKU, then barcode), then prefix; a mere substring is no SKU match.
    expect(titles(body)).toEqual(['Caymus Cabernet Sauvignon', 'Barcode Lookalike', 'Caymus Special Selection']);
  });

  it('finds by barcode and by prefix, with the stock of the chosen location', async () => {
    const byBarcode = (
      await search({ term: '088586004517', type: 'sku', locationId: clayton.id })
    ).json<ProductSearchResponse>();
    expect(byBarcode.product.id).toBe(caymus.id);
    expect(byBarcode.product.variants[0]).toMatchObject({ inventoryQuantity: 3, inventory_quantity: 3 });
    const prefix = (
      await search({ term: '08858600', type: 'sku', locationId: kirkwood.id })
    ).json<ProductSearchResponse>();
    // Prefix matches in the order of their codes.
    expect(titles(prefix)).toEqual(['Caymus Special Selection', 'Caymus Cabernet Sauvignon']);
    expect(prefix.product.variants[0]?.inventoryQuantity).toBe(0);
    expect(prefix.alternativeMatches[0]?.variants[0]?.inventoryQuantity).toBe(7);
  });

  it('finds names by exact, prefix and substring match and caps alternatives at 20', async () => {
    const byName = (await search({ term: 'cabernet', type: 'name' })).json<ProductSearchResponse>();
    expect(titles(byName)).toEqual(['Caymus Cabernet Sauvignon']);
    const many = (await search({ term: 'riesling', type: 'name' })).json<ProductSearchResponse>();
    expect(many.alternativeMatches).toHaveLength(20);
  });

  it('finds names holding every word in any order, exact then prefix then contains', async () => {
    const inOrder = (await search({ term: 'ridge zinfandel', type: 'name' })).json<ProductSearchResponse>();
    expect(titles(inOrder)).toEqual([
      'Ridge Zinfandel',
      'Ridge Zinfandel Lytton Springs',
      'Old Ridge Zinfandel',
      'Ridge Vineyards Zinfandel 2021 Dry Creek Valley 750ml',
      'Zinfandel from the ridge',
    ]);
    const anyOrder = (await search({ term: '  Zinfandel  DRY creek ', type: 'name' })).json<ProductSearchResponse>();
    expect(titles(anyOrder)).toEqual(['Ridge Vineyards Zinfandel 2021 Dry Creek Valley 750ml']);
    expect((await search({ term: 'zinfandel dry creek napa', type: 'name' })).statusCode).toBe(404);
  });

  it('finds a barcode as GTIN-14: an EAN-13 with a leading zero finds its UPC-A, and the reverse', async () => {
    const ean = (await search({ term: '0012345678905', type: 'sku' })).json<ProductSearchResponse>();
    expect(titles(ean)).toEqual(['Ridge Vineyards Zinfandel 2021 Dry Creek Valley 750ml']);
    const upc = (await search({ term: '076543210982', type: 'sku' })).json<ProductSearchResponse>();
    expect(titles(upc)).toEqual(['Scanned Gourmet Olive Oil']);
    const gtin14 = (await search({ term: '00076543210982', type: 'sku' })).json<ProductSearchResponse>();
    expect(titles(gtin14)).toEqual(['Scanned Gourmet Olive Oil']);
    expect((await search({ term: '1012345678905', type: 'sku' })).statusCode).toBe(404);
  });

  it('removes spaces and dashes pasted into a SKU or barcode, however long the pasted text', async () => {
    const barcode = (await search({ term: '0 12345-67890 5', type: 'sku' })).json<ProductSearchResponse>();
    expect(titles(barcode)).toEqual(['Ridge Vineyards Zinfandel 2021 Dry Creek Valley 750ml']);
    const spaced = ` - ${' -  - '.repeat(40)}0 12345 67890 5`;
    expect(spaced.length).toBeGreaterThan(240);
    const long = await search({ term: spaced, type: 'sku' });
    expect(long.statusCode).toBe(200);
    expect(long.json<ProductSearchResponse>().product.title).toBe(
      'Ridge Vineyards Zinfandel 2021 Dry Creek Valley 750ml',
    );
    const sku = (await search({ term: 'rdg zin 21', type: 'sku' })).json<ProductSearchResponse>();
    expect(titles(sku)).toEqual(['Ridge Vineyards Zinfandel 2021 Dry Creek Valley 750ml']);
    const undashed = (await search({ term: 'RDGZIN21', type: 'sku' })).json<ProductSearchResponse>();
    expect(titles(undashed)).toEqual(['Ridge Vineyards Zinfandel 2021 Dry Creek Valley 750ml']);
    const onlySeparators = await search({ term: ' - - ', type: 'sku' });
    expect(onlySeparators.statusCode).toBe(400);
    expect(onlySeparators.json()).toMatchObject({ message: 'SKU required: Please enter a SKU to search' });
  });

  it('answers a page of 21 in the order of the names, the same on every engine', async () => {
    const page = (await search({ term: 'many riesling', type: 'name' })).json<ProductSearchResponse>();
    const expected = Array.from({ length: 25 }, (_, index) => `Many Riesling ${index}`)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, 21);
    expect(titles(page)).toEqual(expected);
  });

  it('sends a browser the same answer compressed, as every route does', async () => {
    const plain = await search({ term: 'riesling', type: 'name', locationId: kirkwood.id });
    const asked = { ...bearer(token), 'accept-encoding': 'gzip, deflate, br' };
    for (let round = 0; round < 2; round++) {
      const gzipped = await search({ term: 'riesling', type: 'name', locationId: kirkwood.id }, asked);
      expect(gzipped.statusCode).toBe(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<ProductSearchResponse>().alternativeMatches).toHaveLength(20);
  });

  it('answers the product as it is now after each change, at every location', async () => {
    const platform = createLocalStorePlatform(testApp.database);
    const made = await platform.createProduct(
      productInput({ title: 'Changing Zinfandel', variants: [variantInput({ sku: 'ZIN-CHG', price: 20 })] }),
      'ps-changing',
      null,
    );
    const read = async (locationId: string | null) =>
      (await search({ term: 'ZIN-CHG', type: 'sku', locationId })).json<ProductSearchResponse>().product;
    // Asked twice at each place: the second answer must not be an older one kept from the first.
    for (const locationId of [null, kirkwood.id, null, kirkwood.id]) {
      expect((await read(locationId)).variants[0]).toMatchObject({ price: 20, inventoryQuantity: 0 });
    }
    const variantId = made.variants[0]?.id as string;
    await platform.updateVariants(made.id, [{ id: variantId, price: 24.5, stockDelta: 4 }], kirkwood.id, null);
    await platform.updateProduct(made.id, { title: 'Changed Zinfandel' }, null);
    await vi.waitFor(async () => expect((await read(null)).title).toBe('Changed Zinfandel'));
    expect((await read(null)).variants[0]).toMatchObject({ price: 24.5, inventoryQuantity: 4 });
    expect((await read(kirkwood.id)).variants[0]).toMatchObject({ price: 24.5, inventoryQuantity: 4 });
    expect((await read(clayton.id)).variants[0]).toMatchObject({ price: 24.5, inventoryQuantity: 0 });
  });

  it('finds a product again by its id', async () => {
    const body = (await search({ term: caymus.id, type: 'sku' })).json<ProductSearchResponse>();
    expect(body.product.id).toBe(caymus.id);
    expect(body.alternativeMatches).toEqual([]);
  });

  it('answers 404 Product not found when nothing matches', async () => {
    const response = await search({ term: 'NOPE-404', type: 'sku' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Product not found' });
  });

  it('refuses empty terms with the spec messages, and other bad input', async () => {
    const cases: [unknown, string][] = [
      [{ term: '  ', type: 'sku' }, 'SKU required: Please enter a SKU to search'],
      [{ term: '', type: 'name' }, 'Product name required: Please enter a product name to search'],
      [{ type: 'sku' }, 'term: A search term is required'],
      [{ term: 'x', type: 'barcode' }, "type: Search type must be 'sku' or 'name'"],
      [{ term: 'x', type: 'sku', extra: true }, 'Unrecognized key: "extra"'],
      [{ term: 5, type: 'sku' }, 'term: A search term is required'],
      [{ term: 'x'.repeat(256), type: 'name' }, 'term: Search term must be at most 255 characters'],
      [{ term: `${'7'.repeat(256)}--`, type: 'sku' }, 'term: Search term must be at most 255 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await search(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
  });

  it('needs a session', async () => {
    expect((await search({ term: 'CAY-750', type: 'sku' }, {})).statusCode).toBe(401);
  });
});
