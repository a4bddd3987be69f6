import { z } from 'zod';
import { ChangePasswordInputSchema } from '#shared/auth/schemas';

/** The shared request schema plus a confirmation field that never leaves the browser. */
export const ChangePasswordFormSchema = ChangePasswordInputSchema.extend({
  // Empty while not asked (a temporary password, ADR 069): then it is left out of the request.
  currentPassword: z.string().max(1024),
  confirmPassword: z.string().min(1, 'Confirm the new password'),
}).refine((values) => values.newPassword === values.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
});

export type ChangePasswordFormValues = z.infer<typeof ChangePasswordFormSchema>;

const SERVER_FIELD = /^(currentPassword|newPassword): ([\s\S]+)$/;

/** The server names the field in its message (`newPassword: That password is too common…`). */
export function splitServerFieldError(message: string): {
  field: 'currentPassword' | 'newPassword' | null;
  text: string;
} {
  const match = SERVER_FIELD.exec(message);
  if (!match) return { field: null, text: message };
  return { field: match[1] === 'currentPassword' ? 'currentPassword' : 'newPassword', text: match[2] ?? message };
}
