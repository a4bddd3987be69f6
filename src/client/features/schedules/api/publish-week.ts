import type { PublishInput, PublishResponse } from '#shared/schedules/publish';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

/** POST /api/schedule/publish: the store's employees are mailed their week (ADR 081). */
export const publishWeek = (input: PublishInput, idempotencyKey: string) =>
  apiRequest<PublishResponse>('POST', '/api/schedule/publish', input, idempotencyHeaders(idempotencyKey));
