import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import type { ChangeRoleInput, ManagedUser } from '#shared/users/users';
import { apiRequest } from '#client/lib/api-request';
import { USERS_QUERY_KEY } from './get-users';

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: ({ userId, role }: ChangeRoleInput & { userId: number }) =>
      apiRequest<ManagedUser>('PATCH', `/api/users/${userId}`, { role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
