import { doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Spec 03 §3 "Margin rule": DIMARGIN goes on a collection's products at or above the threshold (0–1). */
export const marginRules = pgTable('margin_rules', {
  collectionName: text('collection_name').primaryKey(),
  marginThreshold: doublePrecision('margin_threshold').notNull(),
  lastAnalysisRun: timestamp('last_analysis_run', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  createdById: integer('created_by_id'),
});
