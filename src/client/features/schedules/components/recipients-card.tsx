import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../lib/use-action';
import { useEffect, useState } from 'react';
import { RecipientsInputSchema } from '../../../../shared/schedules/sick-day';
import { storeNameOf, type StoreCode } from '../../../../shared/stores';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { RECIPIENTS_KEY, saveRecipients, useRecipients } from '../api/schedule-api';

/** Who receives a store's sick-day notices (admins). */
export function RecipientsCard({ store }: { store: StoreCode }) {
  const recipients = useRecipients();
  const queryClient = useQueryClient();
  const current = recipients.data?.recipients.find((entry) => entry.store === store)?.emails ?? [];
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const currentText = current.join(', ');
  useEffect(() => setText(currentText), [currentText]);

  const save = useAction({
    mutationFn: (emails: string[]) => saveRecipients(store, emails),
    onSuccess: async () => {
      toast({ title: 'Recipients saved' });
      await queryClient.invalidateQueries({ queryKey: RECIPIENTS_KEY });
    },
    onError: (failure) => toast({ title: 'Error', description: getErrorMessage(failure), variant: 'destructive' }),
  });
  const submit = () => {
    const emails = text
      .split(/[,;\s]+/)
      .map((part) => part.trim())
      .filter(Boolean);
    const parsed = RecipientsInputSchema.safeParse({ emails });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid email');
      return;
    }
    setError(null);
    save.mutate(parsed.data.emails);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sick day notices for {storeNameOf(store)}</CardTitle>
        <CardDescription>Each reported sick day at this store is e-mailed to these addresses.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Label htmlFor="recipients">E-mail addresses (separated by commas)</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="recipients"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? 'recipients-error' : undefined}
          />
          <Button onClick={submit} disabled={save.isPending || recipients.isPending}>
            Save
          </Button>
        </div>
        {error ? <FormMessage id="recipients-error">{error}</FormMessage> : null}
      </CardContent>
    </Card>
  );
}
