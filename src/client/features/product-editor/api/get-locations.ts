import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationSummary } from '../../../../shared/locations/location';
import { apiRequest } from '../../../lib/api-request';

export const useLocations = () =>
  useQuery(
    queryOptions({
      queryKey: ['/api/locations'],
      queryFn: () => apiRequest<LocationSummary[]>('GET', '/api/locations'),
    }),
  );
