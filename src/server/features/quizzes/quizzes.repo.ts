import { and, asc, count, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { quizResults, quizWatches, quizzes, userBadges, users, videos } from '#server/db/schema/index';

export type QuizRow = typeof quizzes.$inferSelect;
export type QuizResultRow = typeof quizResults.$inferSelect;
export type NewQuiz = typeof quizzes.$inferInsert;
export type QuizWatchRow = typeof quizWatches.$inferSelect;

/** The key of our transaction-scoped advisory lock taken while the active quiz changes. */
const ACTIVE_QUIZ_LOCK = 120_001;
/** The first key of the per-person lock taken while a result and its badges are written. */
const PERSON_LOCK_SPACE = 120_002;

export const lockActiveQuiz = (db: Queryable) => db.execute(sql`select pg_advisory_xact_lock(${ACTIVE_QUIZ_LOCK})`);
export const lockPerson = (db: Queryable, userId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(${PERSON_LOCK_SPACE}, ${userId})`);

export async function deactivateAll(db: Queryable) {
  await db.update(quizzes).set({ isActive: false }).where(eq(quizzes.isActive, true));
}

export async function insertQuiz(db: Queryable, values: NewQuiz): Promise<QuizRow> {
  const [row] = await db.insert(quizzes).values(values).returning();
  if (!row) throw new Error('quiz was not written');
  return row;
}

/** A quiz that is not deleted. */
export async function findQuiz(db: Queryable, id: number): Promise<QuizRow | undefined> {
  const [row] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, id), isNull(quizzes.deletedAt)));
  return row;
}

/** Locks a quiz's row for an edit, deactivation or deletion. */
export async function findQuizForUpdate(db: Queryable, id: number): Promise<QuizRow | undefined> {
  const [row] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, id), isNull(quizzes.deletedAt)))
    .for('update');
  return row;
}

export async function updateQuiz(db: Queryable, id: number, values: Partial<NewQuiz>): Promise<QuizRow> {
  const [row] = await db.update(quizzes).set(values).where(eq(quizzes.id, id)).returning();
  if (!row) throw new Error('quiz was not updated');
  return row;
}

export async function countResultsOf(db: Queryable, quizId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quizResults).where(eq(quizResults.quizId, quizId));
  return row?.n ?? 0;
}

/** The quiz that replaced this one as its next version, if any (deleted or not). */
export async function findNextVersion(db: Queryable, quizId: number) {
  const [row] = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.replacesId, quizId));
  return row;
}

/** Scheduled quizzes whose start date has come, latest start first. */
export function listDueScheduled(db: Queryable, today: string) {
  return db
    .select()
    .from(quizzes)
    .where(and(isNotNull(quizzes.scheduledFor), lte(quizzes.scheduledFor, today), isNull(quizzes.deletedAt)))
    .orderBy(desc(quizzes.scheduledFor), desc(quizzes.id));
}

export async function findActiveQuiz(db: Queryable): Promise<QuizRow | undefined> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.isActive, true));
  return row;
}

/** Every quiz, newest week first, with how many results each has. */
export async function listQuizzes(db: Queryable) {
  const resultCounts = db
    .select({ quizId: quizResults.quizId, resultCount: count().as('result_count') })
    .from(quizResults)
    .groupBy(quizResults.quizId)
    .as('result_counts');
  return db
    .select({ quiz: quizzes, resultCount: sql<number>`coalesce(${resultCounts.resultCount}, 0)::int` })
    .from(quizzes)
    .leftJoin(resultCounts, eq(resultCounts.quizId, quizzes.id))
    .where(isNull(quizzes.deletedAt))
    .orderBy(desc(quizzes.weekStart), desc(quizzes.id));
}

/** Quizzes no longer active, newest first, each with the person's result if any. */
export function listPastQuizzes(db: Queryable, userId: number) {
  return (
    db
      .select({ quiz: quizzes, result: quizResults })
      .from(quizzes)
      .leftJoin(quizResults, and(eq(quizResults.quizId, quizzes.id), eq(quizResults.userId, userId)))
      // Neither deleted quizzes nor ones still waiting for their start date.
      .where(and(eq(quizzes.isActive, false), isNull(quizzes.deletedAt), isNull(quizzes.scheduledFor)))
      .orderBy(desc(quizzes.weekStart), desc(quizzes.id))
  );
}

/** Writes a result unless the person has one for the quiz already; undefined then. */
export async function insertResultOnce(
  db: Queryable,
  values: typeof quizResults.$inferInsert,
): Promise<QuizResultRow | undefined> {
  const [row] = await db.insert(quizResults).values(values).onConflictDoNothing().returning();
  return row;
}

/** Results of the active quiz: one quiz is active a week, so these are this week's takers. */
export async function countActiveQuizResults(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quizResults)
    .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
    .where(eq(quizzes.isActive, true));
  return row?.n ?? 0;
}

export async function findResult(db: Queryable, userId: number, quizId: number) {
  const [row] = await db
    .select()
    .from(quizResults)
    .where(and(eq(quizResults.userId, userId), eq(quizResults.quizId, quizId)));
  return row;
}

export function listResultsOf(db: Queryable, userId: number) {
  return db.select().from(quizResults).where(eq(quizResults.userId, userId)).orderBy(desc(quizResults.completedAt));
}

/** A person's results with their quiz weeks, for the badge rules. */
export function historyOf(db: Queryable, userId: number) {
  return db
    .select({
      weekStart: quizzes.weekStart,
      score: quizResults.score,
      totalQuestions: quizResults.totalQuestions,
      points: quizResults.points,
    })
    .from(quizResults)
    .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
    .where(eq(quizResults.userId, userId));
}

/** Every result, newest first, with the person's name and the quiz's title. */
export function listAllResults(db: Queryable) {
  return db
    .select({ result: quizResults, username: users.username, quizTitle: quizzes.title })
    .from(quizResults)
    .innerJoin(users, eq(users.id, quizResults.userId))
    .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
    .orderBy(desc(quizResults.completedAt), desc(quizResults.id));
}

export function listBadgesOf(db: Queryable, userId: number) {
  return db
    .select()
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(desc(userBadges.earnedAt), asc(userBadges.id));
}

export async function insertBadges(db: Queryable, rows: (typeof userBadges.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(userBadges).values(rows).onConflictDoNothing().returning();
}

/** One of our own videos as a quiz needs it: whether it plays, and where (ADR 056). */
export async function findVideo(db: Queryable, id: string) {
  const [row] = await db
    .select({ status: videos.status, host: videos.host, externalId: videos.externalId })
    .from(videos)
    .where(eq(videos.id, id));
  return row ?? null;
}

export async function findWatch(db: Queryable, userId: number, quizId: number): Promise<QuizWatchRow | undefined> {
  const [row] = await db
    .select()
    .from(quizWatches)
    .where(and(eq(quizWatches.userId, userId), eq(quizWatches.quizId, quizId)));
  return row;
}

export async function saveWatch(db: Queryable, row: QuizWatchRow): Promise<void> {
  await db
    .insert(quizWatches)
    .values(row)
    .onConflictDoUpdate({
      target: [quizWatches.userId, quizWatches.quizId],
      set: { ranges: row.ranges, watchedSeconds: row.watchedSeconds, lastReportAt: row.lastReportAt },
    });
}
