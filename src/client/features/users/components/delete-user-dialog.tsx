import { USERS_MESSAGES, type ManagedUser } from '#shared/users/users';
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
import { useDeleteUser } from '../api/delete-user';

/** Spec 03 §5 "Delete user: confirm prompt, cannot be undone". */
export function DeleteUserDialog({ user, onClose }: { user: ManagedUser | null; onClose(): void }) {
  const remove = useDeleteUser();

  const confirm = async () => {
    if (!user) return;
    try {
      await remove.mutateAsync(user.id);
      toast({ title: 'User deleted', description: `${user.username} can no longer sign in.` });
      onClose();
    } catch (error) {
      toast({ title: USERS_MESSAGES.deleteFailed, description: getErrorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Dialog open={user !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete User</DialogTitle>
          <DialogDescription>{user ? USERS_MESSAGES.deleteConfirm(user.username) : null}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? <Spinner /> : null}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
