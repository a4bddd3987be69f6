import { sql } from 'drizzle-orm';
import type { CatalogueSyncStatus } from '#shared/catalogue-sync/catalogue-sync';
import type { Database } from '#server/db/client';
import type { StorePlatform } from '#server/platform/store-platform/port';
import type { ShopifyGraphqlClient } from '../shopify-graphql-client';
import type { ShopifyLogger } from '../shopify-logger';
import { createMirrorBulkSync, type MirrorBulkSync } from './mirror-bulk-sync';
import { createMirrorEvents, type MirrorEvents } from './mirror-events';
import { createMirrorRefresh, ensureMirrorState, type MirrorRefresh } from './mirror-refresh';

/** The Shopify mirror's machinery, carried by the Shopify adapter for the catalogue-sync area. */
export interface CatalogueMirror {
  sync: MirrorBulkSync;
  events: MirrorEvents;
  refresh: MirrorRefresh;
  status(): Promise<CatalogueSyncStatus>;
}

const MIRROR = Symbol.for('mission-control.catalogue-mirror');

export function createCatalogueMirror(deps: {
  client: ShopifyGraphqlClient;
  database: Pick<Database, 'db' | 'changes'> & Partial<Pick<Database, 'analyze'>>;
  logger: ShopifyLogger;
  now?: () => Date;
  /** Waits between polls of a running bulk operation (the client's own sleep, so tests wait no time). */
  sleep?: (ms: number) => Promise<void>;
}): CatalogueMirror {
  const now = deps.now ?? (() => new Date());
  const refresh = createMirrorRefresh(deps);
  const sync = createMirrorBulkSync(deps);
  const events = createMirrorEvents({ ...deps, refresh });
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    sync,
    events,
    refresh,
    async status() {
      const state = await ensureMirrorState(deps.database.db);
      const [rows] = await deps.database.db
        .execute<{ products: number; variants: number }>(
          sql`select (select count(*)::int from products) as products, (select count(*)::int from variants) as variants`,
        )
        .then((result) => (result as unknown as { rows: { products: number; variants: number }[] }).rows);
      const heard = [state.lastFullSyncAt, state.lastEventAt, state.lastPollAt]
        .filter((date): date is Date => date !== null)
        .reduce<number | null>((max, date) => Math.max(max ?? 0, date.getTime()), null);
      return {
        mirrored: true,
        status: state.syncStatus,
        phase: state.syncPhase,
        linesDone: state.syncLinesDone,
        linesTotal: state.syncLinesTotal,
        productsDone: state.syncProductsDone,
        startedAt: iso(state.syncStartedAt),
        lastFullSyncAt: iso(state.lastFullSyncAt),
        lastEventAt: iso(state.lastEventAt),
        lastPollAt: iso(state.lastPollAt),
        lagSeconds: heard === null ? null : Math.max(0, Math.floor((now().getTime() - heard) / 1000)),
        products: rows?.products ?? 0,
        variants: rows?.variants ?? 0,
        error: state.syncError,
      };
    },
  };
}

/** Puts the mirror on the adapter, where spreading it (the audit wrapper) keeps it. */
export function attachCatalogueMirror<T extends StorePlatform>(platform: T, mirror: CatalogueMirror): T {
  return Object.assign(platform, { [MIRROR]: mirror });
}

/** The mirror of a Shopify adapter, or null for the local catalogue. */
export function catalogueMirrorOf(platform: StorePlatform): CatalogueMirror | null {
  return (platform as unknown as Record<symbol, CatalogueMirror | undefined>)[MIRROR] ?? null;
}
