import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../lib/use-action';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { QUIZ_MESSAGES } from '../../../../shared/quizzes/messages';
import {
  CreateQuizInputSchema,
  OPTION_MAX,
  OPTIONS_PER_QUESTION,
  QUESTION_TEXT_MAX,
  QuestionInputSchema,
  TITLE_MAX,
  type AdminQuiz,
  type QuestionInput,
} from '../../../../shared/quizzes/schemas';
import { extractQuizVideo, isLocalQuizVideo } from '../../../../shared/quizzes/youtube';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { createQuiz } from '../api/create-quiz';
import { updateQuiz } from '../api/manage-quiz';
import { QUIZ_KEYS } from '../api/quiz-keys';

const LETTERS = ['A', 'B', 'C', 'D'];
const emptyQuestion = () => ({ text: '', options: ['', '', '', ''], correctAnswerIndex: 0 });

function showError(message: string) {
  toast({ title: QUIZ_MESSAGES.error, description: message, variant: 'destructive' });
}

const toQuestionInputs = (quiz: AdminQuiz): QuestionInput[] =>
  quiz.questions.map(({ text, options, correctAnswerIndex }) => ({ text, options, correctAnswerIndex }));

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
  const [title, setTitle] = useState(quiz?.title ?? '');
  const [video, setVideo] = useState(quiz?.videoId ?? '');
  const [startsOn, setStartsOn] = useState('');
  const [questions, setQuestions] = useState<QuestionInput[]>(quiz ? toQuestionInputs(quiz) : []);
  const [draft, setDraft] = useState(emptyQuestion);
  const [formError, setFormError] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);

  const reset = () => {
    setTitle('');
    setVideo('');
    setStartsOn('');
    setQuestions([]);
    setDraft(emptyQuestion());
    setFormError(null);
    setDraftError(null);
  };

  const create = useAction({
    mutationFn: (input: Parameters<typeof createQuiz>[0], key) =>
      quiz
        ? updateQuiz(quiz.id, { title: input.title, videoId: input.videoId, questions: input.questions })
        : createQuiz(input, key),
    onSuccess: async (saved) => {
      if (!quiz)
        toast({
          title: QUIZ_MESSAGES.quizCreated,
          description:
            saved.status === 'scheduled'
              ? `"${saved.title}" starts on ${saved.scheduledFor ?? ''}.`
              : `"${saved.title}" is now this week's active quiz.`,
        });
      else
        toast({
          title: QUIZ_MESSAGES.quizUpdated,
          description:
            saved.id === quiz.id
              ? `"${saved.title}" was saved.`
              : `People had already answered, so "${saved.title}" was saved as version ${saved.version}; their results stay with the earlier version.`,
        });
      reset();
      onOpenChange(false);
      await Promise.all(
        [QUIZ_KEYS.all, QUIZ_KEYS.active, QUIZ_KEYS.current, QUIZ_KEYS.past, QUIZ_KEYS.results].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => showError(getErrorMessage(error)),
  });

  const addQuestion = () => {
    const parsed = QuestionInputSchema.safeParse(draft);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? QUIZ_MESSAGES.questionFieldsRequired;
      setDraftError(message);
      showError(message);
      return;
    }
    setQuestions((before) => [...before, parsed.data]);
    setDraft(emptyQuestion());
    setDraftError(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { title, videoId: video, questions, ...(!quiz && startsOn ? { startsOn } : {}) };
    const parsed = CreateQuizInputSchema.safeParse(input);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? QUIZ_MESSAGES.error;
      setFormError(message);
      showError(message);
      return;
    }
    setFormError(null);
    create.mutate({ ...input, videoId: parsed.data.videoId, isActive: true });
  };

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
        <form id={formId} className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={`${formId}-title`}>Title</Label>
            <Input
              id={`${formId}-title`}
              value={title}
              maxLength={TITLE_MAX}
              onChange={(event) => setTitle(event.target.value)}
              placeholder="e.g. Food Pairing at the Register"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${formId}-video`}>YouTube Video ID</Label>
            <Input
              id={`${formId}-video`}
              value={video}
              maxLength={500}
              onChange={(event) => setVideo(event.target.value)}
              onBlur={() => {
                if (videoId) setVideo(videoId);
              }}
              placeholder="Video id or URL, e.g. https://youtu.be/M7lc1UVf-VE"
              aria-describedby={`${formId}-video-hint`}
            />
            <p id={`${formId}-video-hint`} className="text-xs text-muted-foreground">
              {video.trim() === ''
                ? 'Paste a watch, youtu.be, shorts or embed link (reduced to the 11-character id), or the address of a help desk video.'
                : videoId
                  ? isLocalQuizVideo(videoId)
                    ? `Help desk video: ${videoId}`
                    : `Video id: ${videoId}`
                  : 'No YouTube video id or help desk video address found in this text.'}
            </p>
          </div>

          {quiz ? null : (
            <div className="grid gap-1.5">
              <Label htmlFor={`${formId}-starts`}>Start date (optional)</Label>
              <Input
                id={`${formId}-starts`}
                type="date"
                value={startsOn}
                onChange={(event) => setStartsOn(event.target.value)}
                aria-describedby={`${formId}-starts-hint`}
                className="w-fit"
              />
              <p id={`${formId}-starts-hint`} className="text-xs text-muted-foreground">
                Leave empty to start now. With a later date the quiz stays hidden until that day, then becomes the
                active quiz.
              </p>
            </div>
          )}

          <section className="grid gap-2" aria-label="Questions">
            <h3 className="text-sm font-semibold">Questions ({questions.length})</h3>
            {questions.length === 0 ? (
              <p className="text-sm text-muted-foreground">No questions yet. Add at least one below.</p>
            ) : (
              <ol className="grid gap-2">
                {questions.map((question, index) => (
                  <li key={index} className="flex items-start justify-between gap-2 rounded-md border p-3 text-sm">
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
                      onClick={() => setQuestions((before) => before.filter((_, at) => at !== index))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ol>
            )}
          </section>

          <fieldset className="grid gap-3 rounded-lg border bg-muted/40 p-4">
            <legend className="px-1 text-sm font-semibold">New question</legend>
            <div className="grid gap-1.5">
              <Label htmlFor={`${formId}-q-text`}>Question</Label>
              <Input
                id={`${formId}-q-text`}
                value={draft.text}
                maxLength={QUESTION_TEXT_MAX}
                onChange={(event) => setDraft({ ...draft, text: event.target.value })}
              />
            </div>
            <div className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label="Options and correct answer">
              {Array.from({ length: OPTIONS_PER_QUESTION }, (_, index) => (
                <div key={index} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${formId}-correct`}
                    className="accent-[var(--color-brand)]"
                    checked={draft.correctAnswerIndex === index}
                    onChange={() => setDraft({ ...draft, correctAnswerIndex: index })}
                    aria-label={`Option ${LETTERS[index]} is correct`}
                  />
                  <Input
                    aria-label={`Option ${LETTERS[index]}`}
                    placeholder={`Option ${LETTERS[index]}`}
                    value={draft.options[index]}
                    maxLength={OPTION_MAX}
                    onChange={(event) =>
                      setDraft({
                        ...draft,
                        options: draft.options.map((option, at) => (at === index ? event.target.value : option)),
                      })
                    }
                  />
                </div>
              ))}
            </div>
            <p className="text-xs text-muted-foreground">Choose the correct answer with the round button beside it.</p>
            <FormMessage>{draftError}</FormMessage>
            <Button type="button" variant="outline" onClick={addQuestion} className="justify-self-start">
              <Plus aria-hidden="true" />
              Add Question
            </Button>
          </fieldset>
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
