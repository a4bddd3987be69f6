import type { WatchReportInput, WatchStatus } from '#shared/quizzes/watch';
import { apiRequest } from '#client/lib/api-request';

/** POST /api/quizzes/{id}/watch: what the player has played so far (ADR 082). */
export const reportWatch = (quizId: number, input: WatchReportInput) =>
  apiRequest<WatchStatus>('POST', `/api/quizzes/${quizId}/watch`, input);
