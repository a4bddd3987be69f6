import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EnableTwoFactorInputSchema, type EnableTwoFactorInput, type TwoFactorSetup } from '#shared/auth/two-factor';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { TextField } from '#client/components/ui/text-field';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { enableTwoFactor } from '../api/two-factor';

/** `JBSWY3DPEHPK3PXP…` in groups of four, as authenticator apps show typed secrets. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();
const secretOf = (otpauthUrl: string) => new URL(otpauthUrl).searchParams.get('secret') ?? '';

interface TwoFactorEnableFormProps {
  setup: TwoFactorSetup;
  onEnabled(codes: string[]): void;
}

/** The QR code and key of a started set-up, and the first code from the app that turns it on. */
export function TwoFactorEnableForm({ setup, onEnabled }: TwoFactorEnableFormProps) {
  const form = useForm<EnableTwoFactorInput>({
    resolver: zodResolver(EnableTwoFactorInputSchema),
    defaultValues: { code: '' },
  });
  const enable = useAction({
    mutationFn: enableTwoFactor,
    onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
  });
  // The server's refusal (a wrong code) shows where a mistyped one does.
  const error = form.formState.errors.code?.message ?? (enable.isError ? getErrorMessage(enable.error) : undefined);

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => void form.handleSubmit((input) => enable.mutate(input))(event)}
    >
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>Scan this QR code with your authenticator app, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={setup.qrCodeDataUrl}
        alt="QR code to add Mission Control to your authenticator app"
        className="size-48 rounded border bg-white p-1"
      />
      <p className="text-sm">
        Key: <code className="break-all font-mono">{grouped(secretOf(setup.otpauthUrl))}</code>
      </p>
      <TextField
        id="two-factor-code"
        label="Code from the app"
        className="max-w-xs"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={error}
        {...form.register('code')}
      />
      <Button type="submit" className="justify-self-start" disabled={enable.isPending}>
        {enable.isPending ? <Spinner /> : null}
        Turn on
      </Button>
    </form>
  );
}
