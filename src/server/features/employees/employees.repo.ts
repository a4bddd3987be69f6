import { and, asc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { employees, users } from '#server/db/schema/index';

export type EmployeeRow = typeof employees.$inferSelect;

const isActive = eq(employees.isActive, true);
/** On the roster on `today`: active, and a leaving date (if any) not yet passed (they work that day). */
const onRosterOn = (today: string) => and(isActive, or(isNull(employees.endDate), gte(employees.endDate, today)));

export async function listActiveNames(db: Queryable, today: string): Promise<string[]> {
  const rows = await db
    .select({ name: employees.name })
    .from(employees)
    .where(onRosterOn(today))
    .orderBy(asc(employees.name));
  return rows.map((row) => row.name);
}

export const listActive = (db: Queryable, today: string) =>
  db.select().from(employees).where(onRosterOn(today)).orderBy(asc(employees.name), asc(employees.id));

/** Marks inactive those whose leaving date has passed, so their name is free for a new employee. */
export const retirePast = (db: Queryable, today: string, at: Date) =>
  db
    .update(employees)
    .set({ isActive: false, updatedAt: at })
    .where(and(isActive, lt(employees.endDate, today)));

/** Inserts an active employee, or answers undefined when an active one already has the name. */
export async function insertEmployee(db: Queryable, values: typeof employees.$inferInsert) {
  const [row] = await db
    .insert(employees)
    .values(values)
    // The one unique index besides the id is the active-name one (schema/employees.ts).
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The active employee of that name (case-insensitive), locked until the transaction ends. */
export async function lockActiveByName(db: Queryable, name: string) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(isActive, sql`lower(${employees.name}) = lower(${name})`))
    .for('update')
    .limit(1);
  return row;
}

/** Records the leaving date; the employee stays active (listed) while it is still ahead. */
export async function setLeaving(db: Queryable, id: number, endDate: string, isStillActive: boolean, at: Date) {
  const [row] = await db
    .update(employees)
    .set({ isActive: isStillActive, endDate, updatedAt: at })
    .where(eq(employees.id, id))
    .returning();
  return row;
}

export async function countAll(db: Queryable) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(employees);
  return row?.n ?? 0;
}

/** The active employee with this id, locked until the transaction ends. */
export async function lockActiveById(db: Queryable, id: number) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(isActive, eq(employees.id, id)))
    .for('update')
    .limit(1);
  return row;
}

/** Another active employee already called this (case-insensitive)? */
export async function activeNameTakenByOther(db: Queryable, name: string, id: number) {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(isActive, sql`lower(${employees.name}) = lower(${name})`, ne(employees.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function updateRecord(
  db: Queryable,
  id: number,
  values: Pick<typeof employees.$inferInsert, 'name' | 'birthday' | 'startDate' | 'phone' | 'email' | 'updatedAt'>,
) {
  const [row] = await db.update(employees).set(values).where(eq(employees.id, id)).returning();
  return row;
}

/** The roster with each employee's linked account name (ADR 080). */
export const listActiveWithAccounts = (db: Queryable, today: string) =>
  db
    .select({ employee: employees, username: users.username })
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .where(onRosterOn(today))
    .orderBy(asc(employees.name), asc(employees.id));

export async function usernameOf(db: Queryable, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.username ?? null;
}

/** The user row, locked: a link and a delete of the same user cannot interleave. */
export async function lockUser(db: Queryable, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return row;
}

/** The employee (any, active or not) linked to this user. */
export async function findByUser(db: Queryable, userId: number) {
  const [row] = await db.select().from(employees).where(eq(employees.userId, userId)).limit(1);
  return row;
}

/** The employee on the roster today linked to this user. */
export async function findOnRosterByUser(db: Queryable, userId: number, today: string) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.userId, userId), onRosterOn(today)))
    .limit(1);
  return row;
}

export async function setUser(db: Queryable, id: number, userId: number | null, at: Date) {
  const [row] = await db.update(employees).set({ userId, updatedAt: at }).where(eq(employees.id, id)).returning();
  return row;
}

/** Roster rows of these names (case-insensitive), for their e-mail addresses. */
export const onRosterByNames = (db: Queryable, names: string[], today: string) =>
  names.length === 0
    ? Promise.resolve([])
    : db
        .select({ name: employees.name, email: employees.email })
        .from(employees)
        .where(
          and(
            onRosterOn(today),
            inArray(
              sql`lower(${employees.name})`,
              names.map((name) => name.toLowerCase()),
            ),
          ),
        );
