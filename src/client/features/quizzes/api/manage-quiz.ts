import type { AdminQuiz, UpdateQuizInput } from '#shared/quizzes/schemas';
import { apiRequest } from '#client/lib/api-request';

/** ADR 072: edit (a new version once someone answered), deactivate, delete (results kept). */
export const updateQuiz = (id: number, input: UpdateQuizInput) =>
  apiRequest<AdminQuiz>('PUT', `/api/quizzes/${id}`, input);
export const deactivateQuiz = (id: number) => apiRequest<AdminQuiz>('POST', `/api/quizzes/${id}/deactivate`);
export const deleteQuiz = (id: number) => apiRequest<null>('DELETE', `/api/quizzes/${id}`);
