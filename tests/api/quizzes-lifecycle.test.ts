import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizResults, quizzes } from '#server/db/schema/index';
import { QUIZ_ERRORS } from '#shared/quizzes/messages';
import type { AdminQuiz, AdminQuizResult, PastQuiz, PublicQuiz, SubmitQuizResponse } from '#shared/quizzes/schemas';
import { bearer, createClock, createTestApp, type TestApp } from '../support/test-app';
import { watchWholeVideo } from './quiz-watch.support';

// Wednesday 25 November 2026, 15:00 UTC (09:00 in the stores' zone).
const clock = createClock(new Date('2026-11-25T15:00:00.000Z'));
let t: TestApp;
let admin: string;
let maria: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  ({ token: admin } = await t.signIn('admin', 'lifecycleadmin'));
  ({ token: maria } = await t.signIn('associate', 'lifecyclemaria'));
});

afterAll(async () => {
  await t.close();
});

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const QUESTIONS = [
  { text: 'Which grape is Chablis?', options: ['Chardonnay', 'Riesling', 'Merlot', 'Syrah'], correctAnswerIndex: 0 },
  { text: 'Where is Rioja?', options: ['Italy', 'Portugal', 'Spain', 'France'], correctAnswerIndex: 2 },
];
const content = (title: string) => ({ title, videoId: 'M7lc1UVf-VE', questions: QUESTIONS });

async function create(title: string, extra: object = {}): Promise<AdminQuiz> {
  const response = await request('POST', '/api/quizzes', admin, { ...content(title), ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminQuiz>();
}
const list = async () => (await request('GET', '/api/quizzes', admin)).json<AdminQuiz[]>();
const current = async () => (await request('GET', '/api/quizzes/current', maria)).json<PublicQuiz | null>();

describe('scheduling', () => {
  it('keeps a quiz with a later start date hidden until that date, then makes it the active quiz', async () => {
    const now = await create('Running now');
    const later = await create('Starts Friday', { startsOn: '2026-11-27' });
    expect(later).toMatchObject({ status: 'scheduled', isActive: false, scheduledFor: '2026-11-27' });
    expect(later.weekStart).toBe('2026-11-23');
    expect((await current())?.id).toBe(now.id);
    expect((await request('GET', `/api/quizzes/${later.id}`, maria)).statusCode).toBe(404);
    const archive = (await request('GET', '/api/quizzes/past', maria)).json<PastQuiz[]>();
    expect(archive.map((quiz) => quiz.id)).not.toContain(later.id);

    clock.advance(2 * 86_400_000); // Friday 09:00 in Chicago
    ({ token: maria } = await t.signIn('associate', 'lifecyclemaria2'));
    ({ token: admin } = await t.signIn('admin', 'lifecycleadmin2'));
    expect((await current())?.id).toBe(later.id);
    const quizzesNow = await list();
    expect(quizzesNow.find((quiz) => quiz.id === later.id)).toMatchObject({ status: 'active', scheduledFor: null });
    expect(quizzesNow.find((quiz) => quiz.id === now.id)).toMatchObject({ status: 'inactive' });
  });

  it('starts today’s date at once and refuses a date in the past or not a date', async () => {
    const today = await create('Today', { startsOn: '2026-11-27' });
    expect(today).toMatchObject({ status: 'active', scheduledFor: null });
    const past = await request('POST', '/api/quizzes', admin, { ...content('Past'), startsOn: '2026-11-20' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: QUIZ_ERRORS.startsOnPast });
    const bad = await request('POST', '/api/quizzes', admin, { ...content('Bad'), startsOn: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect((await list()).map((quiz) => quiz.title)).not.toContain('Past');
  });
});

describe('editing', () => {
  it('changes a quiz in place while nobody has answered it', async () => {
    const quiz = await create('Draft title');
    const response = await request('PUT', `/api/quizzes/${quiz.id}`, admin, {
      ...content('Better title'),
      questions: [QUESTIONS[1]],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminQuiz>()).toMatchObject({ id: quiz.id, title: 'Better title', version: 1 });
    expect((await current())?.questionCount).toBe(1);
  });

  it('writes a new version once someone has answered, keeping the result on the old one', async () => {
    const quiz = await create('Answered quiz');
    await watchWholeVideo(t, clock, maria, quiz.id);
    expect((await request('POST', `/api/quizzes/${quiz.id}/submit`, maria, { answers: [0, 2] })).statusCode).toBe(200);
    const response = await request('PUT', `/api/quizzes/${quiz.id}`, admin, content('Answered quiz, fixed'));
    expect(response.statusCode, response.body).toBe(200);
    const next = response.json<AdminQuiz>();
    expect(next).toMatchObject({ version: 2, replacesId: quiz.id, status: 'active', weekStart: quiz.weekStart });
    expect(next.id).not.toBe(quiz.id);
    expect((await current())?.id).toBe(next.id);
    const [old] = await t.database.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
    expect(old).toMatchObject({ title: 'Answered quiz', isActive: false });
    const kept = await t.database.db.select().from(quizResults).where(eq(quizResults.quizId, quiz.id));
    expect(kept).toHaveLength(1);

    const again = await request('PUT', `/api/quizzes/${quiz.id}`, admin, content('Answered quiz, fixed'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: QUIZ_ERRORS.superseded });
  });

  it('refuses bad content and unknown quizzes, writing nothing', async () => {
    const quiz = await create('Keep me');
    const bad = await request('PUT', `/api/quizzes/${quiz.id}`, admin, { ...content(''), extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect((await request('PUT', '/api/quizzes/999999', admin, content('x'))).statusCode).toBe(404);
    expect((await request('PUT', `/api/quizzes/${quiz.id}`, maria, content('x'))).statusCode).toBe(403);
    expect((await list()).find((row) => row.id === quiz.id)?.title).toBe('Keep me');
  });
});

describe('deactivating and deleting', () => {
  it('deactivates the active quiz: nobody can take it, it moves to the archive', async () => {
    const quiz = await create('To deactivate');
    const response = await request('POST', `/api/quizzes/${quiz.id}/deactivate`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminQuiz>()).toMatchObject({ status: 'inactive', isActive: false });
    expect(await current()).toBeNull();
    const submit = await request('POST', `/api/quizzes/${quiz.id}/submit`, maria, { answers: [0, 2] });
    expect(submit.statusCode).toBe(409);
    const archive = (await request('GET', '/api/quizzes/past', maria)).json<PastQuiz[]>();
    expect(archive.map((row) => row.id)).toContain(quiz.id);
  });

  it('deactivates a scheduled quiz so it never starts', async () => {
    const quiz = await create('Never starts', { startsOn: '2026-12-01' });
    await request('POST', `/api/quizzes/${quiz.id}/deactivate`, admin);
    clock.advance(5 * 86_400_000);
    ({ token: maria } = await t.signIn('associate', 'lifecyclemaria3'));
    ({ token: admin } = await t.signIn('admin', 'lifecycleadmin3'));
    expect((await current())?.id).not.toBe(quiz.id);
    expect((await list()).find((row) => row.id === quiz.id)).toMatchObject({ status: 'inactive' });
  });

  it('deletes a quiz but keeps its results', async () => {
    const quiz = await create('To delete');
    await watchWholeVideo(t, clock, maria, quiz.id);
    expect((await request('POST', `/api/quizzes/${quiz.id}/submit`, maria, { answers: [1, 1] })).statusCode).toBe(200);
    expect((await request('DELETE', `/api/quizzes/${quiz.id}`, maria)).statusCode).toBe(403);
    const response = await request('DELETE', `/api/quizzes/${quiz.id}`, admin);
    expect(response.statusCode).toBe(204);
    expect((await list()).map((row) => row.id)).not.toContain(quiz.id);
    expect(await current()).toBeNull();
    expect((await request('GET', `/api/quizzes/${quiz.id}`, maria)).statusCode).toBe(404);
    const results = (await request('GET', '/api/quizzes/results', admin)).json<AdminQuizResult[]>();
    expect(results.filter((row) => row.quizId === quiz.id)).toHaveLength(1);
    expect((await request('DELETE', `/api/quizzes/${quiz.id}`, admin)).statusCode).toBe(404);
  });
});

describe('the review after submitting', () => {
  it('shows which answers were wrong and the right ones, only in the submit response', async () => {
    const quiz = await create('Review quiz');
    const before = await request('GET', `/api/quizzes/${quiz.id}`, maria);
    expect(before.body).not.toContain('correctAnswerIndex');
    const { token } = await t.signIn('associate', 'lifecyclereviewer');
    await watchWholeVideo(t, clock, token, quiz.id);
    const response = await request('POST', `/api/quizzes/${quiz.id}/submit`, token, { answers: [1, -1] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<SubmitQuizResponse>().review).toEqual([
      { ...QUESTIONS[0], questionId: 'q1', chosenIndex: 1, correctAnswerIndex: 0, isCorrect: false },
      { ...QUESTIONS[1], questionId: 'q2', chosenIndex: -1, correctAnswerIndex: 2, isCorrect: false },
    ]);
  });
});
