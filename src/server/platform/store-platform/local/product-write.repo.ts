import { randomBytes } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import {
  inventoryLevels,
  productCreationKeys,
  productImages,
  productMetafields,
  products,
  variantMetafields,
  variants,
} from '#server/db/schema/index';
import { escapeLike } from '#server/db/sql-helpers';

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

/** The first key of our transaction-scoped advisory locks on handles (the second is the slug's hash). */
const HANDLE_LOCK_SPACE = 4_242_002;
/** Rounds of "find the lowest free handle, insert it" before falling back to a random suffix. */
const HANDLE_ROUNDS = 8;

/**
 * Inserts with the slug as handle, or `slug-N` (Shopify's rule) when it is taken. Call inside a
 * transaction: creations of one slug take turns on an advisory lock held until commit, so each
 * sees the handles the earlier ones took (unlocked, parallel creations of one title all chose the
 * same `slug-N` and most failed). A different title whose slug is itself `slug-N` can still take
 * the chosen handle first; the insert then finds it taken and looks again, and a handle that stays
 * contended ends with a random suffix: a taken handle never fails a creation.
 */
export async function insertProduct(db: Queryable, values: ProductValues, slug: string): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(${HANDLE_LOCK_SPACE}, hashtext(${slug}))`);
  for (let round = 0; round < HANDLE_ROUNDS; round++) {
    const taken = await db
      .select({ handle: products.handle })
      .from(products)
      .where(sql`${products.handle} = ${slug} or ${products.handle} like ${`${escapeLike(slug)}-%`}`);
    const used = new Set(taken.map((row) => row.handle));
    let handle = slug;
    for (let n = 1; used.has(handle); n++) handle = `${slug}-${n}`;
    const id = await insertWithHandle(db, values, handle);
    if (id !== null) return id;
  }
  // 2^32 suffixes: a second round is already unlikely, a fifth would mean something else is wrong.
  for (let round = 0; round < 4; round++) {
    const id = await insertWithHandle(db, values, `${slug}-${randomBytes(4).toString('hex')}`);
    if (id !== null) return id;
  }
  throw new Error(`could not find a free handle for ${slug}`);
}

/** The new product's id, or null when the handle is taken (waiting for a concurrent holder to finish first). */
async function insertWithHandle(db: Queryable, values: ProductValues, handle: string): Promise<number | null> {
  const [row] = await db
    .insert(products)
    .values({ ...values, handle })
    .onConflictDoNothing({ target: products.handle })
    .returning({ id: products.id });
  return row?.id ?? null;
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

/** Each product's tags, locked for the caller's transaction; ids of no product are left out. */
export async function lockProductTags(db: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, tags: products.tags })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .for('update');
}

/** Sets many products' tags in one statement. */
export async function setManyProductTags(db: Queryable, rows: readonly { id: number; tags: string[] }[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    update products p set tags = array(select jsonb_array_elements_text(v.tags)), updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, tags jsonb)
    where p.id = v.id`);
}

export async function setProductTags(db: Queryable, productId: number, tags: string[]) {
  await db
    .update(products)
    .set({ tags, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}
