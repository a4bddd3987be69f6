import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { monthOf, previousMonth } from '#shared/raffle/month';
import type { SpendSyncResponse } from '#shared/raffle/spend-import';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { JobProgress } from '#client/components/job-progress';
import { useJob } from '#client/lib/jobs/use-job';
import { toast } from '#client/lib/use-toast';
import { SPEND_MONTHS_QUERY_KEY } from '../api/get-spend-months';
import { useSyncSpend } from '../api/sync-spend';

const FAILED_TITLE = 'Loading Spend Failed';

/** Loads one month of customer spend from the store platform's orders (a background job when it takes a while). */
export function SpendSync() {
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(() => previousMonth(monthOf(new Date())));
  const [jobId, setJobId] = useState<string | null>(null);
  const syncing = useSyncSpend();
  const job = useJob(jobId);

  const finish = (result: SpendSyncResponse) => {
    void queryClient.invalidateQueries({ queryKey: SPEND_MONTHS_QUERY_KEY });
    toast({
      title: 'Spend Loaded',
      description:
        result.orders === 0
          ? `The store platform has no orders for ${result.month}; nothing changed.`
          : `${result.orders} order(s) from ${result.customers} customer(s) for ${result.month}`,
    });
  };

  const status = job.data?.status;
  useEffect(() => {
    if (!job.data || (status !== 'succeeded' && status !== 'failed')) return;
    if (status === 'succeeded') finish(job.data.result as SpendSyncResponse);
    else toast({ title: FAILED_TITLE, description: job.data.error ?? '', variant: 'destructive' });
    setJobId(null);
    // Runs once per finished job; `finish` only reads stable values.
  }, [status]);

  const start = () =>
    syncing.mutate(month, {
      onSuccess: (answer) => ('jobId' in answer ? setJobId(answer.jobId) : finish(answer)),
      onError: (error) => toast({ title: FAILED_TITLE, description: getErrorMessage(error), variant: 'destructive' }),
    });

  const isBusy = syncing.isPending || jobId !== null;
  return (
    <div className="grid gap-2 border-t pt-4">
      <Label htmlFor="sync-month">Load a month from the store platform&apos;s orders</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id="sync-month"
          type="month"
          className="max-w-48"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        <Button variant="outline" onClick={start} disabled={!month || isBusy}>
          {isBusy ? <Spinner /> : null}
          Load orders
        </Button>
      </div>
      {job.data && jobId ? <JobProgress job={job.data} label="Loading orders" /> : null}
    </div>
  );
}
