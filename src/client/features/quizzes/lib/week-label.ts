import type { PublicQuiz } from '#shared/quizzes/schemas';

const weekFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const weekLabel = (quiz: Pick<PublicQuiz, 'weekStart' | 'weekEnd'>) =>
  `Week of ${weekFormat.format(new Date(`${quiz.weekStart}T00:00:00Z`))} – ${weekFormat.format(new Date(`${quiz.weekEnd}T00:00:00Z`))}`;
