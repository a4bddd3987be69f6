import { AUTH_MESSAGES, type ChangePasswordInput, type PublicUser, type RegisterInput } from '#shared/auth/schemas';
import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import { badRequest, conflict } from '#server/http/errors';
import * as repo from './auth.repo';
import type { AuthSessions, RequestMeta } from './auth-sessions';
import type { AuthSignIn } from './auth-sign-in';
import { generateTemporaryPassword, hashPassword, isCommonPassword, verifyPassword } from './passwords';

/** Accounts' passwords: the first admin, registration, a user's own change, and those set for others. */
export function createAuthPasswords(
  db: Db,
  sessions: AuthSessions,
  checkSecret: AuthSignIn['checkSecret'],
  now: () => Date,
) {
  const { publicUser } = sessions;

  function assertAcceptablePassword(field: 'password' | 'newPassword', password: string) {
    if (isCommonPassword(password)) throw badRequest(`${field}: ${AUTH_MESSAGES.passwordCommon}`);
  }

  return {
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
  };
}
