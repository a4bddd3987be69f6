/**
 * Drill: `kill -9` in the middle of the Shopify mirror's full sync (ADR 065). The real server
 * process mirrors a shop of 3,000 products from a bulk-operation JSONL; the download stalls after
 * part of the file (a proxy holds the rest), and once the server has stored what it got it is
 * SIGKILLed. A new process on the same database resumes the same bulk operation after the lines
 * already stored and finishes: every product mirrored once, none missing, the sync state done.
 * On PostgreSQL and on PGlite (whose data directory the killed process leaves behind on disk).
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { CatalogueSyncStatus } from '#shared/catalogue-sync/catalogue-sync';
import type { ProductSearchResponse } from '#shared/products/product-search';
import { openDatabase } from '#server/db/client';
import { startFakeShopify } from '../../fakes/shopify/fake-shopify-server';
import { seedFakeCatalogue } from '../../fakes/shopify/fake-shopify-seed';
import { prepareProcessDatabase } from '../../support/test-database';
import { startHeldBulkProxy } from './support/held-bulk-proxy';
import { call, killLeftovers, signIn, startServer, waitUntil } from './support/server-process';

const PRODUCTS = 3_000;
const VARIANTS = 2;
/** A product and its variants: one line each in the JSONL. */
const LINES_PER_PRODUCT = 1 + VARIANTS;
/** The server stores 100 products per batch; the download stalls inside the 14th. */
const HOLD_LINES = 4_000;
const STORED_BEFORE_KILL = Math.floor(HOLD_LINES / LINES_PER_PRODUCT / 100) * 100;
/** A batch takes milliseconds on a quiet machine, seconds on a shared one. */
const SLOW_MACHINE_MS = 240_000;

afterAll(killLeftovers);

const sku = (product: number, variant: number) => `SYNC-${String(product).padStart(5, '0')}-${variant}`;

async function mirrorCounts(env: Record<string, string>) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR });
  // Both drivers answer `{ rows }`; drizzle's type for it differs between them.
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number | string }>(query))[0]?.n);
  try {
    return {
      products: await count(sql`select count(*) as n from products`),
      variants: await count(sql`select count(*) as n from variants`),
      distinctSkus: await count(sql`select count(distinct sku) as n from variants`),
      ids: (await rows<{ id: number | string }>(sql`select id from products order by id`)).map((row) => Number(row.id)),
      state: (
        await rows<{
          sync_status: string;
          sync_phase: string | null;
          sync_lines_done: number;
          sync_products_done: number;
        }>(
          sql`select sync_status, sync_phase, sync_lines_done, sync_products_done from shopify_mirror_state where id = 1`,
        )
      )[0],
    };
  } finally {
    await database.close();
  }
}

describe('drill: kill -9 during the Shopify mirror’s full sync', () => {
  it('resumes the bulk operation after a restart and mirrors every product exactly once', async () => {
    const database = await prepareProcessDatabase();
    const fake = await startFakeShopify({ bulkPollsUntilDone: 0 });
    const proxy = await startHeldBulkProxy(fake.domain);
    try {
      const productIds = seedFakeCatalogue(fake.state, {
        products: PRODUCTS,
        variantsPerProduct: VARIANTS,
        title: (n) => `Sync Drill Wine ${n}`,
        sku,
        barcode: (n, v) => String(800_000_000_000 + n * 10 + v),
        price: (n) => 10 + (n % 50),
        available: (n, v, location) => (location === 0 ? (n % 7) + v : 0),
      });
      const env = {
        ...database.env,
        SHOPIFY_STORE_DOMAIN: proxy.domain,
        SHOPIFY_ADMIN_TOKEN: fake.token,
        SHOPIFY_API_VERSION: fake.apiVersion,
        SHOPIFY_PROTOCOL: 'http',
      };
      const status = (url: string, token: string) =>
        call<CatalogueSyncStatus>(url, token, 'GET', '/api/admin/catalogue-sync').then((answer) => answer.body);

      proxy.hold = HOLD_LINES;
      const first = await startServer(env);
      const token = await signIn(first.url);
      expect((await call(first.url, token, 'POST', '/api/admin/catalogue-sync', {})).status).toBe(202);
      await waitUntil(
        async () => (await status(first.url, token)).productsDone >= STORED_BEFORE_KILL,
        SLOW_MACHINE_MS,
        `${STORED_BEFORE_KILL} products stored`,
      );
      const midway = await status(first.url, token);
      expect(midway).toMatchObject({ status: 'running', phase: 'products', productsDone: STORED_BEFORE_KILL });
      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

      // What the dead process left: part of the catalogue, and a sync that says where it stopped.
      const left = await mirrorCounts(env);
      expect(left.products).toBe(STORED_BEFORE_KILL);
      expect(left.variants).toBe(STORED_BEFORE_KILL * VARIANTS);
      expect(left.state).toMatchObject({
        sync_status: 'running',
        sync_phase: 'products',
        sync_lines_done: STORED_BEFORE_KILL * LINES_PER_PRODUCT,
        sync_products_done: STORED_BEFORE_KILL,
      });

      proxy.hold = null;
      const second = await startServer(env);
      const token2 = await signIn(second.url);
      expect((await status(second.url, token2)).status).toBe('running');
      expect((await call(second.url, token2, 'POST', '/api/admin/catalogue-sync', {})).status).toBe(202);
      await waitUntil(
        async () => {
          const now = await status(second.url, token2);
          if (now.status === 'failed') throw new Error(`the resumed sync failed: ${now.error}`);
          // Its last log line comes after the state says idle.
          return now.status === 'idle' && second.logs().some((line) => line.msg === 'shopify mirror sync finished');
        },
        SLOW_MACHINE_MS,
        'the resumed sync to finish',
      );
      expect(await status(second.url, token2)).toMatchObject({
        mirrored: true,
        status: 'idle',
        phase: null,
        products: PRODUCTS,
        variants: PRODUCTS * VARIANTS,
        error: null,
      });
      const resumedAt = second.logs().find((line) => line.msg === 'shopify mirror sync resumes');
      expect(resumedAt).toMatchObject({ phase: 'products', linesDone: STORED_BEFORE_KILL * LINES_PER_PRODUCT });
      // Products stored across both processes, each once: the first 1,300 are not stored again.
      expect(second.logs().find((line) => line.msg === 'shopify mirror sync finished')).toMatchObject({
        products: PRODUCTS,
        removed: 0,
        resumed: true,
      });
      // The first process asked for the products, then the stock once they were ready; the second
      // read the same products operation on (not run again) and asked for the stock again.
      const bulkRuns = fake.received.filter((request) => request.rootFields.includes('bulkOperationRunQuery'));
      expect(bulkRuns).toHaveLength(3);
      expect(proxy.downloads.map((download) => download.linesSent)).toEqual([
        HOLD_LINES,
        PRODUCTS * LINES_PER_PRODUCT,
        expect.any(Number),
      ]);
      expect(proxy.downloads[0]?.path).toBe(proxy.downloads[1]?.path);

      // Search reads the mirror: a product from before the kill and one from after it.
      for (const n of [1, PRODUCTS]) {
        const found = await call<ProductSearchResponse>(second.url, token2, 'POST', '/api/products/search', {
          term: sku(n, 2),
          type: 'sku',
        });
        expect(found.status).toBe(200);
        expect(found.body.product.title).toBe(`Sync Drill Wine ${n}`);
        expect(found.body.alternativeMatches).toEqual([]);
      }

      second.child.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
      const mirrored = await mirrorCounts(env);
      expect(mirrored.products).toBe(PRODUCTS);
      expect(mirrored.variants).toBe(PRODUCTS * VARIANTS);
      expect(mirrored.distinctSkus).toBe(PRODUCTS * VARIANTS);
      expect(mirrored.ids).toEqual(productIds.map((id) => Number(id.split('/').pop())));
      expect(mirrored.state).toMatchObject({ sync_status: 'idle', sync_phase: null, sync_lines_done: 0 });
    } finally {
      await proxy.close();
      await fake.close();
      await database.cleanUp();
    }
  }, 600_000);
});
