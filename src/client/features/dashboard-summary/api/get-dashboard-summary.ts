import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUMMARY_REFRESH_MS, type DashboardSummary } from '#shared/dashboard-summary/dashboard-summary';
import { apiRequest } from '#client/lib/api-request';

/** Spec 01 §7: refreshed every 60 seconds. */
const getDashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/dashboard/summary'],
    queryFn: () => apiRequest<DashboardSummary>('GET', '/api/dashboard/summary'),
    refetchInterval: SUMMARY_REFRESH_MS,
  });

export const useDashboardSummary = () => useQuery(getDashboardSummaryQueryOptions());
