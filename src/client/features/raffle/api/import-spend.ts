import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../lib/use-action';
import type { SpendImportResponse } from '../../../../shared/raffle/spend-import';
import { ApiError } from '../../../lib/api-request';
import { readAuthToken } from '../../../lib/auth-token';
import { RAFFLE_STATUS_QUERY_KEY } from './get-raffle-status';
import { SPEND_MONTHS_QUERY_KEY } from './get-spend-months';
import { idempotencyHeaders } from '../../../lib/idempotency-key';

/** Multipart, so not through apiRequest's JSON body; the same auth and error conventions (spec 01 §7–8). */
async function importSpend(
  input: { file: File; mode: 'preview' | 'import' },
  idempotencyKey?: string,
): Promise<SpendImportResponse> {
  const form = new FormData();
  form.append('mode', input.mode);
  form.append('csvFile', input.file, input.file.name);
  const token = readAuthToken();
  const response = await fetch('/api/raffle/spend/import', {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(idempotencyKey ? idempotencyHeaders(idempotencyKey) : {}),
    },
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  return (await response.json()) as SpendImportResponse;
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
