import type { StoreCode } from '#shared/stores';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

/** POST /api/schedule/copy-week: last week's shifts replace this week's. */
export const copyLastWeek = (store: StoreCode, weekStart: string, idempotencyKey?: string) =>
  apiRequest<{ copied: number }>(
    'POST',
    '/api/schedule/copy-week',
    { store, weekStart },
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
