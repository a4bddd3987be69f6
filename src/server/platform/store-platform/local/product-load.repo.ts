import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Queryable } from '../../../db/client';
import type { CatalogueProduct, ProductStatus, VariantMetafields } from '../port';
import { locationGid, toGid } from './global-ids';
import { queryRows } from '../../../db/sql-helpers';

interface ProductRow {
  /** `bigint`: text from both drivers (inside the JSON columns, ids are JSON numbers). */
  id: number | string;
  title: string;
  handle: string;
  vendor: string;
  product_type: string;
  description_html: string;
  status: ProductStatus;
  tags: string[];
  category_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  metafields: Record<string, string>;
  images: { id: number; src: string; alt: string | null }[];
  variants: {
    id: number;
    sku: string | null;
    barcode: string | null;
    option1: string | null;
    price: number | string;
    cost: number | string | null;
    metafields: VariantMetafields;
    inventory: { locationId: number; available: number }[];
  }[];
}

/**
 * Whole products (images, variants, their metafields and stock) as one row each, built by
 * PostgreSQL in one round trip, in the order of `ids`. The text never changes (the ids travel as
 * one array parameter), so on a PostgreSQL server it runs as a named prepared statement and skips
 * re-planning — most of its cost otherwise (DESIGN §7).
 */
function selectProducts(idsLiteral: string): SQL {
  return sql`
    select p.id, p.title, p.handle, p.vendor, p.product_type, p.description_html, p.status, p.tags,
      p.category_id, p.created_at, p.updated_at,
      coalesce((select json_object_agg(pm.key, pm.value) from product_metafields pm
        where pm.product_id = p.id and pm.namespace = 'custom'), '{}'::json) as metafields,
      coalesce((select json_agg(json_build_object('id', i.id, 'src', i.src, 'alt', i.alt) order by i.position, i.id)
        from product_images i where i.product_id = p.id), '[]'::json) as images,
      coalesce((select json_agg(json_build_object(
          'id', v.id, 'sku', v.sku, 'barcode', v.barcode, 'option1', v.option1, 'price', v.price, 'cost', v.cost,
          'metafields', coalesce((select json_object_agg(vm.key, vm.value) from variant_metafields vm
            where vm.variant_id = v.id and vm.namespace = 'custom'), '{}'::json),
          'inventory', coalesce((select json_agg(json_build_object('locationId', il.location_id, 'available', il.available)
            order by il.location_id) from inventory_levels il where il.variant_id = v.id), '[]'::json)
        ) order by v.position, v.id) from variants v where v.product_id = p.id), '[]'::json) as variants
    from unnest(${idsLiteral}::bigint[]) with ordinality as wanted(id, ord)
    join products p on p.id = wanted.id
    order by wanted.ord`;
}

const LOAD_STATEMENT = 'mc_catalogue_load_products';
const LOAD_TEXT = new PgDialect().sqlToQuery(selectProducts('{}')).sql;

async function queryProductRows(db: Queryable, ids: number[]): Promise<ProductRow[]> {
  const idsLiteral = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return (await client.query<ProductRow>({ name: LOAD_STATEMENT, text: LOAD_TEXT, values: [idsLiteral] })).rows;
  }
  // PGlite (in-process, one query at a time) and open transactions go through drizzle.
  return queryRows<ProductRow>(db, selectProducts(idsLiteral));
}

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const toMoney = (value: number | string) => Math.round(Number(value) * 100) / 100;

function toProduct(row: ProductRow): CatalogueProduct {
  return {
    id: toGid('Product', Number(row.id)),
    title: row.title,
    handle: row.handle,
    vendor: row.vendor,
    productType: row.product_type,
    descriptionHtml: row.description_html,
    status: row.status,
    tags: row.tags,
    categoryId: row.category_id,
    metafields: row.metafields,
    images: row.images.map((image) => ({ id: toGid('MediaImage', image.id), src: image.src, alt: image.alt })),
    variants: row.variants.map((variant) => ({
      id: toGid('ProductVariant', variant.id),
      inventoryItemId: toGid('InventoryItem', variant.id),
      title: variant.option1 ?? 'Default Title',
      sku: variant.sku,
      barcode: variant.barcode,
      option1: variant.option1,
      price: toMoney(variant.price),
      cost: variant.cost === null ? null : toMoney(variant.cost),
      metafields: variant.metafields,
      inventory: variant.inventory.map((level) => ({
        locationId: locationGid(level.locationId),
        available: level.available,
      })),
    })),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** Products by id, in the order given; unknown ids are skipped. */
export async function loadProducts(db: Queryable, ids: number[]): Promise<CatalogueProduct[]> {
  if (ids.length === 0) return [];
  return (await queryProductRows(db, ids)).map(toProduct);
}

export async function loadProduct(db: Queryable, id: number): Promise<CatalogueProduct | null> {
  return (await loadProducts(db, [id]))[0] ?? null;
}
