import type { LoginInput, LoginResponse } from '../../../../shared/auth/schemas';
import { apiRequest } from '../../../lib/api-request';

export const login = (input: LoginInput) => apiRequest<LoginResponse>('POST', '/api/login', input);
