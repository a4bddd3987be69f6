import { asc, count, eq } from 'drizzle-orm';
import { STORES } from '#shared/stores';
import type { SeedOptions } from '#server/areas/area';
import type { Db } from '#server/db/client';
import { labelQueues, products, variants } from '#server/db/schema/index';
import { toGid } from '#server/platform/store-platform/local/global-ids';
import * as repo from './label-queue.repo';

const HOUR = 3_600_000;
/** Per store: how many queues, and which are printed or downloaded (newest first). */
const DEMO_QUEUES: { printed: boolean; downloaded: boolean; labels: number; hoursAgo: number; by: string }[][] = [
  [
    { printed: false, downloaded: false, labels: 5, hoursAgo: 2, by: 'maria' },
    { printed: true, downloaded: false, labels: 3, hoursAgo: 26, by: 'admin' },
  ],
  [
    { printed: false, downloaded: false, labels: 2, hoursAgo: 1, by: 'jordan' },
    { printed: false, downloaded: true, labels: 4, hoursAgo: 20, by: 'maria' },
    { printed: true, downloaded: false, labels: 6, hoursAgo: 50, by: 'jordan' },
    { printed: true, downloaded: true, labels: 2, hoursAgo: 75, by: 'admin' },
    { printed: true, downloaded: false, labels: 1, hoursAgo: 120, by: 'maria' },
  ],
  [{ printed: true, downloaded: false, labels: 3, hoursAgo: 30, by: 'admin' }],
  [],
  [{ printed: false, downloaded: false, labels: 4, hoursAgo: 5, by: 'sam' }],
  [{ printed: false, downloaded: true, labels: 2, hoursAgo: 8, by: 'jordan' }],
];

/** Demo label queues for every store (spec 03 "Label Queue Management"), from the demo catalogue. */
export async function seedLabelQueues(db: Db, options: SeedOptions): Promise<number> {
  if (!options.includeDemo) return 0;
  const [existing] = await db.select({ n: count() }).from(labelQueues);
  if ((existing?.n ?? 0) > 0) return 0;
  const catalogue = await db
    .select({
      id: variants.id,
      sku: variants.sku,
      barcode: variants.barcode,
      price: variants.price,
      title: products.title,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .orderBy(asc(variants.id))
    .limit(60);
  const labels = catalogue.filter((row): row is typeof row & { sku: string } => Boolean(row.sku));
  if (labels.length === 0) return 0;
  const now = options.now().getTime();
  let next = 0;
  let written = 0;
  await db.transaction(async (tx) => {
    for (const [index, store] of STORES.entries()) {
      for (const queue of DEMO_QUEUES[index] ?? []) {
        const at = new Date(now - queue.hoursAgo * HOUR);
        const items = Array.from(
          { length: queue.labels },
          () => labels[next++ % labels.length] as (typeof labels)[number],
        );
        await repo.insertQueue(
          tx,
          {
            storeName: store.name,
            storeCode: store.code,
            labelType: queue.hoursAgo % 2 === 0 ? 'Price Change' : 'New Product',
            createdBy: queue.by,
            createdAt: at,
            printed: queue.printed,
            printedAt: queue.printed ? at : null,
            downloaded: queue.downloaded,
            downloadedAt: queue.downloaded ? at : null,
          },
          [...new Map(items.map((item) => [item.sku, item])).values()].map(({ id, ...item }) => ({
            ...item,
            variantId: toGid('ProductVariant', id),
          })),
        );
        written++;
      }
    }
  });
  return written;
}
