import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLocations } from '#server/platform/store-platform/local/local-catalogue-seed';
import type { ProductCreatedResponse } from '#shared/product-entry/product-form-schema';
import { STORES } from '#shared/stores';
import { createTestApp, type TestApp } from '../support/test-app';
import { countWrites, postProduct, productForm } from './product-entry.fixtures';

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedLocations(testApp.database.db, STORES);
  ({ token } = await testApp.signIn('associate'));
});

afterAll(async () => {
  await testApp.close();
});

async function createAndRead(body: ReturnType<typeof productForm>) {
  const response = await postProduct(testApp, token, body, `key-${body.sku}`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ProductCreatedResponse>();
}

describe('POST /api/products refuses what the catalogue already has', () => {
  it('refuses a SKU already in the catalogue (any case), naming it, and writes nothing', async () => {
    const first = productForm();
    await createAndRead(first);
    const before = await countWrites(testApp.database);
    const response = await postProduct(testApp, token, productForm({ sku: first.sku.toLowerCase() }), 'dup-sku');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: `A product with SKU ${first.sku.toLowerCase()} already exists` });
    expect(await countWrites(testApp.database)).toEqual(before);
  });

  it('refuses a barcode already in the catalogue, naming it', async () => {
    const first = productForm();
    await createAndRead(first);
    const response = await postProduct(testApp, token, productForm({ barcode: first.barcode }), 'dup-barcode');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: `A product with barcode ${first.barcode} already exists` });
  });

  it('refuses a single-unit SKU that another product already uses', async () => {
    const first = productForm();
    await createAndRead(first);
    const clash = productForm({ sku: first.sku.replace(/-\d+$/, ''), createVariant: true, packSize: 6, packCost: 60 });
    await createAndRead(productForm({ sku: `${clash.sku}-1` }));
    const response = await postProduct(testApp, token, clash, 'dup-single');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: `A product with SKU ${clash.sku}-1 already exists` });
  });

  it('refuses opening stock at a location that does not exist, writing nothing', async () => {
    const before = await countWrites(testApp.database);
    const response = await postProduct(
      testApp,
      token,
      productForm({ quantity: 2, locationId: 'gid://shopify/Location/99999' }),
      'bad-location',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'locationId: Location gid://shopify/Location/99999 does not exist',
    });
    expect(await countWrites(testApp.database)).toEqual(before);
  });
});
