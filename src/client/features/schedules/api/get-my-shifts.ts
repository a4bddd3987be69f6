import { useQuery } from '@tanstack/react-query';
import type { MyShifts } from '#shared/schedules/requests';
import { apiRequest } from '#client/lib/api-request';
import { NEVER_CACHED, SCHEDULE_KEY } from './schedule-keys';

/** GET /api/schedule/requests/shifts: the associate's shifts from today on, asked only for a swap. */
export const useMyShifts = (isEnabled: boolean) =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'my-shifts'],
    queryFn: () => apiRequest<MyShifts>('GET', '/api/schedule/requests/shifts'),
    enabled: isEnabled,
    ...NEVER_CACHED,
  });
