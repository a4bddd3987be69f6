import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LabelQueue } from '#shared/labels/label-queue';
import { apiRequest } from '#client/lib/api-request';

export const LABEL_QUEUES_KEY = ['/api/label-queue/all'] as const;

const getLabelQueuesQueryOptions = () =>
  queryOptions({ queryKey: LABEL_QUEUES_KEY, queryFn: () => apiRequest<LabelQueue[]>('GET', '/api/label-queue/all') });

export const useLabelQueues = () => useQuery(getLabelQueuesQueryOptions());
