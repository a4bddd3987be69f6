import { useQueryClient } from '@tanstack/react-query';
import { Pencil, PowerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { QUIZ_MESSAGES } from '#shared/quizzes/messages';
import type { AdminQuiz } from '#shared/quizzes/schemas';
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
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { deactivateQuiz, deleteQuiz } from '../api/manage-quiz';
import { QUIZ_KEYS } from '../api/quiz-keys';

function useInvalidateQuizzes() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [QUIZ_KEYS.all, QUIZ_KEYS.active, QUIZ_KEYS.current, QUIZ_KEYS.past, QUIZ_KEYS.results].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Edit, deactivate and delete (with confirmation) of one quiz card (ADR 072). */
export function QuizActions({ quiz, onEdit }: { quiz: AdminQuiz; onEdit: (quiz: AdminQuiz) => void }) {
  const invalidate = useInvalidateQuizzes();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const onError = (error: unknown) =>
    toast({ title: QUIZ_MESSAGES.error, description: getErrorMessage(error), variant: 'destructive' });
  const deactivate = useAction({
    mutationFn: () => deactivateQuiz(quiz.id),
    onSuccess: async () => {
      toast({ title: QUIZ_MESSAGES.quizDeactivated, description: `"${quiz.title}" can no longer be taken.` });
      await invalidate();
    },
    onError,
  });
  const remove = useAction({
    mutationFn: () => deleteQuiz(quiz.id),
    onSuccess: async () => {
      setIsConfirmingDelete(false);
      toast({ title: QUIZ_MESSAGES.quizDeleted, description: `"${quiz.title}" was deleted; its results are kept.` });
      await invalidate();
    },
    onError,
  });
  const isBusy = deactivate.isPending || remove.isPending;
  return (
    <div className="flex flex-wrap gap-2 border-t px-4 py-2">
      <Button size="sm" variant="outline" onClick={() => onEdit(quiz)} disabled={isBusy}>
        <Pencil aria-hidden="true" />
        Edit
      </Button>
      {quiz.status === 'inactive' ? null : (
        <Button size="sm" variant="outline" onClick={() => deactivate.mutate()} disabled={isBusy}>
          {deactivate.isPending ? <Spinner /> : <PowerOff aria-hidden="true" />}
          Deactivate
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={() => setIsConfirmingDelete(true)} disabled={isBusy}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <Dialog
        open={isConfirmingDelete}
        onOpenChange={(open) => {
          if (!remove.isPending) setIsConfirmingDelete(open);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this quiz?</DialogTitle>
            <DialogDescription>
              &quot;{quiz.title}&quot; will no longer be listed or taken. The {quiz.resultCount} results already given
              are kept and stay on the Results tab.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setIsConfirmingDelete(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {remove.isPending ? <Spinner /> : null}
              Delete Quiz
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
