import type { JobView } from '#shared/jobs/job-view';
import { jobPercent } from '#client/lib/jobs/job-percent';
import { Progress } from './ui/progress';

const STATUS_TEXT: Record<JobView['status'], string> = {
  queued: 'Waiting to start…',
  running: 'Working…',
  succeeded: 'Done',
  failed: 'Failed',
};

interface JobProgressProps {
  job: JobView;
  /** What the job does, e.g. "Margin analysis": names the bar for screen readers. */
  label: string;
}

/** A job's progress bar with its latest message (or its error), announced politely as it changes. */
export function JobProgress({ job, label }: JobProgressProps) {
  const percent = jobPercent(job);
  const text = job.status === 'failed' ? (job.error ?? STATUS_TEXT.failed) : (job.message ?? STATUS_TEXT[job.status]);
  return (
    <div className="flex w-full flex-col gap-1.5">
      <Progress value={percent} label={label} />
      <p className="flex justify-between gap-2 text-sm text-muted-foreground" role="status" aria-live="polite">
        <span className={job.status === 'failed' ? 'text-destructive' : undefined}>{text}</span>
        {job.progress && job.status !== 'failed' ? (
          <span className="tabular-nums">
            {job.progress.done} / {job.progress.total}
          </span>
        ) : null}
      </p>
    </div>
  );
}
