import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EMPLOYEE_MESSAGES, type Employee } from '#shared/employees/employees';
import type { ManagedUser } from '#shared/users/users';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { Label } from '#client/components/ui/label';
import { apiRequest } from '#client/lib/api-request';
import { getErrorMessage } from '#client/lib/error-message';
import { idempotencyHeaders } from '#client/lib/idempotency-key';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { ROSTER_QUERY_KEY } from '../api/get-roster';

const NONE = '';

/** Links a user account to the employee, one account per employee (ADR 080). */
export function AccountDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const queryClient = useQueryClient();
  const users = useQuery({
    queryKey: ['/api/users'],
    queryFn: () => apiRequest<ManagedUser[]>('GET', '/api/users'),
  });
  const [userId, setUserId] = useState(employee.userId === null ? NONE : String(employee.userId));
  const save = useAction({
    mutationFn: (value: number | null, key: string) =>
      apiRequest<Employee>(
        'PUT',
        `/api/employee-roster/${employee.id}/account`,
        { userId: value },
        idempotencyHeaders(key),
      ),
    onSuccess: async (saved) => {
      toast({
        title: saved.userId === null ? EMPLOYEE_MESSAGES.accountUnlinked : EMPLOYEE_MESSAGES.accountLinked,
        description: saved.username ? `${saved.name}: ${saved.username}` : saved.name,
      });
      await queryClient.invalidateQueries({ queryKey: ROSTER_QUERY_KEY });
      onClose();
    },
    onError: (error) => toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' }),
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>User Account</DialogTitle>
          <DialogDescription>
            The account {employee.name} signs in with: their schedule, requests and sick days are their own.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="account-user">Account</Label>
          <select
            id="account-user"
            className="h-10 rounded-md border bg-background px-3 text-sm"
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            disabled={users.isPending}
          >
            <option value={NONE}>{EMPLOYEE_MESSAGES.noAccount}</option>
            {(users.data ?? []).map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.username} ({user.role})
              </option>
            ))}
          </select>
          {users.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {getErrorMessage(users.error)}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => save.mutate(userId === NONE ? null : Number(userId))} disabled={save.isPending}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
