import { and, asc, count, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { imageReviewQueue } from '#server/db/schema/index';

export type ImageReviewRow = typeof imageReviewQueue.$inferSelect;
export type NewImageReviewRow = typeof imageReviewQueue.$inferInsert;

export const listPending = (db: Queryable) =>
  db.select().from(imageReviewQueue).where(eq(imageReviewQueue.status, 'pending')).orderBy(asc(imageReviewQueue.id));

export async function countPending(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(imageReviewQueue).where(eq(imageReviewQueue.status, 'pending'));
  return row?.n ?? 0;
}

export async function findRecord(db: Queryable, id: number): Promise<ImageReviewRow | null> {
  const [row] = await db.select().from(imageReviewQueue).where(eq(imageReviewQueue.id, id));
  return row ?? null;
}

/** Inserts the rows whose variant is not already pending (the partial unique index decides); answers how many. */
export async function insertPending(db: Queryable, rows: NewImageReviewRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(imageReviewQueue)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: imageReviewQueue.id });
  return inserted.length;
}

/** Marks every pending record of the product updated (its images are the product's). */
export const markProductUpdated = (db: Queryable, productId: string, at: Date, by: string) =>
  db
    .update(imageReviewQueue)
    .set({ status: 'updated', updatedAt: at, updatedBy: by })
    .where(and(eq(imageReviewQueue.productId, productId), eq(imageReviewQueue.status, 'pending')))
    .returning();
