import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCategoriesResponse } from '#shared/store-categories/store-categories';
import { auditLog } from '#server/db/schema/index';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import { TAXONOMY_ROWS, WINE_CATEGORY, productInput, variantInput } from '../support/catalogue-fixtures';
import { bearer, createClock, createTestApp, type TestApp } from '../support/test-app';

const clock = createClock(new Date('2026-05-04T10:00:00.000Z'));
let testApp: TestApp;
let admin: string;
let associate: string;
let productId: string;
let scannedId: string;
const WINE_FULL_NAME = 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine';

const testCategory = (payload: unknown, token = admin) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/shopify/test-category',
    headers: bearer(token),
    payload: payload as object,
  });
const auditCount = async () => (await testApp.database.db.select({ n: count() }).from(auditLog))[0]?.n;

beforeAll(async () => {
  testApp = await createTestApp({}, { now: clock.now }, { taxonomyRows: TAXONOMY_ROWS });
  const platform = createLocalStorePlatform(testApp.database, { taxonomyRows: TAXONOMY_ROWS });
  productId = (await platform.createProduct(productInput(), 'category-product', null)).id;
  scannedId = (
    await platform.createProduct(
      productInput({
        title: 'Scanned Zinfandel',
        variants: [variantInput({ sku: 'ZIN-750', barcode: '0081234500019' })],
      }),
      'category-scanned-product',
      null,
    )
  ).id;
  for (const index of [1, 2]) {
    await platform.createProduct(
      productInput({
        title: `Twin ${index}`,
        variants: [variantInput({ sku: `TWIN-${index}`, barcode: '0099999000017' })],
      }),
      `category-twin-${index}`,
      null,
    );
  }
  admin = (await testApp.signIn('admin')).token;
  associate = (await testApp.signIn('associate')).token;
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/shopify/categories', () => {
  it('lists taxonomy categories with namespace, parent and level', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/shopify/categories',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<StoreCategoriesResponse>();
    expect(body.total_count).toBe(TAXONOMY_ROWS.length);
    expect(body.fetched_at).toBe('2026-05-04T10:00:00.000Z');
    expect(body.product_categories.find((category) => category.id === WINE_CATEGORY)).toEqual({
      id: WINE_CATEGORY,
      name: 'Wine',
      full_name: 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine',
      category_namespace: 'fb',
      parent_id: 'gid://shopify/TaxonomyCategory/fb-1-1',
      level: 3,
    });
    expect(body.product_categories.find((category) => category.name === 'Hardware')).toMatchObject({
      category_namespace: 'ha',
      parent_id: null,
      level: 0,
    });
  });

  it('is for admins only', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/shopify/categories',
      headers: bearer(associate),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/shopify/test-category', () => {
  it('sets the category on the product and answers it read back', async () => {
    const response = await testCategory({ gid: WINE_CATEGORY, productId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      category: {
        id: WINE_CATEGORY,
        name: 'Wine',
        fullName: 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine',
      },
      product: { id: productId, title: 'Demo Cabernet Sauvignon 2021' },
      previousCategory: null,
    });
  });

  it('accepts a bare product number', async () => {
    const response = await testCategory({
      gid: 'gid://shopify/TaxonomyCategory/fb-1',
      productId: productId.split('/').pop(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      category: { name: 'Beverages' },
      previousCategory: { id: WINE_CATEGORY, name: 'Wine', fullName: WINE_FULL_NAME },
    });
  });

  it('finds the product by a SKU or a barcode, in any case, and names the category it had', async () => {
    for (const query of ['ZIN-750', 'zin-750', '0081234500019']) {
      const found = await testApp.app.inject({
        method: 'GET',
        url: `/api/shopify/test-category/product?productId=${query}`,
        headers: bearer(admin),
      });
      expect(found.statusCode, query).toBe(200);
      expect(found.json()).toEqual({ id: scannedId, title: 'Scanned Zinfandel', category: null });
    }
    const bySku = await testCategory({ gid: WINE_CATEGORY, productId: 'ZIN-750' });
    expect(bySku.statusCode).toBe(200);
    expect(bySku.json()).toMatchObject({ product: { id: scannedId }, previousCategory: null });
    const byBarcode = await testCategory({ gid: 'gid://shopify/TaxonomyCategory/fb-1', productId: '0081234500019' });
    expect(byBarcode.json()).toMatchObject({
      product: { id: scannedId, title: 'Scanned Zinfandel' },
      category: { name: 'Beverages' },
      previousCategory: { id: WINE_CATEGORY, name: 'Wine' },
    });
    const found = await testApp.app.inject({
      method: 'GET',
      url: `/api/shopify/test-category/product?productId=${scannedId.split('/').pop()}`,
      headers: bearer(admin),
    });
    expect(found.json()).toMatchObject({ category: { id: 'gid://shopify/TaxonomyCategory/fb-1', name: 'Beverages' } });
  });

  it('refuses a SKU or barcode no product has, or several have, writing nothing', async () => {
    const before = await auditCount();
    const unknown = await testCategory({ gid: WINE_CATEGORY, productId: 'NO-SUCH-SKU' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'No product has the id, SKU or barcode "NO-SUCH-SKU"',
      gid: WINE_CATEGORY,
      message: 'No product has the id, SKU or barcode "NO-SUCH-SKU"',
    });
    const twins = await testCategory({ gid: WINE_CATEGORY, productId: '0099999000017' });
    expect(twins.statusCode).toBe(400);
    expect(twins.json()).toMatchObject({
      error: '2 products have the SKU or barcode "0099999000017": enter the product id instead',
    });
    const lookup = await testApp.app.inject({
      method: 'GET',
      url: '/api/shopify/test-category/product?productId=NO-SUCH-SKU',
      headers: bearer(admin),
    });
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json()).toMatchObject({ message: 'No product has the id, SKU or barcode "NO-SUCH-SKU"' });
    expect(await auditCount()).toBe(before);
  });

  it('puts the old category back, or clears it when there was none, audited', async () => {
    const tested = await testCategory({ gid: WINE_CATEGORY, productId: 'ZIN-750' });
    const { previousCategory } = tested.json<{ previousCategory: { id: string } | null }>();
    expect(previousCategory?.id).toBe('gid://shopify/TaxonomyCategory/fb-1');
    const restore = (payload: object, token = admin) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/shopify/test-category/restore',
        headers: bearer(token),
        payload,
      });
    const before = await auditCount();
    const restored = await restore({ productId: scannedId, categoryId: previousCategory?.id ?? null });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({
      success: true,
      product: {
        id: scannedId,
        title: 'Scanned Zinfandel',
        category: { id: 'gid://shopify/TaxonomyCategory/fb-1', name: 'Beverages', fullName: expect.any(String) },
      },
    });
    expect(await auditCount()).toBeGreaterThan(before ?? 0);
    const cleared = await restore({ productId: scannedId, categoryId: null });
    expect(cleared.json()).toMatchObject({ product: { category: null } });

    expect((await restore({ productId: scannedId, categoryId: null }, associate)).statusCode).toBe(403);
    const afterRefusals = await auditCount();
    const unknownCategory = await restore({
      productId: scannedId,
      categoryId: 'gid://shopify/TaxonomyCategory/fb-9-9',
    });
    expect(unknownCategory.statusCode).toBe(404);
    const unknownProduct = await restore({ productId: 'gid://shopify/Product/999999', categoryId: null });
    expect(unknownProduct.statusCode).toBe(404);
    const malformed = await restore({ productId: 'ZIN-750', categoryId: null });
    expect(malformed.statusCode).toBe(400);
    expect(await auditCount()).toBe(afterRefusals);
  });

  it('answers 404 with error and gid for an unknown category or product, writing nothing', async () => {
    const before = await auditCount();
    const unknownCategory = await testCategory({ gid: 'gid://shopify/TaxonomyCategory/fb-9-9', productId });
    expect(unknownCategory.statusCode).toBe(404);
    expect(unknownCategory.json()).toEqual({
      error: 'Category gid://shopify/TaxonomyCategory/fb-9-9 not found',
      gid: 'gid://shopify/TaxonomyCategory/fb-9-9',
      message: 'Category gid://shopify/TaxonomyCategory/fb-9-9 not found',
    });
    const unknownProduct = await testCategory({ gid: WINE_CATEGORY, productId: 'gid://shopify/Product/999999' });
    expect(unknownProduct.statusCode).toBe(404);
    expect(unknownProduct.json()).toMatchObject({
      error: 'Product gid://shopify/Product/999999 not found',
      gid: WINE_CATEGORY,
    });
    expect(await auditCount()).toBe(before);
  });

  it('answers 400 with error and gid for malformed input', async () => {
    const cases: [unknown, string, string][] = [
      [{ gid: 'wine', productId }, 'Category id must look like gid://shopify/TaxonomyCategory/fb-1-1-7', 'wine'],
      [{ gid: WINE_CATEGORY }, 'productId: Product id is required', WINE_CATEGORY],
      [{ gid: '', productId }, 'gid: Category id is required', ''],
      [{ gid: WINE_CATEGORY, productId, extra: 1 }, 'Unrecognized key: "extra"', WINE_CATEGORY],
    ];
    for (const [payload, error, gid] of cases) {
      const response = await testCategory(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error, gid, message: error });
    }
  });

  it('is for admins only', async () => {
    expect((await testCategory({ gid: WINE_CATEGORY, productId }, associate)).statusCode).toBe(403);
  });
});
