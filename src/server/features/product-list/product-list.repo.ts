import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { productBulkEditItems, productBulkEdits } from '#server/db/schema/index';

export type Db = Queryable;
export type BulkEditRow = typeof productBulkEdits.$inferSelect;
export type BulkEditItemRow = typeof productBulkEditItems.$inferSelect;
export type NewBulkEditItem = Omit<typeof productBulkEditItems.$inferInsert, 'id' | 'bulkEditId'>;
type ItemState = BulkEditItemRow['state'];

export async function insertBulkEdit(
  db: Queryable,
  edit: typeof productBulkEdits.$inferInsert,
  items: NewBulkEditItem[],
): Promise<number> {
  const [row] = await db.insert(productBulkEdits).values(edit).returning({ id: productBulkEdits.id });
  if (!row) throw new Error('bulk edit was not written');
  for (let start = 0; start < items.length; start += 500) {
    await db
      .insert(productBulkEditItems)
      .values(items.slice(start, start + 500).map((item) => ({ ...item, bulkEditId: row.id })));
  }
  return row.id;
}

export async function findBulkEdit(db: Queryable, id: number, forUpdate = false): Promise<BulkEditRow | null> {
  const query = db.select().from(productBulkEdits).where(eq(productBulkEdits.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export function listItems(db: Queryable, bulkEditId: number): Promise<BulkEditItemRow[]> {
  return db
    .select()
    .from(productBulkEditItems)
    .where(eq(productBulkEditItems.bulkEditId, bulkEditId))
    .orderBy(asc(productBulkEditItems.id));
}

export async function updateBulkEdit(db: Queryable, id: number, set: Partial<typeof productBulkEdits.$inferInsert>) {
  await db.update(productBulkEdits).set(set).where(eq(productBulkEdits.id, id));
}

export async function setItemStates(
  db: Queryable,
  bulkEditId: number,
  ids: number[],
  state: ItemState,
  message: string | null = null,
) {
  if (ids.length === 0) return;
  await db
    .update(productBulkEditItems)
    .set({ state, message })
    .where(and(eq(productBulkEditItems.bulkEditId, bulkEditId), inArray(productBulkEditItems.id, ids)));
}
