import { STORES } from '#shared/stores';
import {
  AUTO_COST_CHANGE_ID,
  COST_QUEUE_WINDOW_HOURS,
  isCostItemUpdated,
  type CostChangeFetchResponse,
  type CostChangeItem,
  type CostChangeSaveInput,
  type CostChangeSaveResponse,
} from '#shared/product-editor/cost-queue';
import { calculateMargin, WINE_COLLECTION } from '#shared/product-editor/margin';
import { PRODUCT_EDITOR_MESSAGES as M } from '#shared/product-editor/messages';
import type { AreaDeps } from '#server/areas/area';
import type { QueuedLabel } from '#server/areas/provided-services';
import { badRequest, conflict, notFound } from '#server/http/errors';
import { StaleEditError, type CatalogueProduct, type VariantEdit } from '#server/platform/store-platform/port';
import * as repo from './product-log.repo';
import { PRODUCT_SCREENS } from '#shared/product-editor/product-history';

type Deps = Pick<AreaDeps, 'db' | 'storePlatform' | 'now' | 'services'>;
type Actor = { id: number; username: string };

const toMoney = (value: string | null) => (value === null || value === '' ? null : Number(value));

/** Per variant: its first old cost and last new cost in the batch, and the product it belongs to. */
function summarise(entries: repo.ProductLogRow[]) {
  const byVariant = new Map<string, { productId: string; oldCost: number | null; newCost: number | null }>();
  for (const entry of entries) {
    if (!entry.variantId) continue;
    const seen = byVariant.get(entry.variantId);
    byVariant.set(entry.variantId, {
      productId: entry.productId,
      oldCost: seen ? seen.oldCost : toMoney(entry.oldValue),
      newCost: toMoney(entry.newValue),
    });
  }
  return byVariant;
}

type Summary = ReturnType<typeof summarise>;

/**
 * What a save will do, worked out before anything is sent: the items the person acted on (an item
 * not in the batch is refused), grouped by product, and the batch's log entries they settle.
 */
export function planCostSave(entries: repo.ProductLogRow[], items: CostChangeItem[]) {
  const summary = summarise(entries);
  const updated = items.filter(isCostItemUpdated);
  const foreign = updated.find((item) => !summary.has(item.id));
  if (foreign) throw badRequest(`${foreign.sku ?? foreign.id} is not in this cost change batch`);
  // Only what the person acted on leaves the queue; the rest stays for later (issue 26.3).
  const actedOn = new Set(updated.map((item) => item.id));
  const logIds = entries
    .filter((entry) => entry.variantId !== null && actedOn.has(entry.variantId))
    .map((entry) => entry.id);
  const byProduct = new Map<string, CostChangeItem[]>();
  for (const item of updated) {
    const productId = summary.get(item.id)?.productId as string;
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), item]);
  }
  return { summary, updated, logIds, byProduct };
}

export type CostSavePlan = ReturnType<typeof planCostSave>;

/** The edits of one product's items, each guarded by the value the person saw (stale edits fail). */
export function variantEditsFor(product: CatalogueProduct, items: CostChangeItem[], summary: Summary) {
  const edits: VariantEdit[] = [];
  for (const item of items) {
    const variant = product.variants.find((candidate) => candidate.id === item.id);
    const priceDone = variant && Math.round(variant.price * 100) === Math.round(item.newPrice * 100);
    const edit: VariantEdit = { id: item.id, expected: {} };
    // A price already at its new value was saved by an earlier attempt: not stale, nothing to send.
    if (!item.noPriceChange && item.newPrice > 0 && !priceDone) {
      edit.price = item.newPrice;
      edit.expected = { price: item.oldPrice };
    }
    if (item.costEdited && item.newCost !== null) {
      edit.cost = item.newCost;
      edit.expected = { ...edit.expected, cost: summary.get(item.id)?.newCost ?? null };
    }
    if (edit.price !== undefined || edit.cost !== undefined) edits.push(edit);
  }
  return edits;
}

interface ApplyContext {
  batchId: number;
  actor: Actor;
  at: Date;
  /** Store code by location id: new prices queue labels where the variant is in stock. */
  storeOf: Map<string, string>;
}

/**
 * Sends each product's edits to the store platform; answers the log rows to record and the labels
 * to queue by store. A stale edit stops the save with a conflict naming the product.
 */
async function applyCostSave(
  platform: Deps['storePlatform'],
  plan: Pick<CostSavePlan, 'byProduct' | 'summary'>,
  { batchId, actor, at, storeOf }: ApplyContext,
) {
  const logRows: repo.NewProductLogRow[] = [];
  const labelsByStore = new Map<string, QueuedLabel[]>();
  for (const [productId, items] of plan.byProduct) {
    const product = await platform.getProduct(productId);
    if (!product) throw notFound(`${items[0]?.title ?? productId} no longer exists`);
    const edits = variantEditsFor(product, items, plan.summary);
    let after = product;
    try {
      if (edits.length > 0) after = await platform.updateVariants(productId, edits, null, actor);
    } catch (error) {
      if (error instanceof StaleEditError) throw conflict(`${product.title}: ${M.staleEdit}`, 'stale_edit');
      throw error;
    }
    for (const edit of edits) {
      const before = product.variants.find((v) => v.id === edit.id);
      const variant = after.variants.find((v) => v.id === edit.id);
      const base = {
        at,
        action: 'edit' as const,
        actorId: actor.id,
        actorName: actor.username,
        productId,
        title: after.title,
        skus: variant?.sku ? [variant.sku] : [],
        variants: [],
        details: { costChangeId: batchId, screen: PRODUCT_SCREENS.costQueue },
        variantId: edit.id,
      };
      if (edit.price !== undefined) {
        logRows.push({
          ...base,
          field: 'price',
          oldValue: before?.price.toFixed(2) ?? null,
          newValue: edit.price.toFixed(2),
        });
        for (const level of variant?.inventory ?? []) {
          const store = storeOf.get(level.locationId);
          if (!store || level.available <= 0 || !variant?.sku) continue;
          labelsByStore.set(store, [
            ...(labelsByStore.get(store) ?? []),
            { sku: variant.sku, title: after.title, price: variant.price, barcode: variant.barcode },
          ]);
        }
      }
      if (edit.cost !== undefined)
        logRows.push({
          ...base,
          field: 'cost_queue_cost',
          oldValue: before?.cost?.toFixed(2) ?? null,
          newValue: edit.cost?.toFixed(2) ?? null,
        });
    }
  }
  return { logRows, labelsByStore };
}

/**
 * Writes the log rows and settles the entries in one transaction, unless someone else settled any
 * of them meanwhile; closes the batch once nothing of it is left. Answers how many variants remain.
 */
async function recordCostSave(
  db: Deps['db'],
  save: {
    batchId: number;
    entries: repo.ProductLogRow[];
    logIds: number[];
    logRows: repo.NewProductLogRow[];
    actor: Actor;
    at: Date;
  },
) {
  const { batchId, entries, logIds, actor, at } = save;
  return db.transaction(async (tx) => {
    const locked = await repo.findBatch(tx, batchId, true);
    if (locked?.processedAt || (await repo.countProcessed(tx, logIds)) > 0)
      throw conflict(M.costChangesAlreadyProcessed, 'already_processed');
    await repo.insertLogRows(tx, save.logRows);
    await repo.markEntriesProcessed(tx, batchId, logIds, at);
    const processed = new Set(
      await repo.listProcessedIds(
        tx,
        entries.map((entry) => entry.id),
      ),
    );
    const open = new Set(
      entries.filter((entry) => !processed.has(entry.id) && entry.variantId).map((entry) => entry.variantId),
    );
    // The batch is closed once nothing of it is left to review.
    if (open.size === 0) await repo.markBatchProcessed(tx, batchId, actor, at);
    return open.size;
  });
}

/** The cost change queue (spec 03 "Cost queue", §7): load the last 72 hours, price them, save once. */
export function createCostQueueService(deps: Deps) {
  const platform = deps.storePlatform;
  const labelQueueService = deps.services.need('labelQueues', 'product-editor');

  async function loadProducts(ids: string[]) {
    const products = new Map<string, { product: CatalogueProduct; collections: string[] }>();
    for (const id of new Set(ids)) {
      const product = await platform.getProduct(id);
      if (!product) continue;
      const collections = (await platform.listProductCollections(id)).map((collection) => collection.title);
      products.set(id, { product, collections });
    }
    return products;
  }

  async function itemsOf(entries: repo.ProductLogRow[]): Promise<CostChangeItem[]> {
    const summary = summarise(entries);
    const products = await loadProducts([...summary.values()].map((entry) => entry.productId));
    return [...summary.entries()].flatMap(([variantId, entry]) => {
      const found = products.get(entry.productId);
      const variant = found?.product.variants.find((candidate) => candidate.id === variantId);
      if (!found || !variant) return [];
      const isWineProduct = found.collections.includes(WINE_COLLECTION) || /wine/i.test(found.product.productType);
      return [
        {
          id: variantId,
          title: found.product.title,
          sku: variant.sku,
          collections: found.collections,
          isWineProduct,
          oldCost: entry.oldCost,
          newCost: entry.newCost,
          oldPrice: variant.price,
          newPrice: 0,
          noPriceChange: false,
          costEdited: false,
          newGrossMargin: calculateMargin(variant.price, entry.newCost),
        },
      ];
    });
  }

  /** The cost changes of a batch that no save has dealt with yet. */
  async function unprocessedEntriesOf(batchId: number) {
    const entries = await repo.listBatchEntries(deps.db, batchId);
    const processed = new Set(
      await repo.listProcessedIds(
        deps.db,
        entries.map((entry) => entry.id),
      ),
    );
    return entries.filter((entry) => !processed.has(entry.id));
  }

  return {
    async fetch(costChangeId: string, actor: Actor): Promise<CostChangeFetchResponse> {
      if (costChangeId !== AUTO_COST_CHANGE_ID) {
        const batch = await repo.findBatch(deps.db, Number(costChangeId));
        if (!batch) throw notFound('Cost change batch not found');
        if (batch.processedAt) {
          return {
            items: [],
            costChangeId,
            alreadyProcessed: true,
            message: `These cost changes were processed by ${batch.processedBy ?? 'someone'} at ${batch.processedAt.toISOString()}`,
          };
        }
        const items = await itemsOf(await unprocessedEntriesOf(batch.id));
        return { items, costChangeId, alreadyProcessed: false, message: `${items.length} cost changes to review` };
      }
      const since = new Date(deps.now().getTime() - COST_QUEUE_WINDOW_HOURS * 3_600_000);
      const entries = await repo.listUnprocessedCostChanges(deps.db, since);
      const items = await itemsOf(entries);
      if (items.length === 0) return { items: [], costChangeId, alreadyProcessed: false, message: M.noCostChanges };
      const ids = entries.map((entry) => entry.id);
      const key = [...ids].sort((a, b) => a - b).join(',');
      // Two people opening the queue on the same changes share one batch: only one can save it.
      const batch = await deps.db.transaction(
        async (tx) =>
          (await repo.findOpenBatchByKey(tx, key)) ??
          repo.insertBatch(
            tx,
            { createdAt: deps.now(), createdById: actor.id, createdBy: actor.username, entriesKey: key },
            ids,
          ),
      );
      return {
        items,
        costChangeId: String(batch.id),
        alreadyProcessed: false,
        message: `${items.length} cost change${items.length === 1 ? '' : 's'} from the last ${COST_QUEUE_WINDOW_HOURS} hours`,
      };
    },

    async save(input: CostChangeSaveInput, actor: Actor): Promise<CostChangeSaveResponse> {
      const batchId = Number(input.costChangeId);
      const batch = await repo.findBatch(deps.db, batchId);
      if (!batch) throw notFound('Cost change batch not found');
      if (batch.processedAt) throw conflict(M.costChangesAlreadyProcessed, 'already_processed');
      const entries = await repo.listBatchEntries(deps.db, batchId);
      const plan = planCostSave(entries, input.items);
      const { updated, logIds } = plan;
      if ((await repo.countProcessed(deps.db, logIds)) > 0)
        throw conflict(M.costChangesAlreadyProcessed, 'already_processed');

      const locations = await platform.listLocations();
      const storeOf = new Map(
        locations.flatMap((l) => STORES.filter((s) => s.name === l.name).map((s) => [l.id, s.code])),
      );
      const at = deps.now();
      const { logRows, labelsByStore } = await applyCostSave(platform, plan, { batchId, actor, at, storeOf });
      const remaining = await recordCostSave(deps.db, { batchId, entries, logIds, logRows, actor, at });
      const labelQueues = labelsByStore.size
        ? await labelQueueService().addToStores(
            [...labelsByStore].map(([storeCode, labels]) => ({ storeCode, labels })),
            'Cost Change',
            actor,
          )
        : [];
      return {
        success: true,
        message: `Processed ${updated.length} cost change${updated.length === 1 ? '' : 's'}${
          remaining > 0 ? ` · ${remaining} left to review` : ''
        }`,
        remaining,
        updated: updated.map((item) => ({
          id: item.id,
          sku: item.sku,
          title: item.title,
          oldPrice: item.oldPrice,
          newPrice: item.noPriceChange ? item.oldPrice : item.newPrice,
          noPriceChange: item.noPriceChange,
          costEdited: item.costEdited,
        })),
        labelQueues,
      };
    },
  };
}
export type CostQueueService = ReturnType<typeof createCostQueueService>;
