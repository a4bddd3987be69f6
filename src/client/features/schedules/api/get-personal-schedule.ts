import { useQuery } from '@tanstack/react-query';
import type { ScheduleRow } from '#shared/schedules/schedule';
import { apiRequest } from '#client/lib/api-request';
import { NEVER_CACHED, SCHEDULE_KEY } from './schedule-keys';

/** GET /api/schedule/personal: one employee's week across the stores; asked only once a name is chosen. */
export const usePersonalSchedule = (employee: string, weekStart: string) =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'personal', employee, weekStart],
    queryFn: () =>
      apiRequest<ScheduleRow[]>(
        'GET',
        `/api/schedule/personal?employee=${encodeURIComponent(employee)}&weekStart=${encodeURIComponent(weekStart)}`,
      ),
    enabled: employee !== '',
    ...NEVER_CACHED,
  });
