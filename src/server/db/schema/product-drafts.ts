import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProductDraftInput } from '#shared/product-drafts/product-drafts';
import { users } from './auth';

/**
 * New Product Entry drafts: each person's unfinished products, kept on the server so they can be
 * resumed after a reload or on another device. Gone with their owner.
 */
export const productDrafts = pgTable(
  'product_drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    step: integer('step').notNull(),
    draft: jsonb('draft').$type<ProductDraftInput>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_drafts_user_idx').on(t.userId, t.updatedAt)],
);
