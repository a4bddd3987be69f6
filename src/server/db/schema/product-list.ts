import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A bulk price or cost edit made from the product list or a CSV import (ADR 076): previewed, then
 * applied by a job, then possibly undone by another. `notes` keeps what the preview left out
 * (unknown SKUs, stale and refused rows) so the screen can show it after a reload.
 */
export const productBulkEdits = pgTable('product_bulk_edits', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  createdById: integer('created_by_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdByName: text('created_by_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** `list` (a change from the list) or `import` (a CSV of SKU, price, cost). */
  source: text('source', { enum: ['list', 'import'] }).notNull(),
  /** What was asked, as the person said it (`BulkChange`), or null for an import. */
  change: jsonb('change'),
  status: text('status', { enum: ['preview', 'applying', 'applied', 'undoing', 'undone'] })
    .notNull()
    .default('preview'),
  applyJobId: uuid('apply_job_id'),
  undoJobId: uuid('undo_job_id'),
  notes: jsonb('notes').notNull().default({}),
  /** Label queues the apply and the undo filled: `{ queueId, store, skus }[]`. */
  labelQueues: jsonb('label_queues').notNull().default([]),
});

/** One variant of a bulk edit: the values read for the preview and the values to write. */
export const productBulkEditItems = pgTable(
  'product_bulk_edit_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bulkEditId: integer('bulk_edit_id')
      .notNull()
      .references(() => productBulkEdits.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').notNull(),
    productId: text('product_id').notNull(),
    sku: text('sku'),
    title: text('title').notNull(),
    variantTitle: text('variant_title').notNull(),
    changesPrice: boolean('changes_price').notNull(),
    changesCost: boolean('changes_cost').notNull(),
    oldPrice: money('old_price').notNull(),
    newPrice: money('new_price').notNull(),
    oldCost: money('old_cost'),
    newCost: money('new_cost'),
    /** `pending`, `applied`, `conflict` (changed by someone since the preview), `undone`, `undo_conflict`, `missing`. */
    state: text('state', { enum: ['pending', 'applied', 'conflict', 'undone', 'undo_conflict', 'missing'] })
      .notNull()
      .default('pending'),
    message: text('message'),
  },
  (t) => [index('product_bulk_edit_items_edit_idx').on(t.bulkEditId, t.id)],
);
