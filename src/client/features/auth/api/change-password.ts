import type { ChangePasswordInput, PublicUser } from '../../../../shared/auth/schemas';
import { apiRequest } from '../../../lib/api-request';

export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<PublicUser>('POST', '/api/user/password', input);
