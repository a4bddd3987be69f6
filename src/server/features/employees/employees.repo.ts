import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { employees } from '../../db/schema/index';

export async function listActiveNames(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ name: employees.name })
    .from(employees)
    .where(eq(employees.isActive, true))
    .orderBy(asc(employees.name));
  return rows.map((row) => row.name);
}
