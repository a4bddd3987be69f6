import { KeyRound, ShieldCheck, Trash2 } from 'lucide-react';
import { USERS_MESSAGES, type ManagedUser } from '#shared/users/users';
import { Button } from '#client/components/ui/button';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { useChangeRole } from '../api/change-role';

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function StatusNote({ user, now }: { user: ManagedUser; now: number }) {
  if (user.inviteExpiresAt) {
    const isExpired = new Date(user.inviteExpiresAt).getTime() <= now;
    return (
      <span className={isExpired ? 'text-destructive' : 'text-amber-700'}>
        {isExpired ? 'Invite expired' : `Invited, expires ${formatDate(user.inviteExpiresAt)}`}
      </span>
    );
  }
  if (user.mustChangePassword) return <span className="text-amber-700">Must change password</span>;
  return null;
}

export function UserList({
  users,
  currentUserId,
  onReset,
  onDelete,
}: {
  users: ManagedUser[];
  currentUserId: number | undefined;
  onReset(user: ManagedUser): void;
  onDelete(user: ManagedUser): void;
}) {
  const now = Date.now();
  const changeRole = useChangeRole();
  const toggleRole = async (user: ManagedUser) => {
    const role = user.role === 'admin' ? 'associate' : 'admin';
    try {
      await changeRole.mutateAsync({ userId: user.id, role });
      toast({
        title: 'Role changed',
        description: `${user.username} is now ${role === 'admin' ? 'an admin' : 'an associate'}.`,
      });
    } catch (error) {
      toast({ title: USERS_MESSAGES.roleFailed, description: getErrorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <ul className="divide-y rounded-md border" aria-label="Users">
      {users.map((user) => (
        <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 p-3 sm:p-4">
          <div className="grid min-w-0 gap-0.5">
            <span className="truncate font-medium">{user.username}</span>
            <span className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
              <span className="capitalize">{user.role}</span>
              <span>Created {formatDate(user.createdAt)}</span>
              <StatusNote user={user} now={now} />
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => onReset(user)}
              aria-label={`Reset password for ${user.username}`}
            >
              <KeyRound aria-hidden="true" />
              Reset Password
            </Button>
            {user.id === currentUserId ? null : (
              <Button
                variant="outline"
                size="sm"
                onClick={() => void toggleRole(user)}
                disabled={changeRole.isPending}
                aria-label={`${user.role === 'admin' ? 'Make associate' : 'Make admin'}: ${user.username}`}
              >
                <ShieldCheck aria-hidden="true" />
                {user.role === 'admin' ? 'Make Associate' : 'Make Admin'}
              </Button>
            )}
            {user.id === currentUserId ? null : (
              <Button
                variant="outline"
                size="sm"
                className="text-destructive"
                onClick={() => onDelete(user)}
                aria-label={`Delete ${user.username}`}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
