import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import type { SpendImportResponse } from '#shared/raffle/spend-import';
import { postForm } from '#client/lib/api-request';
import { RAFFLE_STATUS_QUERY_KEY } from './get-raffle-status';
import { SPEND_MONTHS_QUERY_KEY } from './get-spend-months';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

async function importSpend(
  input: { file: File; mode: 'preview' | 'import' },
  idempotencyKey?: string,
): Promise<SpendImportResponse> {
  const form = new FormData();
  form.append('mode', input.mode);
  form.append('csvFile', input.file, input.file.name);
  const answer = await postForm<SpendImportResponse>(
    '/api/raffle/spend/import',
    form,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
  return answer.body;
}

export function useImportSpend() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: importSpend,
    onSuccess: async (result) => {
      if (!result.isImported) return;
      await queryClient.invalidateQueries({ queryKey: SPEND_MONTHS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: RAFFLE_STATUS_QUERY_KEY });
    },
  });
}
