import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizResults, quizWatches } from '#server/db/schema/index';
import { QUIZ_ERRORS } from '#shared/quizzes/messages';
import type { AdminQuiz, PublicQuiz } from '#shared/quizzes/schemas';
import type { WatchStatus } from '#shared/quizzes/watch';
import { bearer, createClock, createTestApp, type TestApp } from '../support/test-app';

// Wednesday 25 November 2026, 15:00 UTC.
const clock = createClock(new Date('2026-11-25T15:00:00.000Z'));
let t: TestApp;
let admin: string;
let quiz: AdminQuiz;

const QUESTIONS = [
  { text: 'Which grape is Chablis?', options: ['Chardonnay', 'Riesling', 'Merlot', 'Syrah'], correctAnswerIndex: 0 },
  { text: 'Where is Rioja?', options: ['Italy', 'Portugal', 'Spain', 'France'], correctAnswerIndex: 2 },
];

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  ({ token: admin } = await t.signIn('admin', 'watchadmin'));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quizzes',
    headers: bearer(admin),
    payload: { title: 'Sparkling basics', videoId: 'M7lc1UVf-VE', questions: QUESTIONS },
  });
  expect(response.statusCode, response.body).toBe(201);
  quiz = response.json<AdminQuiz>();
});

afterAll(async () => {
  await t.close();
});

const report = (token: string, ranges: [number, number][], durationSeconds = 100, quizId = quiz.id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quizzes/${quizId}/watch`,
    headers: bearer(token),
    payload: { durationSeconds, ranges },
  });
const status = async (token: string, ranges: [number, number][], durationSeconds = 100) => {
  const response = await report(token, ranges, durationSeconds);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WatchStatus>();
};
const readQuiz = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/quizzes/${quiz.id}`, headers: bearer(token) })).json<PublicQuiz>();
const submit = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quizzes/${quiz.id}/submit`,
    headers: bearer(token),
    payload: { answers: [0, 2] },
  });
const seconds = (n: number) => clock.advance(n * 1000);

describe('the 90 % rule counts the time actually played', () => {
  it('withholds the questions and refuses the submission before anything is played', async () => {
    const { token } = await t.signIn('associate', 'watch-none');
    const read = await readQuiz(token);
    expect(read).toMatchObject({ questions: [], questionCount: 2, isUnlocked: false });
    const current = await t.app.inject({ method: 'GET', url: '/api/quizzes/active', headers: bearer(token) });
    expect(current.json<PublicQuiz>().questions).toEqual([]);
    const refused = await submit(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: QUIZ_ERRORS.watchIncomplete, code: 'watch_incomplete' });
    expect(await t.database.db.select().from(quizResults)).toEqual([]);
  });

  it('does not unlock when the slider is dragged to 95 %: only the stretch played counts', async () => {
    const { token } = await t.signIn('associate', 'watch-dragger');
    expect(await status(token, [])).toMatchObject({ watchedSeconds: 0, isUnlocked: false, accepted: true });
    seconds(10);
    // Ten seconds played, then dragged to 95 s and played to the end.
    const counted = await status(token, [
      [0, 10],
      [95, 100],
    ]);
    expect(counted).toMatchObject({ watchedSeconds: 15, durationSeconds: 100, isUnlocked: false, accepted: true });
    expect(counted.fraction).toBeCloseTo(0.15);
    expect((await readQuiz(token)).questions).toEqual([]);
    expect((await submit(token)).statusCode).toBe(409);
  });

  it('refuses a report that grew faster than twice the wall-clock time, and counts it once time has passed', async () => {
    const { token } = await t.signIn('associate', 'watch-fast');
    await status(token, []);
    seconds(20);
    // The whole video claimed after 20 s: more than 2 × 20 s + slack, so nothing is counted.
    expect(await status(token, [[0, 100]])).toMatchObject({ watchedSeconds: 0, isUnlocked: false, accepted: false });
    // At 2× within the allowance it counts; a refused report did not move the clock forward.
    seconds(10);
    expect(await status(token, [[0, 60]])).toMatchObject({ watchedSeconds: 60, accepted: true, isUnlocked: false });
    seconds(15);
    const done = await status(token, [[0, 90]]);
    expect(done).toMatchObject({ watchedSeconds: 90, isUnlocked: true, accepted: true });
    expect((await readQuiz(token)).questions.map((question) => question.questionId)).toEqual(['q1', 'q2']);
    expect(JSON.stringify(await readQuiz(token))).not.toContain('correctAnswerIndex');
    expect((await submit(token)).statusCode).toBe(200);
  });

  it('keeps the union of what was played across reports, page loads and overlaps', async () => {
    const { token } = await t.signIn('associate', 'watch-union');
    await status(token, []);
    seconds(30);
    expect(await status(token, [[0, 30]])).toMatchObject({ watchedSeconds: 30 });
    // A reload: the new player's ranges start again from nothing; replaying 20–40 adds only 30–40.
    seconds(20);
    expect(await status(token, [[20, 40]])).toMatchObject({ watchedSeconds: 40 });
    seconds(25);
    expect(await status(token, [[40, 89]])).toMatchObject({ watchedSeconds: 89, isUnlocked: false });
    seconds(5);
    expect(await status(token, [[89, 100]])).toMatchObject({ watchedSeconds: 100, fraction: 1, isUnlocked: true });
    const [row] = await t.database.db
      .select()
      .from(quizWatches)
      .where(and(eq(quizWatches.quizId, quiz.id), eq(quizWatches.durationSeconds, 100)))
      .orderBy(quizWatches.startedAt);
    expect(row).toBeDefined();
  });

  it('pins the duration the first report gave, and clips ranges to it', async () => {
    const { token } = await t.signIn('associate', 'watch-duration');
    await status(token, [], 40);
    seconds(20);
    // A later report claiming a shorter video changes nothing about the length counted.
    const counted = await status(token, [[0, 50]], 4);
    expect(counted).toMatchObject({ durationSeconds: 40, watchedSeconds: 40, isUnlocked: true });
  });

  it('refuses malformed reports and unknown quizzes', async () => {
    const { token } = await t.signIn('associate', 'watch-bad');
    for (const payload of [
      { durationSeconds: 0, ranges: [] },
      { durationSeconds: 10, ranges: [[5, 2]] },
      { durationSeconds: 10, ranges: [[-1, 2]] },
      { durationSeconds: '10', ranges: [] },
      { durationSeconds: 10, ranges: [], extra: true },
      { durationSeconds: 10, ranges: [[0, 1, 2]] },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/quizzes/${quiz.id}/watch`,
        headers: bearer(token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await report(token, [], 10, 999_999)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${quiz.id}/watch`,
      payload: { durationSeconds: 10, ranges: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
