import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { storeNameOf, type StoreCode } from '#shared/stores';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { RECIPIENTS_KEY, useRecipients } from '../api/get-recipients';
import { saveRecipients } from '../api/save-recipients';
import { toastFailure } from '../lib/toast-failure';
import { RecipientsDraftSchema, type RecipientsDraft } from './recipients-draft';

/** Who receives a store's sick-day notices (admins). */
export function RecipientsCard({ store }: { store: StoreCode }) {
  const recipients = useRecipients();
  const queryClient = useQueryClient();
  const current = recipients.data?.recipients.find((entry) => entry.store === store)?.emails ?? [];
  // The field follows the saved list: another store chosen, or the list refreshed after a save.
  const form = useForm<RecipientsDraft, unknown, { emails: string[] }>({
    resolver: zodResolver(RecipientsDraftSchema),
    values: { emails: current.join(', ') },
    reValidateMode: 'onSubmit',
  });
  const error = form.formState.errors.emails?.message;

  const save = useAction({
    mutationFn: ({ emails }: { emails: string[] }) => saveRecipients(store, emails),
    onSuccess: async () => {
      toast({ title: 'Recipients saved' });
      await queryClient.invalidateQueries({ queryKey: RECIPIENTS_KEY });
    },
    onError: toastFailure,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sick day notices for {storeNameOf(store)}</CardTitle>
        <CardDescription>Each reported sick day at this store is e-mailed to these addresses.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-2"
          noValidate
          onSubmit={(event) => void form.handleSubmit((input) => save.mutate(input))(event)}
        >
          <Label htmlFor="recipients">E-mail addresses (separated by commas)</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="recipients"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'recipients-error' : undefined}
              {...form.register('emails')}
            />
            <Button type="submit" disabled={save.isPending || recipients.isPending}>
              Save
            </Button>
          </div>
          {error ? <FormMessage id="recipients-error">{error}</FormMessage> : null}
        </form>
      </CardContent>
    </Card>
  );
}
