import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** One line per created product of a product log entry: what the cost-change queue compares against. */
export interface ProductLogVariant {
  variantId: string;
  sku: string | null;
  barcode: string | null;
  option1: string | null;
  price: number;
  cost: number | null;
}

/**
 * Every product created (and, later, edited) through the portal: who, when and what. The
 * cost-change queue and the audit trail read it; `id` is the id POST /api/products answers.
 */
export const productLog = pgTable(
  'product_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action', { enum: ['create', 'edit'] }).notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    /** The platform's product GID. */
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    skus: text('skus').array().notNull(),
    variants: jsonb('variants').$type<ProductLogVariant[]>().notNull(),
    /** Vendor, type, status, tags, distributor, opening stock: the rest of what was sent. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    requestId: uuid('request_id'),
    /**
     * Edits (action `edit`) are one row per changed field of one variant: which field, the value
     * before and after (as text; money to 2 decimals). The cost-change queue reads `cost` rows.
     */
    variantId: text('variant_id'),
    field: text('field'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
  },
  (t) => [
    index('product_log_at_idx').on(t.at),
    index('product_log_product_idx').on(t.productId, t.at),
    index('product_log_field_at_idx').on(t.field, t.at),
  ],
);

/**
 * Idempotency claims of POST /api/products (ADR 008). A row is claimed (`pending`) before the
 * platform is called; the platform's idempotency key is derived from its id and the body, so a
 * retry can never create twice.
 */
export const productEntryRequests = pgTable(
  'product_entry_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: integer('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    bodyHash: text('body_hash').notNull(),
    sku: text('sku').notNull(),
    barcode: text('barcode').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    /** Set before the platform is asked: from then on only the platform's idempotency may decide. */
    platformCalledAt: timestamp('platform_called_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    productLogId: integer('product_log_id').references(() => productLog.id),
    shopifyProductId: text('shopify_product_id'),
    errorStatus: integer('error_status'),
    errorMessage: text('error_message'),
  },
  (t) => [
    uniqueIndex('product_entry_requests_key_unique').on(t.userId, t.idempotencyKey),
    // Two different requests creating the same SKU or barcode at the same moment: one waits its turn.
    uniqueIndex('product_entry_requests_pending_sku')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('product_entry_requests_pending_barcode')
      .on(t.barcode)
      .where(sql`${t.status} = 'pending'`),
  ],
);
