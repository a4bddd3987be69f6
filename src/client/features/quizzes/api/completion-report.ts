import { useQuery } from '@tanstack/react-query';
import type { CompletionReport, RemindResponse } from '#shared/quizzes/report';
import { ApiError, apiRequest } from '#client/lib/api-request';
import { readAuthToken } from '#client/lib/auth-token';
import { idempotencyHeaders } from '#client/lib/idempotency-key';
import { saveFile } from '#client/lib/api/save-file';

export const REPORT_KEY = ['/api/quizzes/report'] as const;

/** GET /api/quizzes/report: this week's quiz by store, who is done and who is not (ADR 083). */
export const useCompletionReport = () =>
  useQuery({ queryKey: REPORT_KEY, queryFn: () => apiRequest<CompletionReport>('GET', '/api/quizzes/report') });

/** POST /api/quizzes/{id}/remind: mails those not done, at most once per person per day. */
export const remindQuizTakers = (quizId: number, idempotencyKey?: string) =>
  apiRequest<RemindResponse>(
    'POST',
    `/api/quizzes/${quizId}/remind`,
    undefined,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );

/** GET /api/quizzes/results/export: the results of the store days from `from` to `to` as CSV. */
export async function downloadResults(from: string, to: string): Promise<void> {
  const token = readAuthToken();
  const query = new URLSearchParams({ from, to });
  const response = await fetch(`/api/quizzes/results/export?${query.toString()}`, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  saveFile(await response.blob(), `quiz-results-${from}-to-${to}.csv`);
}
