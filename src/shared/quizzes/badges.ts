import { weeksBetween } from './week';

/** Points for each correct answer, and the bonus for answering every question correctly (ADR 020). */
export const POINTS_PER_CORRECT_ANSWER = 10;
export const PERFECT_SCORE_BONUS = 20;

export const pointsFor = (score: number, totalQuestions: number) =>
  score * POINTS_PER_CORRECT_ANSWER + (totalQuestions > 0 && score === totalQuestions ? PERFECT_SCORE_BONUS : 0);

/** One completed quiz, as the badge rules see it. */
export interface CompletedQuiz {
  /** The quiz's week (its Monday, yyyy-mm-dd). */
  weekStart: string;
  score: number;
  totalQuestions: number;
  points: number;
}

export interface BadgeRule {
  key: string;
  badgeName: string;
  description: string;
  isEarned(history: readonly CompletedQuiz[]): boolean;
}

const isPerfect = (quiz: CompletedQuiz) => quiz.totalQuestions > 0 && quiz.score === quiz.totalQuestions;

/** The longest run of consecutive quiz weeks with a completed quiz. */
export function longestWeeklyStreak(history: readonly CompletedQuiz[]): number {
  const weeks = [...new Set(history.map((quiz) => quiz.weekStart))].sort();
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const week of weeks) {
    run = previous !== undefined && weeksBetween(previous, week) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = week;
  }
  return longest;
}

const totalPoints = (history: readonly CompletedQuiz[]) => history.reduce((sum, quiz) => sum + quiz.points, 0);

/** Every badge, in the order they are shown. Each is earned once (ADR 020). */
export const BADGE_RULES: readonly BadgeRule[] = [
  {
    key: 'first-quiz',
    badgeName: 'First Quiz',
    description: 'Completed your first weekly video quiz.',
    isEarned: (history) => history.length >= 1,
  },
  {
    key: 'perfect-score',
    badgeName: 'Perfect Score',
    description: 'Answered every question of a quiz correctly.',
    isEarned: (history) => history.some(isPerfect),
  },
  {
    key: 'sharp-shooter',
    badgeName: 'Sharp Shooter',
    description: 'Three perfect scores.',
    isEarned: (history) => history.filter(isPerfect).length >= 3,
  },
  {
    key: 'streak-3',
    badgeName: 'On a Roll',
    description: 'Completed quizzes three weeks in a row.',
    isEarned: (history) => longestWeeklyStreak(history) >= 3,
  },
  {
    key: 'streak-5',
    badgeName: 'Unstoppable',
    description: 'Completed quizzes five weeks in a row.',
    isEarned: (history) => longestWeeklyStreak(history) >= 5,
  },
  {
    key: 'quizzes-5',
    badgeName: 'Quiz Regular',
    description: 'Completed five quizzes.',
    isEarned: (history) => history.length >= 5,
  },
  {
    key: 'quizzes-10',
    badgeName: 'Quiz Veteran',
    description: 'Completed ten quizzes.',
    isEarned: (history) => history.length >= 10,
  },
  {
    key: 'points-250',
    badgeName: 'Point Collector',
    description: 'Earned 250 points.',
    isEarned: (history) => totalPoints(history) >= 250,
  },
];

/** The badges a history earns that are not among `alreadyEarned` (badge keys). */
export const newlyEarnedBadges = (history: readonly CompletedQuiz[], alreadyEarned: ReadonlySet<string>) =>
  BADGE_RULES.filter((rule) => !alreadyEarned.has(rule.key) && rule.isEarned(history));

/** The message of the result view. */
export function resultMessage(score: number, totalQuestions: number): string {
  if (totalQuestions > 0 && score === totalQuestions)
    return `Perfect score! You answered all ${totalQuestions} questions correctly.`;
  if (score * 2 >= totalQuestions) return `Well done! You answered ${score} of ${totalQuestions} questions correctly.`;
  return `You answered ${score} of ${totalQuestions} questions correctly. Watch the video again and keep learning!`;
}
