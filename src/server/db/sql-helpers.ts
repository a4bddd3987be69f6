import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/** Rows of a raw query on either engine (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** LIKE metacharacters in a user's term match themselves (backslash is PostgreSQL's default escape). */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The PostgreSQL error under drizzle's wrapper, if any. */
function pgErrorOf(error: unknown): { code: string; constraint: string; message: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string') {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : '',
        message: typeof candidate.message === 'string' ? candidate.message : '',
      };
    }
    current = candidate.cause;
  }
  return null;
}

/** A unique violation, optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  if (pg?.code !== '23505') return false;
  return !constraint || pg.constraint === constraint || pg.message.includes(`"${constraint}"`);
}
