import { Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { QUIZ_MESSAGES } from '#shared/quizzes/messages';
import type { AdminQuiz, QuestionInput } from '#shared/quizzes/schemas';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { LETTERS } from './new-question-fieldset';

/** The optional start date of a new quiz (ADR 072); spread `register('startsOn')` into it. */
export function QuizStartField({ idPrefix, ...inputProps }: { idPrefix: string } & ComponentProps<'input'>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${idPrefix}-starts`}>Start date (optional)</Label>
      <Input
        id={`${idPrefix}-starts`}
        type="date"
        aria-describedby={`${idPrefix}-starts-hint`}
        className="w-fit"
        {...inputProps}
      />
      <p id={`${idPrefix}-starts-hint`} className="text-xs text-muted-foreground">
        Leave empty to start now. With a later date the quiz stays hidden until that day, then becomes the active quiz.
      </p>
    </div>
  );
}

/** The toast of a saved quiz: when a new one starts, or whether an edit made a new version. */
export function savedQuizToast(saved: AdminQuiz, edited: AdminQuiz | null) {
  if (!edited)
    return {
      title: QUIZ_MESSAGES.quizCreated,
      description:
        saved.status === 'scheduled'
          ? `"${saved.title}" starts on ${saved.scheduledFor ?? ''}.`
          : `"${saved.title}" is now this week's active quiz.`,
    };
  return {
    title: QUIZ_MESSAGES.quizUpdated,
    description:
      saved.id === edited.id
        ? `"${saved.title}" was saved.`
        : `People had already answered, so "${saved.title}" was saved as version ${saved.version}; their results stay with the earlier version.`,
  };
}

/** The questions added so far, each with its correct answer and a Remove button. */
export function AddedQuestions({
  questions,
  onRemove,
}: {
  questions: (QuestionInput & { id: string })[];
  onRemove(index: number): void;
}) {
  return (
    <section className="grid gap-2" aria-label="Questions">
      <h3 className="text-sm font-semibold">Questions ({questions.length})</h3>
      {questions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No questions yet. Add at least one below.</p>
      ) : (
        <ol className="grid gap-2">
          {questions.map((question, index) => (
            <li key={question.id} className="flex items-start justify-between gap-2 rounded-md border p-3 text-sm">
              <div className="grid gap-1">
                <p className="font-medium">
                  {index + 1}. {question.text}
                </p>
                <p className="text-muted-foreground">
                  Correct: {LETTERS[question.correctAnswerIndex]}. {question.options[question.correctAnswerIndex]}
                </p>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove question ${index + 1}`}
                onClick={() => onRemove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
