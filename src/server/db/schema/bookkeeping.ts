import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The bank transaction classifier's rules (issue #15): data, not code. Rules are tried in
 * `position` order and the first that takes a row decides its type. Amounts are whole cents.
 */
export const bookkeepingClassifierRules = pgTable(
  'bookkeeping_classifier_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    /** `contains` or `regex`, both case-insensitive. */
    matchKind: text('match_kind').notNull(),
    pattern: text('pattern').notNull(),
    /** `any`, `debit` or `credit`. */
    side: text('side').notNull(),
    minCents: integer('min_cents'),
    maxCents: integer('max_cents'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bookkeeping_classifier_rules_position_idx').on(t.position)],
);
