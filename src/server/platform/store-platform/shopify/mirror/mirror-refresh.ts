import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { products, shopifyMirrorState } from '#server/db/schema/index';
import type { ShopifyGraphqlClient } from '../shopify-graphql-client';
import type { ShopifyLogger } from '../shopify-logger';
import { createShopifyShopReader } from '../shopify-shop-reader';
import { createMirrorReader } from './mirror-reader';
import {
  deleteMirrorProduct,
  gidNumber,
  replaceMirrorCollections,
  replaceMirrorLocations,
  upsertMirrorProducts,
} from './mirror-store';

export interface MirrorDeps {
  client: ShopifyGraphqlClient;
  database: Pick<Database, 'db' | 'changes'>;
  logger: ShopifyLogger;
  now?: () => Date;
}

/** The single state row, made on first use. */
export async function ensureMirrorState(db: Database['db']) {
  await db.insert(shopifyMirrorState).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(shopifyMirrorState).where(eq(shopifyMirrorState.id, 1));
  if (!row) throw new Error('shopify_mirror_state row is missing');
  return row;
}

export async function updateMirrorState(db: Database['db'], values: Partial<typeof shopifyMirrorState.$inferInsert>) {
  await ensureMirrorState(db);
  await db.update(shopifyMirrorState).set(values).where(eq(shopifyMirrorState.id, 1));
}

/** Moves the poll cursor forward to the newest product change the mirror holds (never back). */
export async function advancePollCursor(db: Database['db']) {
  await ensureMirrorState(db);
  await db.execute(sql`
    update shopify_mirror_state set poll_cursor = greatest(poll_cursor, (select max(${products.updatedAt}) from ${products}))
    where id = 1`);
}

/**
 * Brings chosen parts of the mirror up to date with live reads: products by id (several per
 * request), the locations, the collections. Used by webhooks, the poll and the tests' seeding.
 */
export function createMirrorRefresh(deps: MirrorDeps) {
  const { client, database, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const live = createMirrorReader(client);
  const shop = createShopifyShopReader(client, logger);

  return {
    /** Reads these products from Shopify and stores them; those Shopify no longer has leave the mirror. */
    async refreshProducts(ids: readonly string[]): Promise<{ written: number; deleted: number }> {
      const unique = [...new Set(ids.filter((id) => gidNumber(id) !== null))];
      if (unique.length === 0) return { written: 0, deleted: 0 };
      const found = await live.readProducts(unique);
      const { written } = await upsertMirrorProducts(
        database.db,
        found.map((item) => item.mirror),
      );
      const present = new Set(found.map((item) => item.product.id));
      let deleted = 0;
      const removed: number[] = [];
      for (const id of unique) {
        if (present.has(id)) continue;
        if (await deleteMirrorProduct(database.db, id, now())) {
          deleted++;
          removed.push(gidNumber(id) as number);
        }
      }
      return { written: written.length, deleted };
    },

    async refreshLocations(): Promise<number> {
      const locations = await shop.listLocations();
      await replaceMirrorLocations(database.db, locations);
      return locations.length;
    },

    async refreshCollections(): Promise<number> {
      const collections = await shop.listCollections();
      await replaceMirrorCollections(database.db, collections);
      return collections.length;
    },
  };
}

export type MirrorRefresh = ReturnType<typeof createMirrorRefresh>;
