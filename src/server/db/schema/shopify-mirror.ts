import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { variants } from './catalogue';

/**
 * The Shopify mirror's own bookkeeping (ADR 065). The mirrored catalogue itself lives in the
 * catalogue tables, keyed by Shopify's ids; these tables say how current it is.
 */

/** One row (`id = 1`): the state of the mirror and of the bulk sync in progress, if any. */
export const shopifyMirrorState = pgTable('shopify_mirror_state', {
  id: integer('id').primaryKey(),
  /** When the last full sync finished. */
  lastFullSyncAt: timestamp('last_full_sync_at', { withTimezone: true }),
  /** When the last webhook or poll change was applied. */
  lastEventAt: timestamp('last_event_at', { withTimezone: true }),
  /** When the safety-net poll last asked Shopify. */
  lastPollAt: timestamp('last_poll_at', { withTimezone: true }),
  /** Newest product `updatedAt` seen: the poll asks Shopify for anything after it. */
  pollCursor: timestamp('poll_cursor', { withTimezone: true }),
  /** `idle`, `running` or `failed`. */
  syncStatus: text('sync_status', { enum: ['idle', 'running', 'failed'] })
    .notNull()
    .default('idle'),
  /** `products` then `stock`: the bulk operation the sync is reading. */
  syncPhase: text('sync_phase', { enum: ['products', 'stock'] }),
  syncOperationId: text('sync_operation_id'),
  syncStartedAt: timestamp('sync_started_at', { withTimezone: true }),
  /** JSONL lines of the current phase already applied: a restarted sync skips them. */
  syncLinesDone: integer('sync_lines_done').notNull().default(0),
  /** Lines in the current phase's file, once known. */
  syncLinesTotal: integer('sync_lines_total'),
  /** Products applied by the sync in progress. */
  syncProductsDone: integer('sync_products_done').notNull().default(0),
  syncError: text('sync_error'),
});

/** Webhook deliveries already applied, by `X-Shopify-Webhook-Id`: a redelivery is acknowledged and skipped. */
export const shopifyWebhookDeliveries = pgTable('shopify_webhook_deliveries', {
  webhookId: text('webhook_id').primaryKey(),
  topic: text('topic').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Products deleted in Shopify, with when: an older update arriving later does not bring one back. */
export const shopifyDeletedProducts = pgTable('shopify_deleted_products', {
  productId: bigint('product_id', { mode: 'number' }).primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
});

/**
 * Each mirrored variant's Shopify inventory item (the catalogue tables give a variant's item its
 * own number; Shopify numbers them apart). Rows go with their variant.
 */
export const shopifyInventoryItems = pgTable(
  'shopify_inventory_items',
  {
    variantId: bigint('variant_id', { mode: 'number' })
      .primaryKey()
      .references(() => variants.id, { onDelete: 'cascade' }),
    inventoryItemId: bigint('inventory_item_id', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('shopify_inventory_items_item_idx').on(t.inventoryItemId)],
);
