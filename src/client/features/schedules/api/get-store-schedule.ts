import { useQuery } from '@tanstack/react-query';
import type { ScheduleRow } from '#shared/schedules/schedule';
import type { StoreCode } from '#shared/stores';
import { apiRequest } from '#client/lib/api-request';
import { NEVER_CACHED, SCHEDULE_KEY } from './schedule-keys';

/** GET /api/schedule: the stores' week, day by day. */
export const useStoreSchedule = (stores: readonly StoreCode[], weekStart: string) =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'stores', stores.join(','), weekStart],
    queryFn: () =>
      apiRequest<ScheduleRow[]>(
        'GET',
        `/api/schedule?stores=${encodeURIComponent(stores.join(','))}&weekStart=${encodeURIComponent(weekStart)}`,
      ),
    ...NEVER_CACHED,
  });
