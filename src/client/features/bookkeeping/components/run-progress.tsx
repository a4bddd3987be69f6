import type { JobView } from '#shared/jobs/job-view';
import { Progress } from '#client/components/ui/progress';
import { JobProgress } from '#client/components/job-progress';

/** The processing state: the job's own progress once there is one, else an indeterminate bar. */
export function RunProgress({ job, label }: { job: JobView | null; label: string }) {
  if (job) return <JobProgress job={job} label={label} />;
  return (
    <div className="flex w-full flex-col gap-1.5">
      <Progress value={null} label={label} />
      <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
        Uploading and processing…
      </p>
    </div>
  );
}
