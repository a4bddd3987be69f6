import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, type ChangePasswordInput, type LoginInput, type PublicUser, type RegisterInput } from '../../../shared/auth/schemas';
import { recordAudit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { HttpError, badRequest, conflict } from '../../http/errors';
import * as repo from './auth.repo';
import { generateTemporaryPassword, getDecoyHash, hashPassword, isCommonPassword, verifyPassword } from './passwords';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;
/** Sessions seen within this long are not written again, keeping reads free of writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

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

export function createAuthService(db: Db, policy: SessionPolicy, now: () => Date = () => new Date()) {
  async function startSession(user: repo.UserRow, meta: RequestMeta) {
    const token = randomBytes(32).toString('base64url');
    await repo.insertSession(db, {
      id: hashToken(token),
      userId: user.id,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      createdAt: now(),
      lastSeenAt: now(),
    });
    return token;
  }

  function assertAcceptablePassword(password: string) {
    if (isCommonPassword(password)) throw badRequest(`newPassword: ${AUTH_MESSAGES.passwordCommon}`);
  }

  return {
    async login(input: LoginInput, meta: RequestMeta) {
      const since = new Date(now().getTime() - LOGIN_WINDOW_MS);
      const failures = await repo.countRecentFailures(db, input.username, meta.ip, since);
      if (failures.byUser >= LOGIN_MAX_FAILURES || failures.byIp >= LOGIN_MAX_FAILURES) {
        const oldest = failures.oldest ?? now();
        const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + LOGIN_WINDOW_MS - now().getTime()) / 1000));
        throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts, { 'retry-after': String(retryAfter) });
      }
      const user = await repo.findUserByUsername(db, input.username.trim());
      const isValid = await verifyPassword(input.password, user?.passwordHash ?? (await getDecoyHash()));
      if (!user || !isValid) {
        await recordAudit(db, {
          action: 'auth.login_failed',
          subject: `username:${input.username.toLowerCase()}`,
          ip: meta.ip,
        });
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      const token = await startSession(user, meta);
      await recordAudit(db, { action: 'auth.login', actor: user, subject: `user:${user.id}`, ip: meta.ip });
      return { token, ...toPublicUser(user) };
    },

    async logout(sessionId: string, actor: PublicUser, meta: RequestMeta) {
      await repo.deleteSession(db, sessionId);
      await recordAudit(db, { action: 'auth.logout', actor, subject: `user:${actor.id}`, ip: meta.ip });
    },

    /** The session's user, or null when the token is unknown, idle too long or too old. */
    async resolveSession(token: string) {
      const id = hashToken(token);
      const at = now();
      const found = await repo.findLiveSession(
        db,
        id,
        new Date(at.getTime() - policy.idleMs),
        new Date(at.getTime() - policy.absoluteMs),
      );
      if (!found) return null;
      if (at.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await repo.touchSession(db, id, at);
      return { sessionId: id, user: toPublicUser(found.user) };
    },

    async register(input: RegisterInput, actor: PublicUser, meta: RequestMeta) {
      assertAcceptablePassword(input.password);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const row = await repo.insertUser(tx, {
          username: input.username,
          passwordHash,
          role: input.role,
          mustChangePassword: true,
        });
        if (!row) throw conflict(AUTH_MESSAGES.usernameTaken);
        await recordAudit(tx, {
          action: 'user.create',
          actor,
          subject: `user:${row.id}`,
          ip: meta.ip,
          after: { username: row.username, role: row.role },
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
      assertAcceptablePassword(input.newPassword);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await repo.updatePassword(tx, user.id, passwordHash, false);
        // Every other session of this user ends; the one that made the change stays signed in.
        await repo.deleteUserSessions(tx, user.id, sessionId);
        await recordAudit(tx, { action: 'user.password_change', actor, subject: `user:${user.id}`, ip: meta.ip });
      });
      return toPublicUser({ ...user, mustChangePassword: false });
    },

    /**
     * On an empty database: the first admin from the environment, or `admin` with a one-time
     * password that the caller prints once. Returns null when users already exist.
     */
    async ensureFirstAdmin(fromEnv: { username?: string; password?: string }) {
      if ((await repo.countUsers(db)) > 0) return null;
      const username = fromEnv.username ?? 'admin';
      const password = fromEnv.password ?? generateTemporaryPassword();
      const row = await repo.insertUser(db, {
        username,
        passwordHash: await hashPassword(password),
        role: 'admin',
        mustChangePassword: !fromEnv.password,
      });
      if (!row) return null;
      await recordAudit(db, { action: 'user.create', subject: `user:${row.id}`, after: { username, role: 'admin' } });
      return { username, password, isGenerated: !fromEnv.password };
    },

    pruneExpiredSessions() {
      const at = now().getTime();
      return repo.deleteExpiredSessions(db, new Date(at - policy.idleMs), new Date(at - policy.absoluteMs));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
