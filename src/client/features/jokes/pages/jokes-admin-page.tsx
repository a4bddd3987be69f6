import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#client/lib/use-action';
import type { Joke } from '#shared/jokes/jokes';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { JOKES_KEY, setJokeRetired, useJokeList } from '../api/jokes-admin';
import { AddJokeForm } from '../components/add-joke-form';

/** Joke administration (/admin/jokes, admins): add jokes and retire or restore any (ADR 039). */
export function JokesAdminPage() {
  const list = useJokeList();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: JOKES_KEY });

  const retire = useAction({
    mutationFn: (joke: Joke) => setJokeRetired(joke.id, !joke.isRetired),
    onSuccess: refresh,
    onError: (error) => toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' }),
  });

  const active = list.data?.jokes.filter((joke) => !joke.isRetired).length ?? 0;
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Jokes</h1>
        <p className="text-muted-foreground">The Joke of the Day goes through these in turn, one a day.</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Add a joke</CardTitle>
        </CardHeader>
        <CardContent>
          <AddJokeForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{list.data ? `${active} jokes in rotation` : 'Jokes'}</CardTitle>
        </CardHeader>
        <CardContent>
          {list.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : list.isError ? (
            <p className="text-sm text-destructive">{getErrorMessage(list.error)}</p>
          ) : (
            <ul className="divide-y">
              {list.data.jokes.map((joke) => (
                <li key={joke.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className={joke.isRetired ? 'text-muted-foreground line-through' : undefined}>
                    <p className="font-medium">
                      {joke.setup}
                      {joke.id === list.data.todayId ? (
                        <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">Today</span>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted-foreground">{joke.punchline}</p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={retire.isPending}
                    onClick={() => retire.mutate(joke)}
                    aria-label={`${joke.isRetired ? 'Restore' : 'Retire'}: ${joke.setup}`}
                  >
                    {joke.isRetired ? 'Restore' : 'Retire'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
