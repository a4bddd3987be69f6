import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import type { ResetPasswordInput } from '#shared/users/users';
import { apiRequest } from '#client/lib/api-request';
import { USERS_QUERY_KEY } from './get-users';

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<{ success: true }>('POST', '/api/users/reset-password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
