import type { PublicUser } from '#shared/auth/schemas';
import {
  INVITE_VALID_DAYS,
  USERS_MESSAGES,
  buildInviteLink,
  type ChangeRoleInput,
  type InviteUserInput,
  type ManagedUser,
  type ResetPasswordInput,
} from '#shared/users/users';
import { recordAudit } from '#server/audit/audit-log';
import type { Db } from '#server/db/client';
import { conflict, notFound } from '#server/http/errors';
import type { AreaDeps } from '#server/areas/area';
import * as repo from './users.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UsersDeps {
  db: Db;
  auth: AreaDeps['auth'];
  now: () => Date;
  /** Absent in unit use: an invite naming an employee then fails. */
  services?: AreaDeps['services'];
}

const toManagedUser = (row: repo.UserRow): ManagedUser => ({
  id: row.id,
  username: row.username,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  mustChangePassword: row.mustChangePassword,
  inviteExpiresAt: row.passwordExpiresAt?.toISOString() ?? null,
});

/** User management (spec 03 "User management"): invites, password resets and removals by admins. */
export function createUsersService({ db, auth, now, services }: UsersDeps) {
  const employeesService = services?.need('employees', 'users');
  return {
    async list() {
      return (await repo.listUsers(db)).map(toManagedUser);
    },

    /**
     * A new user with a temporary password that works for INVITE_VALID_DAYS and must be changed at
     * the first sign-in; the link carries it (spec 01 §2.3), so it is shown once and never stored.
     */
    async invite(input: InviteUserInput, origin: string, actor: PublicUser, ip: string) {
      const { password, passwordHash } = await auth.createTemporaryPassword();
      const at = now();
      const expiresAt = new Date(at.getTime() + INVITE_VALID_DAYS * DAY_MS);
      await db.transaction(async (tx) => {
        const row = await repo.insertInvitedUser(tx, {
          username: input.username,
          role: input.role,
          passwordHash,
          mustChangePassword: true,
          passwordExpiresAt: expiresAt,
          createdAt: at,
        });
        if (!row) throw conflict(USERS_MESSAGES.usernameTaken);
        await recordAudit(tx, {
          action: 'user.invite',
          actor,
          subject: `user:${row.id}`,
          ip,
          at,
          after: {
            username: row.username,
            role: row.role,
            inviteExpiresAt: expiresAt.toISOString(),
            ...(input.employeeId === undefined ? {} : { employeeId: input.employeeId }),
          },
        });
        // The invite names its employee: linked now, or nothing is created (ADR 080).
        if (input.employeeId !== undefined) {
          const employees = employeesService?.();
          if (!employees) throw new Error('the employees area is not registered');
          await employees.linkInvited(tx, input.employeeId, row.id, actor);
        }
      });
      return { inviteLink: buildInviteLink(origin, input.username, password) };
    },

    /** The new password must be changed at the next sign-in; every session of the user ends. */
    async resetPassword(input: ResetPasswordInput, actor: PublicUser, ip: string) {
      const passwordHash = await auth.hashNewPassword('newPassword', input.newPassword);
      await db.transaction(async (tx) => {
        const user = await repo.lockUser(tx, input.userId);
        if (!user) throw notFound(USERS_MESSAGES.userNotFound);
        await repo.setPassword(tx, user.id, { passwordHash, mustChangePassword: true, passwordExpiresAt: null });
        await repo.deleteSessionsOf(tx, user.id);
        await recordAudit(tx, {
          action: 'user.password_reset',
          actor,
          subject: `user:${user.id}`,
          ip,
          at: now(),
          before: { mustChangePassword: user.mustChangePassword },
          after: { mustChangePassword: true },
        });
      });
      return { success: true as const };
    },

    /** A new role; the user's sessions are read again so it applies at once. The last admin stays one. */
    async changeRole(userId: number, input: ChangeRoleInput, actor: PublicUser, ip: string) {
      if (userId === actor.id) throw conflict(USERS_MESSAGES.demoteSelf, 'change_own_role');
      const updated = await db.transaction(async (tx) => {
        const adminIds = await repo.lockAdminIds(tx);
        const user = await repo.lockUser(tx, userId);
        if (!user) throw notFound(USERS_MESSAGES.userNotFound);
        if (user.role === input.role) return user;
        if (user.role === 'admin' && !adminIds.some((id) => id !== user.id)) {
          throw conflict(USERS_MESSAGES.lastAdmin, 'last_admin');
        }
        await repo.setRole(tx, user.id, input.role);
        await recordAudit(tx, {
          action: 'user.role_change',
          actor,
          subject: `user:${user.id}`,
          ip,
          at: now(),
          before: { role: user.role },
          after: { role: input.role },
        });
        return { ...user, role: input.role };
      });
      return toManagedUser(updated);
    },

    /** Removes the user and, with them, every session; the last admin stays. */
    async remove(userId: number, actor: PublicUser, ip: string) {
      if (userId === actor.id) throw conflict(USERS_MESSAGES.deleteSelf, 'delete_self');
      await db.transaction(async (tx) => {
        const adminIds = await repo.lockAdminIds(tx);
        const user = await repo.lockUser(tx, userId);
        if (!user) throw notFound(USERS_MESSAGES.userNotFound);
        if (user.role === 'admin' && !adminIds.some((id) => id !== user.id)) {
          throw conflict(USERS_MESSAGES.lastAdmin, 'last_admin');
        }
        await repo.deleteSessionsOf(tx, user.id);
        await repo.deleteUser(tx, user.id);
        await recordAudit(tx, {
          action: 'user.delete',
          actor,
          subject: `user:${user.id}`,
          ip,
          at: now(),
          before: { username: user.username, role: user.role },
        });
      });
      return { success: true as const };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
