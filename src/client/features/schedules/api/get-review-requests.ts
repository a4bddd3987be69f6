import { useQuery } from '@tanstack/react-query';
import type { RequestListQuery, ReviewedRequest } from '#shared/schedules/requests';
import { apiRequest } from '#client/lib/api-request';
import { NEVER_CACHED, SCHEDULE_KEY } from './schedule-keys';

/** GET /api/schedule/requests (admins): the requests of one status with their clashes, pending by default. */
export const useReviewRequests = (status: RequestListQuery['status']) =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'requests', status],
    queryFn: () => apiRequest<ReviewedRequest[]>('GET', `/api/schedule/requests?status=${status ?? 'pending'}`),
    ...NEVER_CACHED,
  });
