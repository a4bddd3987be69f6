import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import {
  inventoryLevels,
  productCreationKeys,
  productImages,
  productMetafields,
  products,
  variantMetafields,
  variants,
} from '../../../db/schema/index';
import { escapeLike } from '../../../db/sql-helpers';

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'handle'>;
export type VariantValues = Omit<typeof variants.$inferInsert, 'id' | 'productId' | 'position'>;

export async function findCreationKey(db: Queryable, key: string): Promise<number | null | undefined> {
  const [row] = await db
    .select({ productId: productCreationKeys.productId })
    .from(productCreationKeys)
    .where(eq(productCreationKeys.key, key));
  return row ? row.productId : undefined;
}

/** True when this transaction now owns the key; waits for a concurrent owner to finish first. */
export async function claimCreationKey(db: Queryable, key: string): Promise<boolean> {
  const rows = await db
    .insert(productCreationKeys)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: productCreationKeys.key });
  return rows.length > 0;
}

export async function attachCreationKey(db: Queryable, key: string, productId: number) {
  await db.update(productCreationKeys).set({ productId }).where(eq(productCreationKeys.key, key));
}

/** Locks the product row for the rest of the transaction; undefined when there is none. */
export async function lockProduct(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: products.id, tags: products.tags })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row;
}

/** Inserts with the slug as handle, or `slug-N` (Shopify's rule) when it is taken; races retry. */
export async function insertProduct(db: Queryable, values: ProductValues, slug: string): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const taken = await db
      .select({ handle: products.handle })
      .from(products)
      .where(sql`${products.handle} = ${slug} or ${products.handle} like ${`${escapeLike(slug)}-%`}`);
    const used = new Set(taken.map((row) => row.handle));
    let handle = slug;
    for (let n = 1; used.has(handle); n++) handle = `${slug}-${n}`;
    const [row] = await db
      .insert(products)
      .values({ ...values, handle })
      .onConflictDoNothing({ target: products.handle })
      .returning({ id: products.id });
    if (row) return row.id;
  }
  throw new Error(`could not find a free handle for ${slug}`);
}

export async function updateProductRow(db: Queryable, id: number, values: Partial<ProductValues>) {
  await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export async function nextVariantPosition(db: Queryable, productId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${variants.position}), 0)::int + 1` })
    .from(variants)
    .where(eq(variants.productId, productId));
  return row?.next ?? 1;
}

export async function insertVariants(db: Queryable, productId: number, firstPosition: number, rows: VariantValues[]) {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(variants)
    .values(rows.map((row, index) => ({ ...row, productId, position: firstPosition + index })))
    .returning({ id: variants.id });
  return inserted.map((row) => row.id);
}

export async function updateVariantRow(db: Queryable, id: number, values: Partial<VariantValues>) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(variants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(variants.id, id));
}

export async function findVariantIdsOfProduct(db: Queryable, productId: number): Promise<number[]> {
  const rows = await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId));
  return rows.map((row) => row.id);
}

/** SKUs (compared case-insensitively) already held by variants other than `exceptIds`. */
export async function findTakenSkus(db: Queryable, skus: string[], exceptIds: number[] = []): Promise<string[]> {
  if (skus.length === 0) return [];
  const lowered = skus.map((sku) => sku.toLowerCase());
  const rows = await db
    .select({ sku: variants.sku })
    .from(variants)
    .where(
      and(
        sql`${variants.sku} <> ''`,
        inArray(sql`lower(${variants.sku})`, lowered),
        exceptIds.length > 0 ? notInArray(variants.id, exceptIds) : undefined,
      ),
    );
  return rows.map((row) => row.sku ?? '');
}

export async function upsertVariantMetafields(
  db: Queryable,
  rows: { variantId: number; key: string; value: string }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(variantMetafields)
    .values(rows)
    .onConflictDoUpdate({
      target: [variantMetafields.variantId, variantMetafields.namespace, variantMetafields.key],
      set: { value: sql`excluded.value` },
    });
}

export async function deleteVariantMetafields(db: Queryable, variantId: number, keys: string[]) {
  if (keys.length === 0) return;
  await db
    .delete(variantMetafields)
    .where(
      and(
        eq(variantMetafields.variantId, variantId),
        eq(variantMetafields.namespace, 'custom'),
        inArray(variantMetafields.key, keys),
      ),
    );
}

export async function insertProductMetafields(
  db: Queryable,
  rows: { productId: number; key: string; value: string }[],
) {
  if (rows.length === 0) return;
  await db.insert(productMetafields).values(rows);
}

/** Adds `delta` to the stock at a location, never going below 0, creating the level if needed. */
export async function adjustStock(db: Queryable, variantId: number, locationId: number, delta: number) {
  await db
    .insert(inventoryLevels)
    .values({ variantId, locationId, available: Math.max(0, delta) })
    .onConflictDoUpdate({
      target: [inventoryLevels.variantId, inventoryLevels.locationId],
      set: { available: sql`greatest(0, ${inventoryLevels.available} + ${delta}::int)`, updatedAt: sql`now()` },
    });
}

export async function replaceProductImages(db: Queryable, productId: number, urls: string[]) {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (urls.length === 0) return;
  await db.insert(productImages).values(urls.map((src, index) => ({ productId, position: index + 1, src, alt: null })));
}

export async function setProductTags(db: Queryable, productId: number, tags: string[]) {
  await db
    .update(products)
    .set({ tags, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}
