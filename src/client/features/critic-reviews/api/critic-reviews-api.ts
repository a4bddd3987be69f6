import type {
  CriticAddInput,
  CriticAddResponse,
  CriticQueueResponse,
  CriticSearchInput,
  CriticSearchResponse,
  LookupSkuResponse,
  UpdateReviewInput,
  UpdateReviewResponse,
} from '#shared/critic-reviews/critic-reviews';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

export const searchCriticProducts = (input: CriticSearchInput) =>
  apiRequest<CriticSearchResponse>('POST', '/api/critic-reviews/search', input);

export const CRITIC_QUEUE_KEY = ['/api/critic-reviews/queue'] as const;
export const getCriticQueue = () => apiRequest<CriticQueueResponse>('GET', '/api/critic-reviews/queue');

export const lookupSku = (sku: string) =>
  apiRequest<LookupSkuResponse>('GET', `/api/critic-reviews/lookup-sku?sku=${encodeURIComponent(sku)}`);

export const addToCriticQueue = (input: CriticAddInput, idempotencyKey?: string) =>
  apiRequest<CriticAddResponse>(
    'POST',
    '/api/critic-reviews/add-to-queue',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );

export const updateReview = (input: UpdateReviewInput, idempotencyKey?: string) =>
  apiRequest<UpdateReviewResponse>(
    'POST',
    '/api/critic-reviews/update-review',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );

export const markEdited = (recordId: number) =>
  apiRequest<{ success: true }>('POST', '/api/critic-reviews/mark-edited', { recordId });
