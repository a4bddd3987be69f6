import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema/index';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import type { NewProductInput } from '#server/platform/store-platform/port';
import type { ProductCreatedResponse } from '#shared/product-entry/product-form-schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { postProduct, productForm } from './product-entry.fixtures';

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ token } = await testApp.signIn('associate'));
});
afterAll(() => testApp?.close());

const handlesOf = async (title: string) =>
  (await testApp.database.db.select({ handle: products.handle }).from(products).where(eq(products.title, title))).map(
    (row) => row.handle,
  );

describe('parallel creations of one title', () => {
  it('all succeed through POST /api/products (64 at once), each product with its own handle', async () => {
    const title = 'Ridge Geyserville Zinfandel 2021';
    const responses = await Promise.all(
      Array.from({ length: 64 }, (_, index) =>
        postProduct(testApp, token, productForm({ title, sku: `PAR-${index}` }), `parallel-${index}`),
      ),
    );
    const failures = responses.filter((response) => response.statusCode !== 201).map((response) => response.body);
    expect(failures).toEqual([]);
    const ids = responses.map((response) => response.json<ProductCreatedResponse>().shopifyProductId);
    expect(new Set(ids).size).toBe(64);

    const handles = await handlesOf(title);
    expect(handles).toHaveLength(64);
    expect(new Set(handles).size).toBe(64);
    expect(handles).toContain('ridge-geyserville-zinfandel-2021');
  });

  it('all succeed on the local store platform, also when another title wants the same handles', async () => {
    const platform = createLocalStorePlatform(testApp.database);
    const product = (title: string, sku: string): NewProductInput => ({
      title,
      vendor: 'Ridge',
      productType: 'USA Wine',
      descriptionHtml: '',
      status: 'ACTIVE',
      tags: [],
      option1Name: 'Size',
      images: [],
      variants: [{ option1: '750ml', price: 10, cost: 5, sku, barcode: null }],
    });
    // "Lytton Springs 2" slugs to lytton-springs-2, the handle the second "Lytton Springs" would take.
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        platform.createProduct(
          product(index % 4 === 3 ? `Lytton Springs ${(index % 3) + 1}` : 'Lytton Springs', `LS-${index}`),
          `lytton-${index}`,
          null,
        ),
      ),
    );
    expect(new Set(created.map((item) => item.id)).size).toBe(40);
    const handles = [
      ...(await handlesOf('Lytton Springs')),
      ...(await handlesOf('Lytton Springs 1')),
      ...(await handlesOf('Lytton Springs 2')),
      ...(await handlesOf('Lytton Springs 3')),
    ];
    expect(handles).toHaveLength(40);
    expect(new Set(handles).size).toBe(40);
    await platform.close?.();
  });
});
