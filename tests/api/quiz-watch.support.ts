import { expect } from 'vitest';
import type { WatchStatus } from '#shared/quizzes/watch';
import { bearer, type createClock, type TestApp } from '../support/test-app';

/**
 * Plays a quiz's (ten-second) video to the end through POST /api/quizzes/{id}/watch, as the
 * player would: a first report starts the count, five seconds later the whole video is reported
 * (at 2× it takes five). The clock is put back afterwards, so timestamps a test compares stay put.
 */
export async function watchWholeVideo(
  t: TestApp,
  clock: ReturnType<typeof createClock>,
  token: string,
  quizId: number,
): Promise<void> {
  const report = (ranges: [number, number][]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/quizzes/${quizId}/watch`,
      headers: bearer(token),
      payload: { durationSeconds: 10, ranges },
    });
  expect((await report([])).statusCode).toBe(200);
  clock.advance(5_000);
  const response = await report([[0, 10]]);
  clock.advance(-5_000);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json<WatchStatus>().isUnlocked).toBe(true);
}
