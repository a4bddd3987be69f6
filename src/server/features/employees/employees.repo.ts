import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { employees } from '../../db/schema/index';

export type EmployeeRow = typeof employees.$inferSelect;

const isActive = eq(employees.isActive, true);

export async function listActiveNames(db: Queryable): Promise<string[]> {
  const rows = await db.select({ name: employees.name }).from(employees).where(isActive).orderBy(asc(employees.name));
  return rows.map((row) => row.name);
}

export const listActive = (db: Queryable) =>
  db.select().from(employees).where(isActive).orderBy(asc(employees.name), asc(employees.id));

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

export async function markInactive(db: Queryable, id: number, endDate: string, at: Date) {
  const [row] = await db
    .update(employees)
    .set({ isActive: false, endDate, updatedAt: at })
    .where(eq(employees.id, id))
    .returning();
  return row;
}

export async function countAll(db: Queryable) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(employees);
  return row?.n ?? 0;
}
