import { z } from 'zod';
import { LoginInputSchema } from '#shared/auth/schemas';

/** The sign-in form's fields; the code is asked for, and sent, only once the server wants it. */
export interface LoginDraft {
  username: string;
  password: string;
  code: string;
}

/** The fields read into the route's own schema: the code counts only on the code step (ADR 022). */
export const loginDraftSchema = (isCodeStep: boolean) =>
  z
    .strictObject({ username: z.string(), password: z.string(), code: z.string() })
    .transform(({ code, ...rest }) => (isCodeStep ? { ...rest, code } : rest))
    .pipe(LoginInputSchema);
