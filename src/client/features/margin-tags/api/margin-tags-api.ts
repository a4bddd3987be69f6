import { useQuery } from '@tanstack/react-query';
import type { JobAccepted } from '#shared/jobs/job-view';
import type {
  AnalysisResult,
  MarginCollection,
  MarginConfigResponse,
  MarginRule,
  MarginRuleInput,
} from '#shared/margin-tags/margin-tags';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

export const MARGIN_CONFIG_KEY = ['/api/dimargin/config'] as const;

export const useMarginConfig = () =>
  useQuery({
    queryKey: MARGIN_CONFIG_KEY,
    queryFn: () => apiRequest<MarginConfigResponse>('GET', '/api/dimargin/config'),
  });

export const useMarginCollections = () =>
  useQuery({
    queryKey: ['/api/dimargin/collections'],
    queryFn: () => apiRequest<MarginCollection[]>('GET', '/api/dimargin/collections'),
    staleTime: 5 * 60_000,
  });

export const addMarginRule = (input: MarginRuleInput, idempotencyKey?: string) =>
  apiRequest<MarginRule>(
    'POST',
    '/api/dimargin/rules',
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );

export const deleteMarginRule = (collectionName: string, idempotencyKey?: string) =>
  apiRequest<{ success: true }>(
    'DELETE',
    `/api/dimargin/rules/${encodeURIComponent(collectionName)}`,
    undefined,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );

/** 200 with the result when the analysis ends within 10 s; otherwise `{ jobId }` to follow. */
export const analyzeCollection = (collectionName: string) =>
  apiRequest<AnalysisResult | JobAccepted>('POST', '/api/dimargin/analyze', { collectionName });
