import type { LoginInput, LoginResponse } from '#shared/auth/schemas';
import { apiRequest } from '#client/lib/api-request';

/** What the sign-in form sends, and whether it is an invite link's own name and temporary password. */
export type LoginAttempt = LoginInput & { isFromInvite?: boolean };

/** Shown when an invite link's temporary password no longer works: it was replaced (ADR 069). */
export const INVITE_USED_MESSAGE =
  'This invite link has already been used. Sign in with the password you chose, or ask an admin for a new invite.';

export const login = ({ isFromInvite: _isFromInvite, ...input }: LoginAttempt) =>
  apiRequest<LoginResponse>('POST', '/api/login', input);
