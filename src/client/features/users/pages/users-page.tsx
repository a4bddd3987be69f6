import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ManagedUser } from '#shared/users/users';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { getErrorMessage } from '#client/lib/error-message';
import { useAuth } from '#client/features/auth/auth-context';
import { useUsers } from '../api/get-users';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { InviteUserCard } from '../components/invite-user-card';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { UserList } from '../components/user-list';

/** Spec 03 "User management" (/admin/users): admin only. */
export function UsersPage() {
  const { user: me } = useAuth();
  const users = useUsers();
  const [resetting, setResetting] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link href="/admin">
            <ArrowLeft aria-hidden="true" />
            Back to Admin Panel
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">User Management</h1>
        <p className="text-muted-foreground">Invite staff, reset passwords and remove users.</p>
      </header>
      <InviteUserCard />
      <Card>
        <CardHeader>
          <CardTitle>Users</CardTitle>
        </CardHeader>
        <CardContent>
          {users.isPending ? (
            <div className="grid gap-2" role="status" aria-label="Loading users">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="h-14" />
              ))}
            </div>
          ) : users.isError ? (
            <Alert variant="destructive">
              <AlertTitle>Could not load users</AlertTitle>
              <AlertDescription>{getErrorMessage(users.error)}</AlertDescription>
            </Alert>
          ) : users.data.length === 0 ? (
            <p className="text-muted-foreground">No users yet.</p>
          ) : (
            <UserList users={users.data} currentUserId={me?.id} onReset={setResetting} onDelete={setDeleting} />
          )}
        </CardContent>
      </Card>
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
