import { Laugh } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { JOKE_TEXTS } from '#shared/jokes/jokes';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog';
import { cn } from '#client/lib/cn';
import { useAuth } from '#client/features/auth/auth-context';
import { useJokeOfTheDay } from '../api/get-joke-of-the-day';

const FRAME =
  'flex h-full min-h-28 w-full flex-col justify-between gap-4 rounded-lg border bg-card p-4 text-left shadow-sm transition sm:min-h-32 sm:p-5';

/** Joke of the Day (spec 01 §2.6): the card opens a dialog whose punchline is hidden on every opening. */
export function JokeCard() {
  const { data, isPending, isError } = useJokeOfTheDay();
  const { user } = useAuth();
  const [isOpen, setIsOpen] = useState(false);
  const [isRevealed, setIsRevealed] = useState(false);
  const hasJoke = !isPending && !isError && Boolean(data?.setup);

  const icon = (
    <span className="flex size-10 items-center justify-center rounded-lg bg-amber-50 text-amber-700">
      <Laugh className="size-5" aria-hidden="true" />
    </span>
  );
  if (!hasJoke || !data)
    return (
      <div className={FRAME} data-testid="joke-card" role="status">
        {icon}
        <span className="text-sm text-muted-foreground">{isPending ? JOKE_TEXTS.loading : JOKE_TEXTS.failed}</span>
      </div>
    );

  const open = (next: boolean) => {
    if (next) setIsRevealed(false);
    setIsOpen(next);
  };
  // The trigger is Radix's own, so closing the dialog gives focus back to the card.
  return (
    <Dialog open={isOpen} onOpenChange={open}>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-haspopup="dialog"
          data-testid="joke-card"
          className={cn(
            FRAME,
            'hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
          )}
        >
          {icon}
          <span className="grid gap-1">
            <span className="text-sm leading-snug font-semibold sm:text-base">Joke of the Day</span>
            <span className="line-clamp-2 text-xs text-muted-foreground">{data.setup}</span>
          </span>
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Joke of the Day</DialogTitle>
          <DialogDescription className="text-base text-foreground">{data.setup}</DialogDescription>
        </DialogHeader>
        {isRevealed ? (
          <p className="rounded-md bg-amber-50 p-4 text-lg font-semibold text-amber-900" data-testid="punchline">
            {data.punchline}
          </p>
        ) : (
          <Button onClick={() => setIsRevealed(true)}>{JOKE_TEXTS.reveal}</Button>
        )}
        {user?.role === 'admin' ? (
          <Link href="/admin/jokes" className="text-sm text-brand underline-offset-4 hover:underline">
            Manage jokes
          </Link>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
