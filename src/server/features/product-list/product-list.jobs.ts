import { BULK_EDIT_MESSAGES } from '#shared/product-list/bulk-edit';
import type { BulkJobResult } from '#shared/product-list/bulk-edit';
import { STORES } from '#shared/stores';
import type { AreaDeps } from '#server/areas/area';
import type { QueuedLabel } from '#server/areas/provided-services';
import { recordAudit } from '#server/audit/audit-log';
import type { JobContext, JobDefinitionOptions } from '#server/platform/jobs/port';
import { StaleEditError, type CatalogueProduct, type VariantEdit } from '#server/platform/store-platform/port';
import * as repo from './product-list.repo';

export const BULK_APPLY_JOB = 'product-list.apply';
export const BULK_UNDO_JOB = 'product-list.undo';
/** The screen named in the audit log for every change a bulk edit makes. */
const BULK_EDIT_SCREEN = 'Product List';

export interface BulkJobPayload {
  bulkEditId: number;
  /** Who applied (or undid) the batch: the catalogue's and the audit log's actor. */
  actor: { id: number; username: string };
}

/** Retried after 1, 4, 16 and 64 s when the platform is out of reach; what was written stays written. */
export const BULK_JOB_OPTIONS = { maxAttempts: 5, leaseMs: 60_000 } satisfies JobDefinitionOptions;

type Deps = Pick<AreaDeps, 'db' | 'storePlatform' | 'now' | 'services'>;
type Item = repo.BulkEditItemRow;

const cents = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

/**
 * Applies a bulk edit, or undoes one, variant by variant through the store platform with the
 * stale-edit check: applying expects the values the preview read, undoing expects the values the
 * batch wrote. A variant changed by someone else in between is marked a conflict and left alone.
 * Resumable: items already settled are skipped, and an item whose variant already holds the values
 * to write (an earlier attempt wrote it) is settled without writing again.
 */
export function createBulkJobs(deps: Deps) {
  const labelQueues = deps.services.need('labelQueues', 'product-list');
  const platform = deps.storePlatform;

  async function storeOf(): Promise<Map<string, string>> {
    const locations = await platform.listLocations();
    return new Map(
      locations.flatMap((location) =>
        STORES.filter((store) => store.name === location.name).map((store) => [location.id, store.code] as const),
      ),
    );
  }

  async function run(
    kind: 'apply' | 'undo',
    payload: BulkJobPayload,
    ctx: Pick<JobContext<BulkJobPayload>, 'signal' | 'progress'>,
  ): Promise<BulkJobResult> {
    const { bulkEditId, actor } = payload;
    const batch = await repo.findBulkEdit(deps.db, bulkEditId);
    if (!batch) throw new Error(BULK_EDIT_MESSAGES.notFound);
    const from: Item['state'] = kind === 'apply' ? 'pending' : 'applied';
    const done: Item['state'] = kind === 'apply' ? 'applied' : 'undone';
    const conflictState: Item['state'] = kind === 'apply' ? 'conflict' : 'undo_conflict';
    const all = await repo.listItems(deps.db, bulkEditId);
    const todo = all.filter((item) => item.state === from);
    const target = (item: Item) =>
      kind === 'apply' ? { price: item.newPrice, cost: item.newCost } : { price: item.oldPrice, cost: item.oldCost };
    const expected = (item: Item) =>
      kind === 'apply' ? { price: item.oldPrice, cost: item.oldCost } : { price: item.newPrice, cost: item.newCost };

    const byProduct = new Map<string, Item[]>();
    for (const item of todo) byProduct.set(item.productId, [...(byProduct.get(item.productId) ?? []), item]);
    const stores = await storeOf();
    const labelsByStore = new Map<string, QueuedLabel[]>();
    const result: BulkJobResult = { written: 0, conflicts: 0, missing: 0 };
    let processed = 0;
    await ctx.progress(0, todo.length, `0 of ${todo.length} variants`);

    for (const [productId, items] of byProduct) {
      if (ctx.signal.aborted) throw ctx.signal.reason;
      const product = await platform.getProduct(productId);
      const variantOf = (item: Item) => product?.variants.find((variant) => variant.id === item.variantId);
      const missing = items.filter((item) => !variantOf(item));
      await repo.setItemStates(
        deps.db,
        bulkEditId,
        missing.map((item) => item.id),
        'missing',
        'The variant no longer exists',
      );
      result.missing += missing.length;

      const settled: Item[] = [];
      let pending = items.filter((item) => variantOf(item));
      // Already holding the values to write: an earlier attempt wrote them.
      const already = pending.filter((item) => {
        const variant = variantOf(item);
        const want = target(item);
        return (
          (!item.changesPrice || cents(variant?.price) === cents(want.price)) &&
          (!item.changesCost || cents(variant?.cost) === cents(want.cost))
        );
      });
      settled.push(...already);
      pending = pending.filter((item) => !already.includes(item));
      let after: CatalogueProduct | null = product;
      while (pending.length > 0) {
        const edits: VariantEdit[] = pending.map((item) => {
          const want = target(item);
          const was = expected(item);
          return {
            id: item.variantId,
            ...(item.changesPrice ? { price: want.price } : {}),
            ...(item.changesCost ? { cost: want.cost } : {}),
            expected: {
              ...(item.changesPrice ? { price: was.price } : {}),
              ...(item.changesCost ? { cost: was.cost } : {}),
            },
          };
        });
        try {
          after = await platform.updateVariants(productId, edits, null, actor);
          settled.push(...pending);
          pending = [];
        } catch (error) {
          if (!(error instanceof StaleEditError)) throw error;
          const staleIds = new Set(error.stale.map((field) => field.variantId));
          const stale = pending.filter((item) => staleIds.has(item.variantId));
          if (stale.length === 0) throw error;
          for (const item of stale) {
            const fields = error.stale.filter((field) => field.variantId === item.variantId);
            await repo.setItemStates(
              deps.db,
              bulkEditId,
              [item.id],
              conflictState,
              `Changed since: ${fields.map((field) => `${field.field} is now ${String(field.actual ?? 'blank')}`).join(', ')}`,
            );
          }
          result.conflicts += stale.length;
          pending = pending.filter((item) => !staleIds.has(item.variantId));
        }
      }

      if (settled.length > 0) {
        await deps.db.transaction(async (tx) => {
          await repo.setItemStates(
            tx,
            bulkEditId,
            settled.map((item) => item.id),
            done,
          );
          for (const item of settled) {
            await recordAudit(tx, {
              action: kind === 'apply' ? 'product_list.bulk_edit' : 'product_list.bulk_undo',
              actor,
              subject: item.variantId,
              before: { ...expected(item), sku: item.sku },
              after: { ...target(item), sku: item.sku, screen: BULK_EDIT_SCREEN, bulkEditId },
              at: deps.now(),
            });
          }
        });
        result.written += settled.length;
      }
      // New shelf labels where the price changed, one per store holding stock (as the cost queue queues them).
      for (const item of settled.filter((candidate) => candidate.changesPrice)) {
        const variant = after?.variants.find((candidate) => candidate.id === item.variantId);
        if (!variant?.sku) continue;
        for (const level of variant.inventory) {
          const store = stores.get(level.locationId);
          if (!store || level.available <= 0) continue;
          labelsByStore.set(store, [
            ...(labelsByStore.get(store) ?? []),
            {
              sku: variant.sku,
              variantId: variant.id,
              title: after?.title ?? item.title,
              price: variant.price,
              barcode: variant.barcode,
            },
          ]);
        }
      }
      processed += items.length;
      await ctx.progress(processed, todo.length, `${processed} of ${todo.length} variants`);
    }

    const queues =
      labelsByStore.size > 0
        ? await labelQueues().addToStores(
            [...labelsByStore].map(([storeCode, labels]) => ({ storeCode, labels })),
            'Price Change',
            actor,
          )
        : [];
    await deps.db.transaction(async (tx) => {
      const row = await repo.findBulkEdit(tx, bulkEditId, true);
      await repo.updateBulkEdit(tx, bulkEditId, {
        status: kind === 'apply' ? 'applied' : 'undone',
        labelQueues: [...((row?.labelQueues as unknown[]) ?? []), ...queues],
      });
    });
    return result;
  }

  return {
    apply: (payload: BulkJobPayload, ctx: Pick<JobContext<BulkJobPayload>, 'signal' | 'progress'>) =>
      run('apply', payload, ctx),
    undo: (payload: BulkJobPayload, ctx: Pick<JobContext<BulkJobPayload>, 'signal' | 'progress'>) =>
      run('undo', payload, ctx),
  };
}
