import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { QUIZ_MESSAGES } from '#shared/quizzes/messages';
import {
  OPTION_MAX,
  OPTIONS_PER_QUESTION,
  QUESTION_TEXT_MAX,
  QuestionInputSchema,
  type QuestionInput,
} from '#shared/quizzes/schemas';
import { Button } from '#client/components/ui/button';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { firstErrorMessage } from '#client/lib/first-error-message';
import { emptyQuestion } from './quiz-draft';

export const LETTERS = ['A', 'B', 'C', 'D'];

interface NewQuestionFieldsetProps {
  /** The dialog's id prefix. */
  idPrefix: string;
  onAdd(question: QuestionInput): void;
  /** A refused question is also told in a toast (spec 02 §7). */
  onRefused(message: string): void;
}

/**
 * The question being written, checked by the shared question schema when Add Question is pressed.
 * It sits inside the quiz's form, so it is a fieldset with its own form state, not a nested form.
 */
export function NewQuestionFieldset({ idPrefix, onAdd, onRefused }: NewQuestionFieldsetProps) {
  const form = useForm<QuestionInput>({
    resolver: zodResolver(QuestionInputSchema),
    defaultValues: emptyQuestion(),
    reValidateMode: 'onSubmit',
  });
  const message = firstErrorMessage(form.formState.errors);

  const add = form.handleSubmit(
    (question) => {
      onAdd(question);
      form.reset(emptyQuestion());
    },
    (errors: FieldErrors<QuestionInput>) =>
      onRefused(firstErrorMessage(errors) ?? QUIZ_MESSAGES.questionFieldsRequired),
  );

  return (
    <fieldset className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <legend className="px-1 text-sm font-semibold">New question</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-q-text`}>Question</Label>
        <Input id={`${idPrefix}-q-text`} maxLength={QUESTION_TEXT_MAX} {...form.register('text')} />
      </div>
      <Controller
        control={form.control}
        name="correctAnswerIndex"
        render={({ field }) => (
          <div className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label="Options and correct answer">
            {Array.from({ length: OPTIONS_PER_QUESTION }, (_, index) => (
              <div key={index} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${idPrefix}-correct`}
                  className="accent-[var(--color-brand)]"
                  checked={field.value === index}
                  onChange={() => field.onChange(index)}
                  aria-label={`Option ${LETTERS[index]} is correct`}
                />
                <Input
                  aria-label={`Option ${LETTERS[index]}`}
                  placeholder={`Option ${LETTERS[index]}`}
                  maxLength={OPTION_MAX}
                  {...form.register(`options.${index}`)}
                />
              </div>
            ))}
          </div>
        )}
      />
      <p className="text-xs text-muted-foreground">Choose the correct answer with the round button beside it.</p>
      <FormMessage>{message}</FormMessage>
      <Button type="button" variant="outline" onClick={() => void add()} className="justify-self-start">
        <Plus aria-hidden="true" />
        Add Question
      </Button>
    </fieldset>
  );
}
