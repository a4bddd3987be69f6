import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Background work any process of the app may claim (ADR 011). A row is claimed with
 * `FOR UPDATE SKIP LOCKED` and held by a lease the worker renews; a lease that runs out means the
 * worker died, and the job is claimed again. `attempts` counts claims and fences late writes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    /** One unfinished job per kind and key: enqueueing the same key again returns the first. */
    key: text('key'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    leaseMs: integer('lease_ms').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The worker holding the lease (process id and a random part), for diagnosis only. */
    lockedBy: text('locked_by'),
    progressDone: integer('progress_done'),
    progressTotal: integer('progress_total'),
    message: text('message'),
    result: jsonb('result'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_unfinished_key_idx')
      .on(t.kind, t.key)
      .where(sql`${t.key} is not null and ${t.status} in ('queued', 'running')`),
    index('jobs_queued_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_running_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} = 'running'`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.finishedAt} is not null`),
    check('jobs_attempts_check', sql`${t.maxAttempts} >= 1 and ${t.leaseMs} >= 1`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
