import { eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { videos } from '#server/db/schema/index';

export type VideoRow = typeof videos.$inferSelect;
export type NewVideoRow = typeof videos.$inferInsert;

export async function insertVideo(db: Queryable, values: NewVideoRow): Promise<VideoRow> {
  const [row] = await db.insert(videos).values(values).returning();
  if (!row) throw new Error('video was not inserted');
  return row;
}

export async function findVideo(db: Queryable, id: string): Promise<VideoRow | null> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row ?? null;
}

export async function updateVideo(db: Queryable, id: string, values: Partial<NewVideoRow>): Promise<void> {
  await db.update(videos).set(values).where(eq(videos.id, id));
}
