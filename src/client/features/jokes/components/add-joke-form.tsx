import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { JOKE_TEXT_MAX, JokeInputSchema, type JokeInput } from '#shared/jokes/jokes';
import { Button } from '#client/components/ui/button';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { addJoke, JOKES_KEY } from '../api/jokes-admin';

const EMPTY: JokeInput = { setup: '', punchline: '' };

/** Adds a joke to the rotation; each field's message sits under it. */
export function AddJokeForm() {
  const queryClient = useQueryClient();
  const form = useForm<JokeInput>({ resolver: zodResolver(JokeInputSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const add = useAction({
    mutationFn: addJoke,
    onSuccess: async () => {
      form.reset(EMPTY);
      toast({ title: 'Joke added' });
      await queryClient.invalidateQueries({ queryKey: JOKES_KEY });
    },
    onError: (error) => toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' }),
  });

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => void form.handleSubmit((input) => add.mutate(input))(event)}
    >
      <div className="grid gap-2">
        <Label htmlFor="joke-setup">Setup</Label>
        <Input
          id="joke-setup"
          maxLength={JOKE_TEXT_MAX}
          aria-invalid={errors.setup ? true : undefined}
          aria-describedby={errors.setup ? 'joke-setup-error' : undefined}
          {...form.register('setup')}
        />
        {errors.setup ? <FormMessage id="joke-setup-error">{errors.setup.message}</FormMessage> : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="joke-punchline">Punchline</Label>
        <Input
          id="joke-punchline"
          maxLength={JOKE_TEXT_MAX}
          aria-invalid={errors.punchline ? true : undefined}
          aria-describedby={errors.punchline ? 'joke-punchline-error' : undefined}
          {...form.register('punchline')}
        />
        {errors.punchline ? <FormMessage id="joke-punchline-error">{errors.punchline.message}</FormMessage> : null}
      </div>
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <Spinner /> : null}
          {add.isPending ? 'Adding...' : 'Add Joke'}
        </Button>
      </div>
    </form>
  );
}
