import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { marginRules } from '#server/db/schema/index';

export type MarginRuleRow = typeof marginRules.$inferSelect;

export const listRules = (db: Queryable) => db.select().from(marginRules).orderBy(asc(marginRules.collectionName));

export async function findRule(db: Queryable, collectionName: string): Promise<MarginRuleRow | null> {
  const [row] = await db.select().from(marginRules).where(eq(marginRules.collectionName, collectionName));
  return row ?? null;
}

/** Adds the rule, or sets the threshold of the collection's existing rule (its last run is kept). */
export const upsertRule = (db: Queryable, row: typeof marginRules.$inferInsert) =>
  db
    .insert(marginRules)
    .values(row)
    .onConflictDoUpdate({ target: marginRules.collectionName, set: { marginThreshold: row.marginThreshold } })
    .returning();

export async function deleteRule(db: Queryable, collectionName: string): Promise<boolean> {
  const deleted = await db
    .delete(marginRules)
    .where(eq(marginRules.collectionName, collectionName))
    .returning({ name: marginRules.collectionName });
  return deleted.length > 0;
}

export const recordRun = (db: Queryable, collectionName: string, at: Date) =>
  db.update(marginRules).set({ lastAnalysisRun: at }).where(eq(marginRules.collectionName, collectionName));
