import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup } from '#shared/auth/two-factor';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormMessage } from '#client/components/ui/form-message';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { USER_QUERY_KEY } from '../api/get-user';
import { TWO_FACTOR_QUERY_KEY, startTwoFactorSetup, useTwoFactorStatus } from '../api/two-factor';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorEnableForm } from './two-factor-enable-form';

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
  return <TwoFactorEnableForm setup={setup} onEnabled={onEnabled} />;
}

function DisableView({ recoveryCodesLeft, isRequired }: { recoveryCodesLeft: number; isRequired: boolean }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Two-factor sign-in is <strong>on</strong>. Recovery codes left: {recoveryCodesLeft}.
      </p>
      {isRequired ? (
        <p className="text-sm text-muted-foreground">{TWO_FACTOR_MESSAGES.adminMustKeep}.</p>
      ) : (
        <TwoFactorDisableForm />
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
