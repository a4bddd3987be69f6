import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { RAFFLE_MESSAGES, RAFFLE_TEXT } from '#shared/raffle/messages';
import type { RaffleOptions, RaffleResult } from '#shared/raffle/raffle-options';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { getErrorMessage, getErrorStatus } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useGenerateRaffle } from '../api/generate-raffle';
import { ConfirmGenerateDialog } from '../components/confirm-generate-dialog';
import { RaffleForm } from '../components/raffle-form';
import { SpendCard } from '../components/spend-card';
import { StatusCard } from '../components/status-card';

const MANAGEMENT_PATH = '/api/raffle-management/landing';
const openManagement = () => window.open(MANAGEMENT_PATH, 'raffle-management', 'popup,width=1100,height=800');

function ResultCard({ result }: { result: RaffleResult }) {
  return (
    <Card data-testid="raffle-result">
      <CardHeader>
        <CardTitle>Raffle Generated</CardTitle>
        <CardDescription>
          Run {result.runId}: its seed and entrants are recorded so the draw can be verified.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-3 text-center">
          <div className="rounded-md bg-muted p-3">
            <dt className="text-xs text-muted-foreground">Records created</dt>
            <dd className="text-2xl font-semibold tabular-nums">{result.recordsCreated}</dd>
          </div>
          <div className="rounded-md bg-muted p-3">
            <dt className="text-xs text-muted-foreground">Total tickets</dt>
            <dd className="text-2xl font-semibold tabular-nums">{result.totalTickets}</dd>
          </div>
          <div className="rounded-md bg-muted p-3">
            <dt className="text-xs text-muted-foreground">Winners selected</dt>
            <dd className="text-2xl font-semibold tabular-nums">{result.winnersSelected}</dd>
          </div>
        </dl>
        {result.winners.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-label="Winners">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th className="py-1 pr-3 font-medium">Raffle</th>
                  <th className="py-1 pr-3 font-medium">Winner</th>
                  <th className="py-1 pr-3 font-medium">Customer</th>
                  <th className="py-1 font-medium">Email</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {result.winners.map((winner) => (
                  <tr key={`${winner.raffle}-${winner.label}`}>
                    <td className="py-1 pr-3">{raffleName(winner.raffle)}</td>
                    <td className="py-1 pr-3 tabular-nums">
                      {winner.label}
                      {winner.isAutoWin ? ' (auto-win)' : null}
                    </td>
                    <td className="py-1 pr-3 break-words">{winner.customerName}</td>
                    <td className="py-1 break-all">{winner.email ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

const RAFFLE_NAMES: Record<string, string> = {
  lastMonth: RAFFLE_TEXT.lastMonth,
  lastThreeMonths: RAFFLE_TEXT.lastThreeMonths,
  lastSixMonths: RAFFLE_TEXT.lastSixMonths,
  yearEnd: RAFFLE_TEXT.yearEnd,
};
const raffleName = (raffle: string) => RAFFLE_NAMES[raffle] ?? raffle;

/** The server's reason when it gave one (a 4xx); otherwise the spec's default text (spec 03 §8). */
function failureText(error: unknown) {
  const status = getErrorStatus(error);
  return status !== null && status < 500 ? getErrorMessage(error) : RAFFLE_MESSAGES.generationFailedDefault;
}

/** Spec 03 "Raffle Ticket Generator" (/ticket-generator): admin only. */
export function TicketGeneratorPage() {
  const generate = useGenerateRaffle();
  const [pending, setPending] = useState<RaffleOptions | null>(null);

  const confirm = () => {
    if (!pending) return;
    const options = pending;
    setPending(null);
    generate.mutate(options, {
      onSuccess: (result) =>
        toast({
          title: 'Raffle Generated',
          description: `${result.totalTickets} tickets for ${result.recordsCreated} entries; ${result.winnersSelected} winner(s)`,
        }),
      onError: (error) =>
        toast({
          title: RAFFLE_MESSAGES.generationFailed,
          description: failureText(error),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{RAFFLE_TEXT.title}</h1>
          <p className="text-muted-foreground">Customer spend becomes tickets; winners are drawn from them.</p>
        </div>
        <Button variant="outline" onClick={openManagement}>
          <ExternalLink aria-hidden="true" />
          {RAFFLE_TEXT.managementTitle}
        </Button>
      </header>
      <StatusCard />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle>Raffle Options</CardTitle>
            <CardDescription>Generating deletes the existing tickets and winners.</CardDescription>
          </CardHeader>
          <CardContent>
            <RaffleForm isGenerating={generate.isPending} onValid={setPending} />
          </CardContent>
        </Card>
        <div className="grid gap-6">
          {generate.data ? <ResultCard result={generate.data} /> : null}
          <SpendCard />
        </div>
      </div>
      <ConfirmGenerateDialog
        isOpen={pending !== null}
        onOpenChange={(isOpen) => !isOpen && setPending(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
