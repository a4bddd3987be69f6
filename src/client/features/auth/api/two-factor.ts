import { useQuery } from '@tanstack/react-query';
import type {
  DisableTwoFactorInput,
  EnableTwoFactorInput,
  RecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '#shared/auth/two-factor';
import { apiRequest } from '#client/lib/api-request';
import { getQueryFn } from '#client/lib/query-client';

export const TWO_FACTOR_QUERY_KEY = ['/api/user/2fa'] as const;

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: TWO_FACTOR_QUERY_KEY, queryFn: getQueryFn<TwoFactorStatus>({ on401: 'throw' }) });

export const startTwoFactorSetup = () => apiRequest<TwoFactorSetup>('POST', '/api/user/2fa/setup');

export const enableTwoFactor = (input: EnableTwoFactorInput) =>
  apiRequest<RecoveryCodes>('POST', '/api/user/2fa/enable', input);

export const disableTwoFactor = (input: DisableTwoFactorInput) =>
  apiRequest<TwoFactorStatus>('POST', '/api/user/2fa/disable', input);
