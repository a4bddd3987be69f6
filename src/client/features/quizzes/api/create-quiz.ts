import type { AdminQuiz, CreateQuizInput } from '#shared/quizzes/schemas';
import { apiRequest } from '#client/lib/api-request';
import { idempotencyHeaders } from '#client/lib/idempotency-key';

export const createQuiz = (input: CreateQuizInput, idempotencyKey?: string) =>
  apiRequest<AdminQuiz>('POST', '/api/quizzes', input, idempotencyKey ? idempotencyHeaders(idempotencyKey) : {});
