import { createHash, randomBytes } from 'node:crypto';
import {
  AUTH_MESSAGES,
  type ChangePasswordInput,
  type LoginInput,
  type PublicUser,
  type RegisterInput,
} from '../../../shared/auth/schemas';
import { recordAudit } from '../../audit/audit-log';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { HttpError, badRequest, conflict } from '../../http/errors';
import * as repo from './auth.repo';
import { createSessionCache } from './session-cache';
import { verifySecondFactor } from './two-factor.service';
import { generateTemporaryPassword, getDecoyHash, hashPassword, isCommonPassword, verifyPassword } from './passwords';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one username from one address before that address is refused for it (ADR 049). */
export const LOGIN_MAX_FAILURES = 10;
/** Failures from one address, whatever the usernames, before the address is refused (ADR 049). */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
/**
 * Failures of one username from all addresses after which every attempt for it is slowed down, never
 * refused: the first delay, doubled with each further failure up to the cap (ADR 049).
 */
export const LOGIN_SLOWDOWN_AFTER = 10;
export const LOGIN_SLOWDOWN_FIRST_MS = 250;
export const LOGIN_SLOWDOWN_MAX_MS = 4000;
/** Wrong passwords or codes in a row after which a signed-in session ends (ADR 068). */
export const SESSION_MAX_WRONG_ANSWERS = 10;
/** Sessions seen within this long are not written again, keeping reads free of writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** Our tokens are 43 characters; anything much longer is not one of ours and is not worth hashing. */
const MAX_TOKEN_LENGTH = 256;
/** How long a looked-up session is trusted without asking the database again (evictions are immediate). */
const SESSION_CACHE_TTL_MS = 15 * 1000;
const SESSION_CACHE_MAX = 10_000;

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  /** REQUIRE_ADMIN_2FA: admins without two-factor sign-in may only turn it on (ADR 022). */
  requireAdminTwoFactor?: boolean;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

export const toPublicUser = (row: repo.UserRow, requireAdminTwoFactor = false): PublicUser => ({
  id: row.id,
  username: row.username,
  role: row.role,
  mustChangePassword: row.mustChangePassword,
  createdAt: row.createdAt.toISOString(),
  twoFactorEnabled: row.totpEnabledAt !== null,
  mustSetUpTwoFactor: requireAdminTwoFactor && row.role === 'admin' && row.totpEnabledAt === null,
});

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens whose hash is remembered: about 160 KB, far more than the staff signed in at once. */
const TOKEN_HASHES_KEPT = 1024;

/**
 * `hashToken`, remembered for the tokens seen lately: every signed-in request hashes its token,
 * and a browser sends the same one all day (a SHA-256 was a twentieth of a search's time). Only
 * the hash is ever looked up or stored; the memo lives in this process and forgets the oldest.
 */
export function createTokenHasher(kept = TOKEN_HASHES_KEPT, hash: (token: string) => string = hashToken) {
  const hashes = new Map<string, string>();
  return (token: string): string => {
    let known = hashes.get(token);
    if (known === undefined) {
      known = hash(token);
      if (hashes.size >= kept) hashes.delete(hashes.keys().next().value as string);
      hashes.set(token, known);
    }
    return known;
  };
}

/** One counter per account however the name is typed (" Admin" and "admin" share it). */
const loginSubject = (username: string) => `username:${username.trim().toLowerCase()}`;

/** How long an attempt for a username waits, given its failures from every address in the window. */
export function loginSlowdownMs(failuresForUsername: number) {
  const excess = failuresForUsername - LOGIN_SLOWDOWN_AFTER;
  if (excess <= 0) return 0;
  return Math.min(LOGIN_SLOWDOWN_MAX_MS, LOGIN_SLOWDOWN_FIRST_MS * 2 ** Math.min(excess - 1, 16));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `changes` turns on the session cache (ADR 010); without it every signed-in request reads the
 * session from the database.
 */
export function createAuthService(
  db: Db,
  policy: SessionPolicy,
  now: () => Date = () => new Date(),
  changes?: ChangeFeed,
) {
  const publicUser = (row: repo.UserRow) => toPublicUser(row, policy.requireAdminTwoFactor ?? false);
  const cache = changes
    ? createSessionCache(changes, { ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_MAX })
    : null;
  const sessionIdOf = createTokenHasher();
  /** Whether a cached session is within the idle and absolute limits at `time`. */
  const isLive = (cached: { lastSeenAt: number; createdAt: number }, time: number) =>
    time - cached.lastSeenAt < policy.idleMs && time - cached.createdAt < policy.absoluteMs;

  async function startSession(user: repo.UserRow, meta: RequestMeta) {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    await repo.insertSession(db, {
      id: hashToken(token),
      userId: user.id,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      createdAt: at,
      lastSeenAt: at,
    });
    return token;
  }

  function assertAcceptablePassword(field: 'password' | 'newPassword', password: string) {
    if (isCommonPassword(password)) throw badRequest(`${field}: ${AUTH_MESSAGES.passwordCommon}`);
  }

  /** Seconds until one more attempt fits under the limit for every dimension that is over it. */
  async function secondsUntilAllowed(over: Array<{ by: repo.FailureKey; limit: number }>, at: Date, since: Date) {
    let latest = at.getTime() + 1000;
    for (const { by, limit } of over) {
      // The attempt is allowed once only limit - 1 failures remain in the window,
      // i.e. when the limit-th most recent one leaves it.
      const expiring = await repo.nthRecentFailureAt(db, by, limit, since);
      if (expiring) latest = Math.max(latest, expiring.getTime() + LOGIN_WINDOW_MS);
    }
    return Math.max(1, Math.ceil((latest - at.getTime()) / 1000));
  }

  /**
   * The throttle of sign-in (ADR 049) before a check of a password or code: the attempt is written
   * first and counted for the account and for the address; 429 with `Retry-After` when over.
   * Answers the attempt's id, to settle once the outcome is known.
   */
  async function throttled(subject: string, ip: string, message: string, actor?: { id: number; username: string }) {
    const at = now();
    const since = new Date(at.getTime() - LOGIN_WINDOW_MS);
    const attemptId = await recordAudit(db, {
      action: repo.LOGIN_ATTEMPT,
      subject,
      ip,
      at,
      ...(actor ? { actor } : {}),
    });
    const failures = await repo.countRecentFailures(db, subject, ip, since);
    const over = [
      ...(failures.byPair > LOGIN_MAX_FAILURES ? [{ by: { subject, ip }, limit: LOGIN_MAX_FAILURES }] : []),
      ...(failures.byIp > LOGIN_MAX_FAILURES_PER_ADDRESS
        ? [{ by: { ip }, limit: LOGIN_MAX_FAILURES_PER_ADDRESS }]
        : []),
    ];
    if (over.length > 0) {
      await repo.settleLoginAttempt(db, attemptId, { action: 'auth.login_throttled' });
      const retryAfter = await secondsUntilAllowed(over, at, since);
      throw new HttpError(429, message, { 'retry-after': String(retryAfter) });
    }
    // This attempt is counted too: the first delay comes with the first failure over the threshold.
    const delayMs = loginSlowdownMs(failures.byUser);
    if (delayMs > 0) await sleep(delayMs);
    return { attemptId, at };
  }

  /**
   * Every check of a password or code by a signed-in user (changing the password, turning two-factor
   * sign-in on or off) goes through here: throttled like sign-in, for the account and the address
   * (wrong answers count with failed sign-ins), and after SESSION_MAX_WRONG_ANSWERS wrong answers in a
   * row the session ends, so a stolen session cannot guess on (ADR 068). `verify` answers whether the
   * secret was right; `wrong` is the error for a wrong one.
   */
  async function checkSecret(
    who: { user: { id: number; username: string }; sessionId: string; ip: string; what: string },
    verify: (at: Date) => Promise<boolean>,
    wrong: () => Error,
  ): Promise<void> {
    const { attemptId, at } = await throttled(
      loginSubject(who.user.username),
      who.ip,
      AUTH_MESSAGES.tooManyWrongAnswers,
      who.user,
    );
    if (await verify(at)) {
      await repo.settleLoginAttempt(db, attemptId, { action: `auth.check_passed:${who.what}` });
      await repo.clearWrongAnswers(db, who.sessionId);
      return;
    }
    await repo.settleLoginAttempt(db, attemptId, { action: repo.CHECK_FAILED });
    const inARow = await repo.addWrongAnswer(db, who.sessionId);
    if (inARow >= SESSION_MAX_WRONG_ANSWERS) {
      await repo.deleteSession(db, who.sessionId);
      await cache?.evictSession(who.sessionId);
      await recordAudit(db, {
        action: 'auth.session_ended_wrong_answers',
        actor: who.user,
        subject: `user:${who.user.id}`,
        ip: who.ip,
        at,
      });
      throw new HttpError(401, AUTH_MESSAGES.signedOutAfterWrongAnswers, {}, 'signed_out_wrong_answers');
    }
    throw wrong();
  }

  return {
    checkSecret,

    /**
     * The attempt is written before it is counted and before the password is checked, so that
     * parallel requests cannot all slip under the limit while each other's scrypt is running.
     * Only the failing address is refused (per address, and per username from that address); a
     * username's failures from everywhere only slow its attempts down, so nobody elsewhere can lock
     * a colleague out (ADR 049). The counts include this attempt, hence `>`.
     */
    async login(input: LoginInput, meta: RequestMeta) {
      const { attemptId, at } = await throttled(loginSubject(input.username), meta.ip, AUTH_MESSAGES.tooManyAttempts);
      const user = await repo.findUserByUsername(db, input.username.trim());
      const isValid = await verifyPassword(input.password, user?.passwordHash ?? (await getDecoyHash()));
      if (!user || !isValid) {
        await repo.settleLoginAttempt(db, attemptId, { action: repo.LOGIN_FAILED });
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials, {}, 'invalid_credentials');
      }
      // An invite's temporary password works for a limited time (ADR 031).
      if (user.passwordExpiresAt && user.passwordExpiresAt.getTime() <= at.getTime()) {
        await repo.settleLoginAttempt(db, attemptId, { action: 'auth.login_expired', subject: `user:${user.id}` });
        throw new HttpError(401, AUTH_MESSAGES.inviteExpired, {}, 'invite_expired');
      }
      if (user.totpSecret && user.totpEnabledAt) {
        // The password was right: asking for the code is not a failure, a wrong code is.
        if (!input.code) {
          await repo.settleLoginAttempt(db, attemptId, { action: 'auth.login_code_asked' });
          throw new HttpError(401, AUTH_MESSAGES.twoFactorRequired, {}, 'two_factor_required');
        }
        if (!(await verifySecondFactor(db, user, input.code, at))) {
          await repo.settleLoginAttempt(db, attemptId, { action: repo.LOGIN_FAILED });
          throw new HttpError(401, AUTH_MESSAGES.twoFactorInvalid, {}, 'two_factor_invalid');
        }
      }
      const token = await startSession(user, meta);
      await repo.settleLoginAttempt(db, attemptId, { action: 'auth.login', actor: user, subject: `user:${user.id}` });
      return { token, ...publicUser(user) };
    },

    /** Ends the tokens' sessions on the server, even ones that have already expired; idempotent. */
    async logout(tokens: string[], meta: RequestMeta) {
      for (const token of new Set(tokens)) {
        if (token.length > MAX_TOKEN_LENGTH) continue;
        const sessionId = hashToken(token);
        const user = await repo.deleteSession(db, sessionId);
        await cache?.evictSession(sessionId);
        if (user)
          await recordAudit(db, {
            action: 'auth.logout',
            actor: user,
            subject: `user:${user.id}`,
            ip: meta.ip,
            at: now(),
          });
      }
    },

    /**
     * After any change to a user or their sessions outside this service (role, deactivation,
     * password reset): every process reads that user's sessions from the database again (ADR 010).
     */
    async forgetCachedSessions(userId: number) {
      await cache?.evictUser(userId);
    },

    /**
     * The session's user when the cache vouches for it and nothing is to be written (the common
     * case: no promise, no database); undefined when `resolveSession` has to answer.
     */
    cachedSession(token: string) {
      if (token.length > MAX_TOKEN_LENGTH || !cache) return undefined;
      const id = sessionIdOf(token);
      const time = now().getTime();
      const cached = cache.get(id, time);
      if (!cached || !isLive(cached, time) || time - cached.lastSeenAt > TOUCH_INTERVAL_MS) return undefined;
      return { sessionId: id, user: cached.user };
    },

    /** The session's user, or null when the token is unknown, idle too long or too old. */
    async resolveSession(token: string) {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      const id = sessionIdOf(token);
      const at = now();
      const time = at.getTime();
      const cached = cache?.get(id, time);
      // The cache only vouches for live sessions; one that looks expired is asked about again,
      // since another process may have seen it more recently.
      if (cached && isLive(cached, time)) {
        if (time - cached.lastSeenAt > TOUCH_INTERVAL_MS) {
          cached.lastSeenAt = time;
          await repo.touchSession(db, id, at);
        }
        return { sessionId: id, user: cached.user };
      }
      const lookup = cache?.beginLookup() ?? 0;
      const found = await repo.findLiveSession(
        db,
        id,
        new Date(time - policy.idleMs),
        new Date(time - policy.absoluteMs),
      );
      if (!found) return null;
      let lastSeenAt = found.session.lastSeenAt.getTime();
      if (time - lastSeenAt > TOUCH_INTERVAL_MS) {
        await repo.touchSession(db, id, at);
        lastSeenAt = time;
      }
      const user = publicUser(found.user);
      cache?.store(id, lookup, { user, createdAt: found.session.createdAt.getTime(), lastSeenAt, cachedAt: time });
      return { sessionId: id, user };
    },

    async register(input: RegisterInput, actor: PublicUser, meta: RequestMeta) {
      assertAcceptablePassword('password', input.password);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const row = await repo.insertUser(tx, {
          username: input.username,
          passwordHash,
          role: input.role,
          mustChangePassword: true,
          createdAt: now(),
        });
        if (!row) throw conflict(AUTH_MESSAGES.usernameTaken);
        await recordAudit(tx, {
          action: 'user.create',
          actor,
          subject: `user:${row.id}`,
          ip: meta.ip,
          at: now(),
          after: { username: row.username, role: row.role, mustChangePassword: true },
        });
        return publicUser(row);
      });
    },

    async changePassword(input: ChangePasswordInput, actor: PublicUser, sessionId: string, meta: RequestMeta) {
      const user = await repo.findUserById(db, actor.id);
      if (!user) throw badRequest(`currentPassword: ${AUTH_MESSAGES.currentPasswordWrong}`);
      // A temporary password (invite or reset) is not asked again: this session was opened with it.
      if (input.currentPassword === undefined) {
        if (!user.mustChangePassword) throw badRequest('currentPassword: Current password is required');
        if (await verifyPassword(input.newPassword, user.passwordHash))
          throw badRequest(`newPassword: ${AUTH_MESSAGES.passwordSame}`);
      } else {
        const currentPassword = input.currentPassword;
        await checkSecret(
          { user, sessionId, ip: meta.ip, what: 'password_change' },
          () => verifyPassword(currentPassword, user.passwordHash),
          () => badRequest(`currentPassword: ${AUTH_MESSAGES.currentPasswordWrong}`),
        );
        if (input.currentPassword === input.newPassword) throw badRequest(`newPassword: ${AUTH_MESSAGES.passwordSame}`);
      }
      assertAcceptablePassword('newPassword', input.newPassword);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await repo.updatePassword(tx, user.id, passwordHash, false);
        // Every other session of this user ends; the one that made the change stays signed in.
        await repo.deleteUserSessions(tx, user.id, sessionId);
        await recordAudit(tx, {
          action: 'user.password_change',
          actor,
          subject: `user:${user.id}`,
          ip: meta.ip,
          at: now(),
          before: { mustChangePassword: user.mustChangePassword },
          after: { mustChangePassword: false },
        });
      });
      // The sessions ended above, and the one kept, whose user changed, must be read again.
      await cache?.evictUser(user.id);
      return publicUser({ ...user, mustChangePassword: false });
    },

    /**
     * On an empty database: the first admin from the environment, or `admin` with a one-time
     * password that the caller prints once. Returns null when users already exist.
     */
    async ensureFirstAdmin(fromEnv: { username?: string; password?: string }) {
      if ((await repo.countUsers(db)) > 0) return null;
      const isGenerated = !fromEnv.password;
      const username = fromEnv.username ?? 'admin';
      const password = fromEnv.password ?? generateTemporaryPassword();
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        // Another process starting against the same empty server may win the race: then it prints.
        const row = await repo.insertUser(tx, {
          username,
          passwordHash,
          role: 'admin',
          mustChangePassword: isGenerated,
        });
        if (!row) return null;
        await recordAudit(tx, {
          action: 'user.create',
          subject: `user:${row.id}`,
          at: now(),
          after: { username, role: 'admin', mustChangePassword: isGenerated },
        });
        return { username, password, isGenerated };
      });
    },

    /**
     * For areas that set someone else's password (user management): the same policy as a chosen
     * password, then its hash. The password itself is never stored.
     */
    async hashNewPassword(field: 'password' | 'newPassword', password: string) {
      assertAcceptablePassword(field, password);
      return hashPassword(password);
    },

    /** A one-time password for an invite, and its hash. */
    async createTemporaryPassword() {
      const password = generateTemporaryPassword();
      return { password, passwordHash: await hashPassword(password) };
    },

    pruneExpiredSessions() {
      const at = now().getTime();
      return repo.deleteExpiredSessions(db, new Date(at - policy.idleMs), new Date(at - policy.absoluteMs));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
