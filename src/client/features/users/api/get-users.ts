import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedUser } from '../../../../shared/users/users';
import { apiRequest } from '../../../lib/api-request';

export const USERS_QUERY_KEY = ['/api/users'] as const;

export const useUsers = () =>
  useQuery(queryOptions({ queryKey: USERS_QUERY_KEY, queryFn: () => apiRequest<ManagedUser[]>('GET', '/api/users') }));
