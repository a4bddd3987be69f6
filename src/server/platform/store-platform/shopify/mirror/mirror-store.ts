import { and, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '#server/db/client';
import {
  collectionProducts,
  collections,
  inventoryLevels,
  locations,
  productImages,
  productMetafields,
  products,
  shopifyDeletedProducts,
  shopifyInventoryItems,
  variantMetafields,
  variants,
} from '#server/db/schema/index';
import type { CatalogueProduct, Location } from '#server/platform/store-platform/port';

/**
 * Writes into the mirror: Shopify's answers, stored in the catalogue tables under Shopify's own
 * ids, so that the local adapter's reads answer for the Shopify store (ADR 065).
 */

/** The number inside a Shopify global id (`gid://shopify/Product/123` → 123), or null. */
export function gidNumber(gid: string | null | undefined): number | null {
  const match = /^gid:\/\/shopify\/[A-Za-z]+\/([1-9]\d{0,15})$/.exec(gid ?? '');
  return match && Number(match[1]) <= Number.MAX_SAFE_INTEGER ? Number(match[1]) : null;
}

const requireNumber = (gid: string) => {
  const id = gidNumber(gid);
  if (id === null) throw new Error(`Not a Shopify global id: ${gid}`);
  return id;
};

/** A product as Shopify answered it, with what the mirror needs beyond the port's shape. */
export interface MirrorProduct {
  product: CatalogueProduct;
  /** Name of the first option (`Title` for a product without options). */
  optionName: string;
  /** The collections it belongs to (gids), when the answer said; left as they are otherwise. */
  collectionIds?: string[];
  /** The answer carried no stock (the full sync reads it apart): stock rows are left as they are. */
  keepStock?: boolean;
}

/** What one upsert did: products written, and those skipped because the mirror already held a newer state. */
export interface MirrorUpsertResult {
  written: number[];
  skipped: number[];
}

const time = (iso: string) => new Date(iso);

async function knownLocationIds(db: Queryable): Promise<Set<number>> {
  return new Set((await db.select({ id: locations.id }).from(locations)).map((row) => row.id));
}

/** Pairs handed to PostgreSQL as one JSON parameter and read as rows (the same on both drivers). */
const recordset = (rows: readonly Record<string, unknown>[], columns: string) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as w(${sql.raw(columns)})`;

/**
 * Inserts rows (keyed by the table's fields, every row with the same keys) in one statement of one
 * JSON parameter, read by PostgreSQL as a record set. A batch's thousands of values bound one by
 * one cost the query builder more time than PostgreSQL took to store them (ADR 094). `onConflict`
 * names the conflict target's fields and the fields an existing row takes from the new one.
 */
async function insertRecords(
  db: Queryable,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  options: { isOverridingIdentity?: boolean; onConflict?: { target: string[]; update: string[] } } = {},
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(table);
  const column = (key: string) => {
    const found = columns[key];
    if (!found) throw new Error(`No column ${key}`);
    return found;
  };
  const quoted = (key: string) => `"${column(key).name}"`;
  const keys = Object.keys(first);
  const list = sql.raw(keys.map(quoted).join(', '));
  const shape = keys.map((key) => `${quoted(key)} ${column(key).getSQLType()}`).join(', ');
  const records = rows.map((row) => Object.fromEntries(keys.map((key) => [column(key).name, row[key] ?? null])));
  const overriding = options.isOverridingIdentity ? sql.raw(' overriding system value') : sql``;
  const conflict = options.onConflict
    ? sql.raw(
        ` on conflict (${options.onConflict.target.map(quoted).join(', ')}) do update set ` +
          options.onConflict.update.map((key) => `${quoted(key)} = excluded.${quoted(key)}`).join(', '),
      )
    : sql``;
  await db.execute(
    sql`insert into ${table} (${list})${overriding} select ${list} from ${recordset(records, shape)}${conflict}`,
  );
}

const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
/** `column = any(ids)` with the ids as one array parameter, however many. */
const anyOf = (column: SQL | PgColumn, ids: readonly number[]) => sql`${column} = any(${idArray(ids)}::bigint[])`;
/** `column <> all(ids)`, the ids as one array parameter. */
const noneOf = (column: SQL | PgColumn, ids: readonly number[]) => sql`${column} <> all(${idArray(ids)}::bigint[])`;

/** The columns a row of the batch sets, but its id: what an upsert of it updates. */
const updatedKeys = (row: object | undefined) => Object.keys(row ?? {}).filter((key) => key !== 'id');

/**
 * `p.handle = w.handle` as a range of one text in byte order, which only the handle's btree
 * (`text_pattern_ops`) answers: for `=` the planner may take the trigram index, whose lookups read
 * its list of pending entries too (ADR 094).
 */
const sameHandle = sql`p.handle ~>=~ w.handle and p.handle ~<=~ w.handle`;

/**
 * Writes products as Shopify answered them, a statement per table for all of them (a sync stores
 * 100 products a batch; written one by one that was some 26 statements a product). `items` hold
 * each product once.
 */
async function writeProducts(db: Queryable, items: readonly MirrorProduct[], known: Set<number>) {
  const ids = items.map((item) => requireNumber(item.product.id));
  const wanted = items.map((item, index) => ({ id: ids[index] as number, handle: item.product.handle }));

  // Shopify keeps handles unique too: a handle freed by a product not written here is taken over,
  // and handles passed between the products written here are let go first.
  await db.execute(
    sql`delete from ${products} p using ${recordset(wanted, 'id bigint, handle text')}
      where ${sameHandle} and p.id <> w.id and ${noneOf(sql`p.id`, ids)}`,
  );
  await db.execute(
    sql`update ${products} p set handle = 'mirror-handle-in-transit-' || p.id
      from ${recordset(wanted, 'id bigint, handle text')} where ${sameHandle} and p.id <> w.id`,
  );
  const productRows = items.map(({ product, optionName }, index) => ({
    id: ids[index] as number,
    title: product.title,
    handle: product.handle,
    vendor: product.vendor,
    productType: product.productType,
    descriptionHtml: product.descriptionHtml,
    status: product.status,
    tags: product.tags,
    categoryId: product.categoryId,
    option1Name: optionName,
    createdAt: time(product.createdAt),
    updatedAt: time(product.updatedAt),
  }));
  await insertRecords(db, products, productRows, {
    isOverridingIdentity: true,
    onConflict: { target: ['id'], update: updatedKeys(productRows[0]) },
  });

  await db.delete(productMetafields).where(anyOf(productMetafields.productId, ids));
  const metafields = items.flatMap(({ product }, index) =>
    Object.entries(product.metafields).map(([key, value]) => ({ productId: ids[index] as number, key, value })),
  );
  await insertRecords(db, productMetafields, metafields);

  await db.delete(productImages).where(anyOf(productImages.productId, ids));
  const images = items.flatMap(({ product }, index) =>
    product.images.flatMap((image, position) => {
      const imageId = gidNumber(image.id);
      return imageId === null
        ? []
        : [{ id: imageId, productId: ids[index] as number, position, src: image.src, alt: image.alt }];
    }),
  );
  await insertRecords(db, productImages, images, { isOverridingIdentity: true });

  const variantRows = items.flatMap(({ product }, index) =>
    product.variants.map((variant, position) => ({
      id: requireNumber(variant.id),
      productId: ids[index] as number,
      position,
      sku: variant.sku?.trim() ? variant.sku : null,
      barcode: variant.barcode,
      option1: variant.option1,
      price: variant.price,
      cost: variant.cost,
      updatedAt: time(product.updatedAt),
      source: { variant, keepStock: items[index]?.keepStock === true },
    })),
  );
  // A variant answered twice (moved between two products of this batch) is written where it went last.
  const lastOfVariant = new Map(variantRows.map((row) => [row.id, row]));
  for (let index = variantRows.length - 1; index >= 0; index -= 1) {
    if (lastOfVariant.get(variantRows[index]?.id ?? -1) !== variantRows[index]) variantRows.splice(index, 1);
  }
  const variantIds = variantRows.map((row) => row.id);
  await db
    .delete(variants)
    .where(
      variantIds.length
        ? and(anyOf(variants.productId, ids), noneOf(variants.id, variantIds))
        : anyOf(variants.productId, ids),
    );
  // Shopify does not require unique SKUs; the catalogue tables do. The variant written last keeps it.
  const skuHolders = new Map<string, number>();
  for (const row of variantRows) if (row.sku) skuHolders.set(row.sku.toLowerCase(), row.id);
  for (const row of variantRows) if (row.sku && skuHolders.get(row.sku.toLowerCase()) !== row.id) row.sku = null;
  if (skuHolders.size) {
    const holders = [...skuHolders].map(([sku, id]) => ({ sku, id }));
    await db.execute(
      sql`update ${variants} v set sku = null from ${recordset(holders, 'sku text, id bigint')}
        where v.sku <> '' and lower(v.sku) = w.sku and v.id <> w.id`,
    );
  }
  const variantValues = variantRows.map(({ source: _source, ...row }) => row);
  await insertRecords(db, variants, variantValues, {
    isOverridingIdentity: true,
    onConflict: { target: ['id'], update: updatedKeys(variantValues[0]) },
  });

  if (variantIds.length) await db.delete(variantMetafields).where(anyOf(variantMetafields.variantId, variantIds));
  const variantEntries = variantRows.flatMap(({ id: variantId, source }) =>
    Object.entries(source.variant.metafields).flatMap(([key, value]) =>
      typeof value === 'string' ? [{ variantId, key, value }] : [],
    ),
  );
  await insertRecords(db, variantMetafields, variantEntries);

  const stocked = variantRows.filter((row) => !row.source.keepStock);
  if (stocked.length) {
    await db.delete(inventoryLevels).where(
      anyOf(
        inventoryLevels.variantId,
        stocked.map((row) => row.id),
      ),
    );
  }
  const levels = stocked.flatMap(({ id: variantId, source }) =>
    source.variant.inventory.flatMap((level) => {
      const locationId = gidNumber(level.locationId);
      return locationId !== null && known.has(locationId)
        ? [{ variantId, locationId, available: Math.max(0, level.available) }]
        : [];
    }),
  );
  await insertRecords(db, inventoryLevels, levels);

  const itemRows = variantRows.flatMap(({ id: variantId, source }) => {
    const inventoryItemId = gidNumber(source.variant.inventoryItemId);
    return inventoryItemId === null ? [] : [{ variantId, inventoryItemId }];
  });
  if (itemRows.length) {
    await db.execute(
      sql`delete from ${shopifyInventoryItems} s using ${recordset(itemRows, '"variantId" bigint, "inventoryItemId" bigint')}
        where s.inventory_item_id = w."inventoryItemId" and s.variant_id <> w."variantId"`,
    );
    await insertRecords(db, shopifyInventoryItems, itemRows, {
      onConflict: { target: ['variantId'], update: ['inventoryItemId'] },
    });
  }

  const withCollections = items.flatMap((item, index) =>
    item.collectionIds ? [{ productId: ids[index] as number, wanted: item.collectionIds.map(requireNumber) }] : [],
  );
  if (withCollections.length) {
    const all = [...new Set(withCollections.flatMap((row) => row.wanted))];
    const existing = new Set(
      all.length
        ? (await db.select({ id: collections.id }).from(collections).where(inArray(collections.id, all))).map(
            (row) => row.id,
          )
        : [],
    );
    await db.delete(collectionProducts).where(
      inArray(
        collectionProducts.productId,
        withCollections.map((row) => row.productId),
      ),
    );
    const memberships = withCollections.flatMap(({ productId, wanted: collectionIds }) =>
      [...new Set(collectionIds)]
        .filter((collectionId) => existing.has(collectionId))
        .map((collectionId) => ({ collectionId, productId })),
    );
    await insertRecords(db, collectionProducts, memberships);
  }
  await db.delete(shopifyDeletedProducts).where(anyOf(shopifyDeletedProducts.productId, ids));
}

/**
 * Upserts products as Shopify answered them, in one transaction. A product whose mirrored row is
 * newer (`updated_at`), or that was deleted after this answer was made, is left alone: events
 * may arrive in any order and an older one never overwrites a newer row.
 */
export async function upsertMirrorProducts(
  db: Database['db'],
  items: readonly MirrorProduct[],
  options: { force?: boolean } = {},
): Promise<MirrorUpsertResult> {
  if (items.length === 0) return { written: [], skipped: [] };
  const ids = items.map((item) => requireNumber(item.product.id));
  return db.transaction(async (tx) => {
    const current = new Map(
      (
        await tx
          .select({ id: products.id, updatedAt: products.updatedAt })
          .from(products)
          .where(anyOf(products.id, ids))
      ).map((row) => [row.id, row.updatedAt.getTime()]),
    );
    const deleted = new Map(
      (
        await tx
          .select({ id: shopifyDeletedProducts.productId, at: shopifyDeletedProducts.deletedAt })
          .from(shopifyDeletedProducts)
          .where(anyOf(shopifyDeletedProducts.productId, ids))
      ).map((row) => [row.id, row.at.getTime()]),
    );
    const result: MirrorUpsertResult = { written: [], skipped: [] };
    // The last answer for a product is the one written, as if each were written in turn.
    const toWrite = new Map<number, MirrorProduct>();
    for (const [index, item] of items.entries()) {
      const id = ids[index] as number;
      const incoming = time(item.product.updatedAt).getTime();
      const newerHeld = (current.get(id) ?? -Infinity) > incoming || (deleted.get(id) ?? -Infinity) > incoming;
      if (newerHeld && !options.force) {
        result.skipped.push(id);
        continue;
      }
      toWrite.delete(id);
      toWrite.set(id, item);
      current.set(id, incoming);
      result.written.push(id);
    }
    if (toWrite.size) await writeProducts(tx, [...toWrite.values()], await knownLocationIds(tx));
    return result;
  });
}

/** Removes a product deleted in Shopify, remembering when, unless the mirror holds a newer state of it. */
export async function deleteMirrorProduct(db: Database['db'], productGid: string, deletedAt: Date): Promise<boolean> {
  const id = requireNumber(productGid);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ updatedAt: products.updatedAt }).from(products).where(eq(products.id, id));
    if (row && row.updatedAt.getTime() > deletedAt.getTime()) return false;
    await tx.delete(products).where(eq(products.id, id));
    await tx
      .insert(shopifyDeletedProducts)
      .values({ productId: id, deletedAt })
      .onConflictDoUpdate({ target: shopifyDeletedProducts.productId, set: { deletedAt } });
    return Boolean(row);
  });
}

/**
 * Sets a variant's stock at one location, as an `inventory_levels/update` event says, unless the
 * mirror's level was set by a later event. Answers the product's row id when it changed the row.
 */
export async function setMirrorStock(
  db: Queryable,
  variantGid: string,
  locationGid: string,
  available: number,
  at: Date,
): Promise<number | null> {
  const variantId = gidNumber(variantGid);
  const locationId = gidNumber(locationGid);
  if (variantId === null || locationId === null) return null;
  const [variant] = await db.select({ productId: variants.productId }).from(variants).where(eq(variants.id, variantId));
  const [location] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId));
  if (!variant || !location) return null;
  const value = Math.max(0, available);
  const written = await db
    .insert(inventoryLevels)
    .values({ variantId, locationId, available: value, updatedAt: at })
    .onConflictDoUpdate({
      target: [inventoryLevels.variantId, inventoryLevels.locationId],
      set: { available: value, updatedAt: at },
      where: sql`${inventoryLevels.updatedAt} <= ${at.toISOString()}::timestamptz`,
    })
    .returning({ variantId: inventoryLevels.variantId });
  return written.length ? variant.productId : null;
}

/** The store's locations, as Shopify lists them; locations no longer listed leave the mirror. */
export async function replaceMirrorLocations(db: Database['db'], list: readonly Location[]): Promise<void> {
  const rows = list.map((location) => {
    const id = requireNumber(location.id);
    return { id, name: location.name, code: `shopify-${id}` };
  });
  await db.transaction(async (tx) => {
    const ids = rows.map((row) => row.id);
    await tx.delete(locations).where(ids.length ? notInArray(locations.id, ids) : sql`true`);
    for (const row of rows) {
      await tx
        .insert(locations)
        .overridingSystemValue()
        .values(row)
        .onConflictDoUpdate({ target: locations.id, set: { name: row.name, code: row.code } });
    }
  });
}

/** The store's collections (id, title, handle); collections no longer listed leave the mirror. */
export async function replaceMirrorCollections(
  db: Database['db'],
  list: readonly { id: string; title: string; handle: string }[],
): Promise<void> {
  const rows = list.map((collection) => ({
    id: requireNumber(collection.id),
    title: collection.title,
    handle: collection.handle,
  }));
  await db.transaction(async (tx) => {
    const ids = rows.map((row) => row.id);
    await tx.delete(collections).where(ids.length ? notInArray(collections.id, ids) : sql`true`);
    for (const row of rows) {
      await tx.delete(collections).where(and(eq(collections.handle, row.handle), sql`${collections.id} <> ${row.id}`));
      await tx
        .insert(collections)
        .overridingSystemValue()
        .values(row)
        .onConflictDoUpdate({ target: collections.id, set: { title: row.title, handle: row.handle } });
    }
  });
}

/** The variant (gid) of a Shopify inventory item, as the mirror knows it. */
export async function findVariantOfInventoryItem(db: Queryable, inventoryItemGid: string): Promise<string | null> {
  const item = gidNumber(inventoryItemGid);
  if (item === null) return null;
  const [row] = await db
    .select({ variantId: shopifyInventoryItems.variantId })
    .from(shopifyInventoryItems)
    .where(eq(shopifyInventoryItems.inventoryItemId, item));
  return row ? `gid://shopify/ProductVariant/${row.variantId}` : null;
}

/** Stock levels as the full sync reads them (by inventory item); items the mirror does not know are skipped. */
export async function applyMirrorStock(
  db: Database['db'],
  levels: readonly { inventoryItemId: string; locationId: string; available: number }[],
): Promise<number[]> {
  const items = levels.map((level) => gidNumber(level.inventoryItemId)).filter((id): id is number => id !== null);
  if (items.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        variantId: shopifyInventoryItems.variantId,
        item: shopifyInventoryItems.inventoryItemId,
        productId: variants.productId,
      })
      .from(shopifyInventoryItems)
      .innerJoin(variants, eq(variants.id, shopifyInventoryItems.variantId))
      .where(anyOf(shopifyInventoryItems.inventoryItemId, items));
    const byItem = new Map(rows.map((row) => [row.item, row]));
    const known = await knownLocationIds(tx);
    const products = new Set<number>();
    // One row per variant and location, the last level given winning, written a chunk per statement.
    const wanted = new Map<string, { variantId: number; locationId: number; available: number }>();
    for (const level of levels) {
      const row = byItem.get(gidNumber(level.inventoryItemId) ?? -1);
      const locationId = gidNumber(level.locationId);
      if (!row || locationId === null || !known.has(locationId)) continue;
      wanted.set(`${row.variantId}:${locationId}`, {
        variantId: row.variantId,
        locationId,
        available: Math.max(0, level.available),
      });
      products.add(row.productId);
    }
    await insertRecords(tx, inventoryLevels, [...wanted.values()], {
      onConflict: { target: ['variantId', 'locationId'], update: ['available'] },
    });
    return [...products];
  });
}

/** Removes mirrored products a full sync did not see (deleted in Shopify while no event came). */
export async function removeMirrorProductsNotIn(
  db: Database['db'],
  seen: ReadonlySet<number>,
  at: Date,
): Promise<number[]> {
  const held = (await db.select({ id: products.id, updatedAt: products.updatedAt }).from(products)).filter(
    (row) => !seen.has(row.id) && row.updatedAt.getTime() <= at.getTime(),
  );
  for (const row of held) await deleteMirrorProduct(db, `gid://shopify/Product/${row.id}`, at);
  return held.map((row) => row.id);
}
