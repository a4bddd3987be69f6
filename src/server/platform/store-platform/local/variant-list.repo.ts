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

/**
 * Text sorts in byte order (collation "C"), so both engines list alike whatever their collation.
 * A variant carries its product's vendor, type and status, kept by triggers (migration 0033), so
 * only the tags are read from the product.
 */
const SORT_EXPRESSIONS: Record<Exclude<VariantListSort, 'title'>, SQL> = {
  vendor: sql`lower(v.vendor) collate "C"`,
  productType: sql`lower(v.product_type) collate "C"`,
  sku: sql`lower(v.sku) collate "C"`,
  barcode: sql`v.barcode collate "C"`,
  price: sql`v.price`,
  cost: sql`v.cost`,
  // Kept by the database (a generated column with its own index).
  margin: sql`v.margin`,
  stock: STOCK_TOTAL,
  status: sql`v.status collate "C"`,
  tags: sql`array_to_string(p.tags, ',') collate "C"`,
};

/**
 * The order of a page. By title: `variants.title_sort` is the product's `lower(title)`, kept by
 * triggers, and the title indexes of the variants hold it with the product's id and the variant's
 * (alone, and after the vendor or the type), so a deep page, or a page of a vendor, walks one index
 * and reads no product, and a product's variants stay together. The column is never null, so no
 * `nulls last` (which a backward walk of the index could not give). Other sorts break ties on the
 * variant's id, so paging never repeats or skips a row.
 */
const orderOf = (sort: VariantListSort, direction: SQL) =>
  sort === 'title'
    ? sql`(v.title_sort collate "C") ${direction}, v.product_id ${direction}, v.id ${direction}`
    : sql`${SORT_EXPRESSIONS[sort]} ${direction} nulls last, v.id ${direction}`;

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

/**
 * Every condition, on the variants as `v` (and the stock at one store as `at_store`). The product's
 * vendor, type and status are the variant's own copies, and a collection is a set of product ids,
 * so no product is read to filter or to count.
 */
function whereOf(query: VariantListQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  const text = query.text ? textCondition(query.text) : null;
  if (text) conditions.push(text);
  if (query.vendor !== undefined) conditions.push(sql`v.vendor = ${query.vendor}`);
  if (query.productType !== undefined) conditions.push(sql`v.product_type = ${query.productType}`);
  if (query.status !== undefined) conditions.push(sql`v.status = ${query.status}`);
  if (query.collectionHandle !== undefined)
    conditions.push(sql`v.product_id in (select cp.product_id from collection_products cp
      join collections c on c.id = cp.collection_id where c.handle = ${query.collectionHandle})`);
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
  return sql.join(conditions, sql` and `);
}

/**
 * The variants (with their products when the page sorts by tags), and the stock at one store when
 * the filter asks about it.
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
  const [counted] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from (select 1 from ${fromOf(query, false)} where ${where}
      limit ${VARIANT_COUNT_MAX + 1}) matched`,
  );
  const matched = Number(counted?.total ?? 0);
  const total = Math.min(matched, VARIANT_COUNT_MAX);
  const totalIsCapped = matched > VARIANT_COUNT_MAX;
  if (limit === 0 || (!totalIsCapped && offset >= total)) return { total, totalIsCapped, rows: [] };
  // The page's variants are found first, reading only what the order and filter need (from the
  // indexes alone for a page by title), then their fields are read for those rows only.
  const order = orderOf(query.sort, direction);
  const rows = await queryRows<RawRow>(
    db,
    sql`select v.id, v.product_id, p.title as product_title, v.option1, p.vendor, p.product_type, p.status, p.tags,
        v.sku, v.barcode, v.price, v.cost
      from (select v.id from ${fromOf(query, query.sort === 'tags')} where ${where}
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
