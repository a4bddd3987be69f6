import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROSTER_CACHE_MS, type Roster } from '#shared/employees/employees';
import { apiRequest } from '#client/lib/api-request';

export const ROSTER_QUERY_KEY = ['/api/employee-roster'] as const;
/** The sick day and time-off selects' list (spec 01 §7); dropped whenever the roster changes. */
export const EMPLOYEE_NAMES_QUERY_KEY = ['/api/exceptions/employees'] as const;
export const DIRECTORY_QUERY_KEY = ['/api/employee-directory'] as const;

/** Spec 03 §9: the roster is kept for 1 hour; Refresh asks again. */
export const useRoster = () =>
  useQuery(
    queryOptions({
      queryKey: ROSTER_QUERY_KEY,
      queryFn: () => apiRequest<Roster>('GET', '/api/employee-roster'),
      staleTime: ROSTER_CACHE_MS,
    }),
  );
