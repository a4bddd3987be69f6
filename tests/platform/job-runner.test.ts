import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { jobs } from '#server/db/schema/jobs';
import { createJobRunner } from '#server/platform/jobs/job-runner';
import { claimNextJob } from '#server/platform/jobs/jobs.repo';
import type { JobRunner } from '#server/platform/jobs/port';
import { openTestDatabase } from '../support/test-database';

let database: Database;
const runners: JobRunner[] = [];
const errors: string[] = [];

function newRunner(on: Pick<Database, 'db' | 'changes'> = database, concurrency = 2) {
  const runner = createJobRunner(on, {
    concurrency,
    pollMs: 100,
    logError: (error, message) => errors.push(`${message}: ${String(error)}`),
  });
  runners.push(runner);
  return runner;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  database = await openTestDatabase();
});
// Each test's runners stop with it: idle runners left polling one PGlite connection slow the next test.
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop({ drainMs: 0 })));
});
afterAll(async () => {
  await database.close();
});

describe('job runner', () => {
  it('runs a job, keeping its progress and result readable', async () => {
    const runner = newRunner();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    runner.define('test.sum', async (payload: { values: number[] }, ctx) => {
      await ctx.progress(1, 2, 'Adding');
      await gate;
      return { sum: payload.values.reduce((a, b) => a + b, 0) };
    });
    runner.start();
    const queued = await runner.enqueue('test.sum', { values: [1, 2, 3] }, { ownerId: null });
    expect(queued.status).toBe('queued');

    const midway = await waitUntil(async () => {
      const job = await runner.get(queued.id);
      return job?.progress ? job : null;
    });
    expect(midway).toMatchObject({ status: 'running', progress: { done: 1, total: 2 }, message: 'Adding' });
    expect((await runner.waitFor(queued.id, 50))?.status).toBe('running');

    release();
    const finished = await runner.waitFor(queued.id, 5_000);
    expect(finished).toMatchObject({ status: 'succeeded', result: { sum: 6 }, attempts: 1, error: null });
    expect(finished?.finishedAt).toBeInstanceOf(Date);
  });

  it('returns the unfinished job with the same kind and key instead of a second one', async () => {
    const runner = newRunner();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    runner.define('test.keyed', async () => {
      runs++;
      await gate;
      return runs;
    });
    const first = await runner.enqueue('test.keyed', { n: 1 }, { key: 'store-1' });
    const again = await runner.enqueue('test.keyed', { n: 2 }, { key: 'store-1' });
    const other = await runner.enqueue('test.keyed', { n: 3 }, { key: 'store-2' });
    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);

    runner.start();
    await waitUntil(async () => ((await runner.get(first.id))?.status === 'running' ? true : null));
    expect((await runner.enqueue('test.keyed', {}, { key: 'store-1' })).id).toBe(first.id);
    release();
    await runner.waitFor(first.id, 5_000);
    await runner.waitFor(other.id, 5_000);
    // Once finished, the key is free for the next run.
    const next = await runner.enqueue('test.keyed', {}, { key: 'store-1' });
    expect(next.id).not.toBe(first.id);
    expect((await runner.waitFor(next.id, 5_000))?.status).toBe('succeeded');
    expect(runs).toBe(3);
  });

  it('retries a failing handler with backoff, then fails for good after maxAttempts', async () => {
    const runner = newRunner();
    const attemptsAt: number[] = [];
    runner.define(
      'test.flaky',
      async (payload: { succeedOn: number }, ctx) => {
        attemptsAt.push(Date.now());
        if (ctx.attempt < payload.succeedOn) throw new Error(`attempt ${ctx.attempt} failed`);
        return { attempt: ctx.attempt };
      },
      { maxAttempts: 3, backoffMs: (attempt) => 300 * attempt },
    );
    runner.start();
    const recovering = await runner.enqueue('test.flaky', { succeedOn: 3 });
    const done = await runner.waitFor(recovering.id, 10_000);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, result: { attempt: 3 } });
    // Backoff after attempt 1: 300 ms; after attempt 2: 600 ms.
    expect(attemptsAt[1]! - attemptsAt[0]!).toBeGreaterThanOrEqual(280);
    expect(attemptsAt[2]! - attemptsAt[1]!).toBeGreaterThanOrEqual(580);

    const hopeless = await runner.enqueue('test.flaky', { succeedOn: 99 });
    const failed = await runner.waitFor(hopeless.id, 10_000);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, error: 'attempt 3 failed', result: null });
  });

  it('claims again a job whose worker died once its lease has run out', async () => {
    const runner = newRunner();
    const seen: number[] = [];
    runner.define(
      'test.crash',
      async (_payload, ctx) => {
        seen.push(ctx.attempt);
        return 'recovered';
      },
      { leaseMs: 400 },
    );
    const job = await runner.enqueue('test.crash', {});
    // A worker claims it and dies at once: no heartbeat, no outcome.
    const claimed = await claimNextJob(database.db, ['test.crash'], 'dead-worker/1');
    expect(claimed?.id).toBe(job.id);
    runner.start();
    await sleep(200);
    expect((await runner.get(job.id))?.status).toBe('running');
    const done = await runner.waitFor(job.id, 5_000);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, result: 'recovered' });
    expect(seen).toEqual([2]);
  });

  it('keeps a long job alive by renewing its lease', async () => {
    const first = newRunner();
    const second = newRunner();
    let runs = 0;
    const slow = async () => {
      runs++;
      await sleep(3_000);
      return 'ok';
    };
    // The lease is a third of the run: without renewals the second runner would take the job over.
    first.define('test.long', slow, { leaseMs: 1_000 });
    second.define('test.long', slow, { leaseMs: 1_000 });
    first.start();
    const job = await first.enqueue('test.long', {});
    await waitUntil(async () => ((await first.get(job.id))?.status === 'running' ? true : null));
    second.start();
    expect(await first.waitFor(job.id, 5_000)).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(runs).toBe(1);
  });

  it('gives up a job whose workers keep dying', async () => {
    const runner = newRunner();
    runner.define('test.doomed', async () => 'never', { leaseMs: 100, maxAttempts: 2 });
    const job = await runner.enqueue('test.doomed', {});
    await claimNextJob(database.db, ['test.doomed'], 'dead/1');
    await sleep(150);
    await claimNextJob(database.db, ['test.doomed'], 'dead/2');
    await sleep(150);
    runner.start();
    expect(await runner.waitFor(job.id, 5_000)).toMatchObject({
      status: 'failed',
      error: 'The job stopped 2 times before finishing',
    });
  });

  it('drains on stop: a job that ends in time finishes, a longer one is released unspent', async () => {
    const runner = newRunner(database, 2);
    let aborted = false;
    runner.define('test.drain', async (payload: { ms: number }, ctx) => {
      ctx.signal.addEventListener('abort', () => (aborted = true));
      await sleep(payload.ms);
      return payload.ms;
    });
    runner.start();
    const quick = await runner.enqueue('test.drain', { ms: 200 });
    const slow = await runner.enqueue('test.drain', { ms: 3_000 });
    await waitUntil(async () => {
      const states = await Promise.all([runner.get(quick.id), runner.get(slow.id)]);
      return states.every((job) => job?.status === 'running') ? true : null;
    });
    await runner.stop({ drainMs: 600 });
    expect(aborted).toBe(true);
    expect(await runner.get(quick.id)).toMatchObject({ status: 'succeeded', result: 200 });
    expect(await runner.get(slow.id)).toMatchObject({ status: 'queued', attempts: 0 });
    // Whoever runs next picks it up as if new.
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, slow.id));
    expect(row?.lockedBy).toBeNull();
    await database.db.delete(jobs).where(eq(jobs.id, slow.id));
  });

  it('runs each of many jobs exactly once across two runners on one database', async () => {
    const shared = await import('../support/test-database').then((m) => m.openSharedServerDatabases());
    // On PGlite both runners share the one connection; on PostgreSQL each has its own pool.
    const [a, b] = shared ? [shared.first, shared.second] : [database, database];
    const counts = new Map<number, number>();
    const byRunner = [0, 0];
    const handlerFor = (index: number) => async (payload: { n: number }) => {
      byRunner[index]!++;
      counts.set(payload.n, (counts.get(payload.n) ?? 0) + 1);
      await sleep(Math.random() * 5);
      return payload.n;
    };
    const first = newRunner(a, 4);
    const second = newRunner(b, 4);
    first.define('test.many', handlerFor(0));
    second.define('test.many', handlerFor(1));
    const total = 200;
    const queued = [];
    for (let n = 0; n < total; n++) queued.push(await first.enqueue('test.many', { n }));
    first.start();
    second.start();
    for (const job of queued) expect((await first.waitFor(job.id, 20_000))?.status).toBe('succeeded');
    expect(counts.size).toBe(total);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(byRunner[0]! + byRunner[1]!).toBe(total);
    expect(byRunner[0]).toBeGreaterThan(0);
    expect(byRunner[1]).toBeGreaterThan(0);
    await Promise.all([first.stop(), second.stop()]);
    await shared?.close();
  }, 90_000);

  it('refuses an undefined kind and reports its connection', async () => {
    const runner = newRunner();
    await expect(runner.enqueue('test.nobody', {})).rejects.toThrow('Job kind test.nobody is not defined');
    expect(await runner.checkConnection()).toMatchObject({ connected: false, message: 'Job runner is idle' });
    runner.start();
    expect(await runner.checkConnection()).toMatchObject({ connected: true });
  });
});

async function waitUntil<T>(probe: () => Promise<T | null>, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}
