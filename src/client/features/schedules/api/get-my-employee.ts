import { useQuery } from '@tanstack/react-query';
import type { MyEmployee } from '#shared/schedules/requests';
import { apiRequest } from '#client/lib/api-request';
import { FIVE_MINUTES } from './schedule-keys';

/** GET /api/schedule/me: the roster employee the account is linked to (ADR 080). */
export const useMyEmployee = () =>
  useQuery({
    queryKey: ['/api/schedule/me'],
    queryFn: () => apiRequest<MyEmployee>('GET', '/api/schedule/me'),
    staleTime: FIVE_MINUTES,
  });
