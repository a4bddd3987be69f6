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
import { generateTemporaryPassword, getDecoyHash, hashPassword, isCommonPassword, verifyPassword } from './passwords';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;
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
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

export const toPublicUser = (row: repo.UserRow): PublicUser => ({
  id: row.id,
  username: row.username,
  role: row.role,
  mustChangePassword: row.mustChangePassword,
  createdAt: row.createdAt.toISOString(),
});

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** One counter per account however the name is typed (" Admin" and "admin" share it). */
const loginSubject = (username: string) => `username:${username.trim().toLowerCase()}`;

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
  const cache = changes
    ? createSessionCache(changes, { ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_MAX })
    : null;

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
  async function secondsUntilAllowed(over: Array<{ subject: string } | { ip: string }>, at: Date, since: Date) {
    let latest = at.getTime() + 1000;
    for (const by of over) {
      // The attempt is allowed once only LOGIN_MAX_FAILURES - 1 failures remain in the window,
      // i.e. when the LOGIN_MAX_FAILURES-th most recent one leaves it.
      const expiring = await repo.nthRecentFailureAt(db, by, LOGIN_MAX_FAILURES, since);
      if (expiring) latest = Math.max(latest, expiring.getTime() + LOGIN_WINDOW_MS);
    }
    return Math.max(1, Math.ceil((latest - at.getTime()) / 1000));
  }

  return {
    /**
     * The attempt is written before it is counted and before the password is checked, so that
     * parallel requests cannot all slip under the limit while each other's scrypt is running.
     */
    async login(input: LoginInput, meta: RequestMeta) {
      const at = now();
      const since = new Date(at.getTime() - LOGIN_WINDOW_MS);
      const subject = loginSubject(input.username);
      const attemptId = await recordAudit(db, { action: repo.LOGIN_ATTEMPT, subject, ip: meta.ip, at });
      const failures = await repo.countRecentFailures(db, subject, meta.ip, since);
      const over = [
        ...(failures.byUser > LOGIN_MAX_FAILURES ? [{ subject }] : []),
        ...(failures.byIp > LOGIN_MAX_FAILURES ? [{ ip: meta.ip }] : []),
      ];
      if (over.length > 0) {
        await repo.settleLoginAttempt(db, attemptId, { action: 'auth.login_throttled' });
        const retryAfter = await secondsUntilAllowed(over, at, since);
        throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts, { 'retry-after': String(retryAfter) });
      }
      const user = await repo.findUserByUsername(db, input.username.trim());
      const isValid = await verifyPassword(input.password, user?.passwordHash ?? (await getDecoyHash()));
      if (!user || !isValid) {
        await repo.settleLoginAttempt(db, attemptId, { action: repo.LOGIN_FAILED });
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials, {}, 'invalid_credentials');
      }
      const token = await startSession(user, meta);
      await repo.settleLoginAttempt(db, attemptId, { action: 'auth.login', actor: user, subject: `user:${user.id}` });
      return { token, ...toPublicUser(user) };
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

    /** The session's user, or null when the token is unknown, idle too long or too old. */
    async resolveSession(token: string) {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      const id = hashToken(token);
      const at = now();
      const time = at.getTime();
      const cached = cache?.get(id, time);
      // The cache only vouches for live sessions; one that looks expired is asked about again,
      // since another process may have seen it more recently.
      if (cached && time - cached.lastSeenAt < policy.idleMs && time - cached.createdAt < policy.absoluteMs) {
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
      const user = toPublicUser(found.user);
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
        return toPublicUser(row);
      });
    },

    async changePassword(input: ChangePasswordInput, actor: PublicUser, sessionId: string, meta: RequestMeta) {
      const user = await repo.findUserById(db, actor.id);
      if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
        throw badRequest(`currentPassword: ${AUTH_MESSAGES.currentPasswordWrong}`);
      }
      if (input.currentPassword === input.newPassword) throw badRequest(`newPassword: ${AUTH_MESSAGES.passwordSame}`);
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
      return toPublicUser({ ...user, mustChangePassword: false });
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

    pruneExpiredSessions() {
      const at = now().getTime();
      return repo.deleteExpiredSessions(db, new Date(at - policy.idleMs), new Date(at - policy.absoluteMs));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
