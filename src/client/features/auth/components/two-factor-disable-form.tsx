import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { DisableTwoFactorInputSchema, type DisableTwoFactorInput } from '#shared/auth/two-factor';
import { Button } from '#client/components/ui/button';
import { FormMessage } from '#client/components/ui/form-message';
import { TextField } from '#client/components/ui/text-field';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { USER_QUERY_KEY } from '../api/get-user';
import { TWO_FACTOR_QUERY_KEY, disableTwoFactor } from '../api/two-factor';

/** The password and a second factor turn two-factor sign-in off, after a confirmation. */
export function TwoFactorDisableForm() {
  const queryClient = useQueryClient();
  const form = useForm<DisableTwoFactorInput>({
    resolver: zodResolver(DisableTwoFactorInputSchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors } = form.formState;
  const disable = useAction({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      toast({ title: 'Two-factor sign-in turned off' });
      await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
  const onValid = (input: DisableTwoFactorInput) => {
    if (!window.confirm('Turn off two-factor sign-in? Your password alone will sign you in.')) return;
    disable.mutate(input);
  };

  return (
    <form
      className="grid max-w-sm gap-3"
      aria-label="Turn off two-factor sign-in"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
    >
      <TextField
        id="disable-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        id="disable-code"
        label="Code from the app, or a recovery code"
        autoComplete="one-time-code"
        maxLength={32}
        required
        error={errors.code?.message}
        {...form.register('code')}
      />
      {disable.isError ? <FormMessage role="alert">{getErrorMessage(disable.error)}</FormMessage> : null}
      <Button type="submit" variant="destructive" className="justify-self-start" disabled={disable.isPending}>
        Turn off two-factor sign-in
      </Button>
    </form>
  );
}
