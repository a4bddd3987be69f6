import { RefreshCw } from 'lucide-react';
import {
  CATALOGUE_SYNC_STARTED,
  CATALOGUE_SYNC_TITLE,
  type CatalogueSyncStatus,
} from '#shared/catalogue-sync/catalogue-sync';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Progress } from '#client/components/ui/progress';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useAuth } from '#client/features/auth/auth-context';
import { useCatalogueSyncStatus, useStartCatalogueSync } from '../api/catalogue-sync';

const SYNC_FAILED = 'Full sync could not start';

const formatTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';

/** 42 s, 5 min, 3 h, 2 d: how long since Shopify was last heard from. */
function formatLag(seconds: number | null): string {
  if (seconds === null) return 'Not heard from yet';
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

const STATUS_TEXT: Record<CatalogueSyncStatus['status'], string> = {
  idle: 'Up to date',
  running: 'Full sync running',
  failed: 'Last full sync failed',
};

function SyncProgress({ state }: { state: CatalogueSyncStatus }) {
  const percent = state.linesTotal ? Math.round((state.linesDone / state.linesTotal) * 100) : null;
  const phase = state.phase === 'stock' ? 'Stock levels' : 'Products';
  return (
    <div className="grid gap-2" data-testid="catalogue-sync-progress">
      <Progress value={percent} label="Full sync progress" />
      <p className="text-sm text-muted-foreground">
        {phase}: {state.linesDone.toLocaleString()}
        {state.linesTotal === null ? '' : ` of ${state.linesTotal.toLocaleString()}`} lines ·{' '}
        {state.productsDone.toLocaleString()} products stored
      </p>
    </div>
  );
}

/**
 * The Shopify mirror's state (ADR 065, 075), for admins, only while the Shopify adapter runs: with
 * the local catalogue there is no mirror and the card is not shown.
 */
export function CatalogueMirrorCard() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const status = useCatalogueSyncStatus(isAdmin);
  const start = useStartCatalogueSync();
  const state = status.data;
  if (!isAdmin || !state?.mirrored) return null;
  const isRunning = state.status === 'running';

  const syncNow = () =>
    start.mutate(undefined, {
      onSuccess: () => toast({ title: CATALOGUE_SYNC_STARTED }),
      onError: (error) => toast({ title: SYNC_FAILED, description: getErrorMessage(error), variant: 'destructive' }),
    });

  const facts: [string, string][] = [
    ['Last full sync', formatTime(state.lastFullSyncAt)],
    ['Last event', formatTime(state.lastEventAt)],
    ['Lag', formatLag(state.lagSeconds)],
    ['Rows', `${state.products.toLocaleString()} products · ${state.variants.toLocaleString()} variants`],
  ];

  return (
    <Card role="region" aria-labelledby="catalogue-mirror-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="catalogue-mirror-title" className="flex items-center gap-2">
            <RefreshCw className="size-5 text-brand" aria-hidden="true" />
            {CATALOGUE_SYNC_TITLE}
          </CardTitle>
          <CardDescription role="status" data-testid="catalogue-sync-status">
            {STATUS_TEXT[state.status]}
          </CardDescription>
        </div>
        <Button onClick={syncNow} disabled={start.isPending || isRunning}>
          {start.isPending ? <Spinner /> : null}
          {isRunning ? 'Syncing...' : 'Sync now'}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isRunning ? <SyncProgress state={state} /> : null}
        {state.status === 'failed' && state.error ? <p className="text-sm text-destructive">{state.error}</p> : null}
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map(([term, value]) => (
            <div key={term} className="grid gap-0.5 rounded-md border p-3">
              <dt className="text-xs text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
