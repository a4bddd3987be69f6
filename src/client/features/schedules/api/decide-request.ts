import type { ScheduleRequest } from '#shared/schedules/requests';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

/** POST /api/schedule/requests/:id/approve or /decline, with the admin's note when one is written. */
export const decideRequest = (id: number, decision: 'approve' | 'decline', note: string, idempotencyKey: string) =>
  apiRequest<ScheduleRequest>(
    'POST',
    `/api/schedule/requests/${id}/${decision}`,
    note.trim() ? { note } : {},
    idempotencyHeaders(idempotencyKey),
  );
