import { CheckCircle2, RefreshCw, XCircle } from 'lucide-react';
import { RAFFLE_TEXT } from '#shared/raffle/messages';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { useRaffleStatus } from '../api/get-raffle-status';

/** The system status card: `GET /api/raffle/test` (spec 03 "Raffle Ticket Generator"). */
export function StatusCard() {
  const status = useRaffleStatus();
  const isConnected = status.data?.connected === true;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>{RAFFLE_TEXT.statusTitle}</CardTitle>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
          aria-label="Test connection again"
        >
          {status.isFetching ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          Test
        </Button>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <Skeleton className="h-6" role="status" aria-label="Testing the connection" />
        ) : status.isError ? (
          <p className="flex items-start gap-2 text-destructive" role="alert">
            <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {getErrorMessage(status.error)}
          </p>
        ) : (
          <p
            className={`flex items-start gap-2 ${isConnected ? 'text-emerald-700' : 'text-destructive'}`}
            data-testid="raffle-status"
          >
            {isConnected ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            ) : (
              <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            <span>
              <strong>{isConnected ? 'Connected' : 'Not connected'}</strong> — {status.data.message}
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
