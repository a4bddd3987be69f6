import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LabelQueueDetails } from '#shared/labels/label-queue';
import { apiRequest } from '#client/lib/api-request';

const getQueueDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [`/api/label-queue/${id}/details`],
    queryFn: () => apiRequest<LabelQueueDetails>('GET', `/api/label-queue/${id}/details`),
    // Labels carry the catalogue's prices of the moment: read again whenever the dialog opens.
    staleTime: 0,
  });

export const useQueueDetails = (id: number | null) =>
  useQuery({ ...getQueueDetailsQueryOptions(id ?? 0), enabled: id !== null });
