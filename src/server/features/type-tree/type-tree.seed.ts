import { readFile } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import { existsSync } from 'node:fs';
import { TYPE_TREE_LISTS } from '#shared/type-tree/type-tree';
import type { Queryable } from '#server/db/client';
import { typeCategories, typeSelections, typeSubcategories } from '#server/db/schema/index';
import { SEED_DATA_DIR } from '#server/db/seed/seed-data-dir';

const TypeTreeFileSchema = z.object({
  types: z.array(
    z.object({
      name: z.string().trim().min(1),
      lists: z.record(z.string(), z.array(z.union([z.string(), z.number()]))),
    }),
  ),
});
/** The type-tree.json shape; lists a type leaves out (or sets to undefined) are empty. */
export interface TypeTreeFile {
  types: readonly { name: string; lists: Readonly<Partial<Record<string, readonly (string | number)[]>>> }[];
}

async function readTypeTreeFile(file: string): Promise<TypeTreeFile> {
  return TypeTreeFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/**
 * Loads the type tree into empty tables: every type gets all eight lists (some empty) in the
 * spec's order; values are trimmed and de-duplicated ignoring case. Returns the values added.
 */
export async function seedTypeTree(db: Queryable, tree: TypeTreeFile): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(typeCategories);
  if ((existing?.n ?? 0) > 0) return 0;
  const types = tree.types.filter((type, index) => tree.types.findIndex((other) => other.name === type.name) === index);
  if (types.length === 0) return 0;
  const categories = await db
    .insert(typeCategories)
    .values(types.map((type) => ({ name: type.name })))
    .returning({ id: typeCategories.id, name: typeCategories.name });
  const categoryIdOf = new Map(categories.map((row) => [row.name, row.id]));
  const listNames = (type: TypeTreeFile['types'][number]) => [
    ...TYPE_TREE_LISTS,
    ...Object.keys(type.lists).filter((name) => !(TYPE_TREE_LISTS as readonly string[]).includes(name)),
  ];
  const subcategoryRows = types.flatMap((type) =>
    listNames(type).map((name, position) => ({ categoryId: categoryIdOf.get(type.name) as number, name, position })),
  );
  const subcategories = await db
    .insert(typeSubcategories)
    .values(subcategoryRows)
    .returning({ id: typeSubcategories.id, categoryId: typeSubcategories.categoryId, name: typeSubcategories.name });
  const selectionRows = types.flatMap((type) => {
    const categoryId = categoryIdOf.get(type.name);
    return Object.entries(type.lists).flatMap(([listName, values = []]) => {
      const subcategory = subcategories.find((row) => row.categoryId === categoryId && row.name === listName);
      if (!subcategory) return [];
      const seen = new Set<string>();
      return values.flatMap((raw) => {
        const value = String(raw).trim();
        if (!value || seen.has(value.toLowerCase())) return [];
        seen.add(value.toLowerCase());
        return [{ subcategoryId: subcategory.id, value }];
      });
    });
  });
  for (let start = 0; start < selectionRows.length; start += 2000) {
    await db
      .insert(typeSelections)
      .values(selectionRows.slice(start, start + 2000))
      .onConflictDoNothing();
  }
  return selectionRows.length;
}

/** The shipped type tree (reference data, seeded on every empty database); a missing file seeds nothing. */
export async function seedShippedTypeTree(db: Queryable, dataDir = SEED_DATA_DIR): Promise<number> {
  const file = `${dataDir}/type-tree.json`;
  return existsSync(file) ? seedTypeTree(db, await readTypeTreeFile(file)) : 0;
}
