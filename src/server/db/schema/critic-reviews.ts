import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Spec 03 §3 "Critic queue item": a product waiting for a critic review until marked edited. */
export const criticReviewQueue = pgTable(
  'critic_review_queue',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    handle: text('handle').notNull(),
    barcode: text('barcode').notNull(),
    status: text('status', { enum: ['pending', 'edited'] })
      .notNull()
      .default('pending'),
    addedById: integer('added_by_id'),
    addedBy: text('added_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    editedBy: text('edited_by'),
  },
  (t) => [
    uniqueIndex('critic_review_queue_pending_idx')
      .on(t.handle, t.barcode)
      .where(sql`${t.status} = 'pending'`),
    index('critic_review_queue_status_idx').on(t.status, t.id),
  ],
);
