import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationSummary } from '#shared/locations/location';
import { apiRequest } from '../api-request';

/** GET /api/locations, one cache entry for every screen that offers a location (spec 02 §7: a 401 throws like any other failure). */
export const useLocations = () =>
  useQuery(
    queryOptions({
      queryKey: ['/api/locations'],
      queryFn: () => apiRequest<LocationSummary[]>('GET', '/api/locations'),
    }),
  );
