import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productEntryRequests, productLog } from '#server/db/schema/index';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import { PlatformError, type StorePlatform } from '#server/platform/store-platform/port';
import type { ProductCreatedResponse } from '#shared/product-entry/product-form-schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { countWrites, createControllablePlatform, postProduct, productForm } from './product-entry.fixtures';

let testApp: TestApp;
let catalogue: StorePlatform;
let token: string;
const { platform, control } = createControllablePlatform();

beforeAll(async () => {
  testApp = await createTestApp({}, { storePlatform: platform });
  control.attach(testApp.database);
  catalogue = createLocalStorePlatform(testApp.database);
  ({ token } = await testApp.signIn('associate'));
});

beforeEach(() => {
  control.failures = [];
  control.createDelayMs = 0;
});

afterAll(async () => {
  await testApp.close();
});

const productsWithSku = async (sku: string) =>
  (await catalogue.searchProducts(sku, 'sku', 50)).filter((product) =>
    product.variants.some((variant) => variant.sku === sku),
  );

describe('POST /api/products with an Idempotency-Key', () => {
  it('creates exactly one product when 20 requests with one key race, and answers all 20 alike', async () => {
    const form = productForm();
    control.createDelayMs = 50;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postProduct(testApp, token, form, 'race-key')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const bodies = responses.map((response) => response.json<ProductCreatedResponse>());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await productsWithSku(form.sku)).toHaveLength(1);
    expect(
      await testApp.database.db
        .select()
        .from(productLog)
        .where(eq(productLog.productId, bodies[0]?.shopifyProductId ?? '')),
    ).toHaveLength(1);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
  });

  it('answers a later retry with the first result without creating again', async () => {
    const form = productForm();
    const first = await postProduct(testApp, token, form, 'retry-key');
    const callsBefore = control.createCalls;
    const again = await postProduct(testApp, token, form, 'retry-key');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(control.createCalls).toBe(callsBefore);
    expect(await productsWithSku(form.sku)).toHaveLength(1);
  });

  it('refuses the same key with a different body (422) and creates nothing more', async () => {
    const form = productForm();
    await postProduct(testApp, token, form, 'body-key');
    const before = await countWrites(testApp.database);
    const response = await postProduct(testApp, token, { ...form, price: 41 }, 'body-key');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'This Idempotency-Key was already used for a different product' });
    expect(await countWrites(testApp.database)).toEqual(before);
  });

  it('treats the same form with keys in another order as the same body', async () => {
    const form = productForm();
    const first = await postProduct(testApp, token, form, 'order-key');
    const reordered = Object.fromEntries(Object.entries(form).reverse());
    const again = await postProduct(testApp, token, reordered, 'order-key');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('records a platform failure and lets a retry with the same key succeed', async () => {
    const form = productForm();
    control.failures = [new PlatformError('Shopify is throttling; try again', 'unavailable')];
    const failed = await postProduct(testApp, token, form, 'flaky-key');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ message: 'Shopify is throttling; try again' });
    const [claim] = await testApp.database.db
      .select()
      .from(productEntryRequests)
      .where(eq(productEntryRequests.idempotencyKey, 'flaky-key'));
    expect(claim).toMatchObject({
      status: 'failed',
      errorStatus: 503,
      errorMessage: 'Shopify is throttling; try again',
      attempts: 1,
    });

    const retried = await postProduct(testApp, token, form, 'flaky-key');
    expect(retried.statusCode).toBe(201);
    expect(await productsWithSku(form.sku)).toHaveLength(1);
    const [done] = await testApp.database.db
      .select()
      .from(productEntryRequests)
      .where(eq(productEntryRequests.idempotencyKey, 'flaky-key'));
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, errorMessage: null });
  });

  it('lets a corrected form reuse the key of an attempt that failed', async () => {
    const taken = productForm();
    await postProduct(testApp, token, taken, 'fix-key-setup');
    const clash = productForm({ sku: taken.sku });
    const refused = await postProduct(testApp, token, clash, 'fix-key');
    expect(refused.statusCode).toBe(409);
    const fixed = await postProduct(testApp, token, { ...clash, sku: `${taken.sku}-B` }, 'fix-key');
    expect(fixed.statusCode).toBe(201);
  });

  it('gives every waiting duplicate the failure of the attempt it waited on', async () => {
    const form = productForm();
    control.createDelayMs = 400;
    control.failures = [new PlatformError('The store platform is not answering', 'unavailable')];
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postProduct(testApp, token, form, 'fail-together')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(5).fill(503));
    expect(await productsWithSku(form.sku)).toHaveLength(0);
  });

  it('lets only one of two different keys create the same SKU at the same moment', async () => {
    const form = productForm();
    control.createDelayMs = 100;
    const [a, b] = await Promise.all([
      postProduct(testApp, token, form, 'twin-a'),
      postProduct(testApp, token, form, 'twin-b'),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
    const refused = [a, b].find((response) => response?.statusCode === 409);
    expect(refused?.json<{ message: string }>().message).toContain(form.sku);
    expect(await productsWithSku(form.sku)).toHaveLength(1);
  });

  it('generates a key when none is sent, so each request is its own creation', async () => {
    const form = productForm();
    const first = await postProduct(testApp, token, form);
    expect(first.statusCode).toBe(201);
    const second = await postProduct(testApp, token, form);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: `A product with SKU ${form.sku} already exists` });
  });

  it.each(['', 'x'.repeat(256), 'has space'])('refuses the malformed key %j', async (key) => {
    const response = await postProduct(testApp, token, productForm(), key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
  });
});
