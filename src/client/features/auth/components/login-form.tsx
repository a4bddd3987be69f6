import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getErrorCode } from '../../../lib/error-message';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { INVITE_USED_MESSAGE } from '../api/login';
import { useAuth } from '../auth-context';
import type { Invite } from '../read-invite';

/** On success the signed-in user is set and the auth page sends them to / (spec 01 §2.3). */
export function LoginForm({ invite }: { invite: Invite | null }) {
  const { loginMutation } = useAuth();
  const isPending = loginMutation.isPending;
  const errorCode = getErrorCode(loginMutation.error);
  // Once the server asks for the second factor the form keeps asking for it (ADR 022).
  const [isCodeStep, setIsCodeStep] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (errorCode === 'two_factor_required') setIsCodeStep(true);
  }, [errorCode]);
  useEffect(() => {
    if (isCodeStep) codeRef.current?.focus();
  }, [isCodeStep]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '');
    const password = String(data.get('password') ?? '');
    const code = String(data.get('code') ?? '').trim();
    const isFromInvite = invite !== null && username === invite.username && password === invite.temporaryPassword;
    loginMutation.mutate({ username, password, isFromInvite, ...(isCodeStep && code ? { code } : {}) });
  };

  return (
    <form className="grid gap-4" onSubmit={handleSubmit}>
      {loginMutation.variables?.isFromInvite && errorCode === 'invalid_credentials' ? (
        <Alert variant="destructive">
          <AlertDescription>{INVITE_USED_MESSAGE}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor="login-username">Username</Label>
        <Input
          id="login-username"
          name="username"
          placeholder="Enter your username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={invite?.username ?? ''}
          required
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          name="password"
          type="password"
          placeholder="Enter your password"
          autoComplete="current-password"
          defaultValue={invite?.temporaryPassword ?? ''}
          required
        />
      </div>
      {isCodeStep ? (
        <div className="grid gap-2">
          <Label htmlFor="login-code">Authentication code</Label>
          <Input
            ref={codeRef}
            id="login-code"
            name="code"
            placeholder="6-digit code or a recovery code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
            aria-describedby="login-code-hint"
            required
          />
          <p id="login-code-hint" className="text-sm text-muted-foreground">
            Open your authenticator app and enter the code it shows for Mission Control.
          </p>
        </div>
      ) : null}
      <Button type="submit" className="mt-2 w-full" disabled={isPending}>
        {isPending ? (
          <>
            <Spinner />
            Signing in...
          </>
        ) : (
          'Sign In'
        )}
      </Button>
    </form>
  );
}
