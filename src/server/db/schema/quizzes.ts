import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Question } from '#shared/quizzes/schemas';
import { users } from './auth';

/** Weekly video quizzes (spec 02 §3). Exactly one is active: the partial unique index holds it. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    videoId: text('video_id').notNull(),
    /** The questions in order, with their correct answers; never sent to people taking the quiz. */
    questions: jsonb('questions').$type<Question[]>().notNull(),
    isActive: boolean('is_active').notNull().default(false),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    weekEnd: date('week_end', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').notNull(),
    /** Set while the quiz waits for its start date (store calendar); cleared when it starts or is deactivated (ADR 072). */
    scheduledFor: date('scheduled_for', { mode: 'string' }),
    /** Deleted quizzes are hidden but kept, so their results stay (ADR 072). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** 1 for a new quiz; an edit after someone answered writes the next version as a new quiz. */
    version: integer('version').notNull().default(1),
    replacesId: integer('replaces_id').references((): AnyPgColumn => quizzes.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('quizzes_one_active_idx')
      .on(t.isActive)
      .where(sql`${t.isActive}`),
    index('quizzes_week_idx').on(t.weekStart),
    index('quizzes_scheduled_idx')
      .on(t.scheduledFor)
      .where(sql`${t.scheduledFor} is not null`),
    uniqueIndex('quizzes_replaces_idx').on(t.replacesId),
  ],
);

/** One result per person per quiz (spec 02 §3 "Quiz result"). */
export const quizResults = pgTable(
  'quiz_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    points: integer('points').notNull(),
    /** The chosen option of each question in order (-1 unanswered). */
    answers: jsonb('answers').$type<number[]>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('quiz_results_user_quiz_idx').on(t.userId, t.quizId),
    index('quiz_results_quiz_idx').on(t.quizId),
  ],
);

/** Badges earned, each at most once per person (ADR 020). */
export const userBadges = pgTable(
  'user_badges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeKey: text('badge_key').notNull(),
    /** The result that earned it. */
    quizResultId: integer('quiz_result_id').references(() => quizResults.id, { onDelete: 'set null' }),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('user_badges_user_key_idx').on(t.userId, t.badgeKey)],
);

/**
 * The part of a quiz's video a person has actually played (ADR 082): the union of the played
 * ranges in seconds, kept sorted and disjoint, and the duration the player reported first. The
 * questions and the submission wait until `watched_seconds` covers 90 % of `duration_seconds`.
 */
export const quizWatches = pgTable(
  'quiz_watches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    ranges: jsonb('ranges').$type<[number, number][]>().notNull(),
    watchedSeconds: doublePrecision('watched_seconds').notNull(),
    /** The last accepted report: the played time may grow by at most twice the time since then. */
    lastReportAt: timestamp('last_report_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quizId] })],
);

/** Quiz reminders mailed: at most one per person per store-calendar day (ADR 083). */
export const quizReminders = pgTable(
  'quiz_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('quiz_reminders_quiz_idx').on(t.quizId)],
);
