import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, marginRules } from '#server/db/schema/index';
import type {
  AnalysisJobResponse,
  AnalysisResult,
  MarginCollection,
  MarginConfigResponse,
} from '#shared/margin-tags/margin-tags';
import { DIMARGIN_TAG, MARGIN_MESSAGES } from '#shared/margin-tags/margin-tags';
import type { FakeShopify } from '../fakes/shopify/fake-shopify-server';
import { bearer } from '../support/test-app';
import { createCatalogueApp, type AdapterName, type CatalogueApp } from './images.fixtures';

async function analyse(app: CatalogueApp, token: string, collectionName: string): Promise<AnalysisResult> {
  const response = await app.t.app.inject({
    method: 'POST',
    url: '/api/dimargin/analyze',
    headers: bearer(token),
    payload: { collectionName },
  });
  if (response.statusCode === 200) return response.json<AnalysisResult>();
  expect(response.statusCode, response.body).toBe(202);
  const { jobId } = response.json<{ jobId: string }>();
  for (;;) {
    const view = (
      await app.t.app.inject({ method: 'GET', url: `/api/dimargin/jobs/${jobId}`, headers: bearer(token) })
    ).json<AnalysisJobResponse>();
    if (view.status === 'succeeded') return view.result!;
    if (view.status === 'failed') throw new Error(view.error ?? 'failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each<AdapterName>(['local', 'shopify'])('DIMARGIN on the %s store platform', (adapter) => {
  let app: CatalogueApp;
  let admin: string;
  let associate: string;

  beforeAll(async () => {
    app = await createCatalogueApp(adapter);
    admin = (await app.t.signIn('admin')).token;
    associate = (await app.t.signIn('associate')).token;
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
    app.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('is for admins only, on the server', async () => {
    for (const [method, url] of [
      ['GET', '/api/dimargin/config'],
      ['GET', '/api/dimargin/collections'],
    ] as const) {
      expect((await call(method, url, undefined, associate)).statusCode).toBe(403);
    }
    const refused = await call(
      'POST',
      '/api/dimargin/rules',
      { collectionName: 'Wine ALL', marginThreshold: 0.35 },
      associate,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('adds, lists and deletes rules with the spec messages', async () => {
    await app.seedCollection('Rules Collection', []);
    const cases: [object, string][] = [
      [{ collectionName: '', marginThreshold: 0.35 }, MARGIN_MESSAGES.bothRequired],
      [{ collectionName: 'Rules Collection' }, MARGIN_MESSAGES.bothRequired],
      [{ collectionName: 'Rules Collection', marginThreshold: 35 }, MARGIN_MESSAGES.thresholdRange],
      [{ collectionName: 'Rules Collection', marginThreshold: -0.1 }, MARGIN_MESSAGES.thresholdRange],
      [{ collectionName: 'Rules Collection', marginThreshold: '0.35' }, MARGIN_MESSAGES.thresholdRange],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/dimargin/rules', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    const unknown = await call('POST', '/api/dimargin/rules', { collectionName: 'Nope', marginThreshold: 0.3 });
    expect(unknown.statusCode).toBe(404);
    const added = await call('POST', '/api/dimargin/rules', {
      collectionName: 'Rules Collection',
      marginThreshold: 0.3,
    });
    expect(added.statusCode, added.body).toBe(200);
    const changed = await call('POST', '/api/dimargin/rules', {
      collectionName: 'Rules Collection',
      marginThreshold: 0.4,
    });
    expect(changed.json()).toEqual({ collectionName: 'Rules Collection', marginThreshold: 0.4, lastAnalysisRun: null });
    const config = (await call('GET', '/api/dimargin/config')).json<MarginConfigResponse>();
    expect(config.rules).toContainEqual({
      collectionName: 'Rules Collection',
      marginThreshold: 0.4,
      lastAnalysisRun: null,
    });
    const removed = await call('DELETE', `/api/dimargin/rules/${encodeURIComponent('Rules Collection')}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('DELETE', `/api/dimargin/rules/${encodeURIComponent('Rules Collection')}`)).statusCode).toBe(
      404,
    );
  });

  it('tags exactly the products at or above the threshold, untags those below, skips those without cost', async () => {
    const high = await app.createProduct('Margin High', [{ sku: `MH-${adapter}`, price: 20, cost: 12 }]); // 40%
    const exact = await app.createProduct('Margin Exact', [{ sku: `ME-${adapter}`, price: 20, cost: 13 }]); // 35%
    const low = await app.createProduct('Margin Low', [{ sku: `ML-${adapter}`, price: 20, cost: 15 }]); // 25%
    const noCost = await app.createProduct('Margin No Cost', [{ sku: `MN-${adapter}`, price: 20, cost: null }]);
    await app.platform.addTags(low.id, [DIMARGIN_TAG], null);
    await app.platform.addTags(noCost.id, [DIMARGIN_TAG], null);
    const ids = [high.id, exact.id, low.id, noCost.id];
    await app.seedCollection('Margin Wines', ids);

    const collections = (await call('GET', '/api/dimargin/collections')).json<MarginCollection[]>();
    expect(collections.find((collection) => collection.name === 'Margin Wines')?.productsCount).toBe(4);

    expect((await call('POST', '/api/dimargin/analyze', { collectionName: 'Margin Wines' })).statusCode).toBe(404);
    await call('POST', '/api/dimargin/rules', { collectionName: 'Margin Wines', marginThreshold: 0.35 });
    const result = await analyse(app, admin, 'Margin Wines');
    expect(result).toEqual({
      collectionName: 'Margin Wines',
      totalProducts: 4,
      tagged: 2,
      untagged: 1,
      skipped: 1,
      errors: [],
    });
    const tags = async (id: string) => (await app.platform.getProduct(id))!.tags.includes(DIMARGIN_TAG);
    expect([await tags(high.id), await tags(exact.id), await tags(low.id), await tags(noCost.id)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    const [rule] = await app.t.database.db
      .select()
      .from(marginRules)
      .where(eq(marginRules.collectionName, 'Margin Wines'));
    expect(rule?.lastAnalysisRun).toBeInstanceOf(Date);

    // A second run changes nothing and decides the same.
    expect(await analyse(app, admin, 'Margin Wines')).toEqual(result);
  });
});

/** Puts products straight into the fake shop: price 20, cost 10 (50%) for even n, 18 (10%) for odd n. */
function seedFakeProducts(fake: FakeShopify, count: number): string[] {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const id = fake.state.newId('Product');
    const now = fake.state.now();
    fake.state.products.set(id, {
      id,
      title: `Bulk Wine ${n}`,
      handle: `bulk-wine-${n}`,
      vendor: 'Bulk',
      productType: 'USA Wine',
      descriptionHtml: '',
      status: 'ACTIVE',
      // Every fourth product starts with the tag, so both additions and removals happen.
      tags: n % 4 === 1 || n % 4 === 2 ? [DIMARGIN_TAG] : [],
      categoryId: null,
      options: ['Size'],
      mediaIds: [],
      createdAt: now,
      updatedAt: now,
    });
    const variantId = fake.state.newId('ProductVariant');
    fake.state.variants.set(variantId, {
      id: variantId,
      productId: id,
      inventoryItemId: fake.state.newId('InventoryItem'),
      optionValues: ['750ml'],
      position: 1,
      price: '20.00',
      sku: `BULK-${n}`,
      barcode: null,
      cost: n % 2 === 0 ? '10.00' : '18.00',
      tracked: true,
    });
    ids.push(id);
  }
  return ids;
}

/** Root fields that read products from the Admin API (what the analysis must not send). */
const PRODUCT_READS = new Set(['product', 'products', 'nodes', 'node', 'collection', 'collections', 'productVariants']);

describe('a 2,000-product analysis through the Shopify adapter on the standard cost bucket', () => {
  let app: CatalogueApp;

  beforeAll(async () => {
    app = await createCatalogueApp('shopify', { fake: { maximumAvailable: 1000, restoreRate: 50, latencyMs: 150 } });
  });
  afterAll(async () => {
    await app.close();
  });

  it(
    'reads nothing from Shopify, writes by one bulk mutation per kind of change, and audits each product',
    { timeout: 240_000 },
    async () => {
      const fake = app.fake!;
      const ids = seedFakeProducts(fake, 2_000);
      fake.state.addCollection('Bulk Wines', 'bulk-wines', ids);
      await app.syncMirror();
      const admin = (await app.t.signIn('admin')).token;
      await app.t.app.inject({
        method: 'POST',
        url: '/api/dimargin/rules',
        headers: bearer(admin),
        payload: { collectionName: 'Bulk Wines', marginThreshold: 0.35 },
      });
      fake.received.length = 0;
      const result = await analyse(app, admin, 'Bulk Wines');
      expect(result).toEqual({
        collectionName: 'Bulk Wines',
        totalProducts: 2_000,
        tagged: 1_000,
        untagged: 1_000,
        skipped: 0,
        errors: [],
      });

      const byName = new Map<string, number>();
      for (const request of fake.received) {
        for (const field of request.rootFields) byName.set(field, (byName.get(field) ?? 0) + 1);
      }
      expect([...byName.keys()].filter((field) => PRODUCT_READS.has(field))).toEqual([]);
      expect(byName.get('tagsAdd')).toBeUndefined();
      expect(byName.get('tagsRemove')).toBeUndefined();
      // Shopify runs one mutation field per bulk operation: additions and removals are one each.
      expect(byName.get('bulkOperationRunMutation')).toBe(2);
      expect(byName.get('stagedUploadsCreate')).toBe(2);
      expect(fake.received.length).toBeLessThan(20);
      expect(fake.invalidRequests()).toEqual([]);
      const mutations = [...fake.state.bulkOperations.values()].filter((op) => op.type === 'MUTATION');
      expect(mutations.map((op) => op.lines.length)).toEqual([500, 500]);

      ids.forEach((id, n) => {
        expect(fake.state.products.get(id)!.tags.includes(DIMARGIN_TAG), `product ${n}`).toBe(n % 2 === 0);
      });
      // The mirror holds Shopify's answers: a search shows the new tags at once.
      const mirrored = await app.platform.getProduct(ids[0]!);
      expect(mirrored?.tags).toEqual([DIMARGIN_TAG]);
      expect((await app.platform.getProduct(ids[1]!))?.tags).toEqual([]);
      const audits = await app.t.database.db
        .select()
        .from(auditLog)
        .where(inArray(auditLog.action, ['catalogue.tags_add', 'catalogue.tags_remove']));
      const ofRun = audits.filter((row) => ids.includes(row.subject ?? ''));
      expect(ofRun).toHaveLength(1_000);
      expect(ofRun.every((row) => row.actorId !== null)).toBe(true);

      // A second run finds every decision in effect and sends nothing.
      fake.received.length = 0;
      expect(await analyse(app, admin, 'Bulk Wines')).toEqual(result);
      expect(fake.received.filter((r) => r.rootFields.includes('bulkOperationRunMutation'))).toEqual([]);
    },
  );
});
