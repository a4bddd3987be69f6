import { afterAll, describe, expect, it } from 'vitest';
import { createMirrorRefresh } from '#server/platform/store-platform/shopify/mirror/mirror-refresh';
import { createCostLimiter } from '#server/platform/store-platform/shopify/shopify-cost-limiter';
import { createShopifyGraphqlClient } from '#server/platform/store-platform/shopify/shopify-graphql-client';
import type { CatalogueProduct } from '#server/platform/store-platform/port';
import { createShopifyHarness, type ShopifyHarness } from './shopify-harness';
import { expectPlatformError, productInput, uniqueKey, variant } from './store-platform-harness';

const harnesses: ShopifyHarness[] = [];
afterAll(async () => {
  for (const h of harnesses) await h.close();
});

/** Shopify's standard bucket, and calls that take a while (so they overlap and hold their points). */
async function standardShop() {
  const h = await createShopifyHarness({ fake: { maximumAvailable: 1000, restoreRate: 50 } });
  harnesses.push(h);
  return h;
}

async function makeProducts(h: ShopifyHarness, count: number): Promise<CatalogueProduct[]> {
  const made: CatalogueProduct[] = [];
  for (let i = 0; i < count; i++) {
    made.push(
      await h.platform.createProduct(
        productInput({ title: `Limited ${i}`, variants: [variant({ sku: uniqueKey('LIM') })] }),
        uniqueKey('lim'),
        null,
      ),
    );
  }
  return made;
}

describe('the fake holds a call’s requested points while it runs', () => {
  it('throttles an overlapping call the held points leave too little room for', async () => {
    const h = await standardShop();
    const [product] = await makeProducts(h, 1);
    const ids = Array<string>(4).fill(product!.id);
    // Each client on its own limiter, as two processes would be; one attempt each.
    const reader = () =>
      createMirrorRefresh({
        client: createShopifyGraphqlClient(h.clientOptions({ maxAttempts: 1, costLimiter: createCostLimiter() })),
        database: h.database,
        logger: { warn: () => {}, info: () => {} },
      });
    await reader().refreshProducts(ids);
    const requested = h.fake.received.at(-1)!.cost!.requestedQueryCost;
    expect(requested).toBeGreaterThan(20);
    // Long enough that the second call arrives while the first still holds its points, on a slow machine too.
    h.fake.setLatency(800);
    h.fake.bucket.available = requested + 10;
    const results = await Promise.allSettled([reader().refreshProducts(ids), reader().refreshProducts(ids)]);
    h.fake.setLatency(0);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected')!;
    await expectPlatformError(Promise.reject(refused.reason as Error), 'unavailable', 'THROTTLED');
  });
});

describe('several overlapping calls compete for the bucket', () => {
  it('throttles the later calls when their requested points together exceed what is left; one limiter makes them all wait and succeed', async () => {
    const h = await standardShop();
    const [product] = await makeProducts(h, 1);
    const ids = Array<string>(4).fill(product!.id);
    const readerOn = (client: ReturnType<typeof createShopifyGraphqlClient>) =>
      createMirrorRefresh({ client, database: h.database, logger: { warn: () => {}, info: () => {} } });
    await readerOn(createShopifyGraphqlClient(h.clientOptions())).refreshProducts(ids);
    const requested = h.fake.received.at(-1)!.cost!.requestedQueryCost;

    // Four processes at once, each with its own limiter and one attempt: room for two of them. The
    // calls hold their points long enough that all four arrive while the first two run, on a slow machine too.
    h.fake.setLatency(800);
    h.fake.bucket.available = requested * 2 + 10;
    let before = h.fake.received.length;
    const alone = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        readerOn(
          createShopifyGraphqlClient(h.clientOptions({ maxAttempts: 1, costLimiter: createCostLimiter() })),
        ).refreshProducts(ids),
      ),
    );
    expect(alone.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(alone.filter((r) => r.status === 'rejected')).toHaveLength(2);
    expect(h.fake.received.slice(before).filter((r) => r.outcome === 'throttled')).toHaveLength(2);

    // The same four through one client: the limiter holds them back until their points are there.
    h.fake.advanceClock(60_000);
    h.fake.bucket.refill();
    h.fake.bucket.available = requested * 2 + 10;
    before = h.fake.received.length;
    h.fake.setLatency(200);
    const shared = readerOn(createShopifyGraphqlClient(h.clientOptions({ costLimiter: createCostLimiter() })));
    // The limiter learns the bucket from the first answer, so the first call goes alone.
    await shared.refreshProducts(ids);
    h.fake.bucket.available = requested * 2 + 10;
    const sleepsBefore = h.sleeps.length;
    const together = await Promise.allSettled(Array.from({ length: 4 }, () => shared.refreshProducts(ids)));
    h.fake.setLatency(0);
    expect(together.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(h.fake.received.slice(before).filter((r) => r.outcome === 'throttled').length).toBeLessThanOrEqual(1);
    expect(h.sleeps.length).toBeGreaterThan(sleepsBefore);
  });
});

describe('one limiter for the cost bucket', () => {
  it('makes concurrent reads and saves wait for their points: no THROTTLED reaches a caller, the waits logged', async () => {
    const h = await standardShop();
    const products = await makeProducts(h, 6);
    const waits: Record<string, unknown>[] = [];
    const retries: string[] = [];
    const logger = {
      warn: (_details: Record<string, unknown>, message: string) => retries.push(message),
      info: (details: Record<string, unknown>, message: string) => {
        if (message === 'shopify cost bucket wait') waits.push(details);
      },
    };
    const platform = h.makePlatform({ logger });
    const refresh = createMirrorRefresh({
      client: createShopifyGraphqlClient(h.clientOptions({ logger })),
      database: h.database,
      logger: { warn: () => {}, info: () => {} },
    });
    h.fake.setLatency(40);
    // The bucket full again after the products were made (this limiter does not know: it waits).
    h.fake.advanceClock(30_000);
    const before = h.fake.received.length;
    const ids = products.map((p) => p.id);
    const reads = Array.from({ length: 8 }, () => refresh.refreshProducts(ids.slice(0, 4)));
    const saves = products.map((product, i) =>
      platform.updateVariants(product.id, [{ id: product.variants[0]!.id, price: 20 + i }], null, null),
    );
    const settled = await Promise.allSettled([...reads, ...saves]);
    h.fake.setLatency(0);

    expect(settled.filter((r) => r.status === 'rejected')).toEqual([]);
    const during = h.fake.received.slice(before);
    // Requests wait for their points instead of racing: at most the first call of a kind whose cost
    // was not known yet can be answered THROTTLED (and is retried after its wait), never a caller.
    expect(during.filter((r) => r.outcome === 'throttled').length).toBeLessThanOrEqual(1);
    expect(retries.filter((m) => m === 'shopify request retry').length).toBeLessThanOrEqual(1);
    // 8 reads of ~420 points and the saves far exceed 1,000 points: they waited, and said so.
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.some((w) => typeof w.waitMs === 'number' && w.waitMs > 0)).toBe(true);
    expect(h.sleeps.length).toBeGreaterThan(0);
    for (const [i, product] of products.entries()) {
      expect(Number(h.fake.state.variantsOf(product.id)[0]?.price)).toBe(20 + i);
    }
  });
});
