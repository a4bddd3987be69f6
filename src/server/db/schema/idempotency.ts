import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One user action on a write a retry could repeat (ADR 067): (user, Idempotency-Key, route) →
 * the answer it got. `pending` while the first request runs; `done` keeps the answer, replayed to
 * a repeat of the same key. A failed answer is not kept: its claim is removed, so a retry runs.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: integer('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** `METHOD /route/:pattern`: one key names one action on one route. */
    route: text('route').notNull(),
    bodyHash: text('body_hash').notNull(),
    status: text('status', { enum: ['pending', 'done'] }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
  },
  (t) => [
    uniqueIndex('idempotent_requests_key_unique').on(t.userId, t.idempotencyKey, t.route),
    index('idempotent_requests_claimed_at_idx').on(t.claimedAt),
  ],
);
