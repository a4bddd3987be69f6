import type { ScheduleRequest } from '#shared/schedules/requests';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

/** POST /api/schedule/requests/:id/cancel: the requester withdraws a pending request. */
export const cancelRequest = (id: number, idempotencyKey: string) =>
  apiRequest<ScheduleRequest>('POST', `/api/schedule/requests/${id}/cancel`, {}, idempotencyHeaders(idempotencyKey));
