import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Queryable } from '../../../db/client';
import { escapeLike, queryRows } from '../../../db/sql-helpers';
import { codeKey, gtin14 } from '../../../../shared/products/search-codes';
import type { SearchField, SearchMatch } from '../port';

/** Codes as search compares them (`codeKey`): lower-cased, spaces and dashes removed; as indexed. */
const SKU_KEY = sql`translate(lower(sku), ' -', '')`;
const BARCODE_KEY = sql`translate(lower(barcode), ' -', '')`;
/** Sorts after every character in byte order (UTF-8): `key + LAST_CODE_POINT` bounds the texts starting with `key`. */
const LAST_CODE_POINT = String.fromCodePoint(0x10ffff);

/** The column compared, as its indexes hold it; variant columns also say which product they belong to. */
function target(field: SearchField) {
  switch (field) {
    case 'name':
      return { table: sql`products`, id: sql`id`, column: sql`lower(title)`, present: sql`true`, perProduct: 1 };
    case 'handle':
      return { table: sql`products`, id: sql`id`, column: sql`handle`, present: sql`true`, perProduct: 1 };
    case 'sku':
      // Repeats the index's predicate so the planner may use it.
      return { table: sql`variants`, id: sql`product_id`, column: SKU_KEY, present: sql`sku <> ''`, perProduct: 3 };
    case 'barcode':
      return {
        table: sql`variants`,
        id: sql`product_id`,
        column: BARCODE_KEY,
        present: sql`barcode is not null`,
        perProduct: 3,
      };
  }
}

/**
 * Exact matches, by product id. A barcode of up to 14 digits is also compared as GTIN-14, so the
 * EAN-13 "0012345678905" finds the UPC-A "012345678905" and the reverse (index
 * `variants_barcode_gtin_idx`). A union, not an OR: each half is one index lookup.
 */
function exactOf(field: SearchField, key: string, rows: number): SQL {
  const { table, id, column, present } = target(field);
  const gtin = field === 'barcode' ? gtin14(key) : null;
  const byGtin = gtin
    ? sql` union select product_id from variants
        where ${BARCODE_KEY} ~ '^[0-9]{1,14}$' and lpad(${BARCODE_KEY}, 14, '0') = ${gtin}`
    : sql``;
  return sql`select product_id from (
      select ${id} as product_id from ${table} where ${present} and ${column} = ${key}${byGtin}
    ) hits group by product_id order by product_id limit ${rows}`;
}

/**
 * Texts starting with the key but not equal to it, as a range: every such text sorts after the key
 * and before the key followed by the last code point (in byte order, the order of the
 * `text_pattern_ops` indexes). A range, not a `like`: a prepared statement's generic plan can use
 * the index for a range of parameters, and for a `like` of a parameter it cannot.
 */
function startsWith(column: SQL, key: string): SQL {
  return sql`${column} ~>~ ${key} and ${column} ~<~ ${`${key}${LAST_CODE_POINT}`}`;
}

/**
 * Prefix matches in the order of the matched text: the index hands them over in order and the scan
 * stops at the limit, and both engines order alike whatever their collation.
 */
function prefixOf(field: SearchField, key: string, rows: number): SQL {
  const { table, id, column, present } = target(field);
  return sql`select ${id} as product_id from ${table}
    where ${present} and ${startsWith(column, key)}
    order by ${column} using ~<~, ${id} limit ${rows}`;
}

/**
 * Matches that contain the term but do not start with it (trigram GIN). A name matches when it
 * holds every word of the term, in any order ("zinfandel dry creek" finds "Ridge Vineyards
 * Zinfandel 2021 Dry Creek Valley"); names holding the whole term as typed come first, then in the
 * order of their text.
 */
function containsOf(field: SearchField, key: string, rows: number): SQL {
  const { table, id, column, present } = target(field);
  const words = field === 'name' ? [...new Set(key.split(' ').filter(Boolean))] : [key];
  const every = sql.join(
    words.map((word) => sql`${column} like ${`%${escapeLike(word)}%`}`),
    sql` and `,
  );
  const phrase = sql`${column} like ${`%${escapeLike(key)}%`}`;
  return sql`select ${id} as product_id from ${table}
    where ${present} and ${every} and not (${column} = ${key} or (${startsWith(column, key)}))
    order by (not ${phrase}), ${column} using ~<~, ${id} limit ${rows}`;
}

/**
 * The tiers in order as one statement. PostgreSQL runs the branches of a `union all` one after
 * another and stops when the outer limit is reached, so a later (costlier) tier runs only when the
 * ones before leave room: a scanned code costs one index lookup and one round trip.
 */
function tiersOf(field: SearchField, key: string, limit: number, match: SearchMatch): SQL {
  const rows = limit * target(field).perProduct;
  const tiers = [exactOf(field, key, rows), prefixOf(field, key, rows)];
  if (match === 'substring') tiers.push(containsOf(field, key, rows));
  return sql`${sql.join(
    tiers.map((tier) => sql`(${tier})`),
    sql` union all `,
  )} limit ${rows}`;
}

const dialect = new PgDialect();

/** A raw `bigint` id: both drivers hand it over as text (ids stay below 2^53, so the number is exact). */
type RawId = { product_id: number | string };

/**
 * Rows of a search statement. On a PostgreSQL server it runs as a named prepared statement (its
 * text depends only on the field, the match and the number of words), so it is planned once per
 * connection rather than on every search.
 */
async function searchRows(db: Queryable, query: SQL): Promise<RawId[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = `mc_search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    return (await client.query<RawId>({ name, text, values: params })).rows;
  }
  // PGlite (in-process, one query at a time) and open transactions go through drizzle.
  return queryRows<RawId>(db, query);
}

/** The term as the field's index holds its text: codes by `codeKey`, names and handles lower-cased. */
export function searchKey(term: string, field: SearchField): string {
  return field === 'sku' || field === 'barcode' ? codeKey(term.trim()) : term.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Product ids matching the term: exact first, then prefix, then contains (spec 03 §2), at most
 * `limit`, each product once at its best tier.
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
  const ids = new Set<number>();
  for (const row of await searchRows(db, tiersOf(field, key, limit, match))) {
    ids.add(Number(row.product_id));
    if (ids.size >= limit) break;
  }
  return [...ids];
}
