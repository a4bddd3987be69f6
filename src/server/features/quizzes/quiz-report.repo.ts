import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { employees, quizReminders, quizResults, quizzes, scheduleShifts, users } from '#server/db/schema/index';

/** The quiz the report shows when none is named: the active one, else the latest that has started. */
export async function findReportQuiz(db: Queryable) {
  const [row] = await db
    .select()
    .from(quizzes)
    .where(and(isNull(quizzes.deletedAt), isNull(quizzes.scheduledFor)))
    .orderBy(desc(quizzes.isActive), desc(quizzes.weekStart), desc(quizzes.id))
    .limit(1);
  return row;
}

/** Everyone who should take a quiz (every associate) and everyone who took this one. */
export function listTakers(db: Queryable, quizId: number) {
  return db
    .select({ userId: users.id, username: users.username })
    .from(users)
    .where(
      or(
        eq(users.role, 'associate'),
        inArray(
          users.id,
          db.select({ userId: quizResults.userId }).from(quizResults).where(eq(quizResults.quizId, quizId)),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${users.username})`));
}

/** The active roster employees with a mail address: an account named by that address is that employee. */
export function listEmployeesWithMail(db: Queryable) {
  return db
    .select({ id: employees.id, name: employees.name, email: employees.email, userId: employees.userId })
    .from(employees)
    .where(and(eq(employees.isActive, true), isNotNull(employees.email)));
}

/** Each named employee's store: the store of their latest shift on or before `onOrBefore`. */
export async function latestStoreOf(db: Queryable, employeeNames: readonly string[], onOrBefore: string) {
  if (employeeNames.length === 0) return new Map<string, string>();
  const lowered = employeeNames.map((name) => name.toLowerCase());
  const rows = await db
    .selectDistinctOn([sql`lower(${scheduleShifts.employeeName})`], {
      name: sql<string>`lower(${scheduleShifts.employeeName})`,
      storeCode: scheduleShifts.storeCode,
    })
    .from(scheduleShifts)
    .where(and(inArray(sql`lower(${scheduleShifts.employeeName})`, lowered), lte(scheduleShifts.date, onOrBefore)))
    .orderBy(sql`lower(${scheduleShifts.employeeName})`, desc(scheduleShifts.date), desc(scheduleShifts.id));
  return new Map(rows.map((row) => [row.name, row.storeCode]));
}

export function listResultsOfQuiz(db: Queryable, quizId: number) {
  return db.select().from(quizResults).where(eq(quizResults.quizId, quizId));
}

export async function remindedOn(db: Queryable, day: string): Promise<Set<number>> {
  const rows = await db.select({ userId: quizReminders.userId }).from(quizReminders).where(eq(quizReminders.day, day));
  return new Set(rows.map((row) => row.userId));
}

/** Claims today's one reminder for a person; false when they already had it today. */
export async function claimReminder(
  db: Queryable,
  values: { userId: number; day: string; quizId: number; sentAt: Date; sentById: number },
): Promise<boolean> {
  const rows = await db
    .insert(quizReminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: quizReminders.userId });
  return rows.length > 0;
}

/** Results completed in [from, to) (instants), oldest first, with the quiz and the person. */
export function listResultsBetween(db: Queryable, from: Date, to: Date) {
  return db
    .select({
      result: quizResults,
      username: users.username,
      quizTitle: quizzes.title,
      weekStart: quizzes.weekStart,
      version: quizzes.version,
    })
    .from(quizResults)
    .innerJoin(users, eq(users.id, quizResults.userId))
    .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
    .where(and(gte(quizResults.completedAt, from), lt(quizResults.completedAt, to)))
    .orderBy(asc(quizResults.completedAt), asc(quizResults.id));
}
