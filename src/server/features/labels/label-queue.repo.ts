import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { labelListVersion, labelQueueItems, labelQueues, labelSessions } from '#server/db/schema/index';

export type LabelQueueRow = typeof labelQueues.$inferSelect;
export type NewLabelQueueRow = typeof labelQueues.$inferInsert;
export type LabelItemRow = typeof labelQueueItems.$inferSelect;
export type NewLabelQueueItem = Omit<typeof labelQueueItems.$inferInsert, 'queueId' | 'position'>;
export type LabelSessionRow = typeof labelSessions.$inferSelect;

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

/** Counts every change to the queues and their labels (triggers of migration 0015). */
export async function readLabelListVersion(db: Queryable): Promise<number> {
  const [row] = await db.select({ version: labelListVersion.version }).from(labelListVersion);
  return row?.version ?? 0;
}

/**
 * The newest queues first, at most `limit`, each with its SKUs in label order: one query answering
 * one row per queue (the SKUs gathered by the items' (queue, position) index), not one row per label.
 */
export const listQueuesWithSkus = (db: Queryable, limit: number) =>
  db
    .select({
      queue: labelQueues,
      // Qualified by hand: drizzle writes a lone table's columns unqualified, and inside the
      // subquery a bare "id" would be the item's.
      skus: sql<
        string[]
      >`coalesce((select array_agg(i.sku order by i.position) from label_queue_items i where i.queue_id = label_queues.id), '{}')`,
    })
    .from(labelQueues)
    .orderBy(desc(labelQueues.createdAt), desc(labelQueues.id))
    .limit(limit);

export async function findQueue(db: Queryable, id: number, lock = false): Promise<LabelQueueRow | null> {
  const query = db.select().from(labelQueues).where(eq(labelQueues.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const listItems = (db: Queryable, queueId: number) =>
  db.select().from(labelQueueItems).where(eq(labelQueueItems.queueId, queueId)).orderBy(asc(labelQueueItems.position));

/** Records the variant a label's SKU names, found after the label was queued. */
export async function setItemVariant(db: Queryable, itemId: number, variantId: string) {
  await db.update(labelQueueItems).set({ variantId }).where(eq(labelQueueItems.id, itemId));
}

export async function markPrinted(db: Queryable, id: number, at: Date): Promise<LabelQueueRow | null> {
  const [row] = await db
    .update(labelQueues)
    .set({ printed: true, printedAt: sql`coalesce(${labelQueues.printedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(labelQueues.id, id))
    .returning();
  return row ?? null;
}

export async function markDownloaded(db: Queryable, id: number, at: Date) {
  await db
    .update(labelQueues)
    .set({
      downloaded: true,
      downloadedAt: sql`coalesce(${labelQueues.downloadedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(labelQueues.id, id));
}

/** Adds labels at the end of a queue; a SKU already in it gets the new title, price and barcode instead. */
export async function upsertItems(db: Queryable, queueId: number, items: NewLabelQueueItem[]) {
  const existing = await db
    .select({ id: labelQueueItems.id, sku: labelQueueItems.sku })
    .from(labelQueueItems)
    .where(eq(labelQueueItems.queueId, queueId));
  const bySku = new Map(existing.map((row) => [row.sku.toLowerCase(), row.id]));
  const [last] = await db
    .select({ position: max(labelQueueItems.position) })
    .from(labelQueueItems)
    .where(eq(labelQueueItems.queueId, queueId));
  let position = (last?.position ?? -1) + 1;
  for (const item of items) {
    const id = bySku.get(item.sku.toLowerCase());
    if (id !== undefined) {
      await db.update(labelQueueItems).set(item).where(eq(labelQueueItems.id, id));
    } else {
      await db.insert(labelQueueItems).values({ ...item, queueId, position: position++ });
      bySku.set(item.sku.toLowerCase(), -1);
    }
  }
}

export async function findSession(db: Queryable, userId: number, lock = false): Promise<LabelSessionRow | null> {
  const query = db.select().from(labelSessions).where(eq(labelSessions.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function saveSession(db: Queryable, session: LabelSessionRow) {
  await db
    .insert(labelSessions)
    .values(session)
    .onConflictDoUpdate({
      target: labelSessions.userId,
      set: {
        storeCode: session.storeCode,
        storeName: session.storeName,
        locationId: session.locationId,
        queueId: session.queueId,
        openedAt: session.openedAt,
      },
    });
}

export async function moveSession(db: Queryable, userId: number, queueId: number) {
  await db
    .update(labelSessions)
    .set({ queueId })
    .where(and(eq(labelSessions.userId, userId)));
}

export async function deleteSession(db: Queryable, userId: number) {
  await db.delete(labelSessions).where(eq(labelSessions.userId, userId));
}
