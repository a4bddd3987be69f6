import type { Database } from '#server/db/client';
import { PlatformError } from '#server/platform/store-platform/port';
import {
  MIRROR_BULK_OPERATION_QUERY,
  MIRROR_BULK_PRODUCTS_QUERY,
  MIRROR_BULK_RUN_MUTATION,
  MIRROR_BULK_STOCK_QUERY,
} from '../documents/mirror-bulk-documents';
import { jsonLines, pollWaits } from '../shopify-bulk-operations';
import { assertNoUserErrors, type ShopifyUserError } from '../shopify-user-errors';
import { toLiveProduct, type RawMirrorProduct, type RawMirrorVariant } from './mirror-reader';
import {
  advancePollCursor,
  createMirrorRefresh,
  ensureMirrorState,
  updateMirrorState,
  type MirrorDeps,
} from './mirror-refresh';
import {
  applyMirrorStock,
  gidNumber,
  removeMirrorProductsNotIn,
  upsertMirrorProducts,
  type MirrorProduct,
} from './mirror-store';

export interface BulkSyncOptions extends MirrorDeps {
  /** `analyze`: brings the planner's statistics up to date once the whole catalogue is written. */
  database: MirrorDeps['database'] & Partial<Pick<Database, 'analyze'>>;
  sleep?: (ms: number) => Promise<void>;
  /** The longest wait between polls of a running bulk operation (the first waits are shorter). */
  pollMs?: number;
  /** Products upserted per transaction (and per step of progress). */
  batchProducts?: number;
  /** Stock levels per transaction. */
  batchLevels?: number;
  /** Downloads the JSONL (tests count or cut it); the global fetch otherwise. */
  fetch?: typeof fetch;
  /** Called after each batch is stored and its progress recorded (tests stop a sync here). */
  afterBatch?: (phase: 'products' | 'stock', linesDone: number) => void | Promise<void>;
}

export interface BulkSyncResult {
  products: number;
  removed: number;
  levels: number;
  resumed: boolean;
}

type Line = Record<string, unknown> & { id?: string; __parentId?: string };
type BulkOperation = { id: string; status: string; errorCode: string | null; objectCount: string; url: string | null };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One product's lines (the product, then its children) as the mirror reader's shape. */
function productFromLines(root: Line, children: Line[]): MirrorProduct {
  const kind = (line: Line) => /^gid:\/\/shopify\/(\w+)\//.exec(line.id ?? '')?.[1] ?? (line.key ? 'Metafield' : '');
  const raw = {
    ...root,
    metafields: { nodes: children.filter((c) => kind(c) === 'Metafield') },
    media: { nodes: children.filter((c) => kind(c) === 'MediaImage') },
    collections: { nodes: children.filter((c) => kind(c) === 'Collection') },
    variants: {
      pageInfo: { hasNextPage: false, endCursor: null },
      nodes: children
        .filter((c) => kind(c) === 'ProductVariant')
        .map((c) => {
          const variant = c as unknown as RawMirrorVariant;
          return { ...variant, inventoryItem: { ...variant.inventoryItem, inventoryLevels: { nodes: [] } } };
        }),
    },
  } as unknown as RawMirrorProduct;
  return { ...toLiveProduct(raw).mirror, keepStock: true };
}

/**
 * The mirror's full sync (ADR 065): the catalogue by one bulk query, stock by another, each JSONL
 * result streamed and stored in batches. The operation and the lines already stored are kept in
 * `shopify_mirror_state` after every batch, so a sync stopped at any point (even kill -9) resumes
 * the same operation where it stopped; upserts are by Shopify id, so a batch stored twice is
 * still one row per product.
 */
export function createMirrorBulkSync(options: BulkSyncOptions) {
  const { client, database, logger } = options;
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? defaultSleep;
  const pollMs = options.pollMs ?? 2_000;
  const batchProducts = options.batchProducts ?? 100;
  const batchLevels = options.batchLevels ?? 1_000;
  const download = options.fetch ?? fetch;
  const refresh = createMirrorRefresh(options);
  let running: Promise<BulkSyncResult> | null = null;

  async function startOperation(query: string): Promise<string> {
    const data = await client.request<{
      bulkOperationRunQuery: { bulkOperation: { id: string } | null; userErrors: ShopifyUserError[] } | null;
    }>(MIRROR_BULK_RUN_MUTATION, { query });
    assertNoUserErrors('bulkOperationRunQuery', data.bulkOperationRunQuery);
    const id = data.bulkOperationRunQuery?.bulkOperation?.id;
    if (!id) throw new PlatformError('Shopify bulkOperationRunQuery returned no operation', 'unavailable');
    return id;
  }

  /** Polls a bulk operation until it has completed, soon at first and then less often (`pollWaits`). */
  async function finished(id: string): Promise<BulkOperation> {
    const nextWait = pollWaits(pollMs);
    for (;;) {
      const data = await client.request<{ bulkOperation: BulkOperation | null }>(MIRROR_BULK_OPERATION_QUERY, { id });
      const operation = data.bulkOperation;
      if (!operation) throw new PlatformError(`Bulk operation ${id} not found`, 'not_found');
      if (operation.status === 'COMPLETED') return operation;
      if (!['CREATED', 'RUNNING'].includes(operation.status)) {
        // Nothing to resume from: the next sync starts a new operation.
        await updateMirrorState(db, { syncOperationId: null, syncPhase: null });
        throw new PlatformError(
          `Bulk operation ${id} ended ${operation.status}${operation.errorCode ? ` (${operation.errorCode})` : ''}`,
          'unavailable',
        );
      }
      await sleep(nextWait());
    }
  }

  /**
   * Runs `write`s one after another while the caller goes on reading: a batch is stored while the
   * next is parsed, never two at once, in order. `settle` waits for the last and throws the first
   * error (a failed batch stops the ones after it).
   */
  function writeBehind() {
    let pending: Promise<void> = Promise.resolve();
    return {
      async queue(write: () => Promise<void>) {
        await pending;
        pending = write();
        // Seen by the next queue or settle; not an unhandled rejection meanwhile.
        pending.catch(() => undefined);
      },
      settle: () => pending,
    };
  }

  async function* linesOf(operation: BulkOperation): AsyncGenerator<string> {
    if (!operation.url) return; // nothing matched: Shopify gives no file
    const response = await download(operation.url);
    if (!response.ok || !response.body) {
      throw new PlatformError(`Bulk result download failed: HTTP ${response.status}`, 'unavailable');
    }
    yield* jsonLines(response.body);
  }

  async function syncProducts(operation: BulkOperation, linesDone: number, productsDone: number) {
    const seen = new Set<number>();
    let batch: MirrorProduct[] = [];
    let lineNo = 0;
    let group: { root: Line; children: Line[]; last: number } | null = null;
    let stored = productsDone;
    const writes = writeBehind();

    const store = (through: number) => {
      const rows = batch;
      batch = [];
      return writes.queue(async () => {
        if (rows.length) {
          await upsertMirrorProducts(db, rows);
          stored += rows.length;
        }
        await updateMirrorState(db, { syncLinesDone: through, syncProductsDone: stored });
        await options.afterBatch?.('products', through);
      });
    };
    const close = async () => {
      if (!group) return;
      const product = productFromLines(group.root, group.children);
      seen.add(gidNumber(product.product.id) as number);
      // Lines stored before a restart are only counted, not stored again.
      if (group.last > linesDone) {
        batch.push(product);
        if (batch.length >= batchProducts) await store(group.last);
      }
      group = null;
    };

    for await (const text of linesOf(operation)) {
      lineNo++;
      const line = JSON.parse(text) as Line;
      if (!line.__parentId) {
        await close();
        group = { root: line, children: [], last: lineNo };
      } else if (group) {
        group.children.push(line);
        group.last = lineNo;
      }
    }
    await close();
    if (batch.length) await store(lineNo);
    await writes.settle();
    return { seen, stored };
  }

  async function syncStock(operation: BulkOperation, linesDone: number) {
    let lineNo = 0;
    let levels: { inventoryItemId: string; locationId: string; available: number }[] = [];
    let total = 0;
    const writes = writeBehind();
    const store = (through: number) => {
      const rows = levels;
      levels = [];
      return writes.queue(async () => {
        await applyMirrorStock(db, rows);
        total += rows.length;
        await updateMirrorState(db, { syncLinesDone: through });
        await options.afterBatch?.('stock', through);
      });
    };
    for await (const text of linesOf(operation)) {
      lineNo++;
      if (lineNo <= linesDone) continue;
      const line = JSON.parse(text) as Line & {
        item?: { id: string };
        quantities?: { name: string; quantity: number }[];
      };
      if (!line.__parentId || !line.item) continue;
      levels.push({
        inventoryItemId: line.item.id,
        locationId: line.__parentId,
        available: line.quantities?.find((q) => q.name === 'available')?.quantity ?? 0,
      });
      if (levels.length >= batchLevels) await store(lineNo);
    }
    if (levels.length || lineNo > linesDone) await store(lineNo);
    await writes.settle();
    return total;
  }

  async function run(): Promise<BulkSyncResult> {
    const state = await ensureMirrorState(db);
    const resumed = state.syncStatus !== 'idle' && Boolean(state.syncOperationId && state.syncPhase);
    let phase = state.syncPhase;
    let operationId = state.syncOperationId;
    let linesDone = state.syncLinesDone;
    let productsDone = state.syncProductsDone;
    const startedAt = resumed && state.syncStartedAt ? state.syncStartedAt : now();
    const result: BulkSyncResult = { products: 0, removed: 0, levels: 0, resumed };
    try {
      if (!resumed) {
        await refresh.refreshLocations();
        await refresh.refreshCollections();
        operationId = await startOperation(MIRROR_BULK_PRODUCTS_QUERY);
        phase = 'products';
        linesDone = 0;
        productsDone = 0;
        await updateMirrorState(db, {
          syncStatus: 'running',
          syncPhase: phase,
          syncOperationId: operationId,
          syncStartedAt: startedAt,
          syncLinesDone: 0,
          syncLinesTotal: null,
          syncProductsDone: 0,
          syncError: null,
        });
      } else {
        await updateMirrorState(db, { syncStatus: 'running', syncError: null });
        logger.info({ phase, operationId, linesDone }, 'shopify mirror sync resumes');
      }
      if (phase === 'products' && operationId) {
        const operation = await finished(operationId);
        // Shopify runs up to five bulk queries at once (2026-01 on): the stock's is asked for as soon
        // as the catalogue's is ready, so it is built while the products are stored. Only the phase
        // being read is kept in the mirror state; a sync resumed in this phase asks for it again.
        const stockOperationId = await startOperation(MIRROR_BULK_STOCK_QUERY);
        await updateMirrorState(db, { syncLinesTotal: Number(operation.objectCount) });
        const { seen, stored } = await syncProducts(operation, linesDone, productsDone);
        result.products = stored;
        const removed = await removeMirrorProductsNotIn(db, seen, startedAt);
        result.removed = removed.length;
        operationId = stockOperationId;
        phase = 'stock';
        linesDone = 0;
        await updateMirrorState(db, {
          syncPhase: phase,
          syncOperationId: operationId,
          syncLinesDone: 0,
          syncLinesTotal: null,
        });
      }
      if (phase === 'stock' && operationId) {
        const operation = await finished(operationId);
        await updateMirrorState(db, { syncLinesTotal: Number(operation.objectCount) });
        result.levels = await syncStock(operation, linesDone);
      }
      // The whole catalogue was just written: without statistics (until autovacuum comes round, if it
      // runs at all) a product's load is estimated far too dear, past `jit_above_cost`, and compiled
      // on every search.
      await database.analyze?.();
      await updateMirrorState(db, {
        syncStatus: 'idle',
        syncPhase: null,
        syncOperationId: null,
        syncLinesDone: 0,
        syncLinesTotal: null,
        lastFullSyncAt: now(),
        syncError: null,
      });
      await advancePollCursor(db);
      logger.info({ ...result }, 'shopify mirror sync finished');
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await updateMirrorState(db, { syncStatus: 'failed', syncError: message }).catch(() => undefined);
      throw error;
    }
  }

  return {
    /** Runs a full sync, or resumes the one a previous process left unfinished; one at a time. */
    run(): Promise<BulkSyncResult> {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    isRunning: () => running !== null,
  };
}

export type MirrorBulkSync = ReturnType<typeof createMirrorBulkSync>;
