import type { Roster } from '#shared/employees/employees';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';

const formatDuration = (ms: number) => {
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;
};

/** Spec 03 "Employee Management": active count, source and cache duration. */
export function RosterInfoCard({ roster }: { roster: Roster | undefined }) {
  return (
    <Card className="lg:sticky lg:top-6">
      <CardHeader>
        <CardTitle>Roster Info</CardTitle>
      </CardHeader>
      <CardContent>
        {roster ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Active employees</dt>
            <dd className="font-semibold" data-testid="active-count">
              {roster.activeCount}
            </dd>
            <dt className="text-muted-foreground">Source</dt>
            <dd>{roster.source}</dd>
            <dt className="text-muted-foreground">Cache duration</dt>
            <dd>{formatDuration(roster.cacheDurationMs)}</dd>
            <dt className="text-muted-foreground">Last refreshed</dt>
            <dd>{new Date(roster.refreshedAt).toLocaleTimeString(undefined, { timeStyle: 'short' })}</dd>
          </dl>
        ) : (
          <Skeleton className="h-24" />
        )}
      </CardContent>
    </Card>
  );
}
