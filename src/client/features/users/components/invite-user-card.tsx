import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, UserPlus } from 'lucide-react';
import type { Roster } from '#shared/employees/employees';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { COPY_CONFIRMATION_MS, InviteUserInputSchema, USERS_MESSAGES, type InviteUserInput } from '#shared/users/users';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';
import { Spinner } from '#client/components/ui/spinner';
import { apiRequest } from '#client/lib/api-request';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useInviteUser } from '../api/invite-user';

/** Invite a user (spec 03 "User management"): the answer is a link to hand over, copied with a 2-second confirmation. */
export function InviteUserCard() {
  const invite = useInviteUser();
  const queryClient = useQueryClient();
  // The employee this account belongs to (ADR 080): those without an account yet.
  const roster = useQuery({
    queryKey: ['/api/employee-roster'],
    queryFn: () => apiRequest<Roster>('GET', '/api/employee-roster'),
  });
  const [inviteLink, setInviteLink] = useState<string | null>(null);
  const [isCopied, setIsCopied] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const form = useForm<InviteUserInput>({
    resolver: zodResolver(InviteUserInputSchema),
    defaultValues: { username: '', role: 'associate' },
  });
  const { errors, isSubmitting } = form.formState;

  // A new link takes focus (and is selected, ready to copy): what Invite User produced (WCAG 2.4.3).
  useEffect(() => {
    if (inviteLink) linkRef.current?.focus();
  }, [inviteLink]);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await invite.mutateAsync(values);
      setInviteLink(result.inviteLink);
      setIsCopied(false);
      form.reset({ username: '', role: values.role });
      void queryClient.invalidateQueries({ queryKey: ['/api/employee-roster'] });
      toast({ title: 'User invited', description: `Share the invite link with ${values.username}.` });
    } catch (error) {
      toast({ title: USERS_MESSAGES.inviteFailed, description: getErrorMessage(error), variant: 'destructive' });
    }
  });

  const copy = async () => {
    if (!inviteLink) return;
    try {
      await navigator.clipboard.writeText(inviteLink);
      setIsCopied(true);
    } catch (error) {
      toast({ title: USERS_MESSAGES.copyFailed, description: getErrorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite User</CardTitle>
        <CardDescription>
          The invite link signs the user in with a temporary password, which works for 7 days and must be changed at
          first sign-in.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_12rem_auto] sm:items-start"
          onSubmit={onSubmit}
          noValidate
        >
          <div className="grid gap-1.5">
            <Label htmlFor="invite-username" isRequired>
              Username
            </Label>
            <Input
              id="invite-username"
              autoComplete="off"
              placeholder="Enter a username"
              aria-required="true"
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? 'invite-username-error' : undefined}
              {...form.register('username')}
            />
            <FormMessage id="invite-username-error">{errors.username?.message}</FormMessage>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="invite-role">Role</Label>
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="invite-role">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="associate">Associate</SelectItem>
                    <SelectItem value="admin">Admin</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="invite-employee">Employee</Label>
            <Controller
              control={form.control}
              name="employeeId"
              render={({ field }) => (
                <select
                  id="invite-employee"
                  className="h-10 rounded-md border bg-background px-3 text-sm"
                  value={field.value === undefined ? '' : String(field.value)}
                  onChange={(event) =>
                    field.onChange(event.target.value === '' ? undefined : Number(event.target.value))
                  }
                >
                  <option value="">{USERS_MESSAGES.noEmployee}</option>
                  {(roster.data?.employees ?? [])
                    .filter((employee) => employee.userId === null)
                    .map((employee) => (
                      <option key={employee.id} value={String(employee.id)}>
                        {employee.name}
                      </option>
                    ))}
                </select>
              )}
            />
          </div>
          <Button type="submit" className="sm:mt-6" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : <UserPlus aria-hidden="true" />}
            Invite User
          </Button>
        </form>
        {inviteLink ? (
          <div className="grid gap-1.5 rounded-md border bg-muted/40 p-3">
            <Label htmlFor="invite-link">Invite link</Label>
            <div className="flex gap-2">
              <Input
                ref={linkRef}
                id="invite-link"
                readOnly
                value={inviteLink}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button type="button" variant="outline" onClick={() => void copy()} aria-live="polite">
                {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {isCopied ? 'Copied!' : 'Copy'}
              </Button>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
