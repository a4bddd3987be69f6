import type { EditableShift, ShiftInput } from '#shared/schedules/schedule';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

/** POST /api/schedule/shifts. */
export const addShift = (input: ShiftInput, idempotencyKey?: string) =>
  apiRequest<EditableShift>(
    'POST',
    '/api/schedule/shifts',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
