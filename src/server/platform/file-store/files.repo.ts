import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { files, type FileRow } from '#server/db/schema/files';

export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(db: Queryable, values: NewFileRow): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('file metadata was not written');
  return row;
}

export async function findFile(db: Queryable, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row ?? null;
}

/** Deletes the row and answers it (null when already gone), so only one deleter removes the bytes. */
export async function deleteFileRow(db: Queryable, id: string): Promise<FileRow | null> {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning();
  return row ?? null;
}

export async function findExpiredFiles(db: Queryable, now: Date, limit: number): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(isNotNull(files.expiresAt), lte(files.expiresAt, now)))
    .orderBy(asc(files.expiresAt))
    .limit(limit);
}
