import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-request';
import { FIVE_MINUTES } from './schedule-keys';

/** GET /api/schedule/employees: the names a shift can be given to. */
export const useScheduleEmployees = () =>
  useQuery({
    queryKey: ['/api/schedule/employees'],
    queryFn: () => apiRequest<string[]>('GET', '/api/schedule/employees'),
    staleTime: FIVE_MINUTES,
  });
