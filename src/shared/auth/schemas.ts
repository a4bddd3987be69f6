import { z } from 'zod';
import { singleLineText } from '../validation/text';
import { ROLES } from './access';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 64;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again later.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordCommon: 'That password is too common. Choose a less guessable one.',
  passwordSame: 'The new password must differ from the current one',
  currentPasswordWrong: 'Current password is incorrect',
  usernameTaken: 'That username is already taken',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  passwordChangeRequired: 'You must change your temporary password before continuing',
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
 * (the server's safety net still refuses the C0 controls in every field).
 */
export const NewPasswordSchema = z
  .string({ message: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

export const LoginInputSchema = z
  .object({
    // Not trimmed here: the service compares the name as typed and keys the limit on it trimmed.
    username: singleLineText({ max: 256, label: 'Username', typeError: AUTH_MESSAGES.usernameRequired }).min(
      1,
      AUTH_MESSAGES.usernameRequired,
    ),
    password: z.string({ message: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(1024),
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

export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ message: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(1024),
    newPassword: NewPasswordSchema,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export interface PublicUser {
  id: number;
  username: string;
  role: (typeof ROLES)[number];
  mustChangePassword: boolean;
  createdAt: string;
}

export interface LoginResponse extends PublicUser {
  token: string;
}
