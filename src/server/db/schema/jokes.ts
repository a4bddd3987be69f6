import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The Joke of the Day's jokes (spec 01 §2.6, §3 "Joke"): the shipped set is seeded on an empty
 * database; admins add more and retire any. A retired joke is kept (it may have been today's).
 */
export const jokes = pgTable(
  'jokes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    setup: text('setup').notNull(),
    punchline: text('punchline').notNull(),
    isRetired: boolean('is_retired').notNull().default(false),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jokes_setup_idx').on(sql`lower(${t.setup})`),
    index('jokes_active_idx')
      .on(t.id)
      .where(sql`not ${t.isRetired}`),
  ],
);

/** Which joke a day showed: fixed at its first request, so everyone sees the same one all day. */
export const jokeDays = pgTable('joke_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  jokeId: integer('joke_id')
    .notNull()
    .references(() => jokes.id),
});
