import { and, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { auditLog, recoveryCodes, sessions, users } from '#server/db/schema/index';
import type { Db, Queryable } from '#server/db/client';

export type UserRow = typeof users.$inferSelect;

/** A sign-in whose outcome is not known yet: written before the password is checked (see login). */
export const LOGIN_ATTEMPT = 'auth.login_attempt';
export const LOGIN_FAILED = 'auth.login_failed';
/** A wrong password or code given by a signed-in user (changing the password, turning 2FA on or off). */
export const CHECK_FAILED = 'auth.check_failed';
/** All count against the limit: an attempt still in flight may well be a failure. */
const COUNTED = [LOGIN_ATTEMPT, LOGIN_FAILED, CHECK_FAILED];

/** Either spelling of the name: usernames are unique regardless of case (ADR 069). */
export const findUserByUsername = async (db: Queryable, username: string) =>
  (
    await db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`)
      .limit(1)
  )[0];

export const findUserById = async (db: Queryable, id: number) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const countUsers = async (db: Queryable) => (await db.select({ n: count() }).from(users))[0]?.n ?? 0;

export async function insertUser(db: Queryable, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePassword(db: Queryable, userId: number, passwordHash: string, mustChange: boolean) {
  // A password set here is chosen, or reset by an admin: it never expires (only invites do, ADR 031).
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: mustChange, passwordExpiresAt: null })
    .where(eq(users.id, userId));
}

export async function insertSession(db: Queryable, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values);
}

/** What a signed-in request needs of its user. */
export type SessionUser = Pick<
  UserRow,
  'id' | 'username' | 'role' | 'mustChangePassword' | 'createdAt' | 'totpEnabledAt'
>;

/**
 * The look-up every signed-in request makes: a session still inside both its idle and absolute
 * windows, with its user's public columns and when the session began and was last seen. Prepared
 * once, so that a request costs one round trip and no query building.
 */
export function prepareLiveSessionLookup(db: Db) {
  const query = db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      mustChangePassword: users.mustChangePassword,
      createdAt: users.createdAt,
      totpEnabledAt: users.totpEnabledAt,
      lastSeenAt: sessions.lastSeenAt,
      sessionCreatedAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
        gt(sessions.createdAt, sql.placeholder('absoluteCutoff')),
      ),
    )
    .limit(1)
    .prepare('live_session');
  return async (id: string, idleCutoff: Date, absoluteCutoff: Date) =>
    (
      await query.execute({
        id,
        idleCutoff: idleCutoff.toISOString(),
        absoluteCutoff: absoluteCutoff.toISOString(),
      })
    )[0];
}

/** One more wrong answer in this session: answers how many in a row now (0 when the session is gone). */
export async function addWrongAnswer(db: Queryable, id: string) {
  const rows = await db
    .update(sessions)
    .set({ wrongAnswers: sql`${sessions.wrongAnswers} + 1` })
    .where(eq(sessions.id, id))
    .returning({ wrongAnswers: sessions.wrongAnswers });
  return rows[0]?.wrongAnswers ?? 0;
}

/** A right answer ends the run of wrong ones. */
export async function clearWrongAnswers(db: Queryable, id: string) {
  await db
    .update(sessions)
    .set({ wrongAnswers: 0 })
    .where(and(eq(sessions.id, id), gt(sessions.wrongAnswers, 0)));
}

export async function touchSession(db: Queryable, id: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

/** Deletes the session whatever its age and returns its user, or undefined when there was none. */
export async function deleteSession(db: Queryable, id: string) {
  const [row] = await db.delete(sessions).where(eq(sessions.id, id)).returning({ userId: sessions.userId });
  return row ? findUserById(db, row.userId) : undefined;
}

export async function deleteUserSessions(db: Queryable, userId: number, exceptId?: string) {
  await db
    .delete(sessions)
    .where(exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Queryable, idleCutoff: Date, absoluteCutoff: Date) {
  await db.delete(sessions).where(or(lt(sessions.lastSeenAt, idleCutoff), lt(sessions.createdAt, absoluteCutoff)));
}

/** Records the outcome of a sign-in attempt on the row written when it began. */
export async function settleLoginAttempt(
  db: Queryable,
  id: string,
  outcome: { action: string; actor?: { id: number; username: string }; subject?: string },
) {
  await db
    .update(auditLog)
    .set({
      action: outcome.action,
      ...(outcome.actor ? { actorId: outcome.actor.id, actorName: outcome.actor.username } : {}),
      ...(outcome.subject ? { subject: outcome.subject } : {}),
    })
    .where(eq(auditLog.id, id));
}

/** Counted sign-ins of a username key from anywhere, from one address, or of the key from the address. */
export type FailureKey = { subject: string } | { ip: string } | { subject: string; ip: string };

/**
 * Failed (or still unsettled) sign-ins after `since`: for this username key from every address, from
 * this address whatever the username, and for the key from this address.
 */
export async function countRecentFailures(db: Queryable, subject: string, ip: string, since: Date) {
  const [row] = await db
    .select({
      byUser: sql<number>`count(*) filter (where ${auditLog.subject} = ${subject})`,
      byIp: sql<number>`count(*) filter (where ${auditLog.ip} = ${ip})`,
      byPair: sql<number>`count(*) filter (where ${auditLog.subject} = ${subject} and ${auditLog.ip} = ${ip})`,
    })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, COUNTED),
        gt(auditLog.at, since),
        or(eq(auditLog.subject, subject), eq(auditLog.ip, ip)),
      ),
    );
  return { byUser: Number(row?.byUser ?? 0), byIp: Number(row?.byIp ?? 0), byPair: Number(row?.byPair ?? 0) };
}

/** When the `n`-th most recent counted failure happened (1-based), or undefined when there are fewer. */
export async function nthRecentFailureAt(db: Queryable, by: FailureKey, n: number, since: Date) {
  const [row] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, COUNTED),
        gt(auditLog.at, since),
        'subject' in by ? eq(auditLog.subject, by.subject) : undefined,
        'ip' in by ? eq(auditLog.ip, by.ip) : undefined,
      ),
    )
    .orderBy(desc(auditLog.at))
    .offset(n - 1)
    .limit(1);
  return row?.at;
}

/** Accepts a TOTP step once: false when this step (or a later one) was already used. */
export async function claimTotpStep(db: Queryable, userId: number, step: number) {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Uses an unused recovery code of the user: false when there is none with that hash. */
export async function useRecoveryCode(db: Queryable, userId: number, codeHash: string, at: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Queryable, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function replaceRecoveryCodes(db: Queryable, userId: number, codeHashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codeHashes.length > 0) {
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }
}

export async function updateTwoFactor(
  db: Queryable,
  userId: number,
  values: Partial<Pick<UserRow, 'totpSecret' | 'totpEnabledAt' | 'totpPendingSecret' | 'totpLastStep'>>,
) {
  await db.update(users).set(values).where(eq(users.id, userId));
}
