import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import type { SearchField, SearchMatch } from '../port';
import { escapeLike, queryRows } from '../../../db/sql-helpers';

interface Patterns {
  exact: string;
  prefix: string;
  substring: string;
}

/** The column compared, lower-cased like its index; variant columns also say which product they belong to. */
function target(field: SearchField) {
  switch (field) {
    case 'name':
      return { table: sql`products`, id: sql`id`, column: sql`lower(title)`, present: sql`true` };
    case 'handle':
      return { table: sql`products`, id: sql`id`, column: sql`handle`, present: sql`true` };
    case 'sku':
      // Repeats the unique index's predicate so the planner may use it.
      return { table: sql`variants`, id: sql`product_id`, column: sql`lower(sku)`, present: sql`sku <> ''` };
    case 'barcode':
      return { table: sql`variants`, id: sql`product_id`, column: sql`lower(barcode)`, present: sql`true` };
  }
}

/** Exact (rank 0) and prefix (rank 1) matches: both answered by the btree `text_pattern_ops` index. */
function exactOrPrefix(field: SearchField, patterns: Patterns, limit: number): SQL {
  const { table, id, column, present } = target(field);
  // Variant rows: several may share a product, so each tier reads a few more rows than products wanted.
  const rows = limit * 3;
  return sql`
    select product_id, min(rank)::int as rank from (
      (select ${id} as product_id, 0 as rank from ${table} where ${present} and ${column} = ${patterns.exact} limit ${rows})
      union all
      (select ${id}, 1 from ${table} where ${present} and ${column} like ${patterns.prefix} and ${column} <> ${patterns.exact} limit ${rows})
    ) tiers group by product_id order by min(rank), product_id limit ${limit}`;
}

/** Substring matches (trigram GIN) of products not found already; asked only when those fall short. */
function substringOf(field: SearchField, patterns: Patterns, limit: number, found: number[]): SQL {
  const { table, id, column } = target(field);
  const exclude = found.length > 0 ? sql`and ${id} <> all(${`{${found.join(',')}}`}::int[])` : sql``;
  return sql`
    select distinct ${id} as product_id from (
      select ${id} from ${table} where ${column} like ${patterns.substring} ${exclude} limit ${limit * 3}
    ) hits order by product_id limit ${limit}`;
}

/**
 * Product ids matching the term: exact first, then prefix, then substring (spec 03 §2), at most
 * `limit`. The substring tier is the costly one, so it runs only when the cheaper tiers leave room.
 */
export async function findMatchingProductIds(
  db: Queryable,
  term: string,
  field: SearchField,
  limit: number,
  match: SearchMatch = 'substring',
): Promise<number[]> {
  const exact = term.toLowerCase();
  const patterns = { exact, prefix: `${escapeLike(exact)}%`, substring: `%${escapeLike(exact)}%` };
  const ranked = await queryRows<{ product_id: number }>(db, exactOrPrefix(field, patterns, limit));
  const ids = ranked.map((row) => row.product_id);
  if (ids.length >= limit || match === 'prefix') return ids;
  const more = await queryRows<{ product_id: number }>(db, substringOf(field, patterns, limit - ids.length, ids));
  return [...ids, ...more.map((row) => row.product_id)];
}
