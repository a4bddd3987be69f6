import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpendMonth } from '#shared/raffle/spend-import';
import { apiRequest } from '#client/lib/api-request';

export const SPEND_MONTHS_QUERY_KEY = ['/api/raffle/spend/months'] as const;

const getSpendMonthsQueryOptions = () =>
  queryOptions({
    queryKey: SPEND_MONTHS_QUERY_KEY,
    queryFn: () => apiRequest<SpendMonth[]>('GET', '/api/raffle/spend/months'),
  });

export const useSpendMonths = () => useQuery(getSpendMonthsQueryOptions());
