import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ResetPasswordInputSchema, USERS_MESSAGES, type ManagedUser } from '#shared/users/users';
import { PASSWORD_MIN } from '#shared/auth/schemas';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useResetPassword } from '../api/reset-password';

interface FormValues {
  userId: number;
  newPassword: string;
}

/** Sets a password the user must change at the next sign-in; their sessions end. */
export function ResetPasswordDialog({ user, onClose }: { user: ManagedUser | null; onClose(): void }) {
  const reset = useResetPassword();
  const form = useForm<FormValues>({
    resolver: zodResolver(ResetPasswordInputSchema),
    defaultValues: { userId: user?.id ?? 0, newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (user) form.reset({ userId: user.id, newPassword: '' });
  }, [user, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      toast({
        title: 'Password reset',
        description: `${user?.username ?? 'The user'} must change it at the next sign-in.`,
      });
      onClose();
    } catch (error) {
      toast({ title: USERS_MESSAGES.resetFailed, description: getErrorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <Dialog open={user !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset Password</DialogTitle>
          <DialogDescription>
            Set a new password for {user?.username}. They are signed out everywhere and must change it at their next
            sign-in.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="reset-password">New password</Label>
            <Input
              id="reset-password"
              type="password"
              autoComplete="new-password"
              aria-invalid={errors.newPassword ? true : undefined}
              aria-describedby={errors.newPassword ? 'reset-password-rule reset-password-error' : 'reset-password-rule'}
              {...form.register('newPassword')}
            />
            <p id="reset-password-rule" className="text-xs text-muted-foreground">
              At least {PASSWORD_MIN} characters.
            </p>
            <FormMessage id="reset-password-error">{errors.newPassword?.message}</FormMessage>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              Reset Password
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
