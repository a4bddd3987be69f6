import type { JobAccepted } from '#shared/jobs/job-view';
import type { JobRecord, JobRunner } from '../platform/jobs/port';

/**
 * For a route that starts a job: waits up to `waitMs` for it. A finished job is handed back for the
 * route to answer from (200 with its result, or its error); otherwise the route answers 202 with
 * `{ jobId }` and the client follows `GET /api/jobs/:id` (`useJob`).
 */
export async function settleOrAccept(
  jobs: Pick<JobRunner, 'waitFor'>,
  job: JobRecord,
  waitMs: number,
): Promise<{ isFinished: true; job: JobRecord } | { isFinished: false; accepted: JobAccepted }> {
  const latest = (await jobs.waitFor(job.id, waitMs)) ?? job;
  if (latest.status === 'succeeded' || latest.status === 'failed') return { isFinished: true, job: latest };
  return { isFinished: false, accepted: { jobId: job.id } };
}
