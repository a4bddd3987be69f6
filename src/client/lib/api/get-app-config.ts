import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '#shared/app-config/app-config';
import { apiRequest } from '../api-request';

/** GET /api/app-config: the side menu's links and where the Zebra Browser Print agent listens, one cache entry. */
export const useAppConfig = () =>
  useQuery(
    queryOptions({
      queryKey: ['/api/app-config'],
      queryFn: () => apiRequest<AppConfig>('GET', '/api/app-config'),
    }),
  );
