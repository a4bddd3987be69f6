import type { ImportInput, ImportResponse } from '#shared/schedules/schedule';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

/** POST /api/schedule/import: a week from a CSV file. */
export const importWeek = (input: ImportInput, idempotencyKey?: string) =>
  apiRequest<ImportResponse>(
    'POST',
    '/api/schedule/import',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
