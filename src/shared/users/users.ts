import { z } from 'zod';
import { ROLES } from '../auth/access';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from '../auth/schemas';
import { idParam, positiveInt32 } from '../validation/numbers';
import { singleLineText } from '../validation/text';

/** How long an invite link works (issue 12): after this its temporary password is refused. */
export const INVITE_VALID_DAYS = 7;
/** How long "Copied!" shows after copying an invite link (spec 03 §9). */
export const COPY_CONFIRMATION_MS = 2000;

export const USERS_MESSAGES = {
  usernameRequired: AUTH_MESSAGES.usernameRequired,
  passwordRequired: AUTH_MESSAGES.passwordRequired,
  usernameTaken: AUTH_MESSAGES.usernameTaken,
  userNotFound: 'User not found',
  lastAdmin: 'The last admin cannot be deleted or demoted',
  deleteSelf: 'You cannot delete your own account',
  demoteSelf: 'You cannot change your own role',
  roleFailed: 'Failed to change role',
  roleRequired: 'Role must be admin or associate',
  inviteFailed: 'Failed to invite user',
  deleteFailed: 'Failed to delete user',
  resetFailed: 'Failed to reset password',
  copyFailed: 'Failed to copy link',
  noEmployee: 'No employee',
  deleteConfirm: (username: string) =>
    `Are you sure you want to delete the user "${username}"? This action cannot be undone.`,
} as const;

const RoleSchema = z.enum(ROLES, { message: USERS_MESSAGES.roleRequired });

/** The user-management list (spec 03 §3 "User"). */
export const ManagedUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: RoleSchema,
  createdAt: z.string(),
  /** True while an invite or a reset password has not been replaced by the user. */
  mustChangePassword: z.boolean(),
  /** When an invite's temporary password stops working; null once the user chose a password. */
  inviteExpiresAt: z.string().nullable(),
});
export type ManagedUser = z.infer<typeof ManagedUserSchema>;
export const ManagedUserListSchema = z.array(ManagedUserSchema);

/** POST /api/users/invite (spec 03 §5: username required, trimmed). */
export const InviteUserInputSchema = z
  .object({
    username: singleLineText({
      max: USERNAME_MAX,
      label: 'Username',
      trim: true,
      typeError: USERS_MESSAGES.usernameRequired,
    })
      .min(1, USERS_MESSAGES.usernameRequired)
      .regex(/^[A-Za-z0-9._@-]+$/, 'Username may contain only letters, digits and . _ @ -'),
    role: RoleSchema,
    /** The roster employee this account belongs to (ADR 080); left out: none yet. */
    employeeId: positiveInt32({ label: 'Employee' }).optional(),
  })
  .strict();
export type InviteUserInput = z.infer<typeof InviteUserInputSchema>;

export const InviteResponseSchema = z.object({ inviteLink: z.string() });
export type InviteResponse = z.infer<typeof InviteResponseSchema>;

/** POST /api/users/reset-password (spec 03 §5: password required, trimmed). */
export const ResetPasswordInputSchema = z
  .object({
    userId: positiveInt32({ label: 'User' }),
    newPassword: z
      .string({ message: USERS_MESSAGES.passwordRequired })
      .trim()
      .min(1, USERS_MESSAGES.passwordRequired)
      .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
      .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
  })
  .strict();
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** PATCH /api/users/:id: changes a user's role (not named by the spec, ADR 031). */
export const ChangeRoleInputSchema = z.object({ role: RoleSchema }).strict();
export type ChangeRoleInput = z.infer<typeof ChangeRoleInputSchema>;

export const SuccessResponseSchema = z.object({ success: z.literal(true) });

/** DELETE /api/users/:id */
export const UserIdParamsSchema = z.object({ id: idParam(USERS_MESSAGES.userNotFound) }).strict();

/** The invite link of spec 01 §2.3: `<origin>/auth?invite=<username>&temp=<temporary password>`. */
export function buildInviteLink(origin: string, username: string, temporaryPassword: string): string {
  const params = new URLSearchParams({ invite: username, temp: temporaryPassword });
  return `${origin}/auth?${params.toString()}`;
}
