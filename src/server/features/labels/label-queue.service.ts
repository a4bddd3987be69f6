import type { AddToLabelQueueInput, LabelQueue } from '#shared/labels/label-queue';
import { STORES } from '#shared/stores';
import type { QueuedLabel } from '#server/areas/provided-services';
import type { Db } from '#server/db/client';
import {
  VARIANT_LIST_MAX,
  type Actor,
  type CatalogueLister,
  type CatalogueReader,
  type PlatformLocations,
} from '#server/platform/store-platform/port';
import * as repo from './label-queue.repo';

export interface LabelQueueDeps {
  db: Db;
  platform: CatalogueReader & PlatformLocations;
  now: () => Date;
}

/** What a label is for, found by its SKU when queued: null fields when the catalogue cannot say now. */
export interface FoundVariant {
  variantId: string | null;
  productTitle: string | null;
  price: number | null;
  barcode: string | null;
}

/** The variant with this SKU (exactly, case aside), as the catalogue has it now. */
async function lookUpLabel(platform: CatalogueReader, sku: string): Promise<FoundVariant> {
  try {
    const matches = await platform.searchProducts(sku, 'sku', 5, 'prefix');
    for (const product of matches) {
      const variant = product.variants.find((candidate) => candidate.sku?.toLowerCase() === sku.toLowerCase());
      if (variant) {
        return { variantId: variant.id, productTitle: product.title, price: variant.price, barcode: variant.barcode };
      }
    }
    return { variantId: null, productTitle: null, price: null, barcode: null };
  } catch {
    // Queuing must not fail because the platform is slow: the label reads as its SKU's product is gone.
    return { variantId: null, productTitle: null, price: null, barcode: null };
  }
}

/**
 * The variants with these SKUs (exactly, case aside), all read in one call: each SKU's variant id
 * by its lower-case form. SKUs the catalogue does not know, or all of them when the platform
 * cannot answer now, are absent: their labels read as their products are gone.
 */
export async function variantIdsBySku(
  platform: CatalogueLister,
  skus: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Map(skus.map((sku) => [sku.toLowerCase(), sku])).values()].slice(0, VARIANT_LIST_MAX);
  if (wanted.length === 0) return new Map();
  try {
    const page = await platform.listVariants({
      skus: wanted,
      sort: 'sku',
      direction: 'asc',
      offset: 0,
      limit: VARIANT_LIST_MAX,
    });
    return new Map(page.rows.flatMap((row) => (row.sku ? [[row.sku.toLowerCase(), row.id] as const] : [])));
  } catch {
    return new Map();
  }
}

/** Labels as rows: each with its variant, looked up by SKU only where the caller did not know it. */
export async function withVariantIds(
  platform: CatalogueReader,
  labels: QueuedLabel[],
): Promise<repo.NewLabelQueueItem[]> {
  return Promise.all(
    labels.map(async (label) => ({
      sku: label.sku,
      title: label.title,
      price: label.price,
      barcode: label.barcode,
      variantId: label.variantId ?? (await lookUpLabel(platform, label.sku)).variantId,
    })),
  );
}

export const toLabelQueue = (row: repo.LabelQueueRow, skus: string[]): LabelQueue => ({
  id: row.id,
  store: row.storeName,
  createdBy: row.createdBy,
  timestamp: row.createdAt.toISOString(),
  productSKUs: skus,
  printed: row.printed,
  downloaded: row.downloaded,
  labelType: row.labelType,
});

export function createLabelQueueService(deps: LabelQueueDeps) {
  /** One new queue per store, in one transaction. */
  async function createQueues(
    entries: { storeCode: string; storeName: string; labels: repo.NewLabelQueueItem[] }[],
    labelType: string,
    actor: NonNullable<Actor>,
  ): Promise<LabelQueue[]> {
    const createdAt = deps.now();
    const rows = await deps.db.transaction(async (tx) => {
      const created: { row: repo.LabelQueueRow; skus: string[] }[] = [];
      for (const entry of entries) {
        const row = await repo.insertQueue(
          tx,
          {
            storeName: entry.storeName,
            storeCode: entry.storeCode,
            labelType,
            createdById: actor.id,
            createdBy: actor.username,
            createdAt,
          },
          entry.labels,
        );
        created.push({ row, skus: entry.labels.map((label) => label.sku) });
      }
      return created;
    });
    return rows.map(({ row, skus }) => toLabelQueue(row, skus));
  }

  return {
    /** One new queue per chosen store (each store name once), all in one transaction. */
    async addToLabelQueues(input: AddToLabelQueueInput, actor: NonNullable<Actor>): Promise<LabelQueue[]> {
      const stores = STORES.filter((store) => input.stores.includes(store.name));
      const found = await lookUpLabel(deps.platform, input.variantSku);
      // A label's title is its product's (the wizard may send a title made of producer and type).
      const item = {
        sku: input.variantSku,
        variantId: found.variantId,
        title: found.productTitle ?? input.title,
        price: found.price,
        barcode: found.barcode,
      };
      return createQueues(
        stores.map((store) => ({ storeCode: store.code, storeName: store.name, labels: [item] })),
        input.labelType,
        actor,
      );
    },

    /** The provided `labelQueues.addToStores`: one queue per store that has labels. */
    async addToStores(
      entries: { storeCode: string; labels: QueuedLabel[] }[],
      labelType: string,
      actor: NonNullable<Actor>,
    ) {
      const known = entries.flatMap((entry) => {
        const store = STORES.find((candidate) => candidate.code === entry.storeCode);
        return store && entry.labels.length > 0 ? [{ store, labels: entry.labels }] : [];
      });
      const rows = await Promise.all(
        known.map(async ({ store, labels: queued }) => ({
          storeCode: store.code,
          storeName: store.name,
          labels: await withVariantIds(deps.platform, queued),
        })),
      );
      const queues = await createQueues(rows, labelType, actor);
      return queues.map((queue) => ({ queueId: queue.id, store: queue.store, skus: queue.productSKUs }));
    },
  };
}
export type LabelQueueService = ReturnType<typeof createLabelQueueService>;
