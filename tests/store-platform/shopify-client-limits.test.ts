import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { createCostLimiter } from '#server/platform/store-platform/shopify/shopify-cost-limiter';
import { createMirrorRefresh } from '#server/platform/store-platform/shopify/mirror/mirror-refresh';
import {
  createShopifyGraphqlClient,
  type ShopifyGraphqlClientOptions,
} from '#server/platform/store-platform/shopify/shopify-graphql-client';
import { createShopifyStorePlatform } from '#server/platform/store-platform/shopify/shopify-store-platform';
import { openTestDatabase } from '../support/test-database';
import {
  computeBackoffMs,
  MAX_BACKOFF_MS,
  parseRetryAfterMs,
} from '#server/platform/store-platform/shopify/shopify-retry-policy';
import { createShopifyHarness, type ShopifyHarness } from './shopify-harness';
import { expectPlatformError, productInput, uniqueKey, variant } from './store-platform-harness';

const harnesses: ShopifyHarness[] = [];
async function harness(...args: Parameters<typeof createShopifyHarness>) {
  const h = await createShopifyHarness(...args);
  harnesses.push(h);
  return h;
}
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const h of harnesses) await h.close();
  await database.close();
});
/** Reads that still go to Shopify (the mirror's refreshes), on a client made with these options. */
const live = (options: ShopifyGraphqlClientOptions) =>
  createMirrorRefresh({
    client: createShopifyGraphqlClient(options),
    database,
    logger: { warn: () => {}, info: () => {} },
  });
const SOME_PRODUCT = 'gid://shopify/Product/1';

describe('Shopify client: retries are bounded', () => {
  it('gives a clear error after maxAttempts when Shopify keeps failing with 5xx', async () => {
    const h = await harness({ adapter: { maxAttempts: 6 } });
    h.fake.failAlways('5xx');
    const started = Date.now();
    await expectPlatformError(
      h.refresh.refreshProducts([SOME_PRODUCT]),
      'unavailable',
      'after 6 attempts (last: HTTP 502)',
    );
    expect(h.fake.received.filter((r) => r.outcome === 'fault:5xx')).toHaveLength(6);
    expect(h.sleeps).toHaveLength(5);
    expect(h.warnings).toEqual(Array(5).fill('shopify request retry'));
    for (const [i, ms] of h.sleeps.entries()) {
      expect(ms).toBeLessThanOrEqual(MAX_BACKOFF_MS);
      if (i > 0) expect(ms).toBeGreaterThan(h.sleeps[i - 1]!);
    }
    // The backoff was asked for but not waited out: the injected sleep is instant.
    expect(Date.now() - started).toBeLessThan(h.sleeps.reduce((a, b) => a + b, 0));
    expect(await h.platform.checkConnection()).toMatchObject({ connected: false, adapter: 'shopify' });
  });

  it('gives up after maxAttempts timeouts, each cut off by the timeout', async () => {
    const h = await harness({ adapter: { maxAttempts: 3, timeoutMs: 100 } });
    h.fake.failAlways('timeout');
    const started = Date.now();
    await expectPlatformError(h.refresh.refreshProducts([SOME_PRODUCT]), 'unavailable', 'timed out after 100 ms');
    expect(h.fake.received.filter((r) => r.outcome === 'fault:timeout')).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('does not wait forever on permanent throttling', async () => {
    const h = await harness({ adapter: { maxAttempts: 3 } });
    h.fake.failAlways('throttle');
    await expectPlatformError(h.refresh.refreshLocations(), 'unavailable', 'THROTTLED');
    expect(h.fake.received.filter((r) => r.outcome === 'throttled')).toHaveLength(3);
  });

  it('retries a shop that refuses connections, then reports it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const sleeps: number[] = [];
    const platform = live({
      domain: `127.0.0.1:${port}`,
      token: 't',
      apiVersion: '2026-07',
      protocol: 'http',
      maxAttempts: 3,
      sleep: async (ms) => void sleeps.push(ms),
    });
    await expectPlatformError(platform.refreshLocations(), 'unavailable', 'ECONNREFUSED');
    expect(sleeps).toHaveLength(2);
  });

  it('turns top-level GraphQL errors into PlatformErrors without retrying', async () => {
    let calls = 0;
    const answering = (code: string) =>
      live({
        domain: 'mission-control.myshopify.com',
        token: 't',
        apiVersion: '2026-07',
        fetch: async () => {
          calls++;
          return Response.json({ errors: [{ message: `failed: ${code}`, extensions: { code } }] });
        },
      });
    await expectPlatformError(answering('ACCESS_DENIED').refreshLocations(), 'unavailable', 'failed: ACCESS_DENIED');
    await expectPlatformError(answering('undefinedField').refreshLocations(), 'invalid', 'failed: undefinedField');
    expect(calls).toBe(2);
  });

  it('does not retry a refused access token', async () => {
    const h = await harness();
    const before = h.fake.received.length;
    const wrongToken = live({
      domain: h.fake.domain,
      token: 'shpat_wrong',
      apiVersion: '2026-07',
      protocol: 'http',
      sleep: async () => {},
    });
    await expectPlatformError(wrongToken.refreshLocations(), 'unavailable', 'HTTP 401');
    expect(h.fake.received).toHaveLength(before);
  });
});

describe('Shopify client: waits come from what Shopify reports', () => {
  it('waits (requested − currentlyAvailable) / restoreRate after THROTTLED, then succeeds', async () => {
    // The limiter's clock moves only by the waits it asks for, so its estimate of the bucket after a
    // THROTTLED answer is exactly what Shopify reported, however long the machine takes between calls.
    const h = await harness({
      fake: { maximumAvailable: 1000, restoreRate: 50 },
      adapter: { costLimiter: createCostLimiter(() => 0) },
    });
    h.fake.failNext(1, 'throttle', { operation: 'locations' });
    await h.refresh.refreshLocations();
    const throttled = h.fake.received.find((r) => r.outcome === 'throttled')!;
    const { requestedQueryCost, throttleStatus } = throttled.cost!;
    expect(throttleStatus).toMatchObject({ maximumAvailable: 1000, restoreRate: 50 });
    const expected = Math.ceil(((requestedQueryCost - throttleStatus.currentlyAvailable) / 50) * 1000);
    expect(h.sleeps).toEqual([expected]);

    h.fake.bucket.available = 300;
    // Four products in one read request more than 300 points.
    await h.refresh.refreshProducts(['1', '2', '3', '4'].map((n) => `gid://shopify/Product/${n}`));
    const partial = h.fake.received.filter((r) => r.outcome === 'throttled')[1]!.cost!;
    expect(partial.requestedQueryCost).toBeGreaterThan(300);
    // The wait after THROTTLED is Shopify's. The limiter may also wait before the first try, from its
    // own estimate of the bucket.
    expect(h.sleeps).toContain(
      Math.ceil(((partial.requestedQueryCost - partial.throttleStatus.currentlyAvailable) / 50) * 1000),
    );
    expect(h.fake.received.at(-1)?.outcome).toBe('ok');
  });

  it('honours Retry-After on HTTP 429', async () => {
    const h = await harness();
    h.fake.failNext(1, '429', { retryAfterSeconds: 3 });
    expect(await h.refresh.refreshLocations()).toBe(6);
    expect(await h.platform.listLocations()).toHaveLength(6);
    expect(h.sleeps).toEqual([3000]);
  });

  it('reads Retry-After, and backs off with bounded jitter', () => {
    expect(parseRetryAfterMs('3')).toBe(3000);
    expect(parseRetryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 0, 5)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(5000);
    expect(parseRetryAfterMs(null)).toBeNull();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const low = computeBackoffMs(attempt, () => 0);
      const high = computeBackoffMs(attempt, () => 1);
      expect(high).toBeLessThanOrEqual(MAX_BACKOFF_MS);
      expect(low).toBe(high / 2);
    }
    expect(computeBackoffMs(2, () => 1)).toBeGreaterThan(computeBackoffMs(1, () => 1));
  });
});

describe('Shopify client: only the configured shop is ever called', () => {
  it.each([
    ['evil.example.com', 'https'],
    ['shop.myshopify.com.evil.com', 'https'],
    ['shop.myshopify.com@evil.com', 'https'],
    ['shop.myshopify.com/../evil', 'https'],
    ['shop.myshopify.com', 'http'],
    ['10.0.0.5:8080', 'http'],
  ] as const)('refuses %s over %s', (domain, protocol) => {
    expect(() =>
      createShopifyStorePlatform({ domain, token: 't', apiVersion: '2026-07', protocol }, database),
    ).toThrow();
  });

  it('accepts a shop domain over HTTPS', () => {
    expect(
      createShopifyStorePlatform(
        { domain: 'mission-control.myshopify.com', token: 't', apiVersion: '2026-07' },
        database,
      ).name,
    ).toBe('shopify');
  });

  it('never follows a redirect to another host', async () => {
    let hits = 0;
    const other = createServer((_req, res) => {
      hits++;
      res.end('{}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const h = await harness();
    h.fake.failNext(1, 'redirect', {
      location: `http://127.0.0.1:${(other.address() as AddressInfo).port}/admin/api/2026-07/graphql.json`,
    });
    const status = await h.platform.checkConnection();
    other.close();
    expect(status.connected).toBe(false);
    expect(status.message).toContain('redirect');
    expect(hits).toBe(0);
  });

  it('sends every request to the shop endpoint with the access token', async () => {
    const fake = (await harness()).fake;
    const calls: { url: string; token: string | null }[] = [];
    const platform = createShopifyStorePlatform(
      {
        domain: fake.domain,
        token: fake.token,
        apiVersion: '2026-07',
        protocol: 'http',
        fetch: async (input, init) => {
          calls.push({ url: String(input), token: new Headers(init?.headers).get('x-shopify-access-token') });
          return fetch(input, init);
        },
      },
      database,
    );
    await platform.createProduct(
      productInput({ title: 'Spied Wine', variants: [variant({ sku: uniqueKey('SPY') })] }),
      uniqueKey('spy'),
      null,
    );
    expect(calls.length).toBeGreaterThan(3);
    expect(new Set(calls.map((c) => c.url))).toEqual(new Set([fake.url]));
    expect(calls.every((c) => c.token === fake.token)).toBe(true);
  });
});

describe('what the Shopify adapter sent in these tests', () => {
  it('every document and its variables passed schema validation', () => {
    const received = harnesses.flatMap((h) => h.fake.received);
    expect(received.length).toBeGreaterThan(10);
    expect(received.filter((r) => r.invalid.length)).toEqual([]);
  });
});
