import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import type { RaffleOptions, RaffleResult } from '#shared/raffle/raffle-options';
import { apiRequest } from '#client/lib/api-request';
import { RAFFLE_STATUS_QUERY_KEY } from './get-raffle-status';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

const generateRaffle = (options: RaffleOptions, idempotencyKey?: string) =>
  apiRequest<RaffleResult>(
    'POST',
    '/api/raffle/generate',
    options,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );

export function useGenerateRaffle() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: generateRaffle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RAFFLE_STATUS_QUERY_KEY }),
  });
}
