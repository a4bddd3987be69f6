import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RaffleOptions, RaffleResult } from '../../../../shared/raffle/raffle-options';
import { apiRequest } from '../../../lib/api-request';
import { RAFFLE_STATUS_QUERY_KEY } from './get-raffle-status';

export const generateRaffle = (options: RaffleOptions) =>
  apiRequest<RaffleResult>('POST', '/api/raffle/generate', options);

export function useGenerateRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateRaffle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RAFFLE_STATUS_QUERY_KEY }),
  });
}
