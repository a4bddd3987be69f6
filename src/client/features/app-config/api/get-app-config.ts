import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

/** External link targets, configured on the server; an unset link is null and is not shown. */
export interface ExternalLinks {
  website: string | null;
  shopifyAdmin: string | null;
  timeClock: string | null;
  payroll: string | null;
}

export interface AppConfig {
  links: ExternalLinks;
}

export const getAppConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/app-config'],
    queryFn: () => apiRequest<AppConfig>('GET', '/api/app-config'),
  });

export const useAppConfig = () => useQuery(getAppConfigQueryOptions());
