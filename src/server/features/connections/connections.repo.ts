import { sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';

/** The tables of this list that do not exist (yet). */
export async function findMissingTables(db: Queryable, tables: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const table of tables) {
    const result = (await db.execute(sql`select to_regclass(${table}) is null as missing`)) as unknown as {
      rows: { missing: boolean }[];
    };
    if (result.rows[0]?.missing !== false) missing.push(table);
  }
  return missing;
}

/** A real read of each table (or of the database when none are named). */
export async function readTables(db: Queryable, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) {
    await db.execute(sql`select 1`);
    return;
  }
  for (const table of tables) await db.execute(sql`select 1 from ${sql.identifier(table)} limit 1`);
}
