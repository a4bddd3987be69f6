import { CheckCircle2, Lock } from 'lucide-react';
import { isCostItemUpdated } from '#shared/product-editor/cost-queue';
import { PRODUCT_EDITOR_MESSAGES as M } from '#shared/product-editor/messages';
import { Button } from '#client/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { CostQueueItem } from './cost-queue-item';
import { useCostQueue } from './use-cost-queue';

/** Spec 03 "Cost queue": the last 72 hours of cost changes, priced and processed once. */
export function CostQueue() {
  const { loaded, items, priceText, costText, inputErrors, isDone, remaining, save, editing } = useCostQueue();

  if (loaded.isPending) return <Skeleton className="h-40" role="status" aria-label="Loading cost changes" />;
  if (loaded.data?.alreadyProcessed)
    return (
      <Card>
        <CardHeader className="flex-row items-center gap-3">
          <Lock className="size-5 text-muted-foreground" aria-hidden="true" />
          <div className="grid gap-1">
            <CardTitle className="text-lg">{M.costChangesAlreadyProcessed}</CardTitle>
            <CardDescription>{loaded.data.message}</CardDescription>
          </div>
        </CardHeader>
      </Card>
    );
  if (items.length === 0)
    return (
      <Card>
        <CardHeader className="flex-row items-center gap-3">
          <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />
          <div className="grid gap-1">
            <CardTitle className="text-lg">{isDone ? 'Cost changes processed' : 'No cost changes'}</CardTitle>
            <CardDescription>{isDone ? 'The list is cleared.' : M.noCostChanges}</CardDescription>
          </div>
        </CardHeader>
      </Card>
    );
  const ready = items.filter(isCostItemUpdated).length;
  const hasInputErrors = Object.keys(inputErrors).length > 0;
  return (
    <div className="grid gap-3">
      {isDone && remaining !== null && remaining > 0 ? (
        <p role="status" className="text-sm font-medium">
          {remaining} cost change{remaining === 1 ? '' : 's'} left to review
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{loaded.data?.message}</p>
      )}
      <ul className="grid gap-3" aria-label="Cost changes">
        {items.map((item) => (
          <li key={item.id}>
            <CostQueueItem
              item={item}
              costText={costText}
              priceText={priceText}
              inputErrors={inputErrors}
              editing={editing}
            />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <span className="text-sm text-muted-foreground">
          {ready} of {items.length} ready
        </span>
        {hasInputErrors ? (
          <span role="alert" className="text-sm text-destructive">
            Correct the amounts marked above first
          </span>
        ) : null}
        <Button onClick={() => save.mutate()} disabled={ready === 0 || hasInputErrors || save.isPending}>
          {save.isPending ? <Spinner /> : <CheckCircle2 aria-hidden="true" />}
          Process Cost Changes
        </Button>
      </div>
    </div>
  );
}
