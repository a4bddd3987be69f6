import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '../../../../shared/app-config/app-config';
import { apiRequest } from '../../../lib/api-request';

export const getAppConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/app-config'],
    queryFn: () => apiRequest<AppConfig>('GET', '/api/app-config'),
  });

export const useAppConfig = () => useQuery(getAppConfigQueryOptions());
