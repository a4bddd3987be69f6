import { z } from 'zod';
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeInvalid: 'That code is not valid. Try the newest code from your app, or a recovery code.',
  codeFormat: 'Enter the 6-digit code, or a recovery code such as abcde-fghij',
  alreadyEnabled: 'Two-factor sign-in is already on',
  notEnabled: 'Two-factor sign-in is not on',
  setupNotStarted: 'Start the set-up first: scan a new QR code',
  setupRequired: 'Administrators must turn on two-factor sign-in before continuing',
  adminMustKeep: 'Administrators must keep two-factor sign-in on',
  passwordWrong: 'Current password is incorrect',
} as const;

/** A TOTP code, or a recovery code (ten letters and digits, a dash allowed in the middle). */
export const SecondFactorCodeSchema = z
  .string({ message: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(32, TWO_FACTOR_MESSAGES.codeFormat)
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, TWO_FACTOR_MESSAGES.codeFormat);

export const EnableTwoFactorInputSchema = z.strictObject({
  code: z
    .string({ message: TWO_FACTOR_MESSAGES.codeRequired })
    .trim()
    .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeRequired),
});
export type EnableTwoFactorInput = z.infer<typeof EnableTwoFactorInputSchema>;

export const DisableTwoFactorInputSchema = z.strictObject({
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').max(1024),
  code: SecondFactorCodeSchema,
});
export type DisableTwoFactorInput = z.infer<typeof DisableTwoFactorInputSchema>;

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** REQUIRE_ADMIN_2FA is on and the user is an admin: it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = z.object({ otpauthUrl: z.string(), qrCodeDataUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;
