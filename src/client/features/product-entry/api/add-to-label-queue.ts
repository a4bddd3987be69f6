import type { AddToLabelQueueInput, LabelQueue } from '#shared/labels/label-queue';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

/** One 'New Product' label queue per chosen store (spec 02 §7); answers the queues created. */
export const addToLabelQueue = (input: AddToLabelQueueInput, idempotencyKey?: string) =>
  apiRequest<LabelQueue[]>(
    'POST',
    '/api/label-queue/add',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
