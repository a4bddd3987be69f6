import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { jokeDays, jokes } from '#server/db/schema/index';

export type JokeRow = typeof jokes.$inferSelect;

export const findDay = async (db: Queryable, day: string) =>
  (
    await db
      .select({ setup: jokes.setup, punchline: jokes.punchline, jokeId: jokes.id })
      .from(jokeDays)
      .innerJoin(jokes, eq(jokes.id, jokeDays.jokeId))
      .where(eq(jokeDays.day, day))
  )[0] ?? null;

/** The joke chosen for the latest day before this one (the rotation continues after it). */
export const previousPick = async (db: Queryable, day: string) =>
  (
    await db
      .select({ jokeId: jokeDays.jokeId })
      .from(jokeDays)
      .where(lt(jokeDays.day, day))
      .orderBy(sql`${jokeDays.day} desc`)
      .limit(1)
  )[0]?.jokeId ?? null;

/** The next joke in rotation after `afterId` (by id), wrapping to the first. */
export async function nextActive(db: Queryable, afterId: number | null): Promise<number | null> {
  const active = eq(jokes.isRetired, false);
  const [after] = await db
    .select({ id: jokes.id })
    .from(jokes)
    .where(afterId === null ? active : and(active, gt(jokes.id, afterId)))
    .orderBy(asc(jokes.id))
    .limit(1);
  if (after) return after.id;
  const [first] = await db.select({ id: jokes.id }).from(jokes).where(active).orderBy(asc(jokes.id)).limit(1);
  return first?.id ?? null;
}

export const insertDay = (db: Queryable, day: string, jokeId: number) =>
  db.insert(jokeDays).values({ day, jokeId }).onConflictDoNothing();

export const listAll = (db: Queryable) => db.select().from(jokes).orderBy(asc(jokes.isRetired), asc(jokes.id));

export const insertJoke = async (db: Queryable, values: typeof jokes.$inferInsert) =>
  (await db.insert(jokes).values(values).onConflictDoNothing().returning())[0] ?? null;

export const findById = async (db: Queryable, id: number) =>
  (await db.select().from(jokes).where(eq(jokes.id, id)))[0] ?? null;

export const countActive = async (db: Queryable) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jokes)
      .where(eq(jokes.isRetired, false))
  )[0]?.n ?? 0;

export const setRetired = async (db: Queryable, id: number, isRetired: boolean, at: Date) =>
  (
    await db
      .update(jokes)
      .set({ isRetired, retiredAt: isRetired ? at : null })
      .where(eq(jokes.id, id))
      .returning()
  )[0] ?? null;
