import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '../../../../shared/app-config/app-config';
import { apiRequest } from '../../../lib/api-request';

/** GET /api/app-config: where the Zebra Browser Print agent listens (shares the app's cache entry). */
export const useAppConfig = () =>
  useQuery(
    queryOptions({ queryKey: ['/api/app-config'], queryFn: () => apiRequest<AppConfig>('GET', '/api/app-config') }),
  );
