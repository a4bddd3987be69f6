import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../lib/use-action';
import { useState, type FormEvent } from 'react';
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup } from '../../../../shared/auth/two-factor';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { USER_QUERY_KEY } from '../api/get-user';
import {
  TWO_FACTOR_QUERY_KEY,
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  useTwoFactorStatus,
} from '../api/two-factor';

/** `JBSWY3DPEHPK3PXP…` in groups of four, as authenticator apps show typed secrets. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();
const secretOf = (otpauthUrl: string) => new URL(otpauthUrl).searchParams.get('secret') ?? '';

function downloadCodes(codes: string[]) {
  const text = `Mission Control recovery codes\nEach code signs you in once when your phone is not at hand.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: 'mission-control-recovery-codes.txt',
  });
  link.click();
  URL.revokeObjectURL(url);
}

function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <div className="grid gap-4">
      <Alert>
        <AlertTitle>Two-factor sign-in is on</AlertTitle>
        <AlertDescription>
          Save these recovery codes somewhere safe. Each one signs you in once if your phone is not at hand. They are
          shown only now.
        </AlertDescription>
      </Alert>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code} className="rounded border px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => downloadCodes(codes)}>
          Download codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}

function SetupView({ onEnabled }: { onEnabled(codes: string[]): void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const start = useAction({
    mutationFn: startTwoFactorSetup,
    onSuccess: setSetup,
    onError: (error) => toast({ title: 'Set-up failed', description: getErrorMessage(error), variant: 'destructive' }),
  });
  const enable = useAction({
    mutationFn: enableTwoFactor,
    onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    enable.mutate({ code: String(new FormData(event.currentTarget).get('code') ?? '').trim() });
  };

  if (!setup) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          After your password, sign-in will ask for a 6-digit code from an authenticator app on your phone (Google
          Authenticator, Microsoft Authenticator, 1Password and others).
        </p>
        <Button type="button" className="justify-self-start" onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? <Spinner /> : null}
          Set up two-factor sign-in
        </Button>
      </div>
    );
  }
  return (
    <form className="grid gap-4" onSubmit={handleSubmit}>
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
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="two-factor-code">Code from the app</Label>
        <Input
          id="two-factor-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          aria-invalid={enable.isError || undefined}
          aria-describedby={enable.isError ? 'two-factor-code-error' : undefined}
        />
        {enable.isError ? <FormMessage id="two-factor-code-error">{getErrorMessage(enable.error)}</FormMessage> : null}
      </div>
      <Button type="submit" className="justify-self-start" disabled={enable.isPending}>
        {enable.isPending ? <Spinner /> : null}
        Turn on
      </Button>
    </form>
  );
}

function DisableView({ recoveryCodesLeft, isRequired }: { recoveryCodesLeft: number; isRequired: boolean }) {
  const queryClient = useQueryClient();
  const disable = useAction({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      toast({ title: 'Two-factor sign-in turned off' });
      await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (!window.confirm('Turn off two-factor sign-in? Your password alone will sign you in.')) return;
    disable.mutate({ password: String(data.get('password') ?? ''), code: String(data.get('code') ?? '').trim() });
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Two-factor sign-in is <strong>on</strong>. Recovery codes left: {recoveryCodesLeft}.
      </p>
      {isRequired ? (
        <p className="text-sm text-muted-foreground">{TWO_FACTOR_MESSAGES.adminMustKeep}.</p>
      ) : (
        <form className="grid max-w-sm gap-3" onSubmit={handleSubmit} aria-label="Turn off two-factor sign-in">
          <div className="grid gap-2">
            <Label htmlFor="disable-password">Password</Label>
            <Input id="disable-password" name="password" type="password" autoComplete="current-password" required />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="disable-code">Code from the app, or a recovery code</Label>
            <Input id="disable-code" name="code" autoComplete="one-time-code" maxLength={32} required />
          </div>
          {disable.isError ? <FormMessage>{getErrorMessage(disable.error)}</FormMessage> : null}
          <Button type="submit" variant="destructive" className="justify-self-start" disabled={disable.isPending}>
            Turn off two-factor sign-in
          </Button>
        </form>
      )}
    </div>
  );
}

/** Shows the user's two-factor state and walks them through turning it on or off (ADR 022). */
export function TwoFactorPanel() {
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const finish = async () => {
    setRecoveryCodes(null);
    await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });
    // The user's record says two-factor sign-in is on now: an admin made to set it up may go on.
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };

  if (recoveryCodes) return <RecoveryCodesView codes={recoveryCodes} onDone={() => void finish()} />;
  if (status.isLoading) return <Spinner />;
  if (status.isError || !status.data) {
    return <FormMessage>Unable to load your two-factor sign-in settings: {getErrorMessage(status.error)}</FormMessage>;
  }
  if (status.data.enabled) {
    return <DisableView recoveryCodesLeft={status.data.recoveryCodesLeft} isRequired={status.data.required} />;
  }
  return <SetupView onEnabled={setRecoveryCodes} />;
}
