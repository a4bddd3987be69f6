import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginInput } from '#shared/auth/schemas';
import { getErrorCode } from '#client/lib/error-message';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { TextField } from '#client/components/ui/text-field';
import { Alert, AlertDescription } from '#client/components/ui/alert';
import { INVITE_USED_MESSAGE } from '../api/login';
import { useAuth } from '../auth-context';
import type { Invite } from '../read-invite';
import { loginDraftSchema, type LoginDraft } from './login-draft';

/** On success the signed-in user is set and the auth page sends them to / (spec 01 §2.3). */
export function LoginForm({ invite }: { invite: Invite | null }) {
  const { loginMutation } = useAuth();
  const isPending = loginMutation.isPending;
  const errorCode = getErrorCode(loginMutation.error);
  // Once the server asks for the second factor the form keeps asking for it (ADR 022).
  const [isCodeStep, setIsCodeStep] = useState(false);
  const schema = useMemo(() => loginDraftSchema(isCodeStep), [isCodeStep]);
  const form = useForm<LoginDraft, unknown, LoginInput>({
    resolver: zodResolver(schema),
    defaultValues: { username: invite?.username ?? '', password: invite?.temporaryPassword ?? '', code: '' },
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (errorCode === 'two_factor_required') setIsCodeStep(true);
  }, [errorCode]);
  useEffect(() => {
    if (isCodeStep) form.setFocus('code');
  }, [form, isCodeStep]);

  const onValid = (input: LoginInput) => {
    const isFromInvite =
      invite !== null && input.username === invite.username && input.password === invite.temporaryPassword;
    loginMutation.mutate({ ...input, isFromInvite });
  };

  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      {loginMutation.variables?.isFromInvite && errorCode === 'invalid_credentials' ? (
        <Alert variant="destructive">
          <AlertDescription>{INVITE_USED_MESSAGE}</AlertDescription>
        </Alert>
      ) : null}
      <TextField
        id="login-username"
        label="Username"
        placeholder="Enter your username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        placeholder="Enter your password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      {isCodeStep ? (
        <TextField
          id="login-code"
          label="Authentication code"
          placeholder="6-digit code or a recovery code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={32}
          required
          hint="Open your authenticator app and enter the code it shows for Mission Control."
          error={errors.code?.message}
          {...form.register('code')}
        />
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
