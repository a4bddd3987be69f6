import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryEntry } from '#shared/employees/employees';
import { apiRequest } from '#client/lib/api-request';
import { DIRECTORY_QUERY_KEY } from './get-roster';

export const useDirectory = () =>
  useQuery(
    queryOptions({
      queryKey: DIRECTORY_QUERY_KEY,
      queryFn: () => apiRequest<DirectoryEntry[]>('GET', '/api/employee-directory'),
    }),
  );
