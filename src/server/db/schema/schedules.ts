import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The stores' weekly schedules, kept here and maintained by admins (spec 03 "Schedule viewer";
 * ADR 034). A shift is one employee's hours in one store on one day; times are `HH:MM`.
 */
export const scheduleShifts = pgTable(
  'schedule_shifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeCode: text('store_code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    employeeName: text('employee_name').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedule_shifts_store_date_idx').on(t.storeCode, t.date),
    index('schedule_shifts_employee_date_idx').on(sql`lower(${t.employeeName})`, t.date),
  ],
);

/** A day a store is closed (the schedule's isStoreClosed). */
export const scheduleClosedDays = pgTable(
  'schedule_closed_days',
  {
    storeCode: text('store_code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.date] })],
);

/** A sick day reported through the dashboard (spec 01 §2.7): one per employee and date. */
export const sickDayNotices = pgTable(
  'sick_day_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employeeName: text('employee_name').notNull(),
    storeCode: text('store_code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    reportedById: integer('reported_by_id'),
    reportedBy: text('reported_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sick_day_notices_employee_date_idx').on(sql`lower(${t.employeeName})`, t.date)],
);

/** Time off and shift swaps (spec 03 §3 "Time-off exception"). */
export const timeOffExceptions = pgTable(
  'time_off_exceptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employeeName: text('employee_name').notNull(),
    storeCode: text('store_code').notNull(),
    type: text('type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    shiftSwapStartTime: text('shift_swap_start_time'),
    shiftSwapEndTime: text('shift_swap_end_time'),
    ptoDays: numeric('pto_days', { precision: 6, scale: 1 }),
    note: text('note'),
    createdById: integer('created_by_id'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('time_off_exceptions_dates_idx').on(t.startDate, t.endDate)],
);

/** Who hears of a store's sick days (spec 03: recipients per store, editable by admins). */
export const storeNotificationRecipients = pgTable(
  'store_notification_recipients',
  {
    storeCode: text('store_code').notNull(),
    email: text('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.email] })],
);

/**
 * What an associate asks for from their schedule (ADR 080): a day off (`day-off`: the dates) or a
 * shift swap (`swap`: one of their shifts moved to a new date and hours). Pending until an admin
 * approves or declines it, or the requester cancels it.
 */
export const scheduleRequests = pgTable(
  'schedule_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['day-off', 'swap'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined', 'cancelled'] }).notNull(),
    employeeName: text('employee_name').notNull(),
    requesterId: integer('requester_id').notNull(),
    storeCode: text('store_code').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    ptoDays: numeric('pto_days', { precision: 6, scale: 1 }),
    /** A swap: the shift to move, and where it was when asked (the shift may change meanwhile). */
    shiftId: integer('shift_id'),
    shiftDate: date('shift_date', { mode: 'string' }),
    shiftStartTime: text('shift_start_time'),
    shiftEndTime: text('shift_end_time'),
    /** A swap: the new hours on `startDate`. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    note: text('note'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    /** The time-off entry an approved day off became. */
    timeOffId: integer('time_off_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedule_requests_status_idx').on(t.status, t.startDate),
    index('schedule_requests_requester_idx').on(t.requesterId, t.createdAt),
  ],
);

/**
 * A store's week as it was last mailed to its employees (ADR 081): publishing again mails only
 * those whose shifts differ from this.
 */
export const schedulePublications = pgTable(
  'schedule_publications',
  {
    storeCode: text('store_code').notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    version: integer('version').notNull(),
    shifts: jsonb('shifts').$type<{ employee: string; date: string; startTime: string; endTime: string }[]>().notNull(),
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.weekStart] })],
);
