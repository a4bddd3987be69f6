import type { Queryable } from '#server/db/client';
import type { JobStatus } from '#server/db/schema/jobs';

/** A job as callers see it: what `enqueue`, `get` and `waitFor` answer. */
export interface JobRecord<TResult = unknown> {
  id: string;
  kind: string;
  key: string | null;
  ownerId: number | null;
  status: JobStatus;
  /** Claims so far, the one running included. */
  attempts: number;
  maxAttempts: number;
  progress: { done: number; total: number } | null;
  message: string | null;
  result: TResult | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface JobContext<TPayload> {
  readonly job: JobRecord & { payload: TPayload };
  /** 1 on the first run; higher on a retry or after a worker died mid-run (the handler runs again). */
  readonly attempt: number;
  /**
   * Aborted when this process shuts down past its drain deadline, or when the lease was lost
   * (another process took the job over): stop soon, the job is released or already re-run.
   */
  readonly signal: AbortSignal;
  /** Readable through `GET /api/jobs/:id` at once-ish (writes are coalesced, the last always lands). */
  progress(done: number, total: number, message?: string): Promise<void>;
}

/**
 * The work behind a kind. It may run more than once for one job (a retry, or a worker killed
 * mid-run whose lease ran out), so it must be resumable or idempotent: check what is already done
 * before doing it, key external writes by the job id. Its return value (JSON) becomes `result`;
 * a thrown error is retried with backoff until `maxAttempts`, then the job fails with its message.
 */
export type JobHandler<TPayload, TResult> = (payload: TPayload, context: JobContext<TPayload>) => Promise<TResult>;

export interface JobDefinitionOptions {
  /** Claims before the job fails for good (a crashed run counts). Default 3. */
  maxAttempts?: number;
  /** How long a claim lasts without renewal; the worker renews it every third of it. Default 30 s. */
  leaseMs?: number;
  /** Wait before retry `attempt` (the attempt that failed, from 1). Default 1 s, 4 s, 16 s … capped at 10 min. */
  backoffMs?: (attempt: number) => number;
  /**
   * At most `concurrency` jobs of the kinds naming the same `group` run at once in this process;
   * the others stay queued until one ends. For work that takes much memory (ADR 068).
   */
  limit?: { group: string; concurrency: number };
}

interface EnqueueOptions {
  /** One unfinished job per kind and key: while one is queued or running, it is returned instead. */
  key?: string;
  /** The user who may read it through the API (admins may read all). */
  ownerId?: number | null;
  /** Not before this time (default now). */
  runAt?: Date;
  /**
   * Enqueue inside the caller's transaction: the job exists if and only if the transaction
   * commits. Workers hear of it at their next poll (JOB_POLL_MS) rather than at once.
   */
  tx?: Queryable;
}

export interface JobRunner {
  /** Declares a kind and its handler; call once per kind, before `start`. */
  define<TPayload, TResult>(kind: string, handler: JobHandler<TPayload, TResult>, options?: JobDefinitionOptions): void;
  /** Adds a job (or returns the unfinished one with the same kind and key). The payload must be JSON. */
  enqueue<TPayload>(kind: string, payload: TPayload, options?: EnqueueOptions): Promise<JobRecord>;
  get(id: string): Promise<JobRecord | null>;
  /**
   * Resolves with the job once it has succeeded or failed, or with its current state after `ms`
   * (a route answers 200 with the result when quick, 202 `{ jobId }` otherwise).
   */
  waitFor(id: string, ms: number): Promise<JobRecord | null>;
  /** Enqueues `kind` with `key` every `everyMs` while started (one pending run at a time across processes). */
  every(kind: string, everyMs: number, key?: string): void;
  /** Starts claiming jobs; runs `concurrency` handlers at once in this process. */
  start(): void;
  /**
   * Stops claiming; waits for running handlers up to `drainMs`, then aborts their signals and
   * releases their jobs to be claimed again by another process.
   */
  stop(options?: { drainMs?: number }): Promise<void>;
  checkConnection(): Promise<{ connected: boolean; adapter: string; message: string }>;
}

export const isFinished = (job: Pick<JobRecord, 'status'>) => job.status === 'succeeded' || job.status === 'failed';
