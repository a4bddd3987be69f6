import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Customer spend per customer per month (issue 16), in whole cents: all of it, and the part earned
 * on double-ticket days. Filled by CSV import or from the store platform's orders; loading a month
 * again replaces that month's rows.
 */
export const raffleCustomerSpend = pgTable(
  'raffle_customer_spend',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The e-mail lower-cased, else `name:` and the name (shared/raffle/spend-import.ts). */
    customerKey: text('customer_key').notNull(),
    customerName: text('customer_name').notNull(),
    email: text('email'),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    spendCents: integer('spend_cents').notNull(),
    spendDblCents: integer('spend_dbl_cents').notNull(),
    /** `csv` or the platform adapter's name (`local`, `shopify`). */
    source: text('source').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull(),
    loadedById: integer('loaded_by_id'),
  },
  (t) => [uniqueIndex('raffle_customer_spend_customer_month_idx').on(t.month, t.customerKey)],
);

/**
 * One generation (issue 16): its options, who ran it, the seed of the draw and the exact entrants
 * it drew from (with their digest), so the draw can be replayed and checked long after the tickets
 * it made were replaced.
 */
export const raffleRuns = pgTable('raffle_runs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  createdById: integer('created_by_id'),
  createdBy: text('created_by').notNull(),
  /** The request as validated (RaffleOptions). */
  options: jsonb('options').notNull(),
  /** 32 random bytes, hex: the draw's only source of chance. */
  seed: text('seed').notNull(),
  /** SHA-256 of the canonical entrants JSON. */
  inputDigest: text('input_digest').notNull(),
  /** Per raffle, the entrants in draw order: `{ raffle, entrants: [{ customerKey, tickets, totalCents }] }[]`. */
  entrants: jsonb('entrants').notNull(),
  /** `{ raffle, label, customerKey }[]`, as drawn. */
  winners: jsonb('winners').notNull(),
  recordsCreated: integer('records_created').notNull(),
  totalTickets: integer('total_tickets').notNull(),
  winnersSelected: integer('winners_selected').notNull(),
});

/** The current tickets: one row per customer per raffle of the latest run (replaced by the next). */
export const raffleTickets = pgTable(
  'raffle_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => raffleRuns.id),
    /** `lastMonth`, `lastThreeMonths`, `lastSixMonths`, `yearEnd`. */
    raffle: text('raffle').notNull(),
    customerKey: text('customer_key').notNull(),
    customerName: text('customer_name').notNull(),
    email: text('email'),
    /** Month + Month DBL over the raffle's window, in cents (bigint: twelve months may pass int4). */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    tickets: integer('tickets').notNull(),
    /** `WIN1`, `WIN2`, … or null. */
    winner: text('winner'),
    winnerPosition: integer('winner_position'),
    isAutoWin: boolean('is_auto_win').notNull().default(false),
  },
  (t) => [index('raffle_tickets_run_idx').on(t.runId, t.raffle)],
);
