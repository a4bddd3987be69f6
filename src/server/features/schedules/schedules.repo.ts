import { and, asc, between, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import {
  scheduleClosedDays,
  schedulePublications,
  scheduleRequests,
  scheduleShifts,
  sickDayNotices,
  storeNotificationRecipients,
  timeOffExceptions,
} from '#server/db/schema/index';

export type ShiftRow = typeof scheduleShifts.$inferSelect;
export type SickRow = typeof sickDayNotices.$inferSelect;
export type TimeOffRow = typeof timeOffExceptions.$inferSelect;
export type RequestRow = typeof scheduleRequests.$inferSelect;
export type PublicationRow = typeof schedulePublications.$inferSelect;

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

export const findShift = async (db: Queryable, id: number, lock = false) => {
  const query = db.select().from(scheduleShifts).where(eq(scheduleShifts.id, id));
  return (await (lock ? query.for('update') : query))[0] ?? null;
};

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

// Requests of associates (ADR 080).
export const insertRequest = async (db: Queryable, values: typeof scheduleRequests.$inferInsert) =>
  (await db.insert(scheduleRequests).values(values).returning())[0];

export const lockRequest = async (db: Queryable, id: number) =>
  (await db.select().from(scheduleRequests).where(eq(scheduleRequests.id, id)).for('update'))[0] ?? null;

export const updateRequest = async (db: Queryable, id: number, values: Partial<typeof scheduleRequests.$inferInsert>) =>
  (await db.update(scheduleRequests).set(values).where(eq(scheduleRequests.id, id)).returning())[0] ?? null;

export const requestsOf = (db: Queryable, requesterId: number, limit: number) =>
  db
    .select()
    .from(scheduleRequests)
    .where(eq(scheduleRequests.requesterId, requesterId))
    .orderBy(desc(scheduleRequests.createdAt), desc(scheduleRequests.id))
    .limit(limit);

export const requestsByStatus = (db: Queryable, status: RequestRow['status'] | null, limit: number) =>
  db
    .select()
    .from(scheduleRequests)
    .where(status === null ? undefined : eq(scheduleRequests.status, status))
    .orderBy(asc(scheduleRequests.startDate), asc(scheduleRequests.id))
    .limit(limit);

/** Time off at this store, or of this person anywhere, overlapping the dates. */
export const timeOffClashing = (db: Queryable, store: string, employee: string, from: string, to: string) =>
  db
    .select()
    .from(timeOffExceptions)
    .where(
      and(
        lte(timeOffExceptions.startDate, to),
        gte(timeOffExceptions.endDate, from),
        or(
          eq(timeOffExceptions.storeCode, store),
          eq(sql`lower(${timeOffExceptions.employeeName})`, employee.toLowerCase()),
        ),
      ),
    )
    .orderBy(asc(timeOffExceptions.startDate), asc(timeOffExceptions.id));

// Published weeks (ADR 081).
export const findPublication = async (db: Queryable, store: string, weekStart: string) =>
  (
    await db
      .select()
      .from(schedulePublications)
      .where(and(eq(schedulePublications.storeCode, store), eq(schedulePublications.weekStart, weekStart)))
  )[0] ?? null;

/** The week's publication row, made (unpublished, version 0) if absent, and locked. */
export async function lockPublication(db: Queryable, store: string, weekStart: string, at: Date) {
  await db
    .insert(schedulePublications)
    .values({ storeCode: store, weekStart, version: 0, shifts: [], publishedBy: '', publishedAt: at })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(schedulePublications)
    .where(and(eq(schedulePublications.storeCode, store), eq(schedulePublications.weekStart, weekStart)))
    .for('update');
  if (!row) throw new Error('publication row vanished');
  return row;
}

export const savePublication = (
  db: Queryable,
  store: string,
  weekStart: string,
  values: Pick<PublicationRow, 'version' | 'shifts' | 'publishedBy' | 'publishedAt'>,
) =>
  db
    .update(schedulePublications)
    .set(values)
    .where(and(eq(schedulePublications.storeCode, store), eq(schedulePublications.weekStart, weekStart)));
