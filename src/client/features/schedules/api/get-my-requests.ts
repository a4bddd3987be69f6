import { useQuery } from '@tanstack/react-query';
import type { ScheduleRequest } from '#shared/schedules/requests';
import { apiRequest } from '#client/lib/api-request';
import { NEVER_CACHED, SCHEDULE_KEY } from './schedule-keys';

/** GET /api/schedule/requests/mine: the associate's own requests (ADR 080). */
export const useMyRequests = () =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'my-requests'],
    queryFn: () => apiRequest<ScheduleRequest[]>('GET', '/api/schedule/requests/mine'),
    ...NEVER_CACHED,
  });
