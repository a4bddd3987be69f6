import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import type { InviteResponse, InviteUserInput } from '#shared/users/users';
import { apiRequest } from '#client/lib/api-request';
import { USERS_QUERY_KEY } from './get-users';

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: InviteUserInput) => apiRequest<InviteResponse>('POST', '/api/users/invite', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
