import type { SubmitQuizInput, SubmitQuizResponse } from '../../../../shared/quizzes/schemas';
import { apiRequest } from '../../../lib/api-request';
import { idempotencyHeaders } from '../../../lib/idempotency-key';

export const submitQuiz = (quizId: number, input: SubmitQuizInput, idempotencyKey?: string) =>
  apiRequest<SubmitQuizResponse>(
    'POST',
    `/api/quizzes/${quizId}/submit`,
    input,
    idempotencyKey ? idempotencyHeaders(idempotencyKey) : {},
  );
