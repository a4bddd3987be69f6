import { asc, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { labelQueueItems, labelQueues } from '../../db/schema/index';

export type LabelQueueRow = typeof labelQueues.$inferSelect;
export type NewLabelQueueRow = typeof labelQueues.$inferInsert;
export type NewLabelQueueItem = Omit<typeof labelQueueItems.$inferInsert, 'queueId' | 'position'>;

export async function insertQueue(
  db: Queryable,
  queue: NewLabelQueueRow,
  items: NewLabelQueueItem[],
): Promise<LabelQueueRow> {
  const [row] = await db.insert(labelQueues).values(queue).returning();
  if (!row) throw new Error('label queue was not written');
  if (items.length > 0) {
    await db.insert(labelQueueItems).values(items.map((item, position) => ({ ...item, queueId: row.id, position })));
  }
  return row;
}

/** SKUs per queue, in label order. */
export async function listQueueSkus(db: Queryable, queueIds: number[]): Promise<Map<number, string[]>> {
  const skus = new Map<number, string[]>(queueIds.map((id) => [id, []]));
  if (queueIds.length === 0) return skus;
  const rows = await db
    .select({ queueId: labelQueueItems.queueId, sku: labelQueueItems.sku })
    .from(labelQueueItems)
    .where(inArray(labelQueueItems.queueId, queueIds))
    .orderBy(asc(labelQueueItems.queueId), asc(labelQueueItems.position));
  for (const row of rows) skus.get(row.queueId)?.push(row.sku);
  return skus;
}
