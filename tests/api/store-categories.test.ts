import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreCategoriesResponse } from '../../src/shared/store-categories/store-categories';
import { auditLog } from '../../src/server/db/schema/index';
import { createLocalStorePlatform } from '../../src/server/platform/store-platform/local/local-store-platform';
import { TAXONOMY_ROWS, WINE_CATEGORY, productInput } from '../support/catalogue-fixtures';
import { bearer, createClock, createTestApp, type TestApp } from '../support/test-app';

const clock = createClock(new Date('2026-05-04T10:00:00.000Z'));
let testApp: TestApp;
let admin: string;
let associate: string;
let productId: string;

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
    });
  });

  it('accepts a bare product number', async () => {
    const response = await testCategory({
      gid: 'gid://shopify/TaxonomyCategory/fb-1',
      productId: productId.split('/').pop(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, category: { name: 'Beverages' } });
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
      [{ gid: WINE_CATEGORY, productId: 'abc' }, 'Product id must be a product GID or number', WINE_CATEGORY],
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
