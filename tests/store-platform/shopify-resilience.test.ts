import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FaultKind, FaultOptions } from '../fakes/shopify/fake-shopify-faults';
import type { StorePlatform } from '#server/platform/store-platform/port';
import { createShopifyHarness, type ShopifyHarness } from './shopify-harness';
import { expectPlatformError, productInput, uniqueKey, variant } from './store-platform-harness';

let h: ShopifyHarness;
/** For the hang tests: a short timeout, so a hung request is abandoned quickly. */
let quick: StorePlatform;
beforeAll(async () => {
  h = await createShopifyHarness();
  quick = h.makePlatform({ timeoutMs: 300 });
});
afterEach(() => h.fake.heal());
afterAll(async () => h.close());

const productsTitled = (title: string) => [...h.fake.state.products.values()].filter((p) => p.title === title);
const createTitled = (
  title: string,
  key = uniqueKey('res'),
  extra: Parameters<typeof productInput>[0] = {},
  platform = h.platform,
) =>
  platform.createProduct(productInput({ title, variants: [variant({ sku: uniqueKey('RES') })], ...extra }), key, null);

describe('Shopify adapter: a product is never created twice', () => {
  const faults: [string, FaultKind, FaultOptions][] = [
    ['the response is dropped after the commit', 'drop', { afterCommit: true }],
    ['Shopify answers 5xx after the commit', '5xx', { afterCommit: true, status: 503 }],
    ['the request times out after the commit', 'timeout', { afterCommit: true }],
    ['the connection drops before the commit', 'drop', {}],
    ['Shopify answers 5xx before the commit', '5xx', { status: 502 }],
    ['the request is throttled', 'throttle', {}],
    ['Shopify answers 429', '429', { retryAfterSeconds: 2 }],
  ];
  for (const [situation, kind, options] of faults) {
    it(`when ${situation}`, async () => {
      const title = `Resilient ${kind} ${situation}`;
      h.fake.failNext(kind === '5xx' && !options.afterCommit ? 2 : 1, kind, { operation: 'productSet', ...options });
      const created = await createTitled(title, undefined, {}, kind === 'timeout' ? quick : h.platform);
      expect(productsTitled(title)).toHaveLength(1);
      expect(created.id).toBe(productsTitled(title)[0]?.id);
      expect(created.variants).toHaveLength(1);
    });
  }

  it('when the caller retries with the same key after the whole call failed', async () => {
    const title = 'Resilient caller retry';
    const key = uniqueKey('caller');
    h.fake.failNext(1, 'drop', { operation: 'productSet', afterCommit: true });
    // Once the product is committed, every lookup fails too: the adapter cannot tell what happened.
    h.fake.beforeNext('productSet', () => h.fake.failAlways('5xx', { operation: 'productByIdentifier' }));
    await expectPlatformError(createTitled(title, key), 'unavailable');
    h.fake.heal();
    const again = await createTitled(title, key);
    expect(productsTitled(title)).toHaveLength(1);
    expect(again.id).toBe(productsTitled(title)[0]?.id);
  });

  it('when two calls with one key run at the same time', async () => {
    const title = 'Resilient concurrent';
    const key = uniqueKey('concurrent');
    const variants = [variant({ sku: uniqueKey('CONC') })];
    const [a, b] = await Promise.all([createTitled(title, key, { variants }), createTitled(title, key, { variants })]);
    expect(a.id).toBe(b.id);
    expect(productsTitled(title)).toHaveLength(1);
  });
});

describe('Shopify adapter: no edit is lost or applied twice', () => {
  it('applies a stock delta once when its response is lost (same @idempotent key on resend)', async () => {
    const [store] = h.fake.state.locations;
    const product = await createTitled('Stock once', undefined, {
      variants: [variant({ sku: uniqueKey('STK'), stock: { locationId: store!.id, quantity: 10 } })],
    });
    h.fake.failNext(1, 'drop', { operation: 'inventoryAdjustQuantities', afterCommit: true });
    const after = await h.platform.updateVariants(
      product.id,
      [{ id: product.variants[0]!.id, stockDelta: -3 }],
      store!.id,
      null,
    );
    expect(after.variants[0]!.inventory).toEqual([{ locationId: store!.id, available: 7 }]);
  });

  it('re-reads and clamps again when stock changed in between (CHANGE_FROM_QUANTITY_STALE)', async () => {
    const [store] = h.fake.state.locations;
    const product = await createTitled('Stock stale', undefined, {
      variants: [variant({ sku: uniqueKey('STL'), stock: { locationId: store!.id, quantity: 5 } })],
    });
    const item = product.variants[0]!.inventoryItemId;
    h.fake.beforeNext('inventoryAdjustQuantities', (state) => state.setAvailable(item, store!.id, 1));
    const adjustsBefore = h.fake.received.filter((r) => r.rootFields.includes('inventoryAdjustQuantities')).length;
    const after = await h.platform.updateVariants(
      product.id,
      [{ id: product.variants[0]!.id, stockDelta: -3 }],
      store!.id,
      null,
    );
    expect(after.variants[0]!.inventory).toEqual([{ locationId: store!.id, available: 0 }]);
    expect(
      h.fake.received.filter((r) => r.rootFields.includes('inventoryAdjustQuantities')).length - adjustsBefore,
    ).toBe(2);
  });

  it('keeps variant edits made through timeouts and 5xx', async () => {
    const product = await createTitled('Edits through faults');
    h.fake.failNext(1, 'timeout', { operation: 'productVariantsBulkUpdate', afterCommit: true });
    h.fake.failNext(1, '5xx', { operation: 'metafieldsSet', afterCommit: true });
    const after = await quick.updateVariants(
      product.id,
      [{ id: product.variants[0]!.id, price: 33.3, metafields: { vintage: '2015' } }],
      null,
      null,
    );
    expect(after.variants[0]).toMatchObject({ price: 33.3, metafields: { vintage: '2015' } });
  });

  it('creates a new variant once when the response is dropped after the commit', async () => {
    const product = await createTitled('Variants once');
    h.fake.failNext(1, 'drop', { operation: 'productVariantsBulkCreate', afterCommit: true });
    const after = await h.platform.createVariants(
      product.id,
      [variant({ option1: '1.5L', sku: uniqueKey('VO') })],
      null,
    );
    expect(after.variants.map((v) => v.option1)).toEqual(['750ml', '1.5L']);
    expect(h.fake.state.variantsOf(product.id)).toHaveLength(2);
  });

  it('replaces images exactly once when the append is answered with 5xx after the commit', async () => {
    const product = await createTitled('Images once', undefined, { images: ['https://img.example.com/a.jpg'] });
    h.fake.failNext(1, '5xx', { operation: 'productUpdate', afterCommit: true });
    const after = await h.platform.replaceImages(
      product.id,
      ['https://img.example.com/b.jpg', 'https://img.example.com/c.jpg'],
      null,
    );
    expect(after.images.map((i) => i.src.split('?')[0]?.split('/').pop())).toEqual(['b.jpg', 'c.jpg']);
    expect(h.fake.state.products.get(product.id)?.mediaIds).toHaveLength(2);
  });

  it('adds tags through a 429 and a throttle', async () => {
    const product = await createTitled('Tags through faults');
    h.fake.failNext(1, '429', { operation: 'tagsAdd', retryAfterSeconds: 1 });
    h.fake.failNext(1, 'throttle', { operation: 'tagsAdd' });
    await h.platform.addTags(product.id, ['Sparkling'], null);
    expect(h.fake.state.products.get(product.id)?.tags).toEqual(['Sparkling']);
  });
});

describe('what the Shopify adapter sent under faults', () => {
  it('every document and its variables passed schema validation', () => {
    expect(h.fake.received.length).toBeGreaterThan(30);
    expect(h.fake.invalidRequests()).toEqual([]);
    expect(h.fake.received.filter((r) => r.executionErrors.length)).toEqual([]);
  });
});
