import type { ChangePasswordInput, PublicUser } from '#shared/auth/schemas';
import { apiRequest } from '#client/lib/api-request';

export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<PublicUser>('POST', '/api/user/password', input);
