import { and, count, eq, gte, lt, or, sql } from 'drizzle-orm';
import { auditLog, sessions, users } from '../../db/schema/index';
import type { Queryable } from '../../db/client';

export type UserRow = typeof users.$inferSelect;

export const findUserByUsername = async (db: Queryable, username: string) =>
  (await db.select().from(users).where(eq(users.username, username)).limit(1))[0];

export const findUserById = async (db: Queryable, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const countUsers = async (db: Queryable) => (await db.select({ n: count() }).from(users))[0]?.n ?? 0;

export async function insertUser(db: Queryable, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.username }).returning();
  return row;
}

export async function updatePassword(db: Queryable, userId: number, passwordHash: string, mustChange: boolean) {
  await db.update(users).set({ passwordHash, mustChangePassword: mustChange }).where(eq(users.id, userId));
}

export async function insertSession(db: Queryable, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

/** A session still inside both its idle and absolute windows, with its user. */
export async function findLiveSession(db: Queryable, id: string, idleCutoff: Date, absoluteCutoff: Date) {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gte(sessions.lastSeenAt, idleCutoff), gte(sessions.createdAt, absoluteCutoff)))
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Queryable, id: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Queryable, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: Queryable, userId: number, exceptId?: string) {
  await db
    .delete(sessions)
    .where(exceptId ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptId}`) : eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Queryable, idleCutoff: Date, absoluteCutoff: Date) {
  await db.delete(sessions).where(or(lt(sessions.lastSeenAt, idleCutoff), lt(sessions.createdAt, absoluteCutoff)));
}

/** Failed sign-ins since `since` for this username and for this address, counted from the audit log. */
export async function countRecentFailures(db: Queryable, username: string, ip: string, since: Date) {
  const failures = and(eq(auditLog.action, 'auth.login_failed'), gte(auditLog.at, since));
  const [row] = await db
    .select({
      byUser: sql<number>`count(*) filter (where ${auditLog.subject} = ${`username:${username.toLowerCase()}`})`,
      byIp: sql<number>`count(*) filter (where ${auditLog.ip} = ${ip})`,
      oldest: sql<string | null>`min(${auditLog.at})`,
    })
    .from(auditLog)
    .where(and(failures, or(eq(auditLog.subject, `username:${username.toLowerCase()}`), eq(auditLog.ip, ip))));
  return { byUser: Number(row?.byUser ?? 0), byIp: Number(row?.byIp ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}
