import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  EditableShift,
  ImportInput,
  ImportResponse,
  ScheduleRow,
  ShiftFields,
  ShiftInput,
  Week,
} from '../../../../shared/schedules/schedule';
import type { PublishInput, PublishResponse } from '../../../../shared/schedules/publish';
import type {
  MyEmployee,
  MyShifts,
  RequestInput,
  RequestListQuery,
  ReviewedRequest,
  ScheduleRequest,
} from '../../../../shared/schedules/requests';
import type { Recipients, SickDayInput, SickDayResponse } from '../../../../shared/schedules/sick-day';
import type { TimeOff, TimeOffInput, TimeOffListItem, TimeOffListQuery } from '../../../../shared/schedules/time-off';
import type { StoreCode } from '../../../../shared/stores';
import { apiRequest } from '../../../lib/api-request';
import { idempotencyHeaders } from '../../../lib/idempotency-key';

const FIVE_MINUTES = 5 * 60_000;

/** Spec 01 §7: the employee names for the sick day select, cached 5 minutes. */
export const useEmployeeNames = () =>
  useQuery(
    queryOptions({
      queryKey: ['/api/exceptions/employees'],
      queryFn: () => apiRequest<string[]>('GET', '/api/exceptions/employees'),
      staleTime: FIVE_MINUTES,
    }),
  );

export const reportSickDay = (input: SickDayInput, idempotencyKey?: string) =>
  apiRequest<SickDayResponse>(
    'POST',
    '/api/sick-day-notification',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );

export const scheduleTimeOff = (input: TimeOffInput, idempotencyKey?: string) =>
  apiRequest<TimeOff>('POST', '/api/exceptions', input, idempotencyKey ? idempotencyHeaders(idempotencyKey) : {});

export const SCHEDULE_KEY = ['/api/schedule'] as const;

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
export const changeTimeOff = (id: number, input: TimeOffInput) =>
  apiRequest<TimeOff>('PUT', `/api/exceptions/${id}`, input);
export const removeTimeOff = (id: number) => apiRequest<{ id: number }>('DELETE', `/api/exceptions/${id}`);

/** Spec 03 §9: schedule data is never cached. */
const NEVER_CACHED = { staleTime: 0, gcTime: 0, refetchOnWindowFocus: true } as const;

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

export const useScheduleEmployees = () =>
  useQuery({
    queryKey: ['/api/schedule/employees'],
    queryFn: () => apiRequest<string[]>('GET', '/api/schedule/employees'),
    staleTime: FIVE_MINUTES,
  });

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

export const addShift = (input: ShiftInput, idempotencyKey?: string) =>
  apiRequest<EditableShift>(
    'POST',
    '/api/schedule/shifts',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
export const changeShift = (id: number, input: ShiftFields) =>
  apiRequest<EditableShift>('PUT', `/api/schedule/shifts/${id}`, input);
export const removeShift = (id: number, idempotencyKey?: string) =>
  apiRequest<{ id: number }>(
    'DELETE',
    `/api/schedule/shifts/${id}`,
    undefined,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
export const setClosedDay = (store: StoreCode, date: string, isClosed: boolean, shifts?: 'keep' | 'remove') =>
  apiRequest<{ removedShifts: number }>('PUT', '/api/schedule/closed-days', {
    store,
    date,
    isClosed,
    ...(shifts ? { shifts } : {}),
  });
export const copyLastWeek = (store: StoreCode, weekStart: string, idempotencyKey?: string) =>
  apiRequest<{ copied: number }>(
    'POST',
    '/api/schedule/copy-week',
    { store, weekStart },
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
export const importWeek = (input: ImportInput, idempotencyKey?: string) =>
  apiRequest<ImportResponse>(
    'POST',
    '/api/schedule/import',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );

export const RECIPIENTS_KEY = ['/api/schedule/recipients'] as const;
export const useRecipients = () =>
  useQuery({ queryKey: RECIPIENTS_KEY, queryFn: () => apiRequest<Recipients>('GET', '/api/schedule/recipients') });
export const saveRecipients = (store: StoreCode, emails: string[]) =>
  apiRequest<{ store: StoreCode; emails: string[] }>('PUT', `/api/schedule/recipients/${store}`, { emails });

// Staff self-service (ADR 080, 081).
export const useMyEmployee = () =>
  useQuery({
    queryKey: ['/api/schedule/me'],
    queryFn: () => apiRequest<MyEmployee>('GET', '/api/schedule/me'),
    staleTime: FIVE_MINUTES,
  });
export const useMyShifts = (isEnabled: boolean) =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'my-shifts'],
    queryFn: () => apiRequest<MyShifts>('GET', '/api/schedule/requests/shifts'),
    enabled: isEnabled,
    ...NEVER_CACHED,
  });
export const useMyRequests = () =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'my-requests'],
    queryFn: () => apiRequest<ScheduleRequest[]>('GET', '/api/schedule/requests/mine'),
    ...NEVER_CACHED,
  });
export const useReviewRequests = (status: RequestListQuery['status']) =>
  useQuery({
    queryKey: [...SCHEDULE_KEY, 'requests', status],
    queryFn: () => apiRequest<ReviewedRequest[]>('GET', `/api/schedule/requests?status=${status ?? 'pending'}`),
    ...NEVER_CACHED,
  });
export const sendRequest = (input: RequestInput, idempotencyKey: string) =>
  apiRequest<ScheduleRequest>('POST', '/api/schedule/requests', input, idempotencyHeaders(idempotencyKey));
export const cancelRequest = (id: number, idempotencyKey: string) =>
  apiRequest<ScheduleRequest>('POST', `/api/schedule/requests/${id}/cancel`, {}, idempotencyHeaders(idempotencyKey));
export const decideRequest = (id: number, decision: 'approve' | 'decline', note: string, idempotencyKey: string) =>
  apiRequest<ScheduleRequest>(
    'POST',
    `/api/schedule/requests/${id}/${decision}`,
    note.trim() ? { note } : {},
    idempotencyHeaders(idempotencyKey),
  );
export const publishWeek = (input: PublishInput, idempotencyKey: string) =>
  apiRequest<PublishResponse>('POST', '/api/schedule/publish', input, idempotencyHeaders(idempotencyKey));
