import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { escapeLike } from '#server/db/sql-helpers';
import { codeKey, gtin14 } from '#shared/products/search-codes';
import type { CatalogueProduct, SearchField, SearchMatch } from '../port';
import { catalogueRows, selectProducts, toProduct, type ProductRow } from './product-load.repo';

/** Codes as search compares them (`codeKey`): lower-cased, spaces and dashes removed; as indexed. */
const SKU_KEY = sql`translate(lower(sku), ' -', '')`;
const BARCODE_KEY = sql`translate(lower(barcode), ' -', '')`;
/** Sorts after every character in byte order (UTF-8): `key + LAST_CODE_POINT` bounds the texts starting with `key`. */
const LAST_CODE_POINT = String.fromCodePoint(0x10ffff);

type ColumnField = Exclude<SearchField, 'code'>;

/** The column compared, as its indexes hold it; variant columns also say which product they belong to. */
function target(field: ColumnField) {
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
function exactOf(field: ColumnField, key: string, rows: number): SQL {
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
function prefixOf(field: ColumnField, key: string, rows: number): SQL {
  const { table, id, column, present } = target(field);
  return sql`select ${id} as product_id from ${table}
    where ${present} and ${startsWith(column, key)}
    order by ${column} using ~<~, ${id} limit ${rows}`;
}

/**
 * Matches that contain the term but do not start with it. A name matches when it holds every
 * word of the term, in any order ("zinfandel dry creek" finds "Ridge Vineyards Zinfandel 2021 Dry
 * Creek Valley"); names holding the whole term as typed come first, then in the order of their text.
 *
 * Words of three characters or more are found through the trigram GIN index (`like`). A shorter
 * term has no trigram to look up: the GIN index would hand over every row and the matches would be
 * sorted whole (the catalogue, for a 1-character name). For a term of one such word the branch
 * walks the btree index in the order it answers in and stops at the limit instead; `strpos` keeps
 * the planner from taking the trigram index for it, even in a prepared statement's generic plan.
 */
function containsOf(field: ColumnField, key: string, rows: number): SQL {
  const { table, id, column, present } = target(field);
  const words = field === 'name' ? [...new Set(key.split(' ').filter(Boolean))] : [key];
  const exceptStart = sql`not (${column} = ${key} or (${startsWith(column, key)}))`;
  const [only] = words;
  if (words.length === 1 && only !== undefined && [...only].length < 3) {
    return sql`select ${id} as product_id from ${table}
      where ${present} and strpos(${column}, ${only}) > 0 and ${exceptStart}
      order by ${column} using ~<~, ${id} limit ${rows}`;
  }
  const every = sql.join(
    words.map((word) => sql`${column} like ${`%${escapeLike(word)}%`}`),
    sql` and `,
  );
  // One word is the term as typed: every match holds it, so only the text orders them.
  const order =
    words.length === 1
      ? sql`${column} using ~<~, ${id}`
      : sql`(not ${column} like ${`%${escapeLike(key)}%`}), ${column} using ~<~, ${id}`;
  return sql`select ${id} as product_id from ${table}
    where ${present} and ${every} and ${exceptStart}
    order by ${order} limit ${rows}`;
}

/**
 * The tiers in order as one `union all` of ordered, limited branches under an outer limit.
 * PostgreSQL runs the branches one after another and stops when the outer limit is reached, so a
 * later (costlier) tier runs only when the ones before leave room: a scanned code costs one index
 * lookup. A code (`code`: what staff scan or type in the SKU field) is looked up as a SKU and as a
 * barcode: exact SKU, exact barcode, then SKU prefixes, then barcode prefixes.
 */
function tiersOf(field: SearchField, key: string, limit: number, match: SearchMatch): SQL {
  const branches =
    field === 'code'
      ? [
          exactOf('sku', key, limit * 3),
          exactOf('barcode', key, limit * 3),
          prefixOf('sku', key, limit * 3),
          prefixOf('barcode', key, limit * 3),
        ]
      : [exactOf(field, key, limit * target(field).perProduct), prefixOf(field, key, limit * target(field).perProduct)];
  if (match === 'substring' && field !== 'code') {
    branches.push(containsOf(field, key, limit * target(field).perProduct));
  }
  const rows = limit * (field === 'code' ? 3 : target(field).perProduct);
  return sql`${sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` union all `,
  )} limit ${rows}`;
}

/**
 * The matching products, whole, in one statement: the tiers number their hits in the order they
 * come, each product keeps its first (best) place, and the first `limit` are loaded.
 */
export function searchStatement(field: SearchField, key: string, limit: number, match: SearchMatch): SQL {
  return selectProducts(sql`(
    select product_id as id, min(ord) as ord from (
      select product_id, row_number() over () as ord from (${tiersOf(field, key, limit, match)}) tiers
    ) hits group by product_id order by 2 limit ${limit}
  ) wanted`);
}

/** The term as the field's index holds its text: codes by `codeKey`, names and handles lower-cased. */
export function searchKey(term: string, field: SearchField): string {
  return field === 'sku' || field === 'barcode' || field === 'code'
    ? codeKey(term.trim())
    : term.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Products matching the term: exact first, then prefix, then contains (spec 03 §2), at most
 * `limit`, each product once at its best tier; one statement (one round trip) however many tiers run.
 */
export async function searchCatalogue(
  db: Queryable,
  term: string,
  field: SearchField,
  limit: number,
  match: SearchMatch = 'substring',
): Promise<CatalogueProduct[]> {
  const key = searchKey(term, field);
  if (!key) return [];
  const rows = await catalogueRows<ProductRow>(db, searchStatement(field, key, limit, match));
  return rows.map(toProduct);
}
