import { useQuery } from '@tanstack/react-query';
import type { TimeOffListItem, TimeOffListQuery } from '#shared/schedules/time-off';
import { apiRequest } from '#client/lib/api-request';
import { SCHEDULE_KEY } from './schedule-keys';

/** The time-off list lives under the schedule's key: a change refreshes both. */
export const useTimeOffList = (filter: TimeOffListQuery) =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'time-off', filter],
    queryFn: () => {
      const query = new URLSearchParams(
        Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
      );
      const search = query.toString();
      return apiRequest<TimeOffListItem[]>('GET', `/api/exceptions${search ? `?${search}` : ''}`);
    },
    staleTime: 0,
  });
