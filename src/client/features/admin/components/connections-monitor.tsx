import { CheckCircle2, Plug, WifiOff, XCircle } from 'lucide-react';
import type { ConnectionTestStatus } from '#shared/connections/connections';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { useAuth } from '#client/features/auth/auth-context';
import { useConnectionTests } from '../api/run-connection-tests';

const STATUS_STYLE: Record<ConnectionTestStatus, { className: string; icon: typeof CheckCircle2 }> = {
  OK: { className: 'bg-emerald-50 text-emerald-700', icon: CheckCircle2 },
  Failed: { className: 'bg-red-50 text-red-700', icon: XCircle },
  'Network Error': { className: 'bg-amber-50 text-amber-800', icon: WifiOff },
};

/** Spec 03 "Connection monitor": Test All Connections, each shown OK, Failed or Network Error. */
export function ConnectionsMonitor() {
  const { user } = useAuth();
  const tests = useConnectionTests(user?.role ?? 'associate');
  const results = tests.data;
  const failedCount = results?.filter((result) => result.status !== 'OK').length ?? 0;

  return (
    <Card role="region" aria-labelledby="connections-monitor-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="connections-monitor-title" className="flex items-center gap-2">
            <Plug className="size-5 text-brand" aria-hidden="true" />
            Connections Monitor
          </CardTitle>
          <CardDescription>Checks every connected system at once.</CardDescription>
        </div>
        <Button onClick={() => tests.mutate()} disabled={tests.isPending}>
          {tests.isPending ? <Spinner /> : null}
          {tests.isPending ? 'Testing...' : 'Test All Connections'}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {results ? (
          <>
            <p
              role="status"
              className={cn('font-medium', failedCount > 0 ? 'text-destructive' : 'text-emerald-700')}
              data-testid="failed-count"
            >
              {failedCount === 0
                ? `All ${results.length} services connected`
                : `${failedCount} of ${results.length} services failed`}
            </p>
            <ul className="grid gap-2 sm:grid-cols-2" aria-label="Connection results">
              {results.map((result) => {
                const style = STATUS_STYLE[result.status];
                const Icon = style.icon;
                return (
                  <li
                    key={result.path}
                    className="flex items-start justify-between gap-3 rounded-md border p-3"
                    data-testid={`connection-${result.path}`}
                  >
                    <div className="grid min-w-0 gap-0.5">
                      <span className="font-medium">{result.name}</span>
                      <span className="truncate text-xs text-muted-foreground" title={result.detail}>
                        {result.path} · {result.detail}
                      </span>
                    </div>
                    <span
                      className={cn(
                        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                        style.className,
                      )}
                    >
                      <Icon className="size-3.5" aria-hidden="true" />
                      {result.status}
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            {tests.isPending ? 'Testing connections...' : 'Press Test All Connections to check each system.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
