import type { Db } from '#server/db/client';
import type { JobRow } from '#server/db/schema/jobs';
import { completeJob, failJob, renewLease, scheduleRetry, writeProgress } from './jobs.repo';
import type { JobContext, JobHandler } from './port';
import { toJobRecord } from './to-job-record';

export interface KindDefinition {
  handler: JobHandler<unknown, unknown>;
  maxAttempts: number;
  leaseMs: number;
  backoffMs(attempt: number): number;
}

/** One claimed job on its way: its claim, its abort switch, and the promise of its end. */
export interface RunningJob {
  row: JobRow;
  claim: string;
  controller: AbortController;
  done: Promise<void>;
}

const PROGRESS_INTERVAL_MS = 250;
const ERROR_MAX = 2_000;

export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX) || 'Job failed';

/**
 * Runs the handler of a claimed job, renewing its lease while it runs, then records the outcome:
 * succeeded, retried after backoff, or failed once its attempts are spent. Every write names the
 * claim, so a worker that lost its lease (or was released at shutdown) changes nothing.
 */
export function runClaimedJob(
  db: Db,
  row: JobRow,
  claim: string,
  definition: KindDefinition,
  hooks: { onFinished(id: string): void; logError(error: unknown, message: string): void },
): RunningJob {
  const controller = new AbortController();
  const done = (async () => {
    const heartbeat = setInterval(
      () => {
        void renewLease(db, row.id, claim).then(
          (isHeld) => {
            if (!isHeld) controller.abort(new Error('The job was taken over by another worker'));
          },
          (error: unknown) => hooks.logError(error, `job ${row.id}: lease renewal failed`),
        );
      },
      Math.max(50, Math.floor(definition.leaseMs / 3)),
    );
    heartbeat.unref();
    const progress = createProgressWriter(db, row.id, claim);
    const context: JobContext<unknown> = {
      job: { ...toJobRecord(row), payload: row.payload },
      attempt: row.attempts,
      signal: controller.signal,
      progress: progress.write,
    };
    try {
      const result = await definition.handler(row.payload, context);
      await progress.flush();
      if (await completeJob(db, row.id, claim, result)) hooks.onFinished(row.id);
    } catch (error) {
      await progress.flush().catch(() => undefined);
      if (controller.signal.aborted) return;
      const message = errorText(error);
      if (row.attempts >= definition.maxAttempts) {
        if (await failJob(db, row.id, claim, message)) hooks.onFinished(row.id);
      } else {
        await scheduleRetry(db, row.id, claim, message, definition.backoffMs(row.attempts));
      }
    } finally {
      clearInterval(heartbeat);
    }
  })().catch((error: unknown) => {
    // The outcome could not be written (database down): the lease runs out and the job runs again.
    if (!controller.signal.aborted) hooks.logError(error, `job ${row.id}: outcome not recorded`);
  });
  return { row, claim, controller, done };
}

/** Coalesces progress writes to one per interval; the last value always lands before the outcome. */
function createProgressWriter(db: Db, id: string, claim: string) {
  let pending: { done: number; total: number; message: string | null } | null = null;
  let lastWriteAt = 0;
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    writing = writing.then(async () => {
      if (!pending) return;
      const next = pending;
      pending = null;
      lastWriteAt = Date.now();
      await writeProgress(db, id, claim, next);
    });
    return writing;
  };
  return {
    flush,
    async write(done: number, total: number, message?: string) {
      pending = { done: clampCount(done), total: clampCount(total), message: message?.slice(0, 500) ?? null };
      if (Date.now() - lastWriteAt >= PROGRESS_INTERVAL_MS) await flush();
    },
  };
}

const clampCount = (value: number) => Math.min(2_147_483_647, Math.max(0, Math.round(value)));
