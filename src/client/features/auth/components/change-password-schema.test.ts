import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/auth/schemas';
import { ChangePasswordFormSchema } from './change-password-schema';

describe('the change-password form', () => {
  it('refuses a new password made only of spaces, before anything is sent', () => {
    const blank = ' '.repeat(10);
    const result = ChangePasswordFormSchema.safeParse({
      currentPassword: 'Old-Secret-1',
      newPassword: blank,
      confirmPassword: blank,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['newPassword', AUTH_MESSAGES.passwordBlank],
    ]);
  });

  it('accepts spaces inside a password', () => {
    const spaced = ' correct horse battery ';
    expect(
      ChangePasswordFormSchema.safeParse({
        currentPassword: 'Old-Secret-1',
        newPassword: spaced,
        confirmPassword: spaced,
      }).success,
    ).toBe(true);
  });
});
