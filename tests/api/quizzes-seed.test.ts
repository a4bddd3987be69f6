import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizzes } from '#server/db/schema/index';
import { seedDemoQuizzes } from '#server/features/quizzes/quizzes.seed';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo quizzes', () => {
  it('are written only with demo data on, once, with exactly one active quiz for this week', async () => {
    const now = () => new Date('2026-11-25T15:00:00.000Z');
    expect(await seedDemoQuizzes(t.database.db, { includeDemo: false, now })).toBe(0);
    expect(await t.database.db.select().from(quizzes)).toEqual([]);
    expect(await seedDemoQuizzes(t.database.db, { includeDemo: true, now })).toBe(4);
    expect(await seedDemoQuizzes(t.database.db, { includeDemo: true, now })).toBe(0);
    const rows = await t.database.db.select().from(quizzes);
    expect(rows.filter((row) => row.isActive).map((row) => [row.weekStart, row.weekEnd])).toEqual([
      ['2026-11-23', '2026-11-29'],
    ]);
    expect(rows.map((row) => row.weekStart).sort()).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    for (const row of rows) {
      expect(row.questions.length).toBeGreaterThanOrEqual(3);
      expect(row.questions.every((question) => question.options.length === 4)).toBe(true);
    }
  });
});
