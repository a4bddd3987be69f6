import type { SubmitQuizInput, SubmitQuizResponse } from '#shared/quizzes/schemas';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

export const submitQuiz = (quizId: number, input: SubmitQuizInput, idempotencyKey?: string) =>
  apiRequest<SubmitQuizResponse>(
    'POST',
    `/api/quizzes/${quizId}/submit`,
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
