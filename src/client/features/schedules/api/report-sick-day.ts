import type { SickDayInput, SickDayResponse } from '#shared/schedules/sick-day';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

/** POST /api/sick-day-notification (spec 01 §3). */
export const reportSickDay = (input: SickDayInput, idempotencyKey?: string) =>
  apiRequest<SickDayResponse>(
    'POST',
    '/api/sick-day-notification',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
