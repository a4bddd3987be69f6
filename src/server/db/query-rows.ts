import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/** Rows of a raw query on either engine (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
