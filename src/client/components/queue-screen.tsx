/** The work-queue screens' shared pieces (image editor, critic reviews): the frame, the loading and failed states, the empty card and the position. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from './hub-page';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';
import { Skeleton } from './ui/skeleton';
import { getErrorMessage } from '../lib/error-message';

export function QueueScreen({
  title,
  back,
  children,
}: {
  title: string;
  back: { href: string; label: string };
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-6">
      <PageHeader title={title} back={back} />
      {children}
    </div>
  );
}

/** While the queue loads (no error yet), or why it could not be loaded. */
export function QueueLoadState({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  if (!error) return <Skeleton className="h-64" role="status" aria-label="Loading the queue" />;
  return (
    <Alert variant="destructive">
      <AlertTitle>Could not load the queue</AlertTitle>
      <AlertDescription>{getErrorMessage(error)}</AlertDescription>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </Alert>
  );
}

/** Nothing (left) to work on; `children` are the card's actions. */
export function QueueEmpty({
  title,
  description,
  icon: Icon,
  children,
}: {
  title: string;
  description?: string;
  icon?: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-2 py-10 text-center">
        {Icon ? <Icon className="size-10 text-green-600" aria-hidden="true" /> : null}
        <h2 className="text-lg font-semibold">{title}</h2>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
        {children}
      </CardContent>
    </Card>
  );
}

export function QueueProgress({ index, total }: { index: number; total: number }) {
  return (
    <p className="text-sm font-medium" aria-live="polite">
      {index + 1} of {total}
    </p>
  );
}
