import { useQueryClient } from '@tanstack/react-query';
import { BellRing, CheckCircle2, Circle, Download } from 'lucide-react';
import { useState } from 'react';
import { REPORT_MESSAGES, type CompletionReport } from '#shared/quizzes/report';
import { calendarDateIn } from '#shared/quizzes/week';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { downloadResults, remindQuizTakers, REPORT_KEY, useCompletionReport } from '../api/completion-report';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function StoreGroup({ group }: { group: CompletionReport['stores'][number] }) {
  const done = group.people.filter((person) => person.result).length;
  return (
    <section className="grid gap-2" aria-label={group.storeName}>
      <h3 className="font-semibold">
        {group.storeName}{' '}
        <span className="text-sm font-normal text-muted-foreground">
          {done} of {group.people.length} done
        </span>
      </h3>
      <ul className="grid gap-1">
        {group.people.map((person) => (
          <li
            key={person.userId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
            data-testid={`completion-${person.username}`}
          >
            <span className="flex min-w-0 items-center gap-2">
              {person.result ? (
                <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              ) : (
                <Circle className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <span className="min-w-0 break-all">
                {person.employeeName ? `${person.employeeName} (${person.username})` : person.username}
              </span>
            </span>
            {person.result ? (
              <span className="tabular-nums">
                Done: {person.result.score} / {person.result.totalQuestions},{' '}
                {when.format(new Date(person.result.completedAt))}
              </span>
            ) : (
              <span className="text-muted-foreground">
                Not yet
                {person.remindedToday ? ' · reminded today' : ''}
                {person.canBeMailed ? '' : ' · no mail address'}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExportResults() {
  const today = calendarDateIn(new Date());
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const exporter = useAction({
    mutationFn: () => downloadResults(from, to),
    onError: (error) =>
      toast({ title: REPORT_MESSAGES.exportFailed, description: getErrorMessage(error), variant: 'destructive' }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Export results</CardTitle>
        <CardDescription>Every quiz result completed on these days, as a CSV file.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            exporter.mutate();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="export-from">From</Label>
            <Input id="export-from" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="export-to">To</Label>
            <Input id="export-to" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          </div>
          <Button type="submit" variant="outline" disabled={exporter.isPending || !from || !to}>
            {exporter.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            Export CSV
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** This week's quiz × everyone who should take it, by store; Remind; the results export (ADR 083). */
export function CompletionTab() {
  const report = useCompletionReport();
  const queryClient = useQueryClient();
  const quizId = report.data?.quiz?.id ?? null;
  const remind = useAction({
    mutationFn: (_: void, key) => remindQuizTakers(quizId ?? 0, key),
    onSuccess: async (answer) => {
      toast({
        title: REPORT_MESSAGES.remindersSent,
        description: `${answer.sent} sent, ${answer.skipped} skipped (${answer.alreadyRemindedToday} already reminded today, ${answer.noAddress} without a mail address).`,
      });
      await queryClient.invalidateQueries({ queryKey: REPORT_KEY });
    },
    onError: (error) =>
      toast({ title: REPORT_MESSAGES.remindFailed, description: getErrorMessage(error), variant: 'destructive' }),
  });
  if (report.isPending)
    return (
      <div className="grid gap-3" role="status" aria-label="Loading the completion report">
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (report.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>The completion report could not be loaded</AlertTitle>
        <AlertDescription>{getErrorMessage(report.error)}</AlertDescription>
      </Alert>
    );
  const { quiz, stores, doneCount, missingCount } = report.data;
  return (
    <div className="grid gap-4">
      {quiz ? (
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
            <div className="grid gap-1">
              <CardTitle className="text-lg">{quiz.title}</CardTitle>
              <CardDescription>
                Week of {quiz.weekStart} to {quiz.weekEnd}: {doneCount} done, {missingCount} not yet
              </CardDescription>
            </div>
            <Button onClick={() => remind.mutate()} disabled={!quiz.isActive || missingCount === 0 || remind.isPending}>
              {remind.isPending ? <Spinner /> : <BellRing aria-hidden="true" />}
              Remind
            </Button>
          </CardHeader>
          <CardContent className="grid gap-4">
            {stores.map((group) => (
              <StoreGroup key={group.store ?? 'none'} group={group} />
            ))}
          </CardContent>
        </Card>
      ) : (
        <p className="text-muted-foreground">No quiz has started yet.</p>
      )}
      <ExportResults />
    </div>
  );
}
