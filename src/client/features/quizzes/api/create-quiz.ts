import type { AdminQuiz, CreateQuizInput } from '../../../../shared/quizzes/schemas';
import { apiRequest } from '../../../lib/api-request';

export const createQuiz = (input: CreateQuizInput) => apiRequest<AdminQuiz>('POST', '/api/quizzes', input);
