import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  claimNextJob,
  deleteFinishedJobsBefore,
  failJob,
  findJob,
  findUnfinishedByKey,
  insertJob,
  releaseJob,
} from './jobs.repo';
import { isFinished, type JobRunner } from './port';
import { errorText, runClaimedJob, type KindDefinition, type RunningJob } from './run-claimed-job';
import { toJobRecord } from './to-job-record';

export interface JobRunnerOptions {
  /** Handlers running at once in this process. */
  concurrency: number;
  /** How often an idle worker looks for due jobs without being woken (retries, other processes' jobs). */
  pollMs: number;
  logError(error: unknown, message: string): void;
}

const DEFAULT_LEASE_MS = 30_000;
const DEFAULT_MAX_ATTEMPTS = 3;
export const defaultBackoffMs = (attempt: number) => Math.min(600_000, 1_000 * 4 ** (attempt - 1));
const FINISHED_JOBS_KEPT_MS = 7 * 24 * 3_600_000;
const PRUNE_KIND = 'jobs.prune-finished';

/**
 * The job runner on our own database (ADR 011): works the same on PGlite and PostgreSQL. Idle
 * workers are woken through the change feed (NOTIFY across processes on PostgreSQL) and poll as a
 * fallback; a claim is a lease renewed while the handler runs.
 */
export function createJobRunner(database: Pick<Database, 'db' | 'changes'>, options: JobRunnerOptions): JobRunner {
  const { db, changes } = database;
  const definitions = new Map<string, KindDefinition>();
  const running = new Map<string, RunningJob>();
  /** Kinds sharing a concurrency limit, and how many of each group run now. */
  const limits = new Map<string, { group: string; concurrency: number }>();
  const runningInGroup = new Map<string, number>();
  const claimableKinds = () =>
    [...definitions.keys()].filter((kind) => {
      const limit = limits.get(kind);
      return !limit || (runningInGroup.get(limit.group) ?? 0) < limit.concurrency;
    });
  const repeats: { kind: string; everyMs: number; key: string }[] = [];
  const timers: NodeJS.Timeout[] = [];
  const workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  let claims = 0;
  let state: 'idle' | 'started' | 'stopping' | 'stopped' = 'idle';
  let lastPollError: string | null = null;
  let pumping = false;
  let pumpAgain = false;
  let unsubscribe = () => {};

  const announce = (keys: string[]) =>
    void changes.publish('jobs', keys).catch((error: unknown) => options.logError(error, 'job notice not sent'));

  async function claimOne(): Promise<boolean> {
    const kinds = claimableKinds();
    if (kinds.length === 0) return false;
    const row = await claimNextJob(db, kinds, `${workerId}/${++claims}`);
    if (!row) return false;
    const claim = row.lockedBy ?? '';
    const definition = definitions.get(row.kind);
    // A job whose workers kept dying mid-run (its lease ran out each time) stops being retried.
    if (!definition || row.attempts > row.maxAttempts) {
      const reason = definition ? `The job stopped ${row.maxAttempts} times before finishing` : 'Unknown job kind';
      if (await failJob(db, row.id, claim, reason)) announce([`finished:${row.id}`]);
      return true;
    }
    const job = runClaimedJob(db, row, claim, definition, {
      onFinished: (id) => announce([`finished:${id}`]),
      logError: options.logError,
    });
    running.set(row.id, job);
    const group = limits.get(row.kind)?.group;
    if (group) runningInGroup.set(group, (runningInGroup.get(group) ?? 0) + 1);
    void job.done.finally(() => {
      running.delete(row.id);
      if (group) runningInGroup.set(group, (runningInGroup.get(group) ?? 1) - 1);
      void pump();
    });
    return true;
  }

  /** Claims until the concurrency is used up or nothing is due; one pass at a time. */
  async function pump(): Promise<void> {
    if (state !== 'started' || definitions.size === 0) return;
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      do {
        pumpAgain = false;
        while (state === 'started' && running.size < options.concurrency && (await claimOne()));
      } while (pumpAgain && state === 'started');
      lastPollError = null;
    } catch (error) {
      lastPollError = errorText(error);
      options.logError(error, 'jobs could not be claimed');
    } finally {
      pumping = false;
    }
  }

  async function enqueueRepeat(kind: string, key: string) {
    try {
      await runner.enqueue(kind, {}, { key });
    } catch (error) {
      options.logError(error, `periodic job ${kind} not queued`);
    }
  }

  const runner: JobRunner = {
    define(kind, handler, definitionOptions = {}) {
      if (definitions.has(kind)) throw new Error(`Job kind ${kind} is already defined`);
      definitions.set(kind, {
        handler: handler as KindDefinition['handler'],
        maxAttempts: definitionOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        leaseMs: definitionOptions.leaseMs ?? DEFAULT_LEASE_MS,
        backoffMs: definitionOptions.backoffMs ?? defaultBackoffMs,
      });
      if (definitionOptions.limit) limits.set(kind, definitionOptions.limit);
    },

    async enqueue(kind, payload, enqueueOptions = {}) {
      const definition = definitions.get(kind);
      if (!definition) throw new Error(`Job kind ${kind} is not defined`);
      const key = enqueueOptions.key ?? null;
      const into = enqueueOptions.tx ?? db;
      // A keyed job may finish between our failed insert and the look-up: try again then.
      for (let round = 0; round < 3; round++) {
        const inserted = await insertJob(into, {
          kind,
          key,
          ownerId: enqueueOptions.ownerId ?? null,
          payload: payload ?? null,
          maxAttempts: definition.maxAttempts,
          leaseMs: definition.leaseMs,
          runAt: enqueueOptions.runAt,
        });
        if (inserted) {
          if (!enqueueOptions.tx) announce([`kind:${kind}`]);
          return toJobRecord(inserted);
        }
        const existing = key === null ? null : await findUnfinishedByKey(into, kind, key);
        if (existing) return toJobRecord(existing);
      }
      throw new Error(`Job ${kind} with key ${key} could not be queued`);
    },

    async get(id) {
      const row = await findJob(db, id);
      return row ? toJobRecord(row) : null;
    },

    async waitFor(id, ms) {
      const deadline = Date.now() + ms;
      let wake: () => void = () => {};
      const stopListening = changes.subscribe('jobs', (keys) => {
        if (keys.includes(`finished:${id}`)) wake();
      });
      try {
        for (;;) {
          const job = await runner.get(id);
          const left = deadline - Date.now();
          if (!job || isFinished(job) || left <= 0) return job;
          // Woken by the notice of its end; the poll covers a notice lost while the feed was down.
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, Math.min(left, options.pollMs));
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      } finally {
        stopListening();
      }
    },

    every(kind, everyMs, key = 'every') {
      const repeat = { kind, everyMs, key };
      repeats.push(repeat);
      if (state === 'started') startRepeat(repeat);
    },

    start() {
      if (state !== 'idle') return;
      state = 'started';
      unsubscribe = changes.subscribe('jobs', (keys) => {
        if (keys.some((key) => key.startsWith('kind:') && definitions.has(key.slice(5)))) void pump();
      });
      const poll = setInterval(() => void pump(), options.pollMs);
      poll.unref();
      timers.push(poll);
      for (const repeat of repeats) startRepeat(repeat);
      void pump();
    },

    async stop(stopOptions = {}) {
      if (state === 'stopped' || state === 'stopping') return;
      const wasStarted = state === 'started';
      state = 'stopping';
      unsubscribe();
      for (const timer of timers.splice(0)) clearInterval(timer);
      if (wasStarted) await drain(stopOptions.drainMs ?? 10_000);
      state = 'stopped';
    },

    async checkConnection() {
      try {
        await db.execute(sql`select 1 from jobs limit 1`);
      } catch (error) {
        return { connected: false, adapter: 'database', message: `Jobs table is not answering: ${errorText(error)}` };
      }
      if (state !== 'started') return { connected: false, adapter: 'database', message: `Job runner is ${state}` };
      if (lastPollError) return { connected: false, adapter: 'database', message: lastPollError };
      return { connected: true, adapter: 'database', message: `Running ${running.size} of ${options.concurrency}` };
    },
  };

  function startRepeat(repeat: { kind: string; everyMs: number; key: string }) {
    const timer = setInterval(() => void enqueueRepeat(repeat.kind, repeat.key), repeat.everyMs);
    timer.unref();
    timers.push(timer);
  }

  /** Lets running handlers finish up to the deadline, then aborts and releases the rest. */
  async function drain(drainMs: number) {
    const all = Promise.allSettled([...running.values()].map((job) => job.done));
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs)));
    await Promise.race([all, deadline]);
    clearTimeout(timer);
    const unfinished = [...running.values()];
    for (const job of unfinished) job.controller.abort(new Error('The server is shutting down'));
    await Promise.allSettled(
      unfinished.map(async (job) => {
        await releaseJob(db, job.row.id, job.claim);
        announce([`kind:${job.row.kind}`]);
      }),
    );
  }

  runner.define(PRUNE_KIND, async () => ({
    deleted: await deleteFinishedJobsBefore(db, new Date(Date.now() - FINISHED_JOBS_KEPT_MS)),
  }));
  runner.every(PRUNE_KIND, 6 * 3_600_000);
  return runner;
}
