import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LabelSessionResponse } from '#shared/labels/label-queue';
import { apiRequest } from '#client/lib/api-request';

export const LABEL_SESSION_KEY = ['/api/label-queue/session'] as const;

export const useLabelSession = () =>
  useQuery(
    queryOptions({
      queryKey: LABEL_SESSION_KEY,
      queryFn: () => apiRequest<LabelSessionResponse>('GET', '/api/label-queue/session'),
    }),
  );
