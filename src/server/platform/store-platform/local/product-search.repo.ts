import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { escapeLike, queryRows } from '../../../db/sql-helpers';
import { codeKey, gtin14 } from '../../../../shared/products/search-codes';
import type { SearchField, SearchMatch } from '../port';

/** Codes as search compares them (`codeKey`): lower-cased, spaces and dashes removed; as indexed. */
const SKU_KEY = sql`translate(lower(sku), ' -', '')`;
const BARCODE_KEY = sql`translate(lower(barcode), ' -', '')`;

/** The column compared, as its indexes hold it; variant columns also say which product they belong to. */
function target(field: SearchField) {
  switch (field) {
    case 'name':
      return { table: sql`products`, id: sql`id`, column: sql`lower(title)`, present: sql`true` };
    case 'handle':
      return { table: sql`products`, id: sql`id`, column: sql`handle`, present: sql`true` };
    case 'sku':
      // Repeats the index's predicate so the planner may use it.
      return { table: sql`variants`, id: sql`product_id`, column: SKU_KEY, present: sql`sku <> ''` };
    case 'barcode':
      return { table: sql`variants`, id: sql`product_id`, column: BARCODE_KEY, present: sql`barcode is not null` };
  }
}

const idList = (ids: number[]) => `{${ids.join(',')}}`;

/**
 * Exact matches, by product id. A barcode of up to 14 digits is also compared as GTIN-14, so the
 * EAN-13 "0012345678905" finds the UPC-A "012345678905" and the reverse (index `variants_barcode_gtin_idx`).
 */
function exactOf(field: SearchField, key: string, limit: number): SQL {
  const { table, id, column, present } = target(field);
  const gtin = field === 'barcode' ? gtin14(key) : null;
  // A union, not an OR: each half is one index lookup (with an OR the planner may walk the table).
  const byGtin = gtin
    ? sql` union select product_id from variants
        where ${BARCODE_KEY} ~ '^[0-9]{1,14}$' and lpad(${BARCODE_KEY}, 14, '0') = ${gtin}`
    : sql``;
  return sql`select product_id from (
      select ${id} as product_id from ${table} where ${present} and ${column} = ${key}${byGtin}
    ) hits group by product_id order by product_id limit ${limit}`;
}

/**
 * Prefix matches in the order of the matched text, compared byte by byte (`~<~`, the order of the
 * `text_pattern_ops` index): the index hands them over in order and the scan stops at the limit,
 * and both engines order alike whatever their collation.
 */
function prefixOf(field: SearchField, key: string, limit: number, found: number[]): SQL {
  const { table, id, column, present } = target(field);
  return sql`select ${id} as product_id from ${table}
    where ${present} and ${column} like ${`${escapeLike(key)}%`} and ${column} <> ${key}
      and ${id} <> all(${idList(found)}::int[])
    order by ${column} using ~<~, ${id} limit ${limit * 3}`;
}

/**
 * Matches that contain the term (trigram GIN). A name matches when it holds every word of the term,
 * in any order ("zinfandel dry creek" finds "Ridge Vineyards Zinfandel 2021 Dry Creek Valley");
 * names holding the whole term as typed come first, then in the order of their text.
 */
function containsOf(field: SearchField, key: string, limit: number, found: number[]): SQL {
  const { table, id, column, present } = target(field);
  const words = field === 'name' ? [...new Set(key.split(/\s+/).filter(Boolean))] : [key];
  const every = sql.join(
    words.map((word) => sql`${column} like ${`%${escapeLike(word)}%`}`),
    sql` and `,
  );
  const phrase = sql`${column} like ${`%${escapeLike(key)}%`}`;
  return sql`select ${id} as product_id from ${table}
    where ${present} and ${every} and ${id} <> all(${idList(found)}::int[])
    order by (not ${phrase}), ${column} using ~<~, ${id} limit ${limit * 3}`;
}

async function idsOf(db: Queryable, query: SQL): Promise<number[]> {
  return (await queryRows<{ product_id: number }>(db, query)).map((row) => row.product_id);
}

/** Adds ids not seen yet, in order, up to `limit`. */
function addNew(into: number[], ids: number[], limit: number) {
  for (const id of ids) {
    if (into.length >= limit) return;
    if (!into.includes(id)) into.push(id);
  }
}

/** The term as the field's index holds its text: codes by `codeKey`, names and handles lower-cased and trimmed. */
export function searchKey(term: string, field: SearchField): string {
  return field === 'sku' || field === 'barcode' ? codeKey(term.trim()) : term.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Product ids matching the term: exact first, then prefix, then contains (spec 03 §2), at most
 * `limit`. Each tier runs only when the ones before leave room, so a scanned code costs one query.
 */
export async function findMatchingProductIds(
  db: Queryable,
  term: string,
  field: SearchField,
  limit: number,
  match: SearchMatch = 'substring',
): Promise<number[]> {
  const key = searchKey(term, field);
  if (!key) return [];
  const ids: number[] = [];
  addNew(ids, await idsOf(db, exactOf(field, key, limit)), limit);
  if (ids.length >= limit) return ids;
  addNew(ids, await idsOf(db, prefixOf(field, key, limit - ids.length, ids)), limit);
  if (ids.length >= limit || match === 'prefix') return ids;
  addNew(ids, await idsOf(db, containsOf(field, key, limit - ids.length, ids)), limit);
  return ids;
}
