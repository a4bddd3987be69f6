import {
  TYPE_TREE_FULL_LISTS,
  TYPE_TREE_MESSAGES,
  compareSelectionValues,
  type AddSelectionInput,
  type CreatedSelection,
  type TypeTreeCategory,
  type TypeTreeCategoryDetail,
  type TypeTreeFull,
} from '#shared/type-tree/type-tree';
import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import { conflict, notFound } from '#server/http/errors';
import type { Actor } from '#server/platform/store-platform/port';
import * as repo from './type-tree.repo';

const emptyLists = () =>
  Object.fromEntries(TYPE_TREE_FULL_LISTS.map((name) => [name, [] as string[]])) as TypeTreeFull[string];

export function createTypeTreeService(db: Db, now: () => Date = () => new Date()) {
  return {
    /** Spec 02 §3: keyed by type name, the five lists the wizard offers, each sorted. */
    async getFullTree(): Promise<TypeTreeFull> {
      const tree: TypeTreeFull = {};
      for (const row of await repo.listTreeRows(db)) {
        const lists = (tree[row.typeName] ??= emptyLists());
        const list = row.listName ? lists[row.listName as keyof typeof lists] : undefined;
        if (list && row.value !== null) list.push(row.value);
      }
      for (const lists of Object.values(tree))
        for (const values of Object.values(lists)) values.sort(compareSelectionValues);
      return tree;
    },

    listCategories: (): Promise<TypeTreeCategory[]> => repo.listCategoryRows(db),

    async getCategory(id: number): Promise<TypeTreeCategoryDetail> {
      const category = await repo.findCategory(db, id);
      if (!category) throw notFound(TYPE_TREE_MESSAGES.categoryNotFound);
      const [subcategories, selections] = await Promise.all([
        repo.listSubcategoryRows(db, id),
        repo.listSelectionRowsOfCategory(db, id),
      ]);
      return {
        ...category,
        subcategories: subcategories.map((subcategory) => ({
          ...subcategory,
          selections: selections
            .filter((selection) => selection.subcategoryId === subcategory.id)
            .map(({ id: selectionId, value }) => ({ id: selectionId, value }))
            .sort((a, b) => compareSelectionValues(a.value, b.value)),
        })),
      };
    },

    async addSelection(input: AddSelectionInput, actor: Actor): Promise<CreatedSelection> {
      return db.transaction(async (tx) => {
        const subcategory = await repo.findSubcategory(tx, input.subcategoryId);
        if (!subcategory) throw notFound(TYPE_TREE_MESSAGES.subcategoryNotFound);
        const existing = await repo.findSelectionIgnoringCase(tx, subcategory.id, input.value);
        const created = existing ? undefined : await repo.insertSelection(tx, subcategory.id, input.value);
        if (!created) {
          const stored = existing ?? (await repo.findSelectionIgnoringCase(tx, subcategory.id, input.value));
          throw conflict(TYPE_TREE_MESSAGES.duplicate(stored?.value ?? input.value, subcategory.name));
        }
        await recordAudit(tx, {
          action: 'type_tree.selection_add',
          actor,
          subject: `type-subcategory:${subcategory.id}`,
          after: { ...created, subcategory: subcategory.name, categoryId: subcategory.categoryId },
          at: now(),
        });
        return created;
      });
    },
  };
}

export type TypeTreeService = ReturnType<typeof createTypeTreeService>;
