import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizResults, quizzes, userBadges, videos } from '#server/db/schema/index';
import { QUIZ_ERRORS, QUIZ_MESSAGES } from '#shared/quizzes/messages';
import type {
  AdminQuiz,
  AdminQuizResult,
  MyBadges,
  PastQuiz,
  PublicQuiz,
  QuizResult,
  SubmitQuizResponse,
} from '#shared/quizzes/schemas';
import { bearer, createClock, createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app';
import { watchWholeVideo } from './quiz-watch.support';

// Wednesday 25 November 2026, 15:00 UTC: the quiz week is Monday 23 … Sunday 29 November.
const clock = createClock(new Date('2026-11-25T15:00:00.000Z'));
let t: TestApp;
let admin: string;
let maria: string;
let jordan: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  ({ token: admin } = await t.signIn('admin', 'quizadmin'));
  ({ token: maria } = await t.signIn('associate', 'maria'));
  ({ token: jordan } = await t.signIn('associate', 'jordan'));
});

afterAll(async () => {
  await t.close();
});

/** A week later the sessions have idled out: sign in again. */
async function nextWeek() {
  clock.advance(7 * 86_400_000);
  const signIn = async (username: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: TEST_PASSWORD },
    });
    return response.json<{ token: string }>().token;
  };
  admin = await signIn('quizadmin');
  maria = await signIn('maria');
}

const request = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const QUESTIONS = [
  {
    text: 'Which grape is Chablis made from?',
    options: ['Chardonnay', 'Sauvignon Blanc', 'Riesling', 'Pinot Gris'],
    correctAnswerIndex: 0,
  },
  { text: 'Which country is Rioja from?', options: ['Italy', 'Portugal', 'Spain', 'France'], correctAnswerIndex: 2 },
  { text: 'What does "Brut" mean on Champagne?', options: ['Sweet', 'Dry', 'Rosé', 'Still'], correctAnswerIndex: 1 },
];

const createQuiz = async (overrides: object = {}, token = admin) =>
  request('POST', '/api/quizzes', token, {
    title: 'Sparkling Wine Basics',
    videoId: 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=5s',
    questions: QUESTIONS,
    ...overrides,
  });

describe('GET /api/quizzes/active before any quiz', () => {
  it('answers 404', async () => {
    const response = await request('GET', '/api/quizzes/active', maria);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: QUIZ_ERRORS.noActiveQuiz });
  });
});

describe('POST /api/quizzes', () => {
  it('is for admins only', async () => {
    expect((await createQuiz({}, maria)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/quizzes', payload: {} })).statusCode).toBe(401);
    expect(await t.database.db.select().from(quizzes)).toEqual([]);
  });

  it.each([
    [{ title: '' }, QUIZ_MESSAGES.titleRequired],
    [{ title: '   ' }, QUIZ_MESSAGES.titleRequired],
    [{ videoId: '' }, QUIZ_MESSAGES.videoIdRequired],
    [{ videoId: 'https://example.com/watch?v=M7lc1UVf-VE' }, QUIZ_ERRORS.invalidVideoId],
    [{ questions: [] }, QUIZ_MESSAGES.questionsRequired],
    [
      { questions: [{ text: 'Q?', options: ['a', 'b', 'c', ''], correctAnswerIndex: 0 }] },
      QUIZ_MESSAGES.questionFieldsRequired,
    ],
    [
      { questions: [{ text: '', options: ['a', 'b', 'c', 'd'], correctAnswerIndex: 0 }] },
      QUIZ_MESSAGES.questionFieldsRequired,
    ],
    [
      { questions: [{ text: 'Q?', options: ['a', 'b', 'c'], correctAnswerIndex: 0 }] },
      QUIZ_MESSAGES.questionFieldsRequired,
    ],
    [{ questions: [{ text: 'Q?', options: ['a', 'b', 'c', 'd'], correctAnswerIndex: 4 }] }, 'correctAnswerIndex'],
    [{ isActive: false }, 'isActive'],
  ])('refuses %j with the spec’s message', async (overrides, message) => {
    const response = await createQuiz(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('creates an active quiz for the current store week with the id taken from the URL', async () => {
    const response = await createQuiz();
    expect(response.statusCode, response.body).toBe(201);
    const quiz = response.json<AdminQuiz>();
    expect(quiz).toMatchObject({
      title: 'Sparkling Wine Basics',
      videoId: 'M7lc1UVf-VE',
      isActive: true,
      weekStart: '2026-11-23',
      weekEnd: '2026-11-29',
      createdBy: 'quizadmin',
      resultCount: 0,
    });
    expect(quiz.questions.map((question) => [question.questionId, question.correctAnswerIndex])).toEqual([
      ['q1', 0],
      ['q2', 2],
      ['q3', 1],
    ]);
  });

  it('keeps exactly one quiz active: a new one replaces the previous', async () => {
    const first = (await request('GET', '/api/quizzes/active', maria)).json<PublicQuiz>();
    const second = (await createQuiz({ title: 'Second', videoId: 'https://youtu.be/aqz-KE-bpKQ' })).json<AdminQuiz>();
    const rows = await t.database.db.select().from(quizzes).where(eq(quizzes.isActive, true));
    expect(rows.map((row) => row.id)).toEqual([second.id]);
    const active = (await request('GET', '/api/quizzes/active', maria)).json<PublicQuiz>();
    expect(active.id).toBe(second.id);
    expect(active.id).not.toBe(first.id);
    // Concurrent creations still leave one.
    const created = await Promise.all([createQuiz({ title: 'Race A' }), createQuiz({ title: 'Race B' })]);
    expect(created.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(await t.database.db.select().from(quizzes).where(eq(quizzes.isActive, true))).toHaveLength(1);
    // The last created stays the active quiz for the rest of the file.
    const final = (await createQuiz({ title: 'Champagne and Friends' })).json<AdminQuiz>();
    expect((await request('GET', '/api/quizzes/active', jordan)).json<PublicQuiz>().id).toBe(final.id);
  });
});

describe('reading quizzes', () => {
  it('never sends the correct answers to people taking the quiz', async () => {
    await watchWholeVideo(t, clock, maria, (await request('GET', '/api/quizzes/active', maria)).json<PublicQuiz>().id);
    const active = await request('GET', '/api/quizzes/active', maria);
    const byId = await request('GET', `/api/quizzes/${active.json<PublicQuiz>().id}`, maria);
    for (const response of [active, byId]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('correctAnswerIndex');
      expect(response.json<PublicQuiz>().questions[0]).toEqual({
        questionId: 'q1',
        text: QUESTIONS[0]!.text,
        options: QUESTIONS[0]!.options,
      });
    }
  });

  it('answers 404 for an unknown quiz and 400 for a bad id', async () => {
    expect((await request('GET', '/api/quizzes/999999', maria)).statusCode).toBe(404);
    expect((await request('GET', '/api/quizzes/abc', maria)).statusCode).toBe(400);
    expect((await request('GET', '/api/quizzes/2147483648', maria)).statusCode).toBe(400);
  });

  it('lists every quiz with answers for admins only', async () => {
    expect((await request('GET', '/api/quizzes', maria)).statusCode).toBe(403);
    const response = await request('GET', '/api/quizzes', admin);
    expect(response.statusCode).toBe(200);
    const list = response.json<AdminQuiz[]>();
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.filter((quiz) => quiz.isActive)).toHaveLength(1);
    expect(list[0]!.questions[0]!.correctAnswerIndex).toBe(0);
  });
});

describe('POST /api/quizzes/:id/submit', () => {
  let quizId: number;
  beforeAll(async () => {
    quizId = (await request('GET', '/api/quizzes/active', maria)).json<PublicQuiz>().id;
  });

  it('refuses answers that do not fit', async () => {
    for (const answers of [[0, 2, 1, 3], [0, 4], { q9: 1 }, 'all', [0.5]]) {
      const response = await request('POST', `/api/quizzes/${quizId}/submit`, maria, { answers });
      expect(response.statusCode, JSON.stringify(answers)).toBe(400);
    }
    expect(await t.database.db.select().from(quizResults)).toEqual([]);
  });

  it('scores on the server, awards badges and points, and refuses a second submission with 409', async () => {
    const response = await request('POST', `/api/quizzes/${quizId}/submit`, maria, { answers: [0, 2, 1] });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SubmitQuizResponse>();
    expect(body).toMatchObject({
      score: 3,
      totalQuestions: 3,
      points: 50,
      message: 'Perfect score! You answered all 3 questions correctly.',
      result: { quizId, score: 3, totalQuestions: 3, points: 50 },
    });
    expect(body.badges.map((badge) => badge.badgeName)).toEqual(['First Quiz', 'Perfect Score']);

    const again = await request('POST', `/api/quizzes/${quizId}/submit`, maria, { answers: [0, 2, 1] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: QUIZ_ERRORS.alreadyCompleted });
    expect(await t.database.db.select().from(quizResults).where(eq(quizResults.quizId, quizId))).toHaveLength(1);
  });

  it('accepts a map from questionId, counts unanswered (-1) and missing as wrong', async () => {
    await watchWholeVideo(t, clock, jordan, quizId);
    const response = await request('POST', `/api/quizzes/${quizId}/submit`, jordan, { answers: { q1: 0, q2: -1 } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SubmitQuizResponse>();
    expect(body.result).toMatchObject({ score: 1, totalQuestions: 3, points: 10 });
    expect(body.badges.map((badge) => badge.badgeName)).toEqual(['First Quiz']);
    const [row] = await t.database.db.select().from(quizResults).where(eq(quizResults.id, body.result.id));
    expect(row?.answers).toEqual([0, -1, -1]);
  });

  it('lets only one of two simultaneous submissions count', async () => {
    const { token } = await t.signIn('associate', 'racer');
    await watchWholeVideo(t, clock, token, quizId);
    const responses = await Promise.all([
      // Neither is perfect, so whichever wins earns the same badges (the badge count below).
      request('POST', `/api/quizzes/${quizId}/submit`, token, { answers: [0, 0, 0] }),
      request('POST', `/api/quizzes/${quizId}/submit`, token, { answers: [0, 2, 0] }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a quiz that is no longer active', async () => {
    const past = (await request('GET', '/api/quizzes', admin)).json<AdminQuiz[]>().find((quiz) => !quiz.isActive)!;
    const response = await request('POST', `/api/quizzes/${past.id}/submit`, maria, { answers: [0] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: QUIZ_ERRORS.closed });
    expect((await request('POST', '/api/quizzes/999999/submit', maria, { answers: [] })).statusCode).toBe(404);
  });
});

describe('results, badges and the archive', () => {
  it('GET /api/my-quiz-results lists only the person’s own results', async () => {
    const mine = (await request('GET', '/api/my-quiz-results', maria)).json<QuizResult[]>();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ score: 3, totalQuestions: 3 });
  });

  it('GET /api/quizzes/results gives admins every result with names', async () => {
    expect((await request('GET', '/api/quizzes/results', maria)).statusCode).toBe(403);
    const all = (await request('GET', '/api/quizzes/results', admin)).json<AdminQuizResult[]>();
    expect(all.map((result) => result.username).sort()).toEqual(['jordan', 'maria', 'racer']);
    expect(all.every((result) => result.quizTitle === 'Champagne and Friends')).toBe(true);
  });

  it('GET /api/my-badges gives badges with name, description and date, and the points', async () => {
    const response = await request('GET', '/api/my-badges', maria);
    expect(response.statusCode).toBe(200);
    const body = response.json<MyBadges>();
    expect(body.totalPoints).toBe(50);
    expect(body.quizzesCompleted).toBe(1);
    expect(body.badges.map((badge) => badge.badgeName).sort()).toEqual(['First Quiz', 'Perfect Score']);
    expect(body.badges[0]).toMatchObject({ description: expect.any(String), earnedAt: clock.now().toISOString() });
    expect(body.available.map((badge) => badge.badgeName)).toContain('On a Roll');
    expect(await t.database.db.select().from(userBadges)).toHaveLength(2 + 1 + 1);
  });

  it('GET /api/quizzes/past lists inactive quizzes with the person’s own score', async () => {
    // Next week's quiz makes this week's one past.
    await nextWeek();
    const next = (await createQuiz({ title: 'Next Week' })).json<AdminQuiz>();
    expect(next).toMatchObject({ weekStart: '2026-11-30', weekEnd: '2026-12-06' });
    const past = (await request('GET', '/api/quizzes/past', maria)).json<PastQuiz[]>();
    expect(past.some((quiz) => quiz.id === next.id)).toBe(false);
    const champagne = past.find((quiz) => quiz.title === 'Champagne and Friends');
    expect(champagne).toMatchObject({ isActive: false, questionCount: 3, myResult: { score: 3, totalQuestions: 3 } });
    expect(past.find((quiz) => quiz.title === 'Second')?.myResult).toBeNull();
    expect(JSON.stringify(past)).not.toContain('correctAnswerIndex');
  });

  it('awards a streak for consecutive weeks', async () => {
    const quizId = (await request('GET', '/api/quizzes/active', maria)).json<PublicQuiz>().id;
    await watchWholeVideo(t, clock, maria, quizId);
    const response = await request('POST', `/api/quizzes/${quizId}/submit`, maria, { answers: [0, 0, 0] });
    expect(response.json<SubmitQuizResponse>().badges).toEqual([]);
    await nextWeek();
    const third = (await createQuiz({ title: 'Third Week' })).json<AdminQuiz>();
    await watchWholeVideo(t, clock, maria, third.id);
    const streak = await request('POST', `/api/quizzes/${third.id}/submit`, maria, { answers: [0, 2, 1] });
    expect(streak.json<SubmitQuizResponse>().badges.map((badge) => badge.badgeName)).toEqual(['On a Roll']);
  });
});

describe('a quiz on a help desk video (ADR 056)', () => {
  const video = (id: string, values: Partial<typeof videos.$inferInsert> = {}) =>
    t.database.db.insert(videos).values({
      id,
      title: 'Opening a Till',
      privacyStatus: 'unlisted',
      host: 'local',
      status: 'ready',
      sourceName: 'till.mp4',
      sourceSize: 1000,
      ...values,
    });

  it('plays one of our own videos, named by its address, once it is ready', async () => {
    await video('localvideo1');
    const created = await createQuiz({
      title: 'Till Basics',
      videoId: 'https://mc.example.com/api/helpdesk/videos/localvideo1',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminQuiz>().videoId).toBe('/api/helpdesk/videos/localvideo1');
    const active = (await request('GET', '/api/quizzes/active', maria)).json<PublicQuiz>();
    expect(active.videoId).toBe('/api/helpdesk/videos/localvideo1');
  });

  it('keeps a video published to YouTube as its YouTube id', async () => {
    await video('tubevideo01', { host: 'youtube', externalId: 'M7lc1UVf-VE' });
    const created = await createQuiz({ videoId: '/api/helpdesk/videos/tubevideo01' });
    expect(created.json<AdminQuiz>().videoId).toBe('M7lc1UVf-VE');
  });

  it('refuses a video that is missing or still processing, creating nothing', async () => {
    await video('stillbusy01', { status: 'processing' });
    const before = await t.database.db.select().from(quizzes);
    for (const videoId of ['/api/helpdesk/videos/stillbusy01', '/api/helpdesk/videos/nosuchvideo']) {
      const response = await createQuiz({ videoId });
      expect(response.statusCode, videoId).toBe(400);
      expect(response.json()).toEqual({ message: QUIZ_ERRORS.videoNotReady, code: 'video_not_ready' });
    }
    expect(await t.database.db.select().from(quizzes)).toEqual(before);
  });
});

describe('a double-clicked quiz submission', () => {
  it('answers a double-clicked submission (one Idempotency-Key) with the one result, twice', async () => {
    const { token } = await t.signIn('associate', 'double-clicker');
    const quizId = (await request('GET', '/api/quizzes/active', token)).json<PublicQuiz>().id;
    await watchWholeVideo(t, clock, token, quizId);
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/quizzes/${quizId}/submit`,
        headers: { ...bearer(token), 'idempotency-key': 'quiz-submit-1' },
        payload: { answers: [0, 2, 0] },
      });
    const [first, second] = await Promise.all([submit(), submit()]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
    expect(second.json<SubmitQuizResponse>()).toEqual(first.json<SubmitQuizResponse>());
    const later = await submit();
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBe('true');
    const userId = first.json<SubmitQuizResponse>().result.userId;
    expect(
      await t.database.db
        .select()
        .from(quizResults)
        .where(and(eq(quizResults.quizId, quizId), eq(quizResults.userId, userId))),
    ).toHaveLength(1);
  });
});
