import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RaffleTestResponse } from '#shared/raffle/raffle-options';
import { apiRequest } from '#client/lib/api-request';

export const RAFFLE_STATUS_QUERY_KEY = ['/api/raffle/test'] as const;

const getRaffleStatusQueryOptions = () =>
  queryOptions({
    queryKey: RAFFLE_STATUS_QUERY_KEY,
    queryFn: () => apiRequest<RaffleTestResponse>('GET', '/api/raffle/test'),
  });

export const useRaffleStatus = () => useQuery(getRaffleStatusQueryOptions());
