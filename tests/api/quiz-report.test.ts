import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, mailOutbox, quizReminders, scheduleShifts } from '#server/db/schema/index';
import type { CompletionReport, RemindResponse } from '#shared/quizzes/report';
import type { AdminQuiz } from '#shared/quizzes/schemas';
import { bearer, createClock, createTestApp, HOUR, type TestApp } from '../support/test-app';
import { watchWholeVideo } from './quiz-watch.support';

// Wednesday 25 November 2026, 15:00 UTC (09:00 in the stores' zone).
const clock = createClock(new Date('2026-11-25T15:00:00.000Z'));
let t: TestApp;
let admin: string;
let quiz: AdminQuiz;
const tokens: Record<string, string> = {};

const QUESTIONS = [
  { text: 'Which grape is Chablis?', options: ['Chardonnay', 'Riesling', 'Merlot', 'Syrah'], correctAnswerIndex: 0 },
  { text: 'Where is Rioja?', options: ['Italy', 'Portugal', 'Spain', 'France'], correctAnswerIndex: 2 },
];

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  ({ token: admin } = await t.signIn('admin', 'reportadmin'));
  // Ana and Ben are roster employees whose accounts are named by their mail addresses; Cy's account
  // names no employee but is an address; "dora" has neither.
  for (const username of ['ana@example.com', 'ben@example.com', 'cy@example.com', 'dora'])
    tokens[username] = (await t.signIn('associate', username)).token;
  await t.database.db.insert(employees).values([
    { name: 'Ana Diaz', email: 'ana@example.com' },
    { name: 'Ben Cole', email: 'BEN@example.com' },
  ]);
  await t.database.db.insert(scheduleShifts).values([
    {
      storeCode: 'FR',
      date: '2026-11-10',
      employeeName: 'Ana Diaz',
      startTime: '09:00',
      endTime: '17:00',
      createdBy: 'x',
    },
    // Her latest shift by the quiz's week names her store now.
    {
      storeCode: 'KW',
      date: '2026-11-24',
      employeeName: 'Ana Diaz',
      startTime: '09:00',
      endTime: '17:00',
      createdBy: 'x',
    },
    {
      storeCode: 'KW',
      date: '2026-11-20',
      employeeName: 'ben cole',
      startTime: '09:00',
      endTime: '17:00',
      createdBy: 'x',
    },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quizzes',
    headers: bearer(admin),
    payload: { title: '=Fizz "and" bubbles', videoId: 'M7lc1UVf-VE', questions: QUESTIONS },
  });
  expect(response.statusCode, response.body).toBe(201);
  quiz = response.json<AdminQuiz>();
  await watchWholeVideo(t, clock, tokens['ana@example.com']!, quiz.id);
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/quizzes/${quiz.id}/submit`,
    headers: bearer(tokens['ana@example.com']!),
    payload: { answers: [0, 1] },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const remind = (key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/quizzes/${quiz.id}/remind`,
    headers: { ...bearer(admin), ...(key ? { 'idempotency-key': key } : {}) },
  });
const reminderMails = () => t.database.db.select().from(mailOutbox);

describe('GET /api/quizzes/report', () => {
  it('shows this week’s quiz × everyone who should take it, by store: done with score and when, or not yet', async () => {
    const response = await get('/api/quizzes/report');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<CompletionReport>();
    expect(report.quiz).toMatchObject({ id: quiz.id, weekStart: '2026-11-23', weekEnd: '2026-11-29', isActive: true });
    expect(report).toMatchObject({ doneCount: 1, missingCount: 3 });
    expect(report.stores.map((group) => [group.store, group.storeName, group.people.map((p) => p.username)])).toEqual([
      ['KW', 'Kirkwood', ['ana@example.com', 'ben@example.com']],
      [null, 'No store', ['cy@example.com', 'dora']],
    ]);
    const [ana, ben] = report.stores[0]!.people;
    expect(ana).toMatchObject({
      employeeName: 'Ana Diaz',
      canBeMailed: true,
      result: { score: 1, totalQuestions: 2, completedAt: clock.now().toISOString() },
    });
    expect(ben).toMatchObject({ employeeName: 'Ben Cole', result: null, remindedToday: false });
    expect(report.stores[1]!.people.map((person) => person.canBeMailed)).toEqual([true, false]);
  });

  it('is for admins only, and answers 404 for an unknown quiz', async () => {
    expect((await get('/api/quizzes/report', tokens.dora)).statusCode).toBe(403);
    expect((await get('/api/quizzes/report?quizId=999999')).statusCode).toBe(404);
    expect((await get('/api/quizzes/report?quizId=abc')).statusCode).toBe(400);
    expect((await get(`/api/quizzes/report?quizId=${quiz.id}`)).json<CompletionReport>().quiz?.id).toBe(quiz.id);
  });
});

describe('POST /api/quizzes/:id/remind', () => {
  it('mails those not done, skips those without an address, and says how many', async () => {
    const response = await remind('remind-1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<RemindResponse>()).toEqual({ sent: 2, skipped: 1, alreadyRemindedToday: 0, noAddress: 1 });
    const mails = await reminderMails();
    expect(mails.map((mail) => mail.toAddresses).sort()).toEqual([['BEN@example.com'], ['cy@example.com']]);
    expect(mails[0]!.subject).toBe('Reminder: this week\'s quiz, =Fizz "and" bubbles');
    expect(mails.find((mail) => mail.toAddresses[0] === 'BEN@example.com')?.textBody).toContain('Hello Ben Cole,');
    const report = (await get('/api/quizzes/report')).json<CompletionReport>();
    expect(report.stores[0]!.people[1]).toMatchObject({ username: 'ben@example.com', remindedToday: true });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'quiz.remind'));
    expect(audit).toBeDefined();
  });

  it('sends at most one mail per person per day, however often it is clicked', async () => {
    const replay = await remind('remind-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await remind('remind-2');
    expect(again.json<RemindResponse>()).toEqual({ sent: 0, skipped: 3, alreadyRemindedToday: 2, noAddress: 1 });
    const both = await Promise.all([remind('remind-3'), remind('remind-4')]);
    expect(both.map((response) => response.json<RemindResponse>().sent)).toEqual([0, 0]);
    expect(await reminderMails()).toHaveLength(2);
    // The next store day (after midnight in the stores' zone) they may be reminded again.
    clock.advance(16 * HOUR);
    ({ token: admin } = await t.signIn('admin', 'reportadmin2'));
    // Sessions idle out overnight: an associate without a result signs in again for the checks below.
    tokens.dora = (await t.signIn('associate', 'dora2')).token;
    expect((await remind('remind-5')).json<RemindResponse>()).toMatchObject({
      sent: 2,
      noAddress: 2,
      alreadyRemindedToday: 0,
    });
    expect(await t.database.db.select().from(quizReminders)).toHaveLength(4);
  });

  it('refuses associates, unknown and closed quizzes', async () => {
    const asAssociate = await t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${quiz.id}/remind`,
      headers: bearer(tokens.dora!),
    });
    expect(asAssociate.statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/quizzes/999999/remind', headers: bearer(admin) });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/quizzes/results/export', () => {
  it('exports the results of a date range as a formula-safe CSV with employee and store', async () => {
    const response = await get('/api/quizzes/results/export?from=2026-11-25&to=2026-11-25');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('quiz-results-2026-11-25-to-2026-11-25.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Completed,Store day,Quiz,Version,Week of,Username,Employee,Store,Score,Questions,Points');
    expect(lines).toHaveLength(2);
    // The title starting with "=" is neutralised, its quotes doubled.
    expect(lines[1]).toContain(
      `,2026-11-25,"'=Fizz ""and"" bubbles",1,2026-11-23,ana@example.com,Ana Diaz,Kirkwood,1,2,`,
    );
  });

  it('leaves out results outside the range (store days) and refuses bad ranges', async () => {
    const before = await get('/api/quizzes/results/export?from=2026-11-01&to=2026-11-24');
    expect(
      before.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    for (const query of [
      'from=2026-11-26&to=2026-11-25',
      'from=2026-02-30&to=2026-03-01',
      'from=2025-01-01&to=2026-11-25',
      'from=2026-11-25',
    ]) {
      expect((await get(`/api/quizzes/results/export?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get('/api/quizzes/results/export?from=2026-11-25&to=2026-11-25', tokens.dora)).statusCode).toBe(403);
  });
});
