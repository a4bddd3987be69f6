import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-request';
import { FIVE_MINUTES } from './schedule-keys';

/** Spec 01 §7: the employee names for the sick day select, cached 5 minutes. */
export const useEmployeeNames = () =>
  useQuery(
    queryOptions({
      queryKey: ['/api/exceptions/employees'],
      queryFn: () => apiRequest<string[]>('GET', '/api/exceptions/employees'),
      staleTime: FIVE_MINUTES,
    }),
  );
