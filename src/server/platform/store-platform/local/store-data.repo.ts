import { asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { collectionProducts, collections, customers, locations, products, variants } from '#server/db/schema/index';

export const listLocationRows = (db: Queryable) =>
  db
    .select({ id: locations.id, name: locations.name, code: locations.code })
    .from(locations)
    .orderBy(asc(locations.id));

export async function locationExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id));
  return Boolean(row);
}

export const listCollectionRows = (db: Queryable) =>
  db
    .select({
      id: collections.id,
      title: collections.title,
      handle: collections.handle,
      productsCount: sql<number>`(select count(*)::int from ${collectionProducts} where ${collectionProducts.collectionId} = ${collections.id})`,
    })
    .from(collections)
    .orderBy(asc(collections.title), asc(collections.id));

/** The product row id a variant row belongs to, or null. */
export async function findVariantProductId(db: Queryable, variantId: number): Promise<number | null> {
  const [row] = await db.select({ productId: variants.productId }).from(variants).where(eq(variants.id, variantId));
  return row?.productId ?? null;
}

export async function collectionExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: collections.id }).from(collections).where(eq(collections.id, id));
  return Boolean(row);
}

/** Members of a collection in their manual order, each with its variants' pricing. */
export async function listCollectionMemberRows(db: Queryable, collectionId: number) {
  const members = await db
    .select({ id: products.id, title: products.title, tags: products.tags })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(eq(collectionProducts.collectionId, collectionId))
    .orderBy(asc(collectionProducts.position), asc(products.id));
  if (members.length === 0) return [];
  const variantRows = await db
    .select({
      id: variants.id,
      productId: variants.productId,
      sku: variants.sku,
      price: variants.price,
      cost: variants.cost,
    })
    .from(variants)
    .innerJoin(collectionProducts, eq(collectionProducts.productId, variants.productId))
    .where(eq(collectionProducts.collectionId, collectionId))
    .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id));
  return members.map((member) => ({
    ...member,
    variants: variantRows.filter((variant) => variant.productId === member.id),
  }));
}

/** The collections a product is a member of, by title. */
export const listProductCollectionRows = (db: Queryable, productId: number) =>
  db
    .select({ id: collections.id, title: collections.title, handle: collections.handle })
    .from(collectionProducts)
    .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
    .where(eq(collectionProducts.productId, productId))
    .orderBy(asc(collections.title), asc(collections.id));

export async function productExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return Boolean(row);
}

export async function countCustomersCreatedSince(db: Queryable, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customers).where(gte(customers.createdAt, since));
  return row?.n ?? 0;
}

/** A real round trip for checkConnection: the catalogue's own table, not `select 1`. */
export async function probeCatalogue(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(locations);
  return row?.n ?? 0;
}
