// A process of the app that only runs jobs, for the kill -9 drill (tests/platform/job-runner-crash.test.ts).
// DRILL_LOG: a file each run appends to; DRILL_HANG=1: the handler never ends (the process is killed);
// DRILL_ENQUEUE=1: queue the drill job first. Prints the job as JSON once it has finished.
import { appendFileSync } from 'node:fs';
import { openDatabase } from '#server/db/client';
import { createJobRunner } from '#server/platform/jobs/job-runner';

const logFile = process.env.DRILL_LOG ?? '';
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
});
await database.migrate();
const runner = createJobRunner(database, {
  concurrency: 1,
  pollMs: 100,
  logError: (error, message) => process.stderr.write(`${message}: ${String(error)}\n`),
});
runner.define(
  'drill.count',
  async (payload: { upTo: number }, ctx) => {
    appendFileSync(logFile, `start ${process.pid} attempt ${ctx.attempt}\n`);
    for (let step = 1; step <= payload.upTo; step++) {
      await ctx.progress(step, payload.upTo, `step ${step}`);
      if (process.env.DRILL_HANG === '1' && step === 2) await new Promise(() => {});
    }
    appendFileSync(logFile, `done ${process.pid}\n`);
    return { counted: payload.upTo };
  },
  { leaseMs: 1_000, maxAttempts: 3 },
);
const job =
  process.env.DRILL_ENQUEUE === '1' ? await runner.enqueue('drill.count', { upTo: 5 }, { key: 'drill' }) : null;
if (job) process.stdout.write(`queued ${job.id}\n`);
runner.start();
const id = job?.id ?? process.env.DRILL_JOB_ID ?? '';
const finished = await runner.waitFor(id, 60_000);
process.stdout.write(`${JSON.stringify(finished)}\n`);
await runner.stop({ drainMs: 0 });
await database.close();
