/**
 * The job runner's throughput and wake-up latency (ADR 011), in the shape the queue libraries were
 * measured in: 500 jobs queued one by one, worked by one handler at a time, then the time an idle
 * worker takes to start a new job. On PostgreSQL (the bench database) and on in-memory PGlite.
 */
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';
import { createJobRunner } from '../src/server/platform/jobs/job-runner';
import { BENCH_DATABASE_URL, ensureBenchDatabase } from './bench-database';

const JOBS = 500;

async function measure(label: string, database: Database) {
  await database.migrate();
  await database.db.execute(sql`delete from jobs where kind like 'bench.%'`);
  const runner = createJobRunner(database, { concurrency: 1, pollMs: 1_000, logError: () => undefined });
  let done = 0;
  let allDone = () => {};
  const finished = new Promise<void>((resolve) => (allDone = resolve));
  let picked = () => {};
  runner.define('bench.count', async () => {
    if (++done === JOBS) allDone();
  });
  runner.define('bench.latency', async () => picked());

  let started = performance.now();
  for (let n = 0; n < JOBS; n++) await runner.enqueue('bench.count', { n });
  const enqueueMs = performance.now() - started;
  started = performance.now();
  runner.start();
  await finished;
  const processMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 300));
  started = performance.now();
  await new Promise<void>((resolve) => {
    picked = resolve;
    void runner.enqueue('bench.latency', {});
  });
  const latencyMs = performance.now() - started;
  await runner.stop({ drainMs: 1_000 });
  const rate = (ms: number) => Math.round((JOBS / ms) * 1000);
  process.stdout.write(
    `${label}: enqueue ${JOBS} one by one ${Math.round(enqueueMs)} ms (${rate(enqueueMs)}/s); ` +
      `process ${JOBS} at concurrency 1 ${Math.round(processMs)} ms (${rate(processMs)}/s); ` +
      `idle pick-up ${latencyMs.toFixed(1)} ms\n`,
  );
}

await ensureBenchDatabase();
const server = await openPostgres(BENCH_DATABASE_URL, 5);
await measure('PostgreSQL', server);
await server.close();
const embedded = await openPglite(undefined);
await measure('PGlite', embedded);
await embedded.close();
