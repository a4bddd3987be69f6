import { useQueryClient } from '@tanstack/react-query';
import { FileClock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PRODUCT_DRAFT_MESSAGES as M, type ProductDraftSummary } from '#shared/product-drafts/product-drafts';
import { WIZARD_STEPS } from '#shared/product-entry/messages';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { PRODUCT_DRAFTS_KEY, deleteProductDraft, useProductDrafts } from '../api/product-drafts';
import { ENTRY_PATH } from '../hooks/use-product-draft';

const savedAt = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface DraftListProps {
  currentDraftId: number | null;
  hasUnsavedChanges: boolean;
  onCurrentDeleted(): void;
}

/** The person's saved drafts on the wizard's first step: resume one, or delete it (confirmed). */
export function DraftList({ currentDraftId, hasUnsavedChanges, onCurrentDeleted }: DraftListProps) {
  const drafts = useProductDrafts();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [toDelete, setToDelete] = useState<ProductDraftSummary | null>(null);
  const [toResume, setToResume] = useState<ProductDraftSummary | null>(null);

  const remove = useAction({
    mutationFn: (draft: ProductDraftSummary, key: string) => deleteProductDraft(draft.id, key),
    onSuccess: (_answer, draft) => {
      setToDelete(null);
      if (draft.id === currentDraftId) onCurrentDeleted();
      void queryClient.invalidateQueries({ queryKey: PRODUCT_DRAFTS_KEY });
      toast({ title: M.deleted, description: draft.name });
    },
    onError: (error) => toast({ title: M.deleteFailed, description: getErrorMessage(error), variant: 'destructive' }),
  });

  const resume = (draft: ProductDraftSummary) => navigate(`${ENTRY_PATH}?draft=${draft.id}`);
  const list = drafts.data?.drafts ?? [];
  if (list.length === 0) return null;

  return (
    <Card>
      <CardHeader className="p-4 pb-2 sm:p-6 sm:pb-2">
        <CardTitle className="flex items-center gap-2 text-lg">
          <FileClock className="size-5 text-primary" aria-hidden="true" />
          Your drafts
        </CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <ul className="grid gap-2" aria-label="Your drafts">
          {list.map((draft) => {
            const isCurrent = draft.id === currentDraftId;
            return (
              <li
                key={draft.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 aria-[current=true]:border-primary aria-[current=true]:bg-muted"
                aria-current={isCurrent}
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="truncate font-medium">{draft.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {isCurrent ? 'Open now · ' : ''}
                    Step {draft.step}: {WIZARD_STEPS[draft.step - 1]?.label} · saved {savedAt(draft.updatedAt)}
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={isCurrent}
                    aria-label={`Resume ${draft.name}`}
                    onClick={() => (hasUnsavedChanges ? setToResume(draft) : resume(draft))}
                  >
                    Resume
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete draft ${draft.name}`}
                    onClick={() => setToDelete(draft)}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
      <Dialog open={toDelete !== null} onOpenChange={(open) => (open || remove.isPending ? null : setToDelete(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this draft?</DialogTitle>
            <DialogDescription>“{toDelete?.name}” will be deleted. This cannot be undone.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Keep it
              </Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => (toDelete ? remove.mutate(toDelete) : undefined)}
            >
              {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
              Delete draft
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog open={toResume !== null} onOpenChange={(open) => (open ? null : setToResume(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Leave what you entered?</DialogTitle>
            <DialogDescription>
              Changes not saved as a draft will be lost when “{toResume?.name}” opens.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Keep editing</Button>
            </DialogClose>
            <Button
              onClick={() => {
                if (toResume) resume(toResume);
                setToResume(null);
              }}
            >
              Open draft
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
