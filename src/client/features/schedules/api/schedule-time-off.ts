import type { TimeOff, TimeOffInput } from '#shared/schedules/time-off';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

/** POST /api/exceptions: a day off or a shift swap (spec 03 "Time-off scheduler"). */
export const scheduleTimeOff = (input: TimeOffInput, idempotencyKey?: string) =>
  apiRequest<TimeOff>('POST', '/api/exceptions', input, idempotencyKey ? idempotencyHeaders(idempotencyKey) : {});
