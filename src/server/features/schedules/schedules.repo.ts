import { and, asc, between, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  scheduleClosedDays,
  scheduleShifts,
  sickDayNotices,
  storeNotificationRecipients,
  timeOffExceptions,
} from '../../db/schema/index';

export type ShiftRow = typeof scheduleShifts.$inferSelect;
export type SickRow = typeof sickDayNotices.$inferSelect;
export type TimeOffRow = typeof timeOffExceptions.$inferSelect;

export const shiftsBetween = (db: Queryable, stores: string[], from: string, to: string) =>
  db
    .select()
    .from(scheduleShifts)
    .where(and(inArray(scheduleShifts.storeCode, stores), between(scheduleShifts.date, from, to)))
    .orderBy(asc(scheduleShifts.date), asc(scheduleShifts.startTime), asc(scheduleShifts.employeeName));

export const shiftsOfEmployee = (db: Queryable, employee: string, from: string, to: string) =>
  db
    .select()
    .from(scheduleShifts)
    .where(
      and(
        eq(sql`lower(${scheduleShifts.employeeName})`, employee.toLowerCase()),
        between(scheduleShifts.date, from, to),
      ),
    )
    .orderBy(asc(scheduleShifts.date), asc(scheduleShifts.startTime));

export const closedBetween = (db: Queryable, stores: string[], from: string, to: string) =>
  db
    .select()
    .from(scheduleClosedDays)
    .where(and(inArray(scheduleClosedDays.storeCode, stores), between(scheduleClosedDays.date, from, to)));

export const sickBetween = (db: Queryable, from: string, to: string) =>
  db
    .select()
    .from(sickDayNotices)
    .where(between(sickDayNotices.date, from, to));

export const timeOffOverlapping = (db: Queryable, from: string, to: string) =>
  db
    .select()
    .from(timeOffExceptions)
    .where(and(lte(timeOffExceptions.startDate, to), gte(timeOffExceptions.endDate, from)))
    .orderBy(asc(timeOffExceptions.id));

export const insertShifts = (db: Queryable, rows: (typeof scheduleShifts.$inferInsert)[]) =>
  rows.length === 0 ? Promise.resolve([]) : db.insert(scheduleShifts).values(rows).returning();

export const findShift = async (db: Queryable, id: number) =>
  (await db.select().from(scheduleShifts).where(eq(scheduleShifts.id, id)))[0] ?? null;

export const updateShift = async (db: Queryable, id: number, values: Partial<typeof scheduleShifts.$inferInsert>) =>
  (await db.update(scheduleShifts).set(values).where(eq(scheduleShifts.id, id)).returning())[0] ?? null;

export const deleteShift = async (db: Queryable, id: number) =>
  (await db.delete(scheduleShifts).where(eq(scheduleShifts.id, id)).returning())[0] ?? null;

export const deleteWeek = (db: Queryable, store: string, from: string, to: string) =>
  db.delete(scheduleShifts).where(and(eq(scheduleShifts.storeCode, store), between(scheduleShifts.date, from, to)));

export async function setClosed(db: Queryable, store: string, date: string, isClosed: boolean) {
  if (isClosed) await db.insert(scheduleClosedDays).values({ storeCode: store, date }).onConflictDoNothing();
  else
    await db
      .delete(scheduleClosedDays)
      .where(and(eq(scheduleClosedDays.storeCode, store), eq(scheduleClosedDays.date, date)));
}

export const insertSick = async (db: Queryable, values: typeof sickDayNotices.$inferInsert) =>
  (await db.insert(sickDayNotices).values(values).onConflictDoNothing().returning())[0] ?? null;

export const findSick = async (db: Queryable, employee: string, date: string) =>
  (
    await db
      .select()
      .from(sickDayNotices)
      .where(and(eq(sql`lower(${sickDayNotices.employeeName})`, employee.toLowerCase()), eq(sickDayNotices.date, date)))
  )[0] ?? null;

export const insertTimeOff = async (db: Queryable, values: typeof timeOffExceptions.$inferInsert) =>
  (await db.insert(timeOffExceptions).values(values).returning())[0];

export function listTimeOff(db: Queryable, filter: { store?: string; employee?: string; from?: string; to?: string }) {
  const conditions = [
    filter.store ? eq(timeOffExceptions.storeCode, filter.store) : undefined,
    filter.employee ? eq(sql`lower(${timeOffExceptions.employeeName})`, filter.employee.toLowerCase()) : undefined,
    filter.from ? gte(timeOffExceptions.endDate, filter.from) : undefined,
    filter.to ? lte(timeOffExceptions.startDate, filter.to) : undefined,
  ];
  return db
    .select()
    .from(timeOffExceptions)
    .where(and(...conditions))
    .orderBy(asc(timeOffExceptions.startDate), asc(timeOffExceptions.employeeName), asc(timeOffExceptions.id));
}

export const findTimeOff = async (db: Queryable, id: number, lock = false) => {
  const query = db.select().from(timeOffExceptions).where(eq(timeOffExceptions.id, id));
  return (await (lock ? query.for('update') : query))[0] ?? null;
};

export const updateTimeOff = async (
  db: Queryable,
  id: number,
  values: Partial<typeof timeOffExceptions.$inferInsert>,
) => (await db.update(timeOffExceptions).set(values).where(eq(timeOffExceptions.id, id)).returning())[0] ?? null;

export const deleteTimeOff = async (db: Queryable, id: number) =>
  (await db.delete(timeOffExceptions).where(eq(timeOffExceptions.id, id)).returning())[0] ?? null;

export const listRecipients = (db: Queryable) =>
  db
    .select()
    .from(storeNotificationRecipients)
    .orderBy(asc(storeNotificationRecipients.storeCode), asc(storeNotificationRecipients.email));

export const recipientsOf = async (db: Queryable, store: string) =>
  (
    await db
      .select({ email: storeNotificationRecipients.email })
      .from(storeNotificationRecipients)
      .where(eq(storeNotificationRecipients.storeCode, store))
      .orderBy(asc(storeNotificationRecipients.email))
  ).map((row) => row.email);

export async function replaceRecipients(db: Queryable, store: string, emails: string[]) {
  await db.delete(storeNotificationRecipients).where(eq(storeNotificationRecipients.storeCode, store));
  if (emails.length > 0)
    await db
      .insert(storeNotificationRecipients)
      .values(emails.map((email) => ({ storeCode: store, email })))
      .onConflictDoNothing();
}
