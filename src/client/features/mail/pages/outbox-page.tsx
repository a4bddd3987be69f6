import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { OutboxList, OutboxMessage } from '#shared/mail/outbox';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { apiRequest } from '#client/lib/api-request';
import { cn } from '#client/lib/cn';
import { getErrorMessage } from '#client/lib/error-message';

const STATUS_STYLE: Record<OutboxMessage['status'], string> = {
  stored: 'bg-slate-100 text-slate-800',
  queued: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};
const STATUS_LABEL: Record<OutboxMessage['status'], string> = {
  stored: 'Stored (no mail server)',
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function MessageItem({ message }: { message: OutboxMessage }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li className="grid gap-1 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className="text-left font-medium break-words hover:underline"
          aria-expanded={isOpen}
          onClick={() => setIsOpen((open) => !open)}
        >
          {message.subject}
        </button>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_STYLE[message.status])}>
          {STATUS_LABEL[message.status]}
        </span>
      </div>
      <span className="text-sm break-words text-muted-foreground">
        To {message.to.join(', ')} · {when(message.createdAt)}
        {message.attempts > 0 ? ` · ${message.attempts} attempts` : null}
      </span>
      {message.lastError ? <span className="text-sm text-destructive">{message.lastError}</span> : null}
      {isOpen ? (
        <pre className="mt-1 rounded-md bg-muted p-3 text-sm break-words whitespace-pre-wrap">{message.text}</pre>
      ) : null}
    </li>
  );
}

/** Mail Outbox (/admin/outbox): the newest 200 messages the portal sent or keeps (ADR 069). */
export function OutboxPage() {
  const outbox = useQuery({
    queryKey: ['/api/admin/outbox', 200],
    queryFn: () => apiRequest<OutboxList>('GET', '/api/admin/outbox?limit=200'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link href="/admin">
            <ArrowLeft aria-hidden="true" />
            Back to Admin Panel
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Mail Outbox</h1>
        <p className="text-muted-foreground">Every message the portal has mailed, newest first.</p>
      </header>
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>Messages</CardTitle>
          <Button variant="outline" size="sm" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
        </CardHeader>
        <CardContent>
          {outbox.isPending ? (
            <div className="grid gap-2" role="status" aria-label="Loading messages">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : outbox.isError ? (
            <Alert variant="destructive">
              <AlertTitle>Could not load the outbox</AlertTitle>
              <AlertDescription>{getErrorMessage(outbox.error)}</AlertDescription>
            </Alert>
          ) : outbox.data.messages.length === 0 ? (
            <p className="text-muted-foreground">No mail yet.</p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Mail">
              {outbox.data.messages.map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
