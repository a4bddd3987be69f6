import { useAction } from '#client/lib/use-action';
import type { JobAccepted } from '#shared/jobs/job-view';
import type { SpendSyncResponse } from '#shared/raffle/spend-import';
import { apiRequest } from '#client/lib/api-request';

/** The month's totals when the load ends within 2 s; otherwise the job to follow. */
const syncSpend = (month: string) =>
  apiRequest<SpendSyncResponse | JobAccepted>('POST', '/api/raffle/spend/sync', { month });

export const useSyncSpend = () => useAction({ mutationFn: syncSpend });
