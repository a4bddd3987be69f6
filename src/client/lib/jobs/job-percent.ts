import type { JobView } from '#shared/jobs/job-view';

/** 0–100 for a job that reports `done/total`; null while it has not said how much there is. */
export function jobPercent(job: Pick<JobView, 'progress' | 'status'>): number | null {
  if (job.status === 'succeeded') return 100;
  if (!job.progress || job.progress.total === 0) return null;
  return Math.round((job.progress.done / job.progress.total) * 100);
}
