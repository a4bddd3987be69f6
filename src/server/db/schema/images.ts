import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Spec 03 §3 "Image review record": one variant whose product's images need work. A variant is
 * pending at most once (the partial unique index); an update marks it `updated`.
 */
export const imageReviewQueue = pgTable(
  'image_review_queue',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    title: text('title').notNull(),
    variantSku: text('variant_sku'),
    status: text('status', { enum: ['pending', 'updated'] })
      .notNull()
      .default('pending'),
    /** The product's main image when queued. */
    imageUrl: text('image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdById: integer('created_by_id'),
    createdBy: text('created_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: text('updated_by'),
  },
  (t) => [
    uniqueIndex('image_review_queue_pending_variant_idx')
      .on(t.variantId)
      .where(sql`${t.status} = 'pending'`),
    index('image_review_queue_status_idx').on(t.status, t.id),
  ],
);
