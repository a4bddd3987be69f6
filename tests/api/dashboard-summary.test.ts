import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceRegistry } from '#server/areas/provided-services';
import { customers, labelQueues, quizResults, quizzes, sickDayNotices } from '#server/db/schema/index';
import { createDashboardSummaryService } from '#server/features/dashboard-summary/dashboard-summary.area';
import { DashboardStatsSchema, DashboardSummarySchema } from '#shared/dashboard-summary/dashboard-summary';
import { bearer, createClock, createTestApp, HOUR, type TestApp } from '../support/test-app';

const clock = createClock(new Date('2026-03-04T15:00:00.000Z'));
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  token = await t.createSession(await t.createUser('associate'));
});
afterAll(() => t.close());

const get = (url: string, headers = bearer(token)) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/dashboard/summary', () => {
  it('counts customers of the last 24 hours from the store platform, and 0 pending while the review queues are empty', async () => {
    const now = clock.now().getTime();
    await t.database.db.insert(customers).values([
      { firstName: 'New', createdAt: new Date(now - HOUR) },
      { firstName: 'Also new', createdAt: new Date(now - 23 * HOUR) },
      { firstName: 'Old', createdAt: new Date(now - 25 * HOUR) },
    ]);
    const response = await get('/api/dashboard/summary');
    expect(response.statusCode).toBe(200);
    expect(DashboardSummarySchema.parse(response.json())).toEqual({
      pendingImageReviews: 0,
      pendingCriticReviews: 0,
      newCustomers24h: 2,
    });
  });

  it('reads the pending counts from the review queues their areas provide', async () => {
    const services = createServiceRegistry();
    const service = createDashboardSummaryService({
      db: t.database.db,
      now: clock.now,
      services,
      storePlatform: { name: 'local', countCustomersSince: () => Promise.resolve(9) } as never,
    });
    // Needed at registration, provided by areas registered later: reached when a request comes.
    expect(() => services.assertComplete()).toThrow(/imageReviewQueue \(needed by dashboard-summary\)/);
    services.provide('imageReviewQueue', {
      addProduct: () => Promise.resolve(0),
      countPending: () => Promise.resolve(7),
    });
    services.provide('criticReviewQueue', { countPending: () => Promise.resolve(3) });
    services.provide('quizResults', { countTakenThisWeek: () => Promise.resolve(0) });
    services.assertComplete();
    expect(await service.summary()).toEqual({ pendingImageReviews: 7, pendingCriticReviews: 3, newCustomers24h: 9 });
  });

  it('refuses anonymous callers', async () => {
    expect((await get('/api/dashboard/summary', {} as never)).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/stats', () => {
  it('counts products, open label queues and today’s sick days', async () => {
    await t.database.db.insert(labelQueues).values([
      { storeName: 'Kirkwood', storeCode: 'KW', labelType: 'price', createdBy: 'a' },
      { storeName: 'Kirkwood', storeCode: 'KW', labelType: 'price', createdBy: 'a', printed: true },
    ]);
    await t.database.db
      .insert(sickDayNotices)
      .values({ employeeName: 'Sam', storeCode: 'KW', date: '2026-03-04', reportedBy: 'a' });
    const response = await get('/api/dashboard/stats');
    expect(response.statusCode).toBe(200);
    expect(DashboardStatsSchema.parse(response.json())).toEqual({
      products: 0,
      openLabelQueues: 1,
      quizzesTakenThisWeek: 0,
      sickDaysToday: 1,
    });
  });

  it("counts the people who took this week's quiz, not last week's", async () => {
    const quiz = (isActive: boolean, weekStart: string, weekEnd: string) => ({
      title: `Week of ${weekStart}`,
      videoId: 'M7lc1UVf-VE',
      questions: [],
      isActive,
      weekStart,
      weekEnd,
      createdAt: clock.now(),
      createdBy: 'admin',
    });
    const [past, current] = await t.database.db
      .insert(quizzes)
      .values([quiz(false, '2026-02-23', '2026-03-01'), quiz(true, '2026-03-02', '2026-03-08')])
      .returning({ id: quizzes.id });
    const takers = await Promise.all([t.createUser('associate'), t.createUser('associate')]);
    const result = (userId: number, quizId: number) => ({
      userId,
      quizId,
      score: 1,
      totalQuestions: 1,
      points: 10,
      answers: [0],
      completedAt: clock.now(),
    });
    await t.database.db
      .insert(quizResults)
      .values([result(takers[0].id, current!.id), result(takers[1].id, current!.id), result(takers[0].id, past!.id)]);
    const stats = DashboardStatsSchema.parse((await get('/api/dashboard/stats')).json());
    expect(stats.quizzesTakenThisWeek).toBe(2);
  });
});
