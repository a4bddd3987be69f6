import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { criticReviewQueue } from '#server/db/schema/index';

export type CriticQueueRow = typeof criticReviewQueue.$inferSelect;

export const listPending = (db: Queryable) =>
  db
    .select({
      id: criticReviewQueue.id,
      title: criticReviewQueue.title,
      handle: criticReviewQueue.handle,
      barcode: criticReviewQueue.barcode,
    })
    .from(criticReviewQueue)
    .where(eq(criticReviewQueue.status, 'pending'))
    .orderBy(asc(criticReviewQueue.id));

export async function countPending(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(criticReviewQueue).where(eq(criticReviewQueue.status, 'pending'));
  return row?.n ?? 0;
}

/** Adds a pending record unless the same handle and barcode is already pending; answers it and whether it is new. */
export async function addPending(
  db: Queryable,
  row: typeof criticReviewQueue.$inferInsert,
): Promise<{ id: number; isNew: boolean }> {
  const [inserted] = await db
    .insert(criticReviewQueue)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: criticReviewQueue.id });
  if (inserted) return { id: inserted.id, isNew: true };
  const [existing] = await db
    .select({ id: criticReviewQueue.id })
    .from(criticReviewQueue)
    .where(
      and(
        eq(criticReviewQueue.handle, row.handle),
        eq(criticReviewQueue.barcode, row.barcode),
        eq(criticReviewQueue.status, 'pending'),
      ),
    );
  if (!existing) throw new Error('critic queue record neither inserted nor found');
  return { id: existing.id, isNew: false };
}

export async function findRecord(db: Queryable, id: number): Promise<CriticQueueRow | null> {
  const [row] = await db.select().from(criticReviewQueue).where(eq(criticReviewQueue.id, id));
  return row ?? null;
}

/** Marks the record edited (again is harmless: the first time is kept). */
export const markEdited = (db: Queryable, id: number, at: Date, by: string) =>
  db
    .update(criticReviewQueue)
    .set({ status: 'edited', editedAt: at, editedBy: by })
    .where(and(eq(criticReviewQueue.id, id), eq(criticReviewQueue.status, 'pending')));
