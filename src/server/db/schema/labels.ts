import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A batch of shelf labels for one store (spec 03 §3 "Label queue"). It is "new" while neither
 * printed nor downloaded (spec 03 §4).
 */
export const labelQueues = pgTable(
  'label_queues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** One of STORES (`src/shared/stores.ts`): the name as shown, and its code for lookups. */
    storeName: text('store_name').notNull(),
    storeCode: text('store_code').notNull(),
    labelType: text('label_type').notNull(),
    createdById: integer('created_by_id'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    printed: boolean('printed').notNull().default(false),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    downloaded: boolean('downloaded').notNull().default(false),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [
    index('label_queues_store_created_idx').on(t.storeCode, t.createdAt),
    index('label_queues_new_idx')
      .on(t.storeCode)
      .where(sql`not ${t.printed} and not ${t.downloaded}`),
  ],
);

/** One label of a queue, in order: what the label shows (spec 03 §3 "Label": title, price, barcode). */
export const labelQueueItems = pgTable(
  'label_queue_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queueId: integer('queue_id')
      .notNull()
      .references(() => labelQueues.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    /**
     * The catalogue variant the label is for (its global id): labels show its current title and
     * price whenever they are previewed or printed. Null when the SKU named no variant when queued.
     */
    variantId: text('variant_id'),
    /** The title when queued (the label shows the product's current title). */
    title: text('title').notNull(),
    /** The price when queued, for the record; labels show the current price. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    barcode: text('barcode'),
  },
  (t) => [index('label_queue_items_queue_idx').on(t.queueId, t.position)],
);

/**
 * One row counting every change to the label queues and their labels, bumped by triggers on both
 * tables (migration 0015), whoever writes: the queue list is kept in memory while it is unchanged.
 */
export const labelListVersion = pgTable(
  'label_list_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('label_list_version_single_row', sql`${t.id} = 1`)],
);

/**
 * A label session (spec 03 §7 "create-session"): while open, every price a user saves adds its SKU
 * to this store's queue. One per user; starting another replaces it.
 */
export const labelSessions = pgTable('label_sessions', {
  userId: integer('user_id').primaryKey(),
  storeCode: text('store_code').notNull(),
  storeName: text('store_name').notNull(),
  locationId: text('location_id').notNull(),
  /** The queue labels go to; a new one is started when this one has been printed or downloaded. */
  queueId: integer('queue_id')
    .notNull()
    .references(() => labelQueues.id, { onDelete: 'cascade' }),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
});
