import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationSummary } from '../../../../shared/locations/location';
import { apiRequest } from '../../../lib/api-request';

/** Spec 02 §7: a 401 throws like any other failure. */
export const getLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/locations'],
    queryFn: () => apiRequest<LocationSummary[]>('GET', '/api/locations'),
  });

export const useLocations = () => useQuery(getLocationsQueryOptions());
