import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Queryable } from '#server/db/client';
import type { CatalogueProduct, ProductStatus, VariantMetafields } from '../port';
import { locationGid, toGid } from './global-ids';
import { queryRows } from '#server/db/sql-helpers';

export interface ProductRow {
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
    /** Shopify's inventory item of a mirrored variant; null in the local catalogue. */
    inventoryItemId: number | null;
    metafields: VariantMetafields;
    inventory: { locationId: number; available: number }[];
  }[];
}

/**
 * Whole products (images, variants, their metafields and stock) as one row each, built by
 * PostgreSQL in one round trip, in the order of `wanted` (a from-item of `id` and `ord`). A variant
 * mirrored from Shopify carries its inventory item's id (`shopify_inventory_items`), read here so
 * the Shopify adapter needs no second query; a local variant's inventory item is the variant.
 */
export function selectProducts(wanted: SQL): SQL {
  return sql`
    select p.id, p.title, p.handle, p.vendor, p.product_type, p.description_html, p.status, p.tags,
      p.category_id, p.created_at, p.updated_at,
      coalesce((select json_object_agg(pm.key, pm.value) from product_metafields pm
        where pm.product_id = p.id and pm.namespace = 'custom'), '{}'::json) as metafields,
      coalesce((select json_agg(json_build_object('id', i.id, 'src', i.src, 'alt', i.alt) order by i.position, i.id)
        from product_images i where i.product_id = p.id), '[]'::json) as images,
      coalesce((select json_agg(json_build_object(
          'id', v.id, 'sku', v.sku, 'barcode', v.barcode, 'option1', v.option1, 'price', v.price, 'cost', v.cost,
          'inventoryItemId', (select s.inventory_item_id from shopify_inventory_items s where s.variant_id = v.id),
          'metafields', coalesce((select json_object_agg(vm.key, vm.value) from variant_metafields vm
            where vm.variant_id = v.id and vm.namespace = 'custom'), '{}'::json),
          'inventory', coalesce((select json_agg(json_build_object('locationId', il.location_id, 'available', il.available)
            order by il.location_id) from inventory_levels il where il.variant_id = v.id), '[]'::json)
        ) order by v.position, v.id) from variants v where v.product_id = p.id), '[]'::json) as variants
    from ${wanted}
    join products p on p.id = wanted.id
    order by wanted.ord`;
}

const dialect = new PgDialect();
/** Statement names by text: hashing the text once per distinct statement, not on every query. */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `mc_catalogue_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** A value written into SQL text: only texts and safe integers are (anything else is bound instead). */
function literalOf(value: unknown): string | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : null;
  // standard_conforming_strings is on: only the quote needs doubling. NUL cannot be in a text.
  if (typeof value === 'string') return value.includes('\0') ? null : `'${value.replaceAll("'", "''")}'`;
  return null;
}

/** The statements this PGlite instance has prepared (its one session keeps them until it closes). */
const preparedOn = new WeakMap<PGlite, Set<string>>();

/**
 * A read on PGlite as `EXECUTE` of a statement it prepared once. PGlite runs in this process on
 * its one thread, and planning a search statement costs it far more than executing it (ADR 092);
 * its protocol has no named statements, so the values are written into the `EXECUTE` as literals.
 * The `EXECUTE` goes as a simple query: through the extended protocol (`query`) PGlite took twice
 * as long for the same rows (ADR 096).
 */
async function executePrepared<T>(client: PGlite, text: string, params: unknown[]): Promise<T[] | null> {
  const literals = params.map(literalOf);
  if (literals.some((literal) => literal === null)) return null;
  const name = statementName(text);
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Set()));
  if (!prepared.has(name)) {
    await client.exec(`prepare ${name} as ${text}`);
    prepared.add(name);
  }
  const [result] = await client.exec(`execute ${name}(${literals.join(', ')})`);
  return (result?.rows ?? []) as T[];
}

/**
 * A catalogue read whose text is already built (`text` names its prepared statement, `params` are
 * its values), and the same read as SQL, for when it runs in an open transaction.
 */
export interface BuiltRead {
  text: string;
  params: unknown[];
  statement: () => SQL;
}

/**
 * Rows of a catalogue read, as a prepared statement (the texts depend only on the shape of the
 * read, never on its values), so it is planned once per connection rather than on every call —
 * most of its cost otherwise (DESIGN §7): a named statement on a PostgreSQL server, `PREPARE` and
 * `EXECUTE` on PGlite.
 */
export async function catalogueRows<T>(db: Queryable, query: SQL | BuiltRead): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  const built = () => (query instanceof SQL ? dialect.sqlToQuery(query) : { sql: query.text, params: query.params });
  if (client instanceof pg.Pool) {
    const { sql: text, params } = built();
    return (await client.query<T & pg.QueryResultRow>({ name: statementName(text), text, values: params })).rows;
  }
  if (client instanceof PGlite) {
    const { sql: text, params } = built();
    const rows = await executePrepared<T>(client, text, params);
    if (rows) return rows;
  }
  // Open transactions go through drizzle.
  return queryRows<T>(db, query instanceof SQL ? query : query.statement());
}

/** A statement's text with placeholders where its values go, and its parameters (placeholders among them). */
export function buildTemplate(query: SQL): { text: string; params: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
}

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const toMoney = (value: number | string) => Math.round(Number(value) * 100) / 100;

export function toProduct(row: ProductRow): CatalogueProduct {
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
      inventoryItemId: toGid('InventoryItem', variant.inventoryItemId ?? variant.id),
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
  const [first, ...rest] = ids.map((id) => Math.trunc(id));
  if (first === undefined) return [];
  // One product (the editor's load, a search by id) as a single value: planned for one row, the
  // prepared statement's generic plan is kept. Planned for an array of unknown length it is not,
  // and each load was planned again, three quarters of its cost (ADR 096).
  // Several travel as one array parameter: one statement text whatever their number.
  const wanted =
    rest.length === 0
      ? sql`(select ${first}::bigint as id, 1 as ord) wanted`
      : sql`unnest(${`{${[first, ...rest].join(',')}}`}::bigint[]) with ordinality as wanted(id, ord)`;
  const rows = await catalogueRows<ProductRow>(db, selectProducts(wanted));
  return rows.map(toProduct);
}

export async function loadProduct(db: Queryable, id: number): Promise<CatalogueProduct | null> {
  return (await loadProducts(db, [id]))[0] ?? null;
}
