import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMirrorOf } from '#server/platform/store-platform/shopify/mirror/catalogue-mirror';
import { auditLog } from '#server/db/schema/index';
import { startFakeShopify, type FakeShopify } from '../fakes/shopify/fake-shopify-server';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { postProduct, productForm } from './product-entry.fixtures';

// The whole app on the Shopify adapter, chosen from the environment as in production, against the
// fake Admin API: the features above the port work unchanged and the catalogue trail is kept.
let fake: FakeShopify;
let t: TestApp;
let token: string;

beforeAll(async () => {
  fake = await startFakeShopify();
  t = await createTestApp(
    {
      SHOPIFY_STORE_DOMAIN: fake.domain,
      SHOPIFY_ADMIN_TOKEN: fake.token,
      SHOPIFY_API_VERSION: fake.apiVersion,
      SHOPIFY_PROTOCOL: 'http',
    },
    {},
    'from-config',
  );
  token = (await t.signIn('admin')).token;
  // Reads come from the mirror (ADR 065): fill it as the first start does.
  await catalogueMirrorOf(t.storePlatform)?.sync.run();
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the app on the Shopify adapter', () => {
  it('lists the shop locations', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/locations', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ id: string; name: string }[]>().map((location) => location.name)).toEqual(
      fake.state.locations.map((location) => location.name),
    );
  });

  it('creates a product once per key, finds it by SKU and records the creation in the audit log', async () => {
    const form = productForm({ title: 'Ridge Monte Bello 2019 750ml' });
    const key = 'shopify-app-key-1';
    const first = await postProduct(t, token, form, key);
    const again = await postProduct(t, token, form, key);
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const created = first.json<{ shopifyProductId: string }>();
    expect([...fake.state.products.values()].filter((product) => product.title === form.title)).toHaveLength(1);

    const search = await t.app.inject({
      method: 'POST',
      url: '/api/products/search',
      headers: bearer(token),
      payload: { term: form.sku, type: 'sku' },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json<{ product: { id: string } }>().product.id).toBe(created.shopifyProductId);

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'catalogue.product_create'), eq(auditLog.subject, created.shopifyProductId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actorName).toBeTruthy();
  });

  it('records a category change with its before and after', async () => {
    const created = (await postProduct(t, token, productForm(), 'shopify-app-key-2')).json<{
      shopifyProductId: string;
    }>();
    const category = fake.state.taxonomy[0];
    expect(category).toBeDefined();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shopify/test-category',
      headers: bearer(token),
      payload: { gid: category?.id, productId: created.shopifyProductId },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'catalogue.product_category_set'), eq(auditLog.subject, created.shopifyProductId)),
      );
    expect(row?.after).toEqual({ categoryId: category?.id });
  });

  it('sent only documents that the 2026-07 schema accepts', () => {
    expect(fake.invalidRequests()).toEqual([]);
  });
});
