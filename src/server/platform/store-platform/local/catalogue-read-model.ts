import { sql } from 'drizzle-orm';
import type { ChangeFeed } from '../../../db/change-feed';
import type { Db } from '../../../db/client';
import type { CatalogueProduct, SearchField, SearchMatch } from '../port';
import { createCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { parseGid } from './global-ids';
import { loadProducts } from './product-load.repo';
import { queryRows } from '../../../db/sql-helpers';

/**
 * The local catalogue in memory, so that product search costs no database round trip (DESIGN §7,
 * ADR 010). The database stays the record: the model is loaded from it, and every committed change
 * (ours through `changed`, other processes' through the change feed) reloads the products it
 * touched. It answers only when it can vouch for being current; otherwise `search` returns null
 * and the caller asks the database.
 */
export interface CatalogueReadModel {
  /** Loads the whole catalogue; resolves once the model answers (or was closed). */
  warmUp(): Promise<void>;
  /** The matching products, or null when the database must be asked instead. */
  search(term: string, field: SearchField, limit: number, match: SearchMatch): CatalogueProduct[] | null;
  /** After a committed change to these products: tells the other processes and reloads them here. */
  changed(rowIds: readonly number[]): Promise<void>;
  /** True when searches are answered from memory. */
  isLoaded(): boolean;
  close(): void;
}

const LOAD_BATCH = 2_000;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

const rowIdOf = (product: CatalogueProduct) => parseGid('Product', product.id) as number;

async function loadAll(db: Db): Promise<CatalogueIndex> {
  const loaded: [number, CatalogueProduct][] = [];
  let after = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from products where id > ${after} order by id limit ${LOAD_BATCH}`,
    );
    if (rows.length === 0) break;
    for (const product of await loadProducts(
      db,
      rows.map((row) => row.id),
    )) {
      loaded.push([rowIdOf(product), product]);
    }
    after = (rows[rows.length - 1] as { id: number }).id;
  }
  return createCatalogueIndex(loaded);
}

export function createCatalogueReadModel(
  db: Db,
  changes: ChangeFeed,
  onError: (error: unknown, message: string) => void = () => undefined,
): CatalogueReadModel {
  let index: CatalogueIndex | null = null;
  /** Bumped whenever what is held may have gone stale as a whole (feed reset, failed reload). */
  let generation = 0;
  let indexGeneration = -1;
  /** Products changed but not yet reloaded: while any are, the database answers. */
  const pending = new Map<number, number>();
  /** Counts announcements, so a reload only clears the ones it started after. */
  let announced = 0;
  /** Every load and reload runs one after another on this chain. */
  let chain: Promise<void> = Promise.resolve();
  let nextPass: Promise<void> | null = null;
  let fullLoad: Promise<void> | null = null;
  /** The generation the queued or running full load was asked for. */
  let fullLoadGeneration = -1;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let subscribed = false;
  let closed = false;

  const isStopped = () => closed || changes.isClosed();
  const isCurrent = () =>
    !isStopped() && index !== null && indexGeneration === generation && pending.size === 0 && changes.isLive();

  const run = (step: () => Promise<void>) => {
    const next = chain.then(step);
    chain = next.catch(() => undefined);
    return next;
  };

  function scheduleFullLoad(): Promise<void> {
    if (isStopped()) return Promise.resolve();
    if (fullLoad && fullLoadGeneration === generation) return fullLoad;
    fullLoadGeneration = generation;
    const load = run(async () => {
      const startedAt = generation;
      try {
        const loaded = await loadAll(db);
        if (isStopped() || startedAt !== generation) return;
        index = loaded;
        indexGeneration = startedAt;
        retryMs = RETRY_MIN_MS;
      } catch (error) {
        if (isStopped()) return;
        onError(error, 'the catalogue could not be loaded into memory; searching the database meanwhile');
        retryLater();
      } finally {
        if (fullLoad === load) fullLoad = null;
      }
    });
    fullLoad = load;
    return load;
  }

  function retryLater() {
    if (retryTimer || isStopped()) return;
    const delay = Math.round(retryMs * (0.5 + Math.random() / 2));
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void scheduleFullLoad();
    }, delay);
    retryTimer.unref();
  }

  /** Whatever is held can no longer be vouched for: drop it and load everything again. */
  function reset() {
    generation++;
    index = null;
    pending.clear();
    // A feed that just went down resets again when it is back up: load then, not now.
    if (changes.isLive()) void scheduleFullLoad();
  }

  /** Reloads the pending products; a pass not yet started takes in whatever arrives before it starts. */
  function reloadPending(rowIds: readonly number[]): Promise<void> {
    for (const id of rowIds) pending.set(id, ++announced);
    nextPass ??= run(async () => {
      nextPass = null;
      const taken = new Map(pending);
      const ids = [...taken.keys()];
      if (ids.length === 0 || isStopped()) return;
      const target = index;
      try {
        const fresh = target ? await loadProducts(db, ids) : [];
        if (target && target === index) {
          const found = new Map(fresh.map((product) => [rowIdOf(product), product]));
          for (const id of ids) {
            const product = found.get(id);
            if (product) target.put(id, product);
            else target.remove(id);
          }
        }
        // A product announced again while this pass was reading stays pending for the next one.
        for (const [id, mark] of taken) if (pending.get(id) === mark) pending.delete(id);
      } catch (error) {
        if (isStopped()) return;
        onError(error, 'changed products could not be reloaded into memory; reloading the whole catalogue');
        reset();
      }
    });
    return nextPass;
  }

  function subscribe() {
    if (subscribed) return;
    subscribed = true;
    changes.subscribe('catalogue', (keys) => {
      const ids = keys.map(Number).filter((id) => Number.isInteger(id) && id > 0);
      if (ids.length > 0) void reloadPending(ids);
    });
    changes.onReset(reset);
  }

  return {
    isLoaded: () => isCurrent(),

    async warmUp() {
      subscribe();
      await changes.whenLive();
      // The feed's first reset (when it went live) may already have started the load; a model
      // that is loaded for the present generation has nothing to load.
      if (index === null || indexGeneration !== generation) await scheduleFullLoad();
      await chain;
    },

    search(term, field, limit, match) {
      if (!isCurrent()) return null;
      const current = index as CatalogueIndex;
      return current.find(term, field, limit, match).map((id) => current.get(id) as CatalogueProduct);
    },

    async changed(rowIds) {
      if (rowIds.length === 0 || closed) return;
      subscribe();
      const done = reloadPending(rowIds);
      // Dispatched here synchronously too: the ids join the pass just scheduled.
      await changes.publish(
        'catalogue',
        rowIds.map((id) => String(id)),
      );
      await done;
    },

    close() {
      closed = true;
      index = null;
      if (retryTimer) clearTimeout(retryTimer);
    },
  };
}
