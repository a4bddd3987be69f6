import { asc, eq, sql } from 'drizzle-orm';
import {
  regexProblem,
  type ClassifierRule,
  type ClassifierRuleInput,
  type MatchKind,
  type RuleSide,
} from '#shared/bookkeeping/classifier';
import type { Queryable } from '#server/db/client';
import { bookkeepingClassifierRules as rules } from '#server/db/schema/bookkeeping';

type RuleRow = typeof rules.$inferSelect;

const centsOf = (dollars: number | null) => (dollars === null ? null : Math.round(dollars * 100));
const dollarsOf = (cents: number | null) => (cents === null ? null : cents / 100);

const toRule = (row: RuleRow): ClassifierRule => ({
  id: row.id,
  position: row.position,
  type: row.type,
  matchKind: row.matchKind as MatchKind,
  pattern: row.pattern,
  side: row.side as RuleSide,
  minAmount: dollarsOf(row.minCents),
  maxAmount: dollarsOf(row.maxCents),
  // Checked on every read, so a rule saved before patterns ran on RE2 is marked in the list (ADR 068).
  problem: row.matchKind === 'regex' ? regexProblem(row.pattern) : null,
});

const columnsOf = (input: ClassifierRuleInput) => ({
  type: input.type,
  matchKind: input.matchKind,
  pattern: input.pattern,
  side: input.side,
  minCents: centsOf(input.minAmount),
  maxCents: centsOf(input.maxAmount),
});

export async function listRules(db: Queryable): Promise<ClassifierRule[]> {
  const rows = await db.select().from(rules).orderBy(asc(rules.position), asc(rules.id));
  return rows.map(toRule);
}

export async function countRules(db: Queryable): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(rules);
  return row?.count ?? 0;
}

export async function insertRule(db: Queryable, input: ClassifierRuleInput, position: number, at: Date) {
  const [row] = await db
    .insert(rules)
    .values({ ...columnsOf(input), position, updatedAt: at })
    .returning();
  if (!row) throw new Error('The rule was not written');
  return toRule(row);
}

export async function insertRules(db: Queryable, inputs: readonly ClassifierRuleInput[]) {
  if (inputs.length === 0) return 0;
  await db.insert(rules).values(inputs.map((input, index) => ({ ...columnsOf(input), position: index + 1 })));
  return inputs.length;
}

export async function findRuleForUpdate(db: Queryable, id: number) {
  const [row] = await db.select().from(rules).where(eq(rules.id, id)).for('update');
  return row ? toRule(row) : null;
}

export async function updateRule(db: Queryable, id: number, input: ClassifierRuleInput, at: Date) {
  const [row] = await db
    .update(rules)
    .set({ ...columnsOf(input), updatedAt: at })
    .where(eq(rules.id, id))
    .returning();
  return row ? toRule(row) : null;
}

export async function deleteRule(db: Queryable, id: number) {
  const [row] = await db.delete(rules).where(eq(rules.id, id)).returning();
  return row ? toRule(row) : null;
}

export async function setPosition(db: Queryable, id: number, position: number) {
  await db.update(rules).set({ position }).where(eq(rules.id, id));
}

/** Serialises rule-list changes (add, reorder) so positions stay a clean 1…n. */
export async function lockRuleList(db: Queryable) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('bookkeeping_classifier_rules'))`);
}
