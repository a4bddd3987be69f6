import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { queryRows } from '#server/db/sql-helpers';

export interface FingerprintOptions {
  /** Columns left out per table: bookkeeping that legitimately moves on a read (a session's last use). */
  ignoreColumns?: Record<string, readonly string[]>;
  /** Per table, an SQL predicate of the rows that do not count (e.g. the sign-in records of the audit log). */
  ignoreRows?: Record<string, string>;
}

/** Row count and an order-free hash of every row, per table of the public schema. */
export type Fingerprint = Record<string, string>;

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Reads every table's fingerprint in one statement, for "a refused request wrote nothing" checks
 * that keep working as tables are added. The statement is built once, from the catalogue of the
 * database as it is when first called.
 */
export function createFingerprinter(database: Database, options: FingerprintOptions = {}) {
  let statement: string | null = null;

  async function buildStatement() {
    const columnRows = await queryRows<{ table_name: string; column_name: string }>(
      database.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' order by table_name, ordinal_position`,
    );
    const columnsByTable = new Map<string, string[]>();
    for (const { table_name: table, column_name: column } of columnRows) {
      if (options.ignoreColumns?.[table]?.includes(column)) continue;
      columnsByTable.set(table, [...(columnsByTable.get(table) ?? []), column]);
    }
    const parts = [...columnsByTable].map(([table, columns]) => {
      const row = `(${columns.map((column) => `x.${quoteIdentifier(column)}`).join(', ')})::text`;
      const filter = options.ignoreRows?.[table] ? ` where not (${options.ignoreRows[table]})` : '';
      return `select '${table}' as t, count(*)::text || ':' || coalesce(sum(hashtext(${row})::bigint), 0)::text as f from ${quoteIdentifier(table)} x${filter}`;
    });
    return parts.join(' union all ');
  }

  return async function fingerprint(): Promise<Fingerprint> {
    statement ??= await buildStatement();
    const rows = await queryRows<{ t: string; f: string }>(database.db, sql.raw(statement));
    return Object.fromEntries(rows.map((row) => [row.t, row.f]));
  };
}

/**
 * Where the database's write-ahead log ends: it moves with every write to any table (and with
 * some that change no row, such as a page pruned by a read), and stays put while nothing is written.
 */
export async function walPosition(database: Database): Promise<string> {
  const [row] = await queryRows<{ position: string }>(
    database.db,
    sql`select pg_current_wal_insert_lsn()::text as position`,
  );
  if (!row) throw new Error('no write-ahead log position');
  return row.position;
}
