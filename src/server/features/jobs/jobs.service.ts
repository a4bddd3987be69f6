import type { JobView } from '#shared/jobs/job-view';
import type { PublicUser } from '#shared/auth/schemas';
import { notFound } from '#server/http/errors';
import type { JobRecord, JobRunner } from '#server/platform/jobs/port';

const toJobView = (job: JobRecord): JobView => ({
  id: job.id,
  kind: job.kind,
  status: job.status,
  progress: job.progress,
  message: job.message,
  result: job.result,
  error: job.error,
});

/** Another user's job is answered exactly like a missing one: its existence is not told. */
export async function readJobFor(jobs: Pick<JobRunner, 'get'>, id: string, user: PublicUser): Promise<JobView> {
  const job = await jobs.get(id);
  if (!job || (user.role !== 'admin' && job.ownerId !== user.id)) throw notFound('Job not found');
  return toJobView(job);
}
