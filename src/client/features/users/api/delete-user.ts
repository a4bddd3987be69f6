import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import { apiRequest } from '#client/lib/api-request';
import { USERS_QUERY_KEY } from './get-users';

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (userId: number) => apiRequest<{ success: true }>('DELETE', `/api/users/${userId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
