import { z } from 'zod';
import { singleLineText } from '../validation/text';
import { ROLES } from './access';
import { SecondFactorCodeSchema } from './two-factor';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 64;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again later.',
  tooManyWrongAnswers: 'Too many wrong passwords or codes. Try again later.',
  signedOutAfterWrongAnswers: 'Too many wrong passwords or codes in a row: you have been signed out. Sign in again.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordBlank: 'Password must contain something other than spaces',
  passwordCommon: 'That password is too common. Choose a less guessable one.',
  passwordSame: 'The new password must differ from the current one',
  currentPasswordWrong: 'Current password is incorrect',
  usernameTaken: 'That username is already taken',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  inviteExpired: 'This invite has expired. Ask an admin for a new invite link.',
  passwordChangeRequired: 'You must change your temporary password before continuing',
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app',
  twoFactorInvalid: 'That code is not valid. Try the newest code from your app, or a recovery code.',
  twoFactorSetupRequired: 'Administrators must turn on two-factor sign-in before continuing',
  crossSite: 'Cross-site request refused',
} as const;

const username = singleLineText({
  max: USERNAME_MAX,
  label: 'Username',
  trim: true,
  typeError: AUTH_MESSAGES.usernameRequired,
})
  .min(1, AUTH_MESSAGES.usernameRequired)
  .regex(/^[A-Za-z0-9._@-]+$/, 'Username may contain only letters, digits and . _ @ -');

/**
 * A password a person chooses: length bounds here, the common-password list on the server.
 * Passwords are only ever hashed, never stored or shown, so any character is theirs to choose
 * (the server's safety net still refuses the C0 controls in every field) — but not only spaces:
 * eight spaces are no secret (issue 34).
 */
export const NewPasswordSchema = z
  .string({ message: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong)
  .refine((value) => value.length === 0 || /\S/u.test(value), AUTH_MESSAGES.passwordBlank);

export const LoginInputSchema = z
  .object({
    // Not trimmed here: the service compares the name as typed and keys the limit on it trimmed.
    username: singleLineText({ max: 256, label: 'Username', typeError: AUTH_MESSAGES.usernameRequired }).min(
      1,
      AUTH_MESSAGES.usernameRequired,
    ),
    password: z.string({ message: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(1024),
    /** The second factor, sent once the server asked for it (`two_factor_required`). */
    code: SecondFactorCodeSchema.optional(),
  })
  .strict();
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const RegisterInputSchema = z
  .object({
    username,
    password: NewPasswordSchema,
    role: z.enum(ROLES, { message: 'Role must be admin or associate' }),
  })
  .strict();
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/**
 * `currentPassword` may be left out only while the account must change a temporary password: the
 * session was opened with it moments ago, and after a reload the person no longer has it on screen
 * (ADR 069). Everyone else must give it.
 */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ message: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(1024)
      .optional(),
    newPassword: NewPasswordSchema,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const PublicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  /** Two-factor sign-in is on for this user (ADR 022). */
  twoFactorEnabled: z.boolean(),
  /** An admin who must turn two-factor sign-in on (REQUIRE_ADMIN_2FA) before anything else. */
  mustSetUpTwoFactor: z.boolean(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const LoginResponseSchema = PublicUserSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const SuccessSchema = z.object({ success: z.literal(true) });
