import { useQuery } from '@tanstack/react-query';
import type { Week } from '#shared/schedules/schedule';
import type { StoreCode } from '#shared/stores';
import { apiRequest } from '#client/lib/api-request';
import { NEVER_CACHED, SCHEDULE_KEY } from './schedule-keys';

/** GET /api/schedule/week: one store's week as the editor shows it (ADR 034). */
export const useWeek = (store: StoreCode, weekStart: string) =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'week', store, weekStart],
    queryFn: () =>
      apiRequest<Week>(
        'GET',
        `/api/schedule/week?store=${encodeURIComponent(store)}&weekStart=${encodeURIComponent(weekStart)}`,
      ),
    ...NEVER_CACHED,
  });
