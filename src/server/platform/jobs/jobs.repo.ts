import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#server/db/client';
import { jobs, type JobRow } from '#server/db/schema/jobs';

export type NewJob = Pick<JobRow, 'kind' | 'key' | 'ownerId' | 'payload' | 'maxAttempts' | 'leaseMs'> & {
  runAt?: Date;
};

const UNFINISHED_KEY = sql`${jobs.key} is not null and ${jobs.status} in ('queued', 'running')`;
const afterMs = (ms: number | SQL) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Inserts the job unless an unfinished one has its kind and key; null then. */
export async function insertJob(db: Queryable, job: NewJob): Promise<JobRow | null> {
  const [row] = await db
    .insert(jobs)
    .values({ ...job, ...(job.runAt ? {} : { runAt: sql`now()` }) })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key], where: UNFINISHED_KEY })
    .returning();
  return row ?? null;
}

export async function findUnfinishedByKey(db: Queryable, kind: string, key: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key), inArray(jobs.status, ['queued', 'running'])));
  return row ?? null;
}

export async function findJob(db: Queryable, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/**
 * Claims the next due job of these kinds, or one whose worker's lease has run out (it died).
 * SKIP LOCKED: concurrent claimers each get a different row or none, never the same one.
 */
export async function claimNextJob(db: Queryable, kinds: readonly string[], claim: string): Promise<JobRow | null> {
  const next = sql`(
    select ${jobs.id} from ${jobs}
    where ${inArray(jobs.kind, [...kinds])}
      and ((${jobs.status} = 'queued' and ${jobs.runAt} <= now())
        or (${jobs.status} = 'running' and ${jobs.leaseUntil} < now()))
    order by ${jobs.runAt}, ${jobs.id}
    limit 1
    for update skip locked
  )`;
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      leaseUntil: afterMs(sql`${jobs.leaseMs}`),
      lockedBy: claim,
      updatedAt: sql`now()`,
    })
    .where(eq(jobs.id, next))
    .returning();
  return row ?? null;
}

/** Every write of a worker names its claim: once the job is claimed again, the old worker writes nothing. */
const heldBy = (id: string, claim: string) =>
  and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, claim));

/** False when the claim is gone (the lease ran out and another worker took the job). */
export async function renewLease(db: Queryable, id: string, claim: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ leaseUntil: afterMs(sql`${jobs.leaseMs}`) })
    .where(heldBy(id, claim))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function writeProgress(
  db: Queryable,
  id: string,
  claim: string,
  progress: { done: number; total: number; message: string | null },
) {
  await db
    .update(jobs)
    .set({
      progressDone: progress.done,
      progressTotal: progress.total,
      message: progress.message,
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, claim));
}

export async function completeJob(db: Queryable, id: string, claim: string, result: unknown): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'succeeded',
      result: result === undefined ? null : result,
      error: null,
      leaseUntil: null,
      updatedAt: sql`now()`,
      finishedAt: sql`now()`,
    })
    .where(heldBy(id, claim))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function failJob(db: Queryable, id: string, claim: string | null, error: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'failed', error, leaseUntil: null, updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(claim ? heldBy(id, claim) : eq(jobs.id, id))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function scheduleRetry(db: Queryable, id: string, claim: string, error: string, delayMs: number) {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      error,
      runAt: afterMs(Math.max(0, Math.round(delayMs))),
      leaseUntil: null,
      lockedBy: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, claim));
}

/** Hands a job back unfinished (shutdown): this claim does not count as an attempt. */
export async function releaseJob(db: Queryable, id: string, claim: string) {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      runAt: sql`now()`,
      leaseUntil: null,
      lockedBy: null,
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, claim));
}

export async function deleteFinishedJobsBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db.delete(jobs).where(lt(jobs.finishedAt, before)).returning({ id: jobs.id });
  return rows.length;
}
