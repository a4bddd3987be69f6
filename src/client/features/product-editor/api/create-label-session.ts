import type { CreateLabelSessionInput, LabelSessionResponse } from '#shared/labels/label-queue';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

export const createLabelSession = (input: CreateLabelSessionInput, idempotencyKey?: string) =>
  apiRequest<LabelSessionResponse>(
    'POST',
    '/api/label-queue/create-session',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
