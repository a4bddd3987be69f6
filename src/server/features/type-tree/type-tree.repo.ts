import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { typeCategories, typeSelections, typeSubcategories } from '#server/db/schema/index';

export const listCategoryRows = (db: Queryable) =>
  db
    .select({ id: typeCategories.id, name: typeCategories.name })
    .from(typeCategories)
    .orderBy(asc(typeCategories.name));

export async function findCategory(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: typeCategories.id, name: typeCategories.name })
    .from(typeCategories)
    .where(eq(typeCategories.id, id));
  return row;
}

export const listSubcategoryRows = (db: Queryable, categoryId: number) =>
  db
    .select({ id: typeSubcategories.id, name: typeSubcategories.name })
    .from(typeSubcategories)
    .where(eq(typeSubcategories.categoryId, categoryId))
    .orderBy(asc(typeSubcategories.position), asc(typeSubcategories.id));

export const listSelectionRowsOfCategory = (db: Queryable, categoryId: number) =>
  db
    .select({ id: typeSelections.id, value: typeSelections.value, subcategoryId: typeSelections.subcategoryId })
    .from(typeSelections)
    .innerJoin(typeSubcategories, eq(typeSubcategories.id, typeSelections.subcategoryId))
    .where(eq(typeSubcategories.categoryId, categoryId));

/** Every value with its type and list name: the whole tree is a few thousand short rows. */
export const listTreeRows = (db: Queryable) =>
  db
    .select({ typeName: typeCategories.name, listName: typeSubcategories.name, value: typeSelections.value })
    .from(typeCategories)
    .leftJoin(typeSubcategories, eq(typeSubcategories.categoryId, typeCategories.id))
    .leftJoin(typeSelections, eq(typeSelections.subcategoryId, typeSubcategories.id));

export async function findSubcategory(db: Queryable, id: number) {
  const [row] = await db
    .select({ id: typeSubcategories.id, name: typeSubcategories.name, categoryId: typeSubcategories.categoryId })
    .from(typeSubcategories)
    .where(eq(typeSubcategories.id, id));
  return row;
}

export async function findSelectionIgnoringCase(db: Queryable, subcategoryId: number, value: string) {
  const [row] = await db
    .select({ id: typeSelections.id, value: typeSelections.value })
    .from(typeSelections)
    .where(
      sql`${typeSelections.subcategoryId} = ${subcategoryId} and lower(${typeSelections.value}) = lower(${value})`,
    );
  return row;
}

/** Undefined when the value (ignoring case) is already there, including by a concurrent insert. */
export async function insertSelection(db: Queryable, subcategoryId: number, value: string) {
  const [row] = await db
    .insert(typeSelections)
    .values({ subcategoryId, value })
    .onConflictDoNothing()
    .returning({ id: typeSelections.id, value: typeSelections.value, subcategoryId: typeSelections.subcategoryId });
  return row;
}
