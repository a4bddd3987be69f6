import { queryOptions, useQuery } from '@tanstack/react-query';
import { isJobFinished, type JobView } from '#shared/jobs/job-view';
import { apiRequest } from '../api-request';

const POLL_MS = 1_000;
const SLOW_POLL_MS = 5_000;
/** Past this many polls (about a minute) a job is a long one: ask less often. */
const FAST_POLLS = 60;

/** How long to wait before asking again: never once finished, every second, then every 5 s. */
export function nextJobPoll(job: Pick<JobView, 'status'> | undefined, polls: number): number | false {
  if (job && isJobFinished(job)) return false;
  return polls < FAST_POLLS ? POLL_MS : SLOW_POLL_MS;
}

const getJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['/api/jobs', jobId],
    queryFn: () => apiRequest<JobView>('GET', `/api/jobs/${encodeURIComponent(jobId)}`),
    refetchInterval: (query) => nextJobPoll(query.state.data, query.state.dataUpdateCount),
    // A finished job never changes again.
    staleTime: Infinity,
  });

/**
 * Follows a background job (a route answered 202 `{ jobId }`) until it has succeeded or failed.
 * Pass null until there is a job to follow.
 */
export function useJob(jobId: string | null) {
  return useQuery({ ...getJobQueryOptions(jobId ?? ''), enabled: jobId !== null });
}
