import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../../../db/client';
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
} from '../../../../db/schema/index';
import type { CatalogueProduct, Location, StockLevel } from '../../port';

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

async function writeStock(db: Queryable, variantId: number, levels: StockLevel[], known: Set<number>) {
  await db.delete(inventoryLevels).where(eq(inventoryLevels.variantId, variantId));
  const rows = levels.flatMap((level) => {
    const locationId = gidNumber(level.locationId);
    return locationId !== null && known.has(locationId)
      ? [{ variantId, locationId, available: Math.max(0, level.available) }]
      : [];
  });
  if (rows.length) await db.insert(inventoryLevels).values(rows);
}

async function writeProduct(db: Queryable, input: MirrorProduct, known: Set<number>) {
  const { product } = input;
  const id = requireNumber(product.id);
  const fields = {
    title: product.title,
    handle: product.handle,
    vendor: product.vendor,
    productType: product.productType,
    descriptionHtml: product.descriptionHtml,
    status: product.status,
    tags: product.tags,
    categoryId: product.categoryId,
    option1Name: input.optionName,
    createdAt: time(product.createdAt),
    updatedAt: time(product.updatedAt),
  };
  // Shopify keeps handles unique too; a handle freed by a product not yet mirrored as changed is taken over.
  await db.delete(products).where(and(eq(products.handle, product.handle), sql`${products.id} <> ${id}`));
  await db
    .insert(products)
    .overridingSystemValue()
    .values({ id, ...fields })
    .onConflictDoUpdate({ target: products.id, set: fields });

  await db.delete(productMetafields).where(eq(productMetafields.productId, id));
  const metafields = Object.entries(product.metafields).map(([key, value]) => ({ productId: id, key, value }));
  if (metafields.length) await db.insert(productMetafields).values(metafields);

  await db.delete(productImages).where(eq(productImages.productId, id));
  const images = product.images.flatMap((image, position) => {
    const imageId = gidNumber(image.id);
    return imageId === null ? [] : [{ id: imageId, productId: id, position, src: image.src, alt: image.alt }];
  });
  if (images.length) await db.insert(productImages).overridingSystemValue().values(images);

  const variantIds = product.variants.map((variant) => requireNumber(variant.id));
  await db
    .delete(variants)
    .where(
      variantIds.length
        ? and(eq(variants.productId, id), notInArray(variants.id, variantIds))
        : eq(variants.productId, id),
    );
  for (const [position, variant] of product.variants.entries()) {
    const variantId = variantIds[position] as number;
    const sku = variant.sku?.trim() ? variant.sku : null;
    // Shopify does not require unique SKUs; the catalogue tables do. The variant written last keeps it.
    if (sku) {
      await db
        .update(variants)
        .set({ sku: null })
        .where(
          and(
            sql`lower(${variants.sku}) = lower(${sku})`,
            sql`${variants.sku} <> ''`,
            sql`${variants.id} <> ${variantId}`,
          ),
        );
    }
    const values = {
      productId: id,
      position,
      sku,
      barcode: variant.barcode,
      option1: variant.option1,
      price: variant.price,
      cost: variant.cost,
      updatedAt: time(product.updatedAt),
    };
    await db
      .insert(variants)
      .overridingSystemValue()
      .values({ id: variantId, ...values })
      .onConflictDoUpdate({ target: variants.id, set: values });
    await db.delete(variantMetafields).where(eq(variantMetafields.variantId, variantId));
    const entries = Object.entries(variant.metafields).flatMap(([key, value]) =>
      typeof value === 'string' ? [{ variantId, key, value }] : [],
    );
    if (entries.length) await db.insert(variantMetafields).values(entries);
    if (!input.keepStock) await writeStock(db, variantId, variant.inventory, known);
    const inventoryItemId = gidNumber(variant.inventoryItemId);
    if (inventoryItemId !== null) {
      await db
        .delete(shopifyInventoryItems)
        .where(
          and(
            eq(shopifyInventoryItems.inventoryItemId, inventoryItemId),
            sql`${shopifyInventoryItems.variantId} <> ${variantId}`,
          ),
        );
      await db
        .insert(shopifyInventoryItems)
        .values({ variantId, inventoryItemId })
        .onConflictDoUpdate({ target: shopifyInventoryItems.variantId, set: { inventoryItemId } });
    }
  }

  if (input.collectionIds) {
    const wanted = input.collectionIds.map(requireNumber);
    const existing = new Set(
      (
        await db
          .select({ id: collections.id })
          .from(collections)
          .where(wanted.length ? inArray(collections.id, wanted) : sql`false`)
      ).map((row) => row.id),
    );
    await db.delete(collectionProducts).where(eq(collectionProducts.productId, id));
    const rows = wanted
      .filter((collectionId) => existing.has(collectionId))
      .map((collectionId) => ({ collectionId, productId: id }));
    if (rows.length) await db.insert(collectionProducts).values(rows);
  }
  await db.delete(shopifyDeletedProducts).where(eq(shopifyDeletedProducts.productId, id));
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
          .where(inArray(products.id, ids))
      ).map((row) => [row.id, row.updatedAt.getTime()]),
    );
    const deleted = new Map(
      (
        await tx
          .select({ id: shopifyDeletedProducts.productId, at: shopifyDeletedProducts.deletedAt })
          .from(shopifyDeletedProducts)
          .where(inArray(shopifyDeletedProducts.productId, ids))
      ).map((row) => [row.id, row.at.getTime()]),
    );
    const known = await knownLocationIds(tx);
    const result: MirrorUpsertResult = { written: [], skipped: [] };
    for (const [index, item] of items.entries()) {
      const id = ids[index] as number;
      const incoming = time(item.product.updatedAt).getTime();
      const newerHeld = (current.get(id) ?? -Infinity) > incoming || (deleted.get(id) ?? -Infinity) > incoming;
      if (newerHeld && !options.force) {
        result.skipped.push(id);
        continue;
      }
      await writeProduct(tx, item, known);
      current.set(id, incoming);
      result.written.push(id);
    }
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

/** Gives mirrored products their variants' Shopify inventory item ids (the catalogue tables derive one of their own). */
export async function withInventoryItemIds<T extends CatalogueProduct | null>(db: Queryable, items: T[]): Promise<T[]> {
  const variantIds = items.flatMap(
    (product) => product?.variants.map((variant) => gidNumber(variant.id) as number) ?? [],
  );
  if (variantIds.length === 0) return items;
  const rows = await db
    .select()
    .from(shopifyInventoryItems)
    .where(inArray(shopifyInventoryItems.variantId, variantIds));
  const byVariant = new Map(rows.map((row) => [row.variantId, row.inventoryItemId]));
  return items.map((product) =>
    product
      ? {
          ...product,
          variants: product.variants.map((variant) => {
            const item = byVariant.get(gidNumber(variant.id) as number);
            return item === undefined
              ? variant
              : { ...variant, inventoryItemId: `gid://shopify/InventoryItem/${item}` };
          }),
        }
      : product,
  );
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
      .where(inArray(shopifyInventoryItems.inventoryItemId, items));
    const byItem = new Map(rows.map((row) => [row.item, row]));
    const known = await knownLocationIds(tx);
    const products = new Set<number>();
    for (const level of levels) {
      const row = byItem.get(gidNumber(level.inventoryItemId) ?? -1);
      const locationId = gidNumber(level.locationId);
      if (!row || locationId === null || !known.has(locationId)) continue;
      const available = Math.max(0, level.available);
      await tx
        .insert(inventoryLevels)
        .values({ variantId: row.variantId, locationId, available })
        .onConflictDoUpdate({ target: [inventoryLevels.variantId, inventoryLevels.locationId], set: { available } });
      products.add(row.productId);
    }
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
