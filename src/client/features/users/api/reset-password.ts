import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../../shared/users/users';
import { apiRequest } from '../../../lib/api-request';
import { USERS_QUERY_KEY } from './get-users';

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<{ success: true }>('POST', '/api/users/reset-password', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
