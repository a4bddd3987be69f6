import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { escapeLike } from '#server/db/sql-helpers';
import { codeKey, gtin14 } from '#shared/products/search-codes';
import type { CatalogueProduct, SearchField, SearchMatch } from '../port';
import {
  buildTemplate,
  catalogueRows,
  selectProducts,
  toProduct,
  type BuiltRead,
  type ProductRow,
} from './product-load.repo';

/** Codes as search compares them (`codeKey`): lower-cased, spaces and dashes removed; as indexed. */
const SKU_KEY = sql`translate(lower(sku), ' -', '')`;
const BARCODE_KEY = sql`translate(lower(barcode), ' -', '')`;
/** Sorts after every character in byte order (UTF-8): `key + LAST_CODE_POINT` bounds the texts starting with `key`. */
const LAST_CODE_POINT = String.fromCodePoint(0x10ffff);

type ColumnField = Exclude<SearchField, 'code'>;

/**
 * A search's values: the term's key, the end of its prefix range, its words (each once) and the
 * `like` patterns of each and of the whole term, the GTIN-14 of a code. Made once per search, here
 * only; the statement refers to them by name (`Bind`, `namedValues`).
 */
interface SearchValues {
  key: string;
  keyEnd: string;
  whole: string;
  words: string[];
  patterns: string[];
  gtin: string | null;
}

/** The words of a name term, each once; another field's term is one word. */
const wordsOf = (field: SearchField, key: string) =>
  field === 'name' ? [...new Set(key.split(' ').filter(Boolean))] : [key];

function searchValues(field: SearchField, key: string): SearchValues {
  const words = wordsOf(field, key);
  return {
    key,
    keyEnd: `${key}${LAST_CODE_POINT}`,
    whole: `%${escapeLike(key)}%`,
    words,
    patterns: words.map((word) => `%${escapeLike(word)}%`),
    gtin: field === 'barcode' || field === 'code' ? gtin14(key) : null,
  };
}

/** Each named value as it goes into the statement: itself, or a placeholder filled at each search. */
type Bind = (name: string) => unknown;
const asPlaceholder: Bind = (name) => sql.placeholder(name);

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
function exactOf(field: ColumnField, values: SearchValues, bind: Bind, rows: number): SQL {
  const { table, id, column, present } = target(field);
  const byGtin =
    field === 'barcode' && values.gtin !== null
      ? sql` union select product_id from variants
        where ${BARCODE_KEY} ~ '^[0-9]{1,14}$' and lpad(${BARCODE_KEY}, 14, '0') = ${bind('gtin')}`
      : sql``;
  return sql`select product_id from (
      select ${id} as product_id from ${table} where ${present} and ${column} = ${bind('key')}${byGtin}
    ) hits group by product_id order by product_id limit ${rows}`;
}

/**
 * Texts starting with the key but not equal to it, as a range: every such text sorts after the key
 * and before the key followed by the last code point (in byte order, the order of the
 * `text_pattern_ops` indexes). A range, not a `like`: a prepared statement's generic plan can use
 * the index for a range of parameters, and for a `like` of a parameter it cannot.
 */
function startsWith(column: SQL, bind: Bind): SQL {
  return sql`${column} ~>~ ${bind('key')} and ${column} ~<~ ${bind('keyEnd')}`;
}

/**
 * Prefix matches in the order of the matched text: the index hands them over in order and the scan
 * stops at the limit, and both engines order alike whatever their collation.
 */
function prefixOf(field: ColumnField, bind: Bind, rows: number): SQL {
  const { table, id, column, present } = target(field);
  return sql`select ${id} as product_id from ${table}
    where ${present} and ${startsWith(column, bind)}
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
function containsOf(field: ColumnField, values: SearchValues, bind: Bind, rows: number): SQL {
  const { table, id, column, present } = target(field);
  const { words } = values;
  const exceptStart = sql`not (${column} = ${bind('key')} or (${startsWith(column, bind)}))`;
  if (words.length === 1 && [...(words[0] ?? '')].length < 3) {
    return sql`select ${id} as product_id from ${table}
      where ${present} and strpos(${column}, ${bind('words.0')}) > 0 and ${exceptStart}
      order by ${column} using ~<~, ${id} limit ${rows}`;
  }
  const every = sql.join(
    words.map((_word, index) => sql`${column} like ${bind(`patterns.${index}`)}`),
    sql` and `,
  );
  // One word is the term as typed: every match holds it, so only the text orders them.
  const order =
    words.length === 1
      ? sql`${column} using ~<~, ${id}`
      : sql`(not ${column} like ${bind('whole')}), ${column} using ~<~, ${id}`;
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
function tiersOf(field: SearchField, values: SearchValues, bind: Bind, limit: number, match: SearchMatch): SQL {
  const rows = limit * (field === 'code' ? 3 : target(field).perProduct);
  const branches =
    field === 'code'
      ? [
          exactOf('sku', values, bind, rows),
          exactOf('barcode', values, bind, rows),
          prefixOf('sku', bind, rows),
          prefixOf('barcode', bind, rows),
        ]
      : [exactOf(field, values, bind, rows), prefixOf(field, bind, rows)];
  if (match === 'substring' && field !== 'code') branches.push(containsOf(field, values, bind, rows));
  return sql`${sql.join(
    branches.map((branch) => sql`(${branch})`),
    sql` union all `,
  )} limit ${rows}`;
}

/**
 * The matching products, whole, in one statement: the tiers number their hits in the order they
 * come, each product keeps its first (best) place, and the first `limit` are loaded.
 */
function searchStatement(field: SearchField, values: SearchValues, bind: Bind, limit: number, match: SearchMatch): SQL {
  return selectProducts(sql`(
    select product_id as id, min(ord) as ord from (
      select product_id, row_number() over () as ord from (${tiersOf(field, values, bind, limit, match)}) tiers
    ) hits group by product_id order by 2 limit ${limit}
  ) wanted`);
}

/** The values by the names the statement binds them with. */
function namedValues(values: SearchValues): Record<string, unknown> {
  const named: Record<string, unknown> = {
    key: values.key,
    keyEnd: values.keyEnd,
    whole: values.whole,
    gtin: values.gtin,
  };
  values.words.forEach((word, index) => (named[`words.${index}`] = word));
  values.patterns.forEach((pattern, index) => (named[`patterns.${index}`] = pattern));
  return named;
}

/** What decides a search statement's text: everything but the values themselves. */
function shapeOf(field: SearchField, values: SearchValues, limit: number, match: SearchMatch): string {
  const [first = ''] = values.words;
  const isShort = values.words.length === 1 && [...first].length < 3;
  return `${field}:${match}:${limit}:${values.words.length}:${isShort}:${values.gtin !== null}`;
}

/**
 * Statement texts by shape, with placeholders where the values go: a search fills them in rather
 * than building its statement again (building one was a tenth of a search's server time, ADR 092).
 * The shapes are few: a field, a match, a page size, a number of words.
 */
const templates = new Map<string, { text: string; params: unknown[] }>();
const TEMPLATES_KEPT = 512;

/** The statement of a search, its text built once per shape, with this search's values. */
function searchRead(field: SearchField, key: string, limit: number, match: SearchMatch): BuiltRead {
  const values = searchValues(field, key);
  const named = namedValues(values);
  const shape = shapeOf(field, values, limit, match);
  let template = templates.get(shape);
  if (!template) {
    template = buildTemplate(searchStatement(field, values, asPlaceholder, limit, match));
    if (templates.size >= TEMPLATES_KEPT) templates.clear();
    templates.set(shape, template);
  }
  return {
    text: template.text,
    params: fillPlaceholders(template.params, named),
    statement: () => searchStatement(field, values, (name) => named[name], limit, match),
  };
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
  const rows = await catalogueRows<ProductRow>(db, searchRead(field, key, limit, match));
  return rows.map(toProduct);
}
