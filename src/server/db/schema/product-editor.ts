import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { productLog } from './product-entry';

/**
 * One load of the cost change queue (spec 03 "Cost queue"): the product-log cost changes it showed,
 * fixed when loaded, so that saving processes exactly what the person saw. Processed once.
 */
export const costChangeBatches = pgTable(
  'cost_change_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdById: integer('created_by_id'),
    createdBy: text('created_by').notNull(),
    /** Sorted product-log ids joined by commas: two people loading the same changes share a batch. */
    entriesKey: text('entries_key').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedById: integer('processed_by_id'),
    processedBy: text('processed_by'),
  },
  (t) => [index('cost_change_batches_key_idx').on(t.entriesKey)],
);

/** The product-log cost changes of a batch. */
export const costChangeBatchEntries = pgTable(
  'cost_change_batch_entries',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => costChangeBatches.id, { onDelete: 'cascade' }),
    productLogId: integer('product_log_id')
      .notNull()
      .references(() => productLog.id),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.productLogId] })],
);

/** A cost change dealt with: the primary key makes processing it twice impossible. */
export const costChangesProcessed = pgTable('cost_changes_processed', {
  productLogId: integer('product_log_id')
    .primaryKey()
    .references(() => productLog.id),
  batchId: integer('batch_id')
    .notNull()
    .references(() => costChangeBatches.id),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
});
