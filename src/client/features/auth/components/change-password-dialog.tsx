import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useAuth } from '../auth-context';
import {
  ChangePasswordFormSchema,
  splitServerFieldError,
  type ChangePasswordFormValues,
} from './change-password-schema';
import { NEW_PASSWORD_RULE, PasswordField } from './password-field';

/** Non-dismissable: a user with a temporary password can do nothing else until it is replaced. */
export function ChangePasswordDialog() {
  const { changePasswordMutation, logoutMutation, pendingPassword } = useAuth();
  // The temporary password is never asked for: the server knows this session was opened with it.
  const [isCurrentAsked, setIsCurrentAsked] = useState(false);
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: pendingPassword ?? '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePasswordMutation.mutateAsync(currentPassword ? { currentPassword, newPassword } : { newPassword });
      toast({ title: 'Password changed', description: 'Your new password is saved.' });
    } catch (error) {
      const { field, text } = splitServerFieldError(getErrorMessage(error));
      if (field === 'currentPassword') setIsCurrentAsked(true);
      form.setError(field ?? 'root', { message: text }, { shouldFocus: field !== null });
    }
  });

  return (
    <Dialog open>
      <DialogContent
        hideClose
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Change your password</DialogTitle>
          <DialogDescription>
            You signed in with a temporary password. Choose a new password to continue.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {errors.root?.message ? (
            <Alert variant="destructive">
              <AlertDescription>{errors.root.message}</AlertDescription>
            </Alert>
          ) : null}
          {isCurrentAsked ? (
            <PasswordField
              id="current-password"
              label="Current password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
          ) : null}
          <PasswordField
            id="new-password"
            label="New password"
            autoComplete="new-password"
            rule={NEW_PASSWORD_RULE}
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <PasswordField
            id="confirm-password"
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => logoutMutation.mutate()} disabled={logoutMutation.isPending}>
              Logout
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {isSubmitting ? 'Saving...' : 'Change Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
