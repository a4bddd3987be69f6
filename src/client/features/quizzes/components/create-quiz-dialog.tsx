import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { QUIZ_MESSAGES } from '#shared/quizzes/messages';
import { TITLE_MAX, type AdminQuiz, type CreateQuizData } from '#shared/quizzes/schemas';
import { extractQuizVideo, isLocalQuizVideo } from '#shared/quizzes/youtube';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { firstErrorMessage } from '#client/lib/first-error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { createQuiz } from '../api/create-quiz';
import { updateQuiz } from '../api/manage-quiz';
import { QUIZ_KEYS } from '../api/quiz-keys';
import { NewQuestionFieldset } from './new-question-fieldset';
import { EMPTY_QUIZ_DRAFT, quizDraftOf, quizDraftSchema, type QuizDraft } from './quiz-draft';
import { AddedQuestions, QuizStartField, savedQuizToast } from './quiz-dialog-parts';

function showError(message: string) {
  toast({ title: QUIZ_MESSAGES.error, description: message, variant: 'destructive' });
}

const videoHint = (video: string, videoId: string | null) =>
  video.trim() === ''
    ? 'Paste a watch, youtu.be, shorts or embed link (reduced to the 11-character id), or the address of a help desk video.'
    : videoId
      ? isLocalQuizVideo(videoId)
        ? `Help desk video: ${videoId}`
        : `Video id: ${videoId}`
      : 'No YouTube video id or help desk video address found in this text.';

/**
 * The Create Quiz dialog of /quiz-admin (spec 02): title, video, questions and an optional start
 * date; closes and resets on success. Given `quiz`, it is the Edit Quiz dialog (ADR 072): the
 * parent keys it by quiz so it starts from that quiz's content.
 */
export function CreateQuizDialog({
  isOpen,
  onOpenChange,
  quiz = null,
}: {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  quiz?: AdminQuiz | null;
}) {
  const queryClient = useQueryClient();
  const formId = useId();
  const schema = useMemo(() => quizDraftSchema(quiz !== null), [quiz]);
  // A refusal stays shown until the next press of Create Quiz, as the spec's toast does.
  const form = useForm<QuizDraft, unknown, CreateQuizData>({
    resolver: zodResolver(schema),
    defaultValues: quizDraftOf(quiz),
    reValidateMode: 'onSubmit',
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const video = useWatch({ control: form.control, name: 'videoId' });
  const formError = firstErrorMessage(form.formState.errors);

  const create = useAction({
    mutationFn: (input: CreateQuizData, key) =>
      quiz
        ? updateQuiz(quiz.id, { title: input.title, videoId: input.videoId, questions: input.questions })
        : // A new quiz is always active (spec 02 §7).
          createQuiz({ ...input, isActive: true }, key),
    onSuccess: async (saved) => {
      toast(savedQuizToast(saved, quiz));
      form.reset(EMPTY_QUIZ_DRAFT);
      onOpenChange(false);
      await Promise.all(
        [QUIZ_KEYS.all, QUIZ_KEYS.active, QUIZ_KEYS.current, QUIZ_KEYS.past, QUIZ_KEYS.results].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => showError(getErrorMessage(error)),
  });

  const onInvalid = (errors: FieldErrors<QuizDraft>) => showError(firstErrorMessage(errors) ?? QUIZ_MESSAGES.error);
  const videoId = video.trim() ? extractQuizVideo(video) : null;
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        if (!create.isPending) onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{quiz ? 'Edit Quiz' : 'Create Quiz'}</DialogTitle>
          <DialogDescription>
            {quiz
              ? quiz.resultCount > 0
                ? 'People have already answered this quiz: saving writes a new version in its place, and their results stay with this one.'
                : 'Nobody has answered this quiz yet: the changes apply to it directly.'
              : "The new quiz becomes this week's active quiz (or starts on the date you choose); the current one moves to the training archive."}
          </DialogDescription>
        </DialogHeader>
        <form
          id={formId}
          className="grid gap-4"
          onSubmit={(event) => void form.handleSubmit((input) => create.mutate(input), onInvalid)(event)}
          noValidate
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${formId}-title`}>Title</Label>
            <Input
              id={`${formId}-title`}
              maxLength={TITLE_MAX}
              placeholder="e.g. Food Pairing at the Register"
              {...form.register('title')}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${formId}-video`}>YouTube Video ID</Label>
            <Input
              id={`${formId}-video`}
              maxLength={500}
              placeholder="Video id or URL, e.g. https://youtu.be/M7lc1UVf-VE"
              aria-describedby={`${formId}-video-hint`}
              {...form.register('videoId', {
                // A pasted link is shown reduced to the id it holds.
                onBlur: () => {
                  if (videoId) form.setValue('videoId', videoId);
                },
              })}
            />
            <p id={`${formId}-video-hint`} className="text-xs text-muted-foreground">
              {videoHint(video, videoId)}
            </p>
          </div>

          {quiz ? null : <QuizStartField idPrefix={formId} {...form.register('startsOn')} />}

          <AddedQuestions questions={questions.fields} onRemove={questions.remove} />

          <NewQuestionFieldset
            idPrefix={formId}
            onAdd={(question) => questions.append(question, { shouldFocus: false })}
            onRefused={showError}
          />
          <FormMessage role="alert">{formError}</FormMessage>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            {create.isPending ? <Spinner /> : null}
            {quiz
              ? create.isPending
                ? 'Saving...'
                : 'Save Changes'
              : create.isPending
                ? 'Creating...'
                : 'Create Quiz'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
