import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueProduct, StorePlatform } from '#server/platform/store-platform/port';
import {
  catalogueMirrorOf,
  type CatalogueMirror,
} from '#server/platform/store-platform/shopify/mirror/catalogue-mirror';
import { updateMirrorState } from '#server/platform/store-platform/shopify/mirror/mirror-refresh';
import { startFakeShopify, type FakeShopify } from '../fakes/shopify/fake-shopify-server';
import { productWebhookBody } from '../fakes/shopify/fake-shopify-webhooks';
import { createTestApp, type TestApp } from '../support/test-app';
import { shopifyPlatformForApp } from './shopify-app-platform';
import { productInput, uniqueKey, variant } from './store-platform-harness';

let fake: FakeShopify;
let t: TestApp;
let mirror: CatalogueMirror;
let product: CatalogueProduct;
let platformOf: () => StorePlatform;
const platform = () => platformOf();

/** Changes a product in Shopify's admin (no webhook yet), a moment later than anything before. */
function changeInShopify(id: string, title: string) {
  const held = fake.state.products.get(id)!;
  held.title = title;
  held.updatedAt = new Date(Math.max(Date.now(), Date.parse(held.updatedAt) + 1)).toISOString();
  return held.updatedAt;
}
const requestsDuring = async (work: () => Promise<unknown>) => {
  const before = fake.received.length;
  await work();
  return fake.received.slice(before);
};

beforeAll(async () => {
  fake = await startFakeShopify({ webhookSecret: 'shpss_test_secret' });
  const options = { domain: fake.domain, token: fake.token, apiVersion: fake.apiVersion, protocol: 'http' as const };
  const shopify = shopifyPlatformForApp(options);
  t = await createTestApp({ SHOPIFY_WEBHOOK_SECRET: 'shpss_test_secret' }, { storePlatform: shopify.platform });
  await shopify.attach(t.database);
  platformOf = () => shopify.platform;
  mirror = catalogueMirrorOf(platform())!;
  product = await platform().createProduct(
    productInput({
      title: 'Hooked Barbera',
      variants: [variant({ sku: uniqueKey('HOOK'), stock: { locationId: fake.state.locations[0]!.id, quantity: 4 } })],
    }),
    uniqueKey('hook'),
    null,
  );
  await mirror.sync.run();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  expect(await mirror.events.register(`${address}/api/shopify/webhooks`)).toBe(4);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Shopify webhooks into the mirror', () => {
  it('subscribes the four topics once', async () => {
    expect(fake.state.webhookSubscriptions.map((w) => w.topic).sort()).toEqual([
      'INVENTORY_LEVELS_UPDATE',
      'PRODUCTS_CREATE',
      'PRODUCTS_DELETE',
      'PRODUCTS_UPDATE',
    ]);
    const address = fake.state.webhookSubscriptions[0]!.uri;
    expect(await mirror.events.register(address)).toBe(0);
  });

  it('refuses with 401 a delivery signed with another secret, or not signed, and changes nothing', async () => {
    changeInShopify(product.id, 'Forged Barbera');
    const body = productWebhookBody(fake.state, product.id);
    expect(await fake.deliverWebhook({ topic: 'products/update', body, secret: 'someone-else' })).toEqual([
      expect.objectContaining({ status: 401 }),
    ]);
    expect(await fake.deliverWebhook({ topic: 'products/update', body, hmac: null })).toEqual([
      expect.objectContaining({ status: 401 }),
    ]);
    expect(await fake.deliverWebhook({ topic: 'products/update', body, hmac: 'bm90IGEgc2lnbmF0dXJl' })).toEqual([
      expect.objectContaining({ status: 401 }),
    ]);
    expect((await platform().getProduct(product.id))?.title).toBe('Hooked Barbera');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/shopify/webhooks',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'products/update',
        'x-shopify-webhook-id': 'w-1',
      },
      payload: JSON.stringify(body),
    });
    expect(refused.statusCode).toBe(401);
  });

  it('applies a signed products/update at once, and a redelivery of it (same webhook id) is acknowledged and skipped', async () => {
    changeInShopify(product.id, 'Renamed Barbera');
    const [delivered] = await fake.deliverWebhook({
      topic: 'products/update',
      body: productWebhookBody(fake.state, product.id),
    });
    expect(delivered?.status).toBe(200);
    expect((await platform().searchProducts('Renamed Barbera', 'name'))[0]?.id).toBe(product.id);

    changeInShopify(product.id, 'Renamed Again Barbera');
    const sent = await requestsDuring(() =>
      fake.deliverWebhook({
        topic: 'products/update',
        body: productWebhookBody(fake.state, product.id),
        webhookId: delivered!.webhookId,
      }),
    );
    expect(sent).toEqual([]);
    expect((await platform().getProduct(product.id))?.title).toBe('Renamed Barbera');
  });

  it('never lets an older event overwrite a newer row (out of order)', async () => {
    const older = { ...productWebhookBody(fake.state, product.id), updated_at: '2020-01-01T00:00:00.000Z' };
    const sent = await requestsDuring(() => fake.deliverWebhook({ topic: 'products/update', body: older }));
    expect(sent).toEqual([]);
    expect((await platform().getProduct(product.id))?.title).toBe('Renamed Barbera');
  });

  it('applies stock levels in order of their updated_at', async () => {
    const [store] = fake.state.locations;
    const item = product.variants[0]!.inventoryItemId;
    const level = (available: number, updatedAt: string) => ({
      inventory_item_id: Number(item.split('/').pop()),
      location_id: Number(store!.id.split('/').pop()),
      available,
      updated_at: updatedAt,
    });
    const later = new Date(Date.now() + 60_000).toISOString();
    await fake.deliverWebhook({ topic: 'inventory_levels/update', body: level(9, later) });
    await fake.deliverWebhook({ topic: 'inventory_levels/update', body: level(1, '2021-01-01T00:00:00.000Z') });
    expect((await platform().getProduct(product.id))?.variants[0]?.inventory).toEqual([
      { locationId: store!.id, available: 9 },
    ]);
  });

  it('catches a change whose webhook never came with the minute poll', async () => {
    changeInShopify(product.id, 'Polled Barbera');
    expect(await mirror.events.poll()).toBe(1);
    expect((await platform().getProduct(product.id))?.title).toBe('Polled Barbera');
    expect(await mirror.events.poll()).toBe(0);
  });

  it('removes a deleted product, and an older update arriving after does not bring it back', async () => {
    const stale = productWebhookBody(fake.state, product.id);
    fake.state.products.delete(product.id);
    await fake.deliverWebhook({ topic: 'products/delete', body: { id: Number(product.id.split('/').pop()) } });
    expect(await platform().getProduct(product.id)).toBeNull();
    await fake.deliverWebhook({ topic: 'products/update', body: stale });
    expect(await platform().getProduct(product.id)).toBeNull();
  });

  it('shows admins the mirror’s state', async () => {
    const admin = (await t.signIn('admin')).token;
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue-sync',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ mirrored: true, status: 'idle', products: 0, variants: 0 });
    expect(answer.json().lastFullSyncAt).toEqual(expect.any(String));
    expect(answer.json().lastEventAt).toEqual(expect.any(String));
    expect(fake.invalidRequests()).toEqual([]);
  });

  it('starts one full sync for a double click on Start sync: the second request leaves the running one be', async () => {
    const admin = (await t.signIn('admin')).token;
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/catalogue-sync',
        headers: { authorization: `Bearer ${admin}` },
        payload: {},
      });
    const bulkRuns = (sent: Awaited<ReturnType<typeof requestsDuring>>) =>
      sent.filter((r) => r.rootFields.includes('bulkOperationRunQuery')).length;
    const once = await requestsDuring(async () => {
      expect((await start()).statusCode).toBe(202);
      await expect.poll(() => mirror.sync.isRunning(), { timeout: 10_000 }).toBe(false);
    });
    expect(bulkRuns(once)).toBeGreaterThan(0);
    const twice = await requestsDuring(async () => {
      const answers = await Promise.all([start(), start()]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
      await expect.poll(() => mirror.sync.isRunning(), { timeout: 10_000 }).toBe(false);
    });
    expect(bulkRuns(twice)).toBe(bulkRuns(once));
    expect(fake.invalidRequests()).toEqual([]);
  });

  it('shows the mirror in the public /api/ready: its name, up and lag, nothing else', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/ready' });
    const body = answer.json<{ mirror: unknown; checks: { name: string; adapter: string; isUp: boolean }[] }>();
    expect(body.mirror).toEqual({ name: 'catalogue mirror', isUp: true, lagSeconds: expect.any(Number) });
    expect(body.checks).toContainEqual({ name: 'store platform', adapter: 'shopify', isUp: true });
    // No ids, operation names or errors of the mirror in a public answer.
    expect(answer.body).not.toMatch(/gid:|BulkOperation|linesDone|error/);
  });

  it('says the mirror is down in /api/ready when its last full sync failed, without making the app not ready', async () => {
    await updateMirrorState(t.database.db, { syncStatus: 'failed', syncError: 'bulk operation gid://x/1 FAILED' });
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json<{ mirror: unknown }>().mirror).toEqual({
        name: 'catalogue mirror',
        isUp: false,
        lagSeconds: expect.any(Number),
      });
      expect(answer.body).not.toContain('gid://');
    } finally {
      await updateMirrorState(t.database.db, { syncStatus: 'idle', syncError: null });
    }
  });

  it('starts a full sync on Sync now; the same click repeated (same Idempotency-Key) gets the first answer', async () => {
    const admin = (await t.signIn('admin')).token;
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/catalogue-sync',
        headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'sync-now-click-1' },
        payload: {},
      });
    const first = await post();
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ mirrored: true });
    const again = await post();
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    await vi.waitFor(() => expect(mirror.sync.isRunning()).toBe(false), { timeout: 10_000 });
  });
});
