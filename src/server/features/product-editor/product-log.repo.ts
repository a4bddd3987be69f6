import { and, asc, desc, eq, gte, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { costChangeBatchEntries, costChangeBatches, costChangesProcessed, productLog } from '#server/db/schema/index';

export type ProductLogRow = typeof productLog.$inferSelect;
export type NewProductLogRow = typeof productLog.$inferInsert;
export type CostBatchRow = typeof costChangeBatches.$inferSelect;

export async function insertLogRows(db: Queryable, rows: NewProductLogRow[]): Promise<ProductLogRow[]> {
  return rows.length > 0 ? db.insert(productLog).values(rows).returning() : [];
}

/** Cost changes since `since` that no processed batch has dealt with, oldest first. */
export const listUnprocessedCostChanges = (db: Queryable, since: Date) =>
  db
    .select()
    .from(productLog)
    .where(
      and(
        eq(productLog.action, 'edit'),
        eq(productLog.field, 'cost'),
        gte(productLog.at, since),
        notExists(
          db
            .select({ id: costChangesProcessed.productLogId })
            .from(costChangesProcessed)
            .where(eq(costChangesProcessed.productLogId, productLog.id)),
        ),
      ),
    )
    .orderBy(asc(productLog.at), asc(productLog.id));

export async function findOpenBatchByKey(db: Queryable, key: string): Promise<CostBatchRow | null> {
  const [row] = await db
    .select()
    .from(costChangeBatches)
    .where(and(eq(costChangeBatches.entriesKey, key), isNull(costChangeBatches.processedAt)))
    .orderBy(asc(costChangeBatches.id))
    .limit(1);
  return row ?? null;
}

export async function insertBatch(
  db: Queryable,
  batch: typeof costChangeBatches.$inferInsert,
  logIds: number[],
): Promise<CostBatchRow> {
  const [row] = await db.insert(costChangeBatches).values(batch).returning();
  if (!row) throw new Error('cost change batch was not written');
  await db.insert(costChangeBatchEntries).values(logIds.map((productLogId) => ({ batchId: row.id, productLogId })));
  return row;
}

export async function findBatch(db: Queryable, id: number, lock = false): Promise<CostBatchRow | null> {
  const query = db.select().from(costChangeBatches).where(eq(costChangeBatches.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listBatchEntries(db: Queryable, batchId: number): Promise<ProductLogRow[]> {
  const rows = await db
    .select({ log: productLog })
    .from(costChangeBatchEntries)
    .innerJoin(productLog, eq(productLog.id, costChangeBatchEntries.productLogId))
    .where(eq(costChangeBatchEntries.batchId, batchId))
    .orderBy(asc(productLog.at), asc(productLog.id));
  return rows.map((row) => row.log);
}

/** How many of these cost changes a batch has processed already. */
export async function countProcessed(db: Queryable, logIds: number[]): Promise<number> {
  if (logIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(costChangesProcessed)
    .where(inArray(costChangesProcessed.productLogId, logIds));
  return row?.n ?? 0;
}

/** Which of these cost changes a save has dealt with already. */
export async function listProcessedIds(db: Queryable, logIds: number[]): Promise<number[]> {
  if (logIds.length === 0) return [];
  const rows = await db
    .select({ id: costChangesProcessed.productLogId })
    .from(costChangesProcessed)
    .where(inArray(costChangesProcessed.productLogId, logIds));
  return rows.map((row) => row.id);
}

/** The cost changes a save acted on: the primary key refuses processing one twice. */
export async function markEntriesProcessed(db: Queryable, batchId: number, logIds: number[], at: Date) {
  if (logIds.length > 0) {
    await db
      .insert(costChangesProcessed)
      .values(logIds.map((productLogId) => ({ productLogId, batchId, processedAt: at })));
  }
}

/** A batch with nothing left to review. */
export async function markBatchProcessed(
  db: Queryable,
  batchId: number,
  by: { id: number; username: string },
  at: Date,
) {
  await db
    .update(costChangeBatches)
    .set({ processedAt: at, processedById: by.id, processedBy: by.username })
    .where(eq(costChangeBatches.id, batchId));
}

/** A product's change history, the latest first: its creation and every field edit. */
export const listProductHistory = (db: Queryable, productId: string, limit: number) =>
  db
    .select()
    .from(productLog)
    .where(eq(productLog.productId, productId))
    .orderBy(desc(productLog.at), desc(productLog.id))
    .limit(limit);

export async function findLogRow(db: Queryable, id: number): Promise<ProductLogRow | null> {
  const [row] = await db.select().from(productLog).where(eq(productLog.id, id));
  return row ?? null;
}
