import type { AddToLabelQueueInput, LabelQueue } from '../../../shared/labels/label-queue';
import { STORES } from '../../../shared/stores';
import type { QueuedLabel } from '../../areas/provided-services';
import type { Db } from '../../db/client';
import type { Actor, CatalogueReader, PlatformLocations } from '../../platform/store-platform/port';
import * as repo from './label-queue.repo';

export interface LabelQueueDeps {
  db: Db;
  platform: CatalogueReader & PlatformLocations;
  now: () => Date;
}

/** What the label shows besides the title; unknown (null) when the catalogue cannot say now. */
export async function lookUpLabel(
  platform: CatalogueReader,
  sku: string,
): Promise<{ price: number | null; barcode: string | null }> {
  try {
    const matches = await platform.searchProducts(sku, 'sku', 5, 'prefix');
    const variant = matches
      .flatMap((product) => product.variants)
      .find((candidate) => candidate.sku?.toLowerCase() === sku.toLowerCase());
    return { price: variant?.price ?? null, barcode: variant?.barcode ?? null };
  } catch {
    // Queuing must not fail because the platform is slow: printing looks the SKU up again.
    return { price: null, barcode: null };
  }
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
      const label = await lookUpLabel(deps.platform, input.variantSku);
      const item = { sku: input.variantSku, title: input.title, ...label };
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
        return store && entry.labels.length > 0
          ? [{ storeCode: store.code, storeName: store.name, labels: entry.labels }]
          : [];
      });
      const queues = await createQueues(known, labelType, actor);
      return queues.map((queue) => ({ queueId: queue.id, store: queue.store, skus: queue.productSKUs }));
    },
  };
}
export type LabelQueueService = ReturnType<typeof createLabelQueueService>;
