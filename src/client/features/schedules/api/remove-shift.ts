import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

/** DELETE /api/schedule/shifts/:id. */
export const removeShift = (id: number, idempotencyKey?: string) =>
  apiRequest<{ id: number }>(
    'DELETE',
    `/api/schedule/shifts/${id}`,
    undefined,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
