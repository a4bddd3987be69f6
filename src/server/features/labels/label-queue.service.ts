import type { AddToLabelQueueInput, LabelQueue } from '../../../shared/labels/label-queue';
import { STORES } from '../../../shared/stores';
import type { Db } from '../../db/client';
import type { Actor, CatalogueReader } from '../../platform/store-platform/port';
import * as repo from './label-queue.repo';

export interface LabelQueueDeps {
  db: Db;
  platform: CatalogueReader;
  now: () => Date;
}

/** What the label shows besides the title; unknown (null) when the catalogue cannot say now. */
async function lookUpLabel(
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
  return {
    /** One new queue per chosen store (each store name once), all in one transaction. */
    async addToLabelQueues(input: AddToLabelQueueInput, actor: NonNullable<Actor>): Promise<LabelQueue[]> {
      const stores = STORES.filter((store) => input.stores.includes(store.name));
      const label = await lookUpLabel(deps.platform, input.variantSku);
      const createdAt = deps.now();
      const rows = await deps.db.transaction(async (tx) => {
        const created: repo.LabelQueueRow[] = [];
        for (const store of stores) {
          created.push(
            await repo.insertQueue(
              tx,
              {
                storeName: store.name,
                storeCode: store.code,
                labelType: input.labelType,
                createdById: actor.id,
                createdBy: actor.username,
                createdAt,
              },
              [{ sku: input.variantSku, title: input.title, ...label }],
            ),
          );
        }
        return created;
      });
      return rows.map((row) => toLabelQueue(row, [input.variantSku]));
    },
  };
}
export type LabelQueueService = ReturnType<typeof createLabelQueueService>;
