import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shopifyMirrorState, variants } from '#server/db/schema/index';
import type { CatalogueProduct } from '#server/platform/store-platform/port';
import { createMirrorBulkSync } from '#server/platform/store-platform/shopify/mirror/mirror-bulk-sync';
import { createShopifyGraphqlClient } from '#server/platform/store-platform/shopify/shopify-graphql-client';
import { createShopifyHarness, type ShopifyHarness } from './shopify-harness';
import { productInput, uniqueKey, variant } from './store-platform-harness';

let h: ShopifyHarness;
const made: CatalogueProduct[] = [];

/** A sync as a fresh process would make it (nothing kept in memory between two). */
const newSync = (extra: Partial<Parameters<typeof createMirrorBulkSync>[0]> = {}) =>
  createMirrorBulkSync({
    client: createShopifyGraphqlClient(h.clientOptions()),
    database: h.database,
    logger: { warn: () => {}, info: () => {} },
    sleep: async () => {},
    ...extra,
  });

const bulkRuns = () =>
  h.fake.received.filter((r) => r.rootFields.includes('bulkOperationRunQuery') && r.outcome === 'ok');
const countRows = async () => {
  const [p] = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(products);
  const [v] = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(variants);
  return { products: p?.n ?? 0, variants: v?.n ?? 0 };
};
const state = async () =>
  (await h.database.db.select().from(shopifyMirrorState).where(eq(shopifyMirrorState.id, 1)))[0];
const emptyMirror = () => h.database.db.delete(products);

beforeAll(async () => {
  h = await createShopifyHarness();
  const [downtown, harbour] = h.fake.state.locations;
  for (let n = 0; n < 7; n++) {
    made.push(
      await h.platform.createProduct(
        productInput({
          title: `Synced Wine ${n}`,
          tags: n % 2 ? ['Red'] : [],
          metafields: { producer_description: `Estate ${n}` },
          images: n === 0 ? ['https://images.example.com/sync/front.jpg'] : [],
          variants: [
            variant({
              sku: uniqueKey(`SYNC${n}`),
              barcode: `00${n}12345678`,
              metafields: { vintage: String(2010 + n) },
              stock: { locationId: downtown!.id, quantity: n + 1 },
            }),
            variant({ option1: '1.5L', sku: uniqueKey(`SYNCM${n}`), stock: { locationId: harbour!.id, quantity: 2 } }),
          ],
        }),
        uniqueKey('sync'),
        null,
      ),
    );
  }
  h.fake.state.addCollection('Synced Reds', 'synced-reds', [made[1]!.id, made[3]!.id]);
});
afterAll(async () => h.close());

describe('the mirror’s full sync (bulk operations)', () => {
  it('fills an empty mirror with every product, its variants, stock and collections, as live reads give them', async () => {
    await emptyMirror();
    expect(await h.platform.getProduct(made[0]!.id)).toBeNull();
    const result = await newSync().run();
    expect(result).toMatchObject({ products: 7, resumed: false });
    for (const product of made) {
      const mirrored = await h.platform.getProduct(product.id);
      expect(mirrored).toEqual({ ...product, updatedAt: mirrored?.updatedAt });
    }
    expect((await h.platform.listCollections()).map((c) => [c.title, c.productsCount])).toContainEqual([
      'Synced Reds',
      2,
    ]);
    expect((await h.platform.searchProducts('Synced Wine', 'name')).length).toBe(7);
    expect(await state()).toMatchObject({ syncStatus: 'idle', syncOperationId: null, syncError: null });
    expect((await state())?.lastFullSyncAt).toBeInstanceOf(Date);
  });

  it('removes products deleted in Shopify while no event came, and keeps the rest', async () => {
    const gone = made[6]!;
    h.fake.state.products.delete(gone.id);
    await newSync().run();
    expect(await h.platform.getProduct(gone.id)).toBeNull();
    expect(await countRows()).toEqual({ products: 6, variants: 12 });
  });

  it('resumes a sync stopped mid-way (as by kill -9) from its stored progress, with no duplicates', async () => {
    await emptyMirror();
    const runsBefore = bulkRuns().length;
    const progress: number[] = [];
    const stopped = newSync({
      batchProducts: 2,
      afterBatch: (phase, linesDone) => {
        progress.push(linesDone);
        if (phase === 'products' && progress.length === 2) throw new Error('killed');
      },
    });
    await expect(stopped.run()).rejects.toThrow('killed');
    // The catalogue's query, then the stock's as soon as the catalogue's was ready.
    expect(bulkRuns().length - runsBefore).toBe(2);
    const halfway = await state();
    expect(halfway).toMatchObject({ syncPhase: 'products', syncProductsDone: 4 });
    expect(halfway?.syncLinesDone).toBe(progress[1]);
    expect((await countRows()).products).toBe(4);

    const resumedBatches: number[] = [];
    const result = await newSync({
      batchProducts: 2,
      afterBatch: (_, linesDone) => void resumedBatches.push(linesDone),
    }).run();
    expect(result.resumed).toBe(true);
    // The same products operation was read on (no new one started for it); the stock's is asked for
    // again, as only the phase being read is kept.
    expect(bulkRuns().length - runsBefore).toBe(3);
    // Only lines after the stored progress were stored again.
    expect(resumedBatches[0]).toBeGreaterThan(progress[1]!);
    expect(await countRows()).toEqual({ products: 6, variants: 12 });
    for (const product of made.slice(0, 6)) {
      expect((await h.platform.getProduct(product.id))?.variants.map((v) => v.inventory)).toEqual(
        product.variants.map((v) => v.inventory),
      );
    }
    expect(await state()).toMatchObject({ syncStatus: 'idle', syncProductsDone: 6 });
  });

  it('asks for the stock once the catalogue is ready, so it is built while the products are stored, and stores a batch while reading the next', async () => {
    await emptyMirror();
    const runsBefore = bulkRuns().length;
    const runsAtFirstBatch: number[] = [];
    // Lines of the JSONL read past each stored batch's last, when that batch's storing ended.
    const readAhead: number[] = [];
    let delivered = 0;
    const result = await newSync({
      batchProducts: 2,
      afterBatch: (phase, linesDone) => {
        runsAtFirstBatch.push(bulkRuns().length - runsBefore);
        if (phase === 'products') readAhead.push(delivered - linesDone);
      },
      fetch: async (...args) => {
        const response = await fetch(...args);
        delivered = 0;
        // The JSONL handed over a line per read, only when asked for (no read-ahead of its own).
        const lines = (await response.text()).split(/(?<=\n)/).filter(Boolean);
        const body = new ReadableStream<Uint8Array>(
          {
            pull(controller) {
              const line = lines.shift();
              if (line === undefined) return controller.close();
              delivered++;
              controller.enqueue(new TextEncoder().encode(line));
            },
          },
          { highWaterMark: 0 },
        );
        return new Response(body, { status: response.status });
      },
    }).run();
    expect(result.products).toBe(h.fake.state.products.size);
    expect(runsAtFirstBatch[0]).toBe(2);
    expect(bulkRuns().length - runsBefore).toBe(2);
    // Stored one after another, the reader would stand one line (the next product's) past the batch.
    expect(Math.max(...readAhead)).toBeGreaterThan(1);
  });

  it('polls a running operation soon, then less and less often, up to pollMs', async () => {
    // A shop whose bulk queries answer RUNNING to the polls before their sixth.
    const slow = await createShopifyHarness({ fake: { bulkPollsUntilDone: 6 } });
    try {
      const sleeps: number[] = [];
      await createMirrorBulkSync({
        client: createShopifyGraphqlClient(slow.clientOptions()),
        database: slow.database,
        logger: { warn: () => {}, info: () => {} },
        pollMs: 2_000,
        sleep: async (ms) => void sleeps.push(ms),
      }).run();
      // The catalogue's five waits, then the stock's (its polls, too, start soon).
      expect(sleeps).toEqual([250, 500, 1_000, 2_000, 2_000, 250, 500, 1_000, 2_000, 2_000]);
    } finally {
      await slow.close();
    }
  });

  it('sent only valid documents, and the bulk queries Shopify accepts', () => {
    expect(h.fake.invalidRequests()).toEqual([]);
    expect(bulkRuns().every((r) => r.executionErrors.length === 0)).toBe(true);
  });
});
