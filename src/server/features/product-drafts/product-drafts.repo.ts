import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { productDrafts } from '#server/db/schema/index';

export type ProductDraftRow = typeof productDrafts.$inferSelect;
type DraftValues = Pick<ProductDraftRow, 'name' | 'step' | 'draft'>;

/** One person's drafts, the latest first, without their contents. */
export const listDrafts = (db: Queryable, userId: number) =>
  db
    .select({
      id: productDrafts.id,
      name: productDrafts.name,
      step: productDrafts.step,
      updatedAt: productDrafts.updatedAt,
    })
    .from(productDrafts)
    .where(eq(productDrafts.userId, userId))
    .orderBy(desc(productDrafts.updatedAt), desc(productDrafts.id));

export async function countDrafts(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productDrafts)
    .where(eq(productDrafts.userId, userId));
  return row?.n ?? 0;
}

/** A draft of this person's; someone else's is as good as absent. */
export async function findDraft(db: Queryable, userId: number, id: number): Promise<ProductDraftRow | null> {
  const [row] = await db
    .select()
    .from(productDrafts)
    .where(and(eq(productDrafts.id, id), eq(productDrafts.userId, userId)));
  return row ?? null;
}

export async function insertDraft(db: Queryable, userId: number, values: DraftValues, at: Date) {
  const [row] = await db
    .insert(productDrafts)
    .values({ userId, ...values, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('product draft was not written');
  return row;
}

export async function updateDraft(db: Queryable, userId: number, id: number, values: DraftValues, at: Date) {
  const [row] = await db
    .update(productDrafts)
    .set({ ...values, updatedAt: at })
    .where(and(eq(productDrafts.id, id), eq(productDrafts.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteDraft(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(productDrafts)
    .where(and(eq(productDrafts.id, id), eq(productDrafts.userId, userId)))
    .returning({ id: productDrafts.id });
  return rows.length > 0;
}

/** Serialises one person's draft writes, so the per-person limit holds under concurrent saves. */
export async function lockOwner(db: Queryable, userId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${7_002_900}, ${userId})`);
}
