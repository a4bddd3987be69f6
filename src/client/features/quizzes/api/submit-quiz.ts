import type { SubmitQuizInput, SubmitQuizResponse } from '../../../../shared/quizzes/schemas';
import { apiRequest } from '../../../lib/api-request';

export const submitQuiz = (quizId: number, input: SubmitQuizInput) =>
  apiRequest<SubmitQuizResponse>('POST', `/api/quizzes/${quizId}/submit`, input);
