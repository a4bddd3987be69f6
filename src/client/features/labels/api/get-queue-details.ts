import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LabelQueueDetails } from '../../../../shared/labels/label-queue';
import { apiRequest } from '../../../lib/api-request';

export const getQueueDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [`/api/label-queue/${id}/details`],
    queryFn: () => apiRequest<LabelQueueDetails>('GET', `/api/label-queue/${id}/details`),
    // Prices are looked up again when a label had none: always fresh when the dialog opens.
    staleTime: 0,
  });

export const useQueueDetails = (id: number | null) =>
  useQuery({ ...getQueueDetailsQueryOptions(id ?? 0), enabled: id !== null });
