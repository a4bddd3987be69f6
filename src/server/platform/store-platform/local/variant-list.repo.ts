import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { escapeLike, queryRows } from '../../../db/sql-helpers';
import { codeKey, gtin14 } from '../../../../shared/products/search-codes';
import {
  VARIANT_LIST_MAX,
  type ProductStatus,
  type VariantListPage,
  type VariantListQuery,
  type VariantListSort,
} from '../port';
import { locationGid, parseGid, toGid } from './global-ids';

/** Codes as search compares them (`codeKey`), the expressions the variants' indexes hold. */
const SKU_KEY = sql`translate(lower(v.sku), ' -', '')`;
const BARCODE_KEY = sql`translate(lower(v.barcode), ' -', '')`;
const MARGIN = sql`case when v.price > 0 and v.cost is not null then (v.price - v.cost) * 100 / v.price end`;
const STOCK_TOTAL = sql`coalesce((select sum(il.available) from inventory_levels il where il.variant_id = v.id), 0)`;

/** Text sorts in byte order (collation "C"), so both engines list alike whatever their collation. */
const SORT_EXPRESSIONS: Record<VariantListSort, SQL> = {
  title: sql`lower(p.title) collate "C"`,
  vendor: sql`lower(p.vendor) collate "C"`,
  productType: sql`lower(p.product_type) collate "C"`,
  sku: sql`lower(v.sku) collate "C"`,
  barcode: sql`v.barcode collate "C"`,
  price: sql`v.price`,
  cost: sql`v.cost`,
  margin: MARGIN,
  stock: STOCK_TOTAL,
  status: sql`p.status collate "C"`,
  tags: sql`array_to_string(p.tags, ',') collate "C"`,
};

/**
 * The text filter by product search's rules (ADR 064): a title holding every word of the term in
 * any order (trigram index on `lower(title)`), or a SKU or barcode holding the term as `codeKey`
 * spells it, or a barcode GTIN-equal to it (`variants_barcode_gtin_idx`).
 */
function textCondition(text: string): SQL | null {
  const name = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!name) return null;
  const words = [...new Set(name.split(' '))];
  const conditions = [
    sql`(${sql.join(
      words.map((word) => sql`lower(p.title) like ${`%${escapeLike(word)}%`}`),
      sql` and `,
    )})`,
  ];
  const key = codeKey(text.trim());
  if (key) {
    const pattern = `%${escapeLike(key)}%`;
    conditions.push(sql`(v.sku <> '' and ${SKU_KEY} like ${pattern})`, sql`${BARCODE_KEY} like ${pattern}`);
    const gtin = gtin14(key);
    if (gtin) conditions.push(sql`(${BARCODE_KEY} ~ '^[0-9]{1,14}$' and lpad(${BARCODE_KEY}, 14, '0') = ${gtin})`);
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

function whereOf(query: VariantListQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  const text = query.text ? textCondition(query.text) : null;
  if (text) conditions.push(text);
  if (query.vendor !== undefined) conditions.push(sql`p.vendor = ${query.vendor}`);
  if (query.productType !== undefined) conditions.push(sql`p.product_type = ${query.productType}`);
  if (query.status !== undefined) conditions.push(sql`p.status = ${query.status}`);
  if (query.collectionHandle !== undefined)
    conditions.push(sql`exists (select 1 from collection_products cp join collections c on c.id = cp.collection_id
      where c.handle = ${query.collectionHandle} and cp.product_id = p.id)`);
  if (query.marginBelow !== undefined)
    conditions.push(
      sql`v.price > 0 and v.cost is not null and (v.price - v.cost) * 100 < ${query.marginBelow} * v.price`,
    );
  if (query.stockAtMost) {
    const location = parseGid('Location', query.stockAtMost.locationId) ?? 0;
    conditions.push(sql`coalesce((select il.available from inventory_levels il
      where il.variant_id = v.id and il.location_id = ${location}), 0) <= ${query.stockAtMost.quantity}`);
  }
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
  inventory: { locationId: number | string; available: number }[] | string;
}

/**
 * A page of variants filtered, sorted and counted in SQL on our own tables (ADR 076): the count
 * and the page are two statements over the same conditions; the stock of the page's rows is
 * gathered per row. Ties are broken by the variant's id so paging never repeats or skips a row.
 */
export async function listVariantRows(db: Queryable, query: VariantListQuery): Promise<VariantListPage> {
  const where = whereOf(query);
  const limit = Math.min(Math.max(0, Math.trunc(query.limit)), VARIANT_LIST_MAX);
  const offset = Math.max(0, Math.trunc(query.offset));
  const direction = query.direction === 'desc' ? sql`desc` : sql`asc`;
  const [counted] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from variants v join products p on p.id = v.product_id where ${where}`,
  );
  const total = Number(counted?.total ?? 0);
  if (limit === 0 || offset >= total) return { total, rows: [] };
  const rows = await queryRows<RawRow>(
    db,
    sql`select v.id, v.product_id, p.title as product_title, v.option1, p.vendor, p.product_type, p.status, p.tags,
        v.sku, v.barcode, v.price, v.cost,
        coalesce((select json_agg(json_build_object('locationId', il.location_id, 'available', il.available)
          order by il.location_id) from inventory_levels il where il.variant_id = v.id), '[]'::json) as inventory
      from variants v join products p on p.id = v.product_id
      where ${where}
      order by ${SORT_EXPRESSIONS[query.sort]} ${direction} nulls last, v.id ${direction}
      limit ${limit} offset ${offset}`,
  );
  return {
    total,
    rows: rows.map((row) => {
      const inventory = typeof row.inventory === 'string' ? (JSON.parse(row.inventory) as []) : row.inventory;
      return {
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
        inventory: inventory.map((level: { locationId: number | string; available: number }) => ({
          locationId: locationGid(Number(level.locationId)),
          available: level.available,
        })),
      };
    }),
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
