import type { CostChangeSaveInput, CostChangeSaveResponse } from '#shared/product-editor/cost-queue';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

export const saveCostChanges = (input: CostChangeSaveInput, idempotencyKey?: string) =>
  apiRequest<CostChangeSaveResponse>(
    'POST',
    '/api/cost-change-queue/save',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
