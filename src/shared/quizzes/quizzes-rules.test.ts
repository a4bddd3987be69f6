import { describe, expect, it } from 'vitest';
import { longestWeeklyStreak, newlyEarnedBadges, pointsFor, type CompletedQuiz } from './badges';
import { quizWeekAt, weekOfDate } from './week';
import { extractQuizVideo, extractYouTubeId, localVideoIdOf } from './youtube';

describe('extractYouTubeId', () => {
  it.each([
    ['M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['  M7lc1UVf-VE  ', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/watch?feature=share&v=M7lc1UVf-VE&t=42s', 'M7lc1UVf-VE'],
    ['http://youtube.com/watch?v=M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://m.youtube.com/watch?v=M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['youtube.com/watch?v=M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://youtu.be/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://youtu.be/M7lc1UVf-VE?si=abc&t=10', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/shorts/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/embed/M7lc1UVf-VE?start=3', 'M7lc1UVf-VE'],
    ['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/live/M7lc1UVf-VE', 'M7lc1UVf-VE'],
  ])('%s → %s', (input, id) => {
    expect(extractYouTubeId(input)).toBe(id);
  });

  it.each([
    '',
    'short',
    'M7lc1UVf-VE!',
    'https://example.com/watch?v=M7lc1UVf-VE',
    'https://www.youtube.com/watch?v=tooShort',
    'https://www.youtube.com/channel/UC123',
    'javascript:alert(1)',
    'https://youtu.be/',
  ])('refuses %j', (input) => {
    expect(extractYouTubeId(input)).toBeNull();
  });
});

describe('extractQuizVideo', () => {
  it('keeps YouTube ids and URLs as the 11-character id', () => {
    expect(extractQuizVideo('https://youtu.be/M7lc1UVf-VE')).toBe('M7lc1UVf-VE');
    expect(localVideoIdOf('M7lc1UVf-VE')).toBeNull();
  });

  it('keeps a help desk video as its path, from the path or a full address', () => {
    expect(extractQuizVideo('/api/helpdesk/videos/abcdefghijk')).toBe('/api/helpdesk/videos/abcdefghijk');
    expect(extractQuizVideo(' https://mc.example.com/api/helpdesk/videos/abc_def-ghi ')).toBe(
      '/api/helpdesk/videos/abc_def-ghi',
    );
    expect(localVideoIdOf('/api/helpdesk/videos/abc_def-ghi')).toBe('abc_def-ghi');
  });

  it('refuses anything else', () => {
    for (const text of ['/api/helpdesk/videos/short', '/api/helpdesk/videos/abcdefghijk/thumbnail', '/etc/passwd', ''])
      expect(extractQuizVideo(text), text).toBeNull();
  });
});

describe('quiz weeks', () => {
  it('run Monday to Sunday', () => {
    expect(weekOfDate('2026-11-23')).toEqual({ weekStart: '2026-11-23', weekEnd: '2026-11-29' });
    expect(weekOfDate('2026-11-29')).toEqual({ weekStart: '2026-11-23', weekEnd: '2026-11-29' });
    expect(weekOfDate('2026-03-01')).toEqual({ weekStart: '2026-02-23', weekEnd: '2026-03-01' });
  });

  it('follow the stores’ calendar, not UTC', () => {
    // Monday 03:00 UTC is still Sunday evening in St. Louis.
    expect(quizWeekAt(new Date('2026-11-23T03:00:00Z'))).toEqual({ weekStart: '2026-11-16', weekEnd: '2026-11-22' });
    expect(quizWeekAt(new Date('2026-11-23T07:00:00Z'))).toEqual({ weekStart: '2026-11-23', weekEnd: '2026-11-29' });
  });
});

const done = (weekStart: string, score: number, totalQuestions = 5): CompletedQuiz => ({
  weekStart,
  score,
  totalQuestions,
  points: pointsFor(score, totalQuestions),
});
const keysOf = (history: CompletedQuiz[], earned: string[] = []) =>
  newlyEarnedBadges(history, new Set(earned)).map((rule) => rule.key);

describe('points and badges', () => {
  it('gives 10 points per correct answer and 20 more for a perfect score', () => {
    expect(pointsFor(0, 5)).toBe(0);
    expect(pointsFor(3, 5)).toBe(30);
    expect(pointsFor(5, 5)).toBe(70);
  });

  it('awards First Quiz for any first result, Perfect Score only for all correct', () => {
    expect(keysOf([done('2026-11-23', 2)])).toEqual(['first-quiz']);
    expect(keysOf([done('2026-11-23', 5)])).toEqual(['first-quiz', 'perfect-score']);
  });

  it('never awards a badge twice', () => {
    expect(keysOf([done('2026-11-16', 5), done('2026-11-23', 5)], ['first-quiz', 'perfect-score'])).toEqual([]);
  });

  it('counts streaks of consecutive weeks only', () => {
    expect(longestWeeklyStreak([done('2026-11-02', 1), done('2026-11-16', 1), done('2026-11-23', 1)])).toBe(2);
    const streak = [done('2026-11-09', 1), done('2026-11-16', 1), done('2026-11-23', 1)];
    expect(longestWeeklyStreak(streak)).toBe(3);
    expect(keysOf(streak, ['first-quiz'])).toEqual(['streak-3']);
  });

  it('marks milestones of quizzes, perfect scores and points', () => {
    const weeks = Array.from({ length: 10 }, (_, index) =>
      weekOfDate(`2026-0${1 + Math.floor(index / 4)}-0${1 + (index % 4)}`),
    );
    const history = weeks.map((week, index) => done(week.weekStart, index < 3 ? 5 : 2));
    const keys = keysOf(history);
    expect(keys).toEqual(expect.arrayContaining(['quizzes-5', 'quizzes-10', 'sharp-shooter', 'points-250']));
  });
});
