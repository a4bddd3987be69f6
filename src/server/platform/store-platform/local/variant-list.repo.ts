import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { escapeLike, queryRows } from '#server/db/sql-helpers';
import { codeKey, gtin14 } from '#shared/products/search-codes';
import {
  VARIANT_COUNT_MAX,
  VARIANT_LIST_MAX,
  type StockLevel,
  type ProductStatus,
  type VariantListPage,
  type VariantListQuery,
  type VariantListSort,
} from '../port';
import { locationGid, parseGid, toGid } from './global-ids';

/** Codes as search compares them (`codeKey`), the expressions the variants' indexes hold. */
const SKU_KEY = sql`translate(lower(v.sku), ' -', '')`;
const BARCODE_KEY = sql`translate(lower(v.barcode), ' -', '')`;
const STOCK_TOTAL = sql`coalesce((select sum(il.available) from inventory_levels il where il.variant_id = v.id), 0)`;

/** Text sorts in byte order (collation "C"), so both engines list alike whatever their collation. */
const SORT_EXPRESSIONS: Record<VariantListSort, SQL> = {
  // `products_title_sort_idx` and the vendor's and type's title indexes hold this expression, so a
  // page by title within a product filter walks the matching products in order.
  title: sql`(lower(p.title) collate "C")`,
  vendor: sql`lower(p.vendor) collate "C"`,
  productType: sql`lower(p.product_type) collate "C"`,
  sku: sql`lower(v.sku) collate "C"`,
  barcode: sql`v.barcode collate "C"`,
  price: sql`v.price`,
  cost: sql`v.cost`,
  // Kept by the database (a generated column with its own index).
  margin: sql`v.margin`,
  stock: STOCK_TOTAL,
  status: sql`p.status collate "C"`,
  tags: sql`array_to_string(p.tags, ',') collate "C"`,
};
/** Sorts on a product's field: the page's variants are found with their products. */
const PRODUCT_SORTS = new Set<VariantListSort>(['title', 'vendor', 'productType', 'status', 'tags']);

/**
 * The same order as `title` from the variants alone: `variants.title_sort` is the product's
 * `lower(title)`, kept by triggers, and `variants_title_sort_idx` holds it with the product's id
 * and the variant's, so a deep page of the whole catalogue walks one index and reads no product.
 * The column is never null, so no `nulls last` (which a backward walk of the index could not give).
 */
const titleOnVariants = (direction: SQL) =>
  sql`(v.title_sort collate "C") ${direction}, v.product_id ${direction}, v.id ${direction}`;

const searchedName = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
/** A term too short for the trigram indexes: checked on each row, against the product's title too. */
const isShortText = (text: string | undefined) => text !== undefined && searchedName(text).length < 3;

/**
 * The text filter by product search's rules (ADR 064): a title holding every word of the term in
 * any order, or a SKU or barcode holding the term as `codeKey` spells it, or a barcode GTIN-equal
 * to it. From three characters on, each is answered by its own index (trigram on `lower(title)`
 * and on the code keys, `variants_barcode_gtin_idx`) and the list keeps the variants found; a
 * shorter term matches most of the catalogue, so it is checked row by row as the page is walked.
 */
function textCondition(text: string): SQL | null {
  const name = searchedName(text);
  if (!name) return null;
  const words = [...new Set(name.split(' '))];
  const titleHasWords = (title: SQL) =>
    sql.join(
      words.map((word) => sql`${title} like ${`%${escapeLike(word)}%`}`),
      sql` and `,
    );
  // The code conditions, on the variants as `v`.
  const key = codeKey(text.trim());
  const codes: SQL[] = [];
  if (key) {
    const pattern = `%${escapeLike(key)}%`;
    codes.push(sql`v.sku <> '' and ${SKU_KEY} like ${pattern}`, sql`${BARCODE_KEY} like ${pattern}`);
    const gtin = gtin14(key);
    if (gtin) codes.push(sql`${BARCODE_KEY} ~ '^[0-9]{1,14}$' and lpad(${BARCODE_KEY}, 14, '0') = ${gtin}`);
  }
  // The variant's own copy of its product's lower-cased title: no product is read row by row.
  if (isShortText(text))
    return sql`(${sql.join(
      [titleHasWords(sql`v.title_sort`), ...codes].map((condition) => sql`(${condition})`),
      sql` or `,
    )})`;
  const found = [
    sql`select vt.id from variants vt join products pt on pt.id = vt.product_id where ${titleHasWords(sql`lower(pt.title)`)}`,
    ...codes.map((condition) => sql`select v.id from variants v where ${condition}`),
  ];
  return sql`v.id in (${sql.join(found, sql` union `)})`;
}

interface ListConditions {
  /** The product's own fields (vendor, type, status, collection) on the products aliased so, or null. */
  ofProducts: ((alias: string) => SQL) | null;
  /** The rest, on `v` and `at_store`. */
  ofVariants: SQL;
}

function whereOf(query: VariantListQuery): ListConditions {
  const conditions: SQL[] = [sql`true`];
  const text = query.text ? textCondition(query.text) : null;
  if (text) conditions.push(text);
  const hasProductField =
    query.vendor !== undefined ||
    query.productType !== undefined ||
    query.status !== undefined ||
    query.collectionHandle !== undefined;
  const ofProducts = hasProductField
    ? (alias: string) => {
        const column = (name: string) => sql.raw(`${alias}.${name}`);
        const asked: SQL[] = [];
        if (query.vendor !== undefined) asked.push(sql`${column('vendor')} = ${query.vendor}`);
        if (query.productType !== undefined) asked.push(sql`${column('product_type')} = ${query.productType}`);
        if (query.status !== undefined) asked.push(sql`${column('status')} = ${query.status}`);
        if (query.collectionHandle !== undefined)
          asked.push(sql`${column('id')} in (select cp.product_id from collection_products cp
            join collections c on c.id = cp.collection_id where c.handle = ${query.collectionHandle})`);
        return sql.join(asked, sql` and `);
      }
    : null;
  if (query.marginBelow !== undefined) conditions.push(sql`v.margin < ${query.marginBelow}`);
  // No stock row at the store counts as 0 (the stock join of `fromOf`).
  if (query.stockAtMost) conditions.push(sql`coalesce(at_store.available, 0) <= ${query.stockAtMost.quantity}`);
  if (query.variantIds) {
    const ids = query.variantIds
      .map((gid) => parseGid('ProductVariant', gid))
      .filter((id): id is number => id !== null)
      .slice(0, VARIANT_LIST_MAX);
    conditions.push(sql`v.id = any(${`{${ids.join(',')}}`}::bigint[])`);
  }
  if (query.skus) {
    const skus = query.skus
      .slice(0, VARIANT_LIST_MAX)
      .map((sku) => `"${sku.toLowerCase().replace(/[\\"]/g, (char) => `\\${char}`)}"`);
    // The unique SKU index (`lower(sku)`, where `sku <> ''`) answers this.
    conditions.push(sql`v.sku <> '' and lower(v.sku) = any(${`{${skus.join(',')}}`}::text[])`);
  }
  return { ofProducts, ofVariants: sql.join(conditions, sql` and `) };
}

/** Every condition, for a statement that joins the products as `p`. */
const withProducts = (where: ListConditions) =>
  where.ofProducts ? sql`${where.ofVariants} and ${where.ofProducts('p')}` : where.ofVariants;

/**
 * How many variants match, up to `VARIANT_COUNT_MAX + 1`. With a product field in the filter the
 * matching products are read first and then each one's variants by index (`offset 0` keeps the
 * planner from turning that back into a scan of every variant), so a vendor of 1,700 products
 * reads their 3,000 variants, not the catalogue's 100,000. Otherwise no product is read.
 */
function countOf(query: VariantListQuery, where: ListConditions): SQL {
  const cap = VARIANT_COUNT_MAX + 1;
  // A term of three letters or more is already a small set of variants: the products are checked
  // against it (per product, that set would be joined again for each one).
  if (where.ofProducts && query.text !== undefined && !isShortText(query.text))
    return sql`select count(*) as total from (select 1 from ${fromOf(query, false)}
      where ${where.ofVariants} and v.product_id in (select p.id from products p where ${where.ofProducts('p')})
      limit ${cap}) matched`;
  if (where.ofProducts)
    return sql`select count(*) as total from (select 1 from products p cross join lateral
      (select 1 from ${fromOf(query, false)} where v.product_id = p.id and ${where.ofVariants} offset 0) v
      where ${where.ofProducts('p')} limit ${cap}) matched`;
  return sql`select count(*) as total from (select 1 from ${fromOf(query, false)}
    where ${where.ofVariants} limit ${cap}) matched`;
}

/**
 * The variants (with their products for a page; a count reads no product field), and the stock at
 * one store when the filter asks about it.
 */
function fromOf(query: VariantListQuery, withProducts: boolean): SQL {
  const from = withProducts ? sql`variants v join products p on p.id = v.product_id` : sql`variants v`;
  if (!query.stockAtMost) return from;
  const location = parseGid('Location', query.stockAtMost.locationId) ?? 0;
  return sql`${from} left join inventory_levels at_store on at_store.variant_id = v.id and at_store.location_id = ${location}`;
}

interface RawRow {
  id: number | string;
  product_id: number | string;
  product_title: string;
  option1: string | null;
  vendor: string;
  product_type: string;
  status: ProductStatus;
  tags: string[];
  sku: string | null;
  barcode: string | null;
  price: string | number;
  cost: string | number | null;
}

interface RawLevel {
  variant_id: number | string;
  location_id: number | string;
  available: number;
}

/**
 * A page of variants filtered, sorted and counted in SQL on our own tables (ADR 076). The count
 * stops past `VARIANT_COUNT_MAX` (the list then says "10,000+"), so a broad filter costs no more
 * than a narrow one; the page reads the variants it shows, then their stock in one more
 * statement. Ties are broken by the product's id (by title) and the variant's, so paging never
 * repeats or skips a row.
 */
export async function listVariantRows(db: Queryable, query: VariantListQuery): Promise<VariantListPage> {
  const where = whereOf(query);
  const limit = Math.min(Math.max(0, Math.trunc(query.limit)), VARIANT_LIST_MAX);
  const offset = Math.max(0, Math.trunc(query.offset));
  const direction = query.direction === 'desc' ? sql`desc` : sql`asc`;
  const [counted] = await queryRows<{ total: number | string }>(db, countOf(query, where));
  const matched = Number(counted?.total ?? 0);
  const total = Math.min(matched, VARIANT_COUNT_MAX);
  const totalIsCapped = matched > VARIANT_COUNT_MAX;
  if (limit === 0 || (!totalIsCapped && offset >= total)) return { total, totalIsCapped, rows: [] };
  // The page's variants are found first, reading only what the order and filter need (from the
  // indexes alone for a page by title), then their fields are read for those rows only.
  // By title, a product's variants stay together (the indexes hold the title and the product id).
  // Without a product field in the filter, the title is the variants' own copy and no product is
  // read until the page's rows are known.
  const isTitleOnVariants = query.sort === 'title' && where.ofProducts === null;
  const productTie = query.sort === 'title' ? sql`p.id ${direction}, ` : sql``;
  const order = isTitleOnVariants
    ? titleOnVariants(direction)
    : sql`${SORT_EXPRESSIONS[query.sort]} ${direction} nulls last, ${productTie}v.id ${direction}`;
  const readsProducts = where.ofProducts !== null || (PRODUCT_SORTS.has(query.sort) && !isTitleOnVariants);
  const rows = await queryRows<RawRow>(
    db,
    sql`select v.id, v.product_id, p.title as product_title, v.option1, p.vendor, p.product_type, p.status, p.tags,
        v.sku, v.barcode, v.price, v.cost
      from (select v.id from ${fromOf(query, readsProducts)} where ${withProducts(where)}
        order by ${order} limit ${limit} offset ${offset}) page
      join variants v on v.id = page.id join products p on p.id = v.product_id
      order by ${order}`,
  );
  const stock = new Map<number, StockLevel[]>();
  if (rows.length > 0) {
    const levels = await queryRows<RawLevel>(
      db,
      sql`select variant_id, location_id, available from inventory_levels
        where variant_id = any(${`{${rows.map((row) => Number(row.id)).join(',')}}`}::bigint[])
        order by variant_id, location_id`,
    );
    for (const level of levels) {
      const levelsOfVariant = stock.get(Number(level.variant_id)) ?? [];
      levelsOfVariant.push({ locationId: locationGid(Number(level.location_id)), available: level.available });
      stock.set(Number(level.variant_id), levelsOfVariant);
    }
  }
  return {
    total,
    totalIsCapped,
    rows: rows.map((row) => ({
      id: toGid('ProductVariant', Number(row.id)),
      productId: toGid('Product', Number(row.product_id)),
      productTitle: row.product_title,
      variantTitle: row.option1 || 'Default Title',
      vendor: row.vendor,
      productType: row.product_type,
      status: row.status,
      tags: row.tags,
      sku: row.sku,
      barcode: row.barcode,
      price: Number(row.price),
      cost: row.cost === null ? null : Number(row.cost),
      inventory: stock.get(Number(row.id)) ?? [],
    })),
  };
}

/** The vendors and product types products carry (blank left out), each sorted in byte order. */
export async function listCatalogueFacetRows(db: Queryable): Promise<{ vendors: string[]; productTypes: string[] }> {
  const vendors = await queryRows<{ value: string }>(
    db,
    sql`select value from (select distinct vendor as value from products where vendor <> '') d
      order by value collate "C" limit 1000`,
  );
  const types = await queryRows<{ value: string }>(
    db,
    sql`select value from (select distinct product_type as value from products where product_type <> '') d
      order by value collate "C" limit 1000`,
  );
  return { vendors: vendors.map((row) => row.value), productTypes: types.map((row) => row.value) };
}
