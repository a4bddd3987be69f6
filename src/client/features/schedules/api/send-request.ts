import type { RequestInput, ScheduleRequest } from '#shared/schedules/requests';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

/** POST /api/schedule/requests: a day off or a swap, for the associate's own employee (ADR 080). */
export const sendRequest = (input: RequestInput, idempotencyKey: string) =>
  apiRequest<ScheduleRequest>('POST', '/api/schedule/requests', input, idempotencyHeaders(idempotencyKey));
