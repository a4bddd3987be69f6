import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { BulkEdit } from '#shared/product-list/bulk-edit';
import { marginOf } from '#shared/product-list/product-list';
import { formatMoney } from '#shared/money/format-money';
import { Button } from '#client/components/ui/button';
import { getErrorMessage } from '#client/lib/error-message';
import { JobProgress } from '#client/components/job-progress';
import { useJob } from '#client/lib/jobs/use-job';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { startBulkStep, useBulkEdit } from '../api/product-list-api';
import { BulkEditNotesList } from './bulk-edit-notes';

const STATE_TEXT: Record<BulkEdit['items'][number]['state'], string> = {
  pending: 'To apply',
  applied: 'Applied',
  conflict: 'Conflict: not changed',
  undone: 'Undone',
  undo_conflict: 'Conflict: not undone',
  missing: 'No longer exists',
};

const margin = (price: number, cost: number | null) => {
  const value = marginOf(price, cost);
  return value === null ? '—' : `${value.toFixed(2)} %`;
};

/** A bulk edit's preview (old → new with margin), then its apply and undo jobs with progress. */
export function BulkEditReview({ initial }: { initial: BulkEdit }) {
  const queryClient = useQueryClient();
  // The step last started here and its job: the step's button stays away until the edit read back
  // shows its result.
  const [started, setStarted] = useState<{ step: 'apply' | 'undo'; jobId: string } | null>(null);
  const jobId = started?.jobId ?? null;
  const job = useJob(jobId);
  const isRunning = jobId !== null && job.data?.status !== 'succeeded' && job.data?.status !== 'failed';
  const edit = useBulkEdit(initial.id, isRunning).data ?? initial;
  const step = useAction({
    mutationFn: (which: 'apply' | 'undo', key) => startBulkStep(initial.id, which, key),
    onSuccess: (startedJob, which) => setStarted({ step: which, jobId: startedJob.jobId }),
    onError: (error) => toast({ variant: 'destructive', title: getErrorMessage(error) }),
  });
  const finished = job.data?.status === 'succeeded' || job.data?.status === 'failed';
  // Once a job ends, the edit is read again: it may have been read before the job wrote its results.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: ['/api/products/bulk-edits', initial.id] });
  }, [finished, jobId, initial.id, queryClient]);
  const conflicts = edit.items.filter((item) => item.state === 'conflict' || item.state === 'undo_conflict');
  const labelCount = edit.labelQueues.reduce((sum, queue) => sum + queue.skus.length, 0);
  const { notes } = edit;

  return (
    <div className="grid gap-3">
      <p className="text-sm" aria-live="polite">
        {edit.items.length} change{edit.items.length === 1 ? '' : 's'}
        {notes.unchanged > 0 ? ` · ${notes.unchanged} unchanged` : ''}
        {notes.refused.length > 0 ? ` · ${notes.refused.length} refused` : ''}
        {' · '}
        <span className="font-medium">
          {edit.status === 'preview'
            ? 'Preview'
            : edit.status === 'applying'
              ? 'Applying'
              : edit.status === 'applied'
                ? 'Applied'
                : edit.status === 'undoing'
                  ? 'Undoing'
                  : 'Undone'}
        </span>
      </p>
      <BulkEditNotesList notes={notes} />

      <div className="max-h-72 overflow-auto rounded-md border">
        <table className="w-full min-w-max text-sm" aria-label="Changes">
          <thead className="sticky top-0 bg-muted text-left">
            <tr>
              <th scope="col" className="p-2">
                Product
              </th>
              <th scope="col" className="p-2">
                SKU
              </th>
              <th scope="col" className="p-2 text-right">
                Price
              </th>
              <th scope="col" className="p-2 text-right">
                Cost
              </th>
              <th scope="col" className="p-2 text-right">
                Margin
              </th>
              <th scope="col" className="p-2">
                State
              </th>
            </tr>
          </thead>
          <tbody>
            {edit.items.map((item) => (
              <tr key={item.variantId} className="border-t">
                <td className="p-2">{item.title}</td>
                <td className="p-2">{item.sku ?? ''}</td>
                <td className="p-2 text-right tabular-nums">
                  {item.changesPrice
                    ? `${formatMoney(item.oldPrice)} → ${formatMoney(item.newPrice)}`
                    : formatMoney(item.oldPrice)}
                </td>
                <td className="p-2 text-right tabular-nums">
                  {item.changesCost
                    ? `${formatMoney(item.oldCost)} → ${formatMoney(item.newCost)}`
                    : item.oldCost === null
                      ? '—'
                      : formatMoney(item.oldCost)}
                </td>
                <td className="p-2 text-right tabular-nums">
                  {margin(item.oldPrice, item.oldCost)} → {margin(item.newPrice, item.newCost)}
                </td>
                <td className="p-2">
                  {STATE_TEXT[item.state]}
                  {item.message ? <span className="block text-xs text-muted-foreground">{item.message}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {job.data ? <JobProgress job={job.data} label="Bulk edit" /> : null}
      {edit.status === 'applied' || edit.status === 'undone' ? (
        <p className="text-sm" role="status">
          {conflicts.length > 0
            ? `${conflicts.length} conflict${conflicts.length === 1 ? '' : 's'} left unchanged · `
            : ''}
          {labelCount} shelf label{labelCount === 1 ? '' : 's'} queued
          {edit.labelQueues.length > 0 ? ` (${edit.labelQueues.map((queue) => queue.store).join(', ')})` : ''}
        </p>
      ) : null}

      <div className="flex flex-wrap justify-end gap-2">
        {edit.status === 'preview' && started === null ? (
          <Button disabled={step.isPending || edit.items.length === 0} onClick={() => step.mutate('apply')}>
            Apply {edit.items.length} change{edit.items.length === 1 ? '' : 's'}
          </Button>
        ) : null}
        {edit.status === 'applied' && started?.step !== 'undo' ? (
          <Button variant="outline" disabled={step.isPending || isRunning} onClick={() => step.mutate('undo')}>
            Undo bulk edit
          </Button>
        ) : null}
      </div>
    </div>
  );
}
