import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../lib/use-action';
import { ArrowLeft, Award, CheckCircle2, History, Send, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { QUIZ_MESSAGES } from '../../../../shared/quizzes/messages';
import {
  UNANSWERED,
  UNLOCK_FRACTION,
  type PublicQuiz,
  type QuizResult,
  type SubmitQuizResponse,
} from '../../../../shared/quizzes/schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { useMyQuizResults } from '../api/get-my-quiz-results';
import { useQuiz } from '../api/get-quiz';
import { QUIZ_KEYS } from '../api/quiz-keys';
import { submitQuiz } from '../api/submit-quiz';
import { BadgeList } from '../components/badge-list';
import { countAnswered, QuestionList } from '../components/question-list';
import { VideoWatcher } from '../components/video-watcher';

/** The quiz id from the route, or from the last path segment (spec 01 §2.1); null when it is not a number. */
export function quizIdFrom(param: string | undefined): number | null {
  const raw = param ?? window.location.pathname.split('/').filter(Boolean).at(-1) ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

function BackToDashboard() {
  return (
    <Button asChild>
      <Link href="/">
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
    </Button>
  );
}

/**
 * A screen of its own (Quiz Complete, Already Completed, Not Found): its title is the page's h1.
 * `isFocused` moves focus to it when it replaces the questions, whose Submit Quiz button is gone.
 */
function MessageCard({
  title,
  children,
  footer,
  isFocused = false,
}: {
  title: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
  isFocused?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isFocused) headingRef.current?.focus();
  }, [isFocused]);
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <h1 ref={headingRef} tabIndex={-1} className="text-xl leading-tight font-semibold tracking-tight">
          {title}
        </h1>
      </CardHeader>
      <CardContent className="grid gap-3">{children}</CardContent>
      <CardFooter className="flex flex-wrap gap-2">{footer ?? <BackToDashboard />}</CardFooter>
    </Card>
  );
}

const weekFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const weekLabel = (quiz: Pick<PublicQuiz, 'weekStart' | 'weekEnd'>) =>
  `Week of ${weekFormat.format(new Date(`${quiz.weekStart}T00:00:00Z`))} – ${weekFormat.format(new Date(`${quiz.weekEnd}T00:00:00Z`))}`;

function QuizHeading({ quiz, extra }: { quiz: PublicQuiz; extra?: React.ReactNode }) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{quiz.title}</h1>
        <p className="text-muted-foreground">{weekLabel(quiz)}</p>
      </div>
      {extra}
    </header>
  );
}

const LETTERS = ['A', 'B', 'C', 'D'];

/** Each question with the person's answer and, where it was wrong, the right one (issue #30 item 3). */
function AnswerReview({ review }: { review: SubmitQuizResponse['review'] }) {
  return (
    <section className="grid gap-2 text-left" aria-label="Your answers">
      <h2 className="font-semibold">Your answers</h2>
      <ol className="grid gap-2">
        {review.map((question, index) => (
          <li
            key={question.questionId}
            data-testid={`review-${question.questionId}`}
            className={
              question.isCorrect
                ? 'grid gap-1 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm'
                : 'grid gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm'
            }
          >
            <p className="flex items-start gap-2 font-medium">
              {question.isCorrect ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-label="Correct" />
              ) : (
                <XCircle className="mt-0.5 size-4 shrink-0 text-red-700" aria-label="Wrong" />
              )}
              <span>
                {index + 1}. {question.text}
              </span>
            </p>
            <p>
              Your answer:{' '}
              {question.chosenIndex >= 0
                ? `${LETTERS[question.chosenIndex]}. ${question.options[question.chosenIndex]}`
                : 'not answered'}
            </p>
            {question.isCorrect ? null : (
              <p className="font-medium text-emerald-800">
                Right answer: {LETTERS[question.correctAnswerIndex]}. {question.options[question.correctAnswerIndex]}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ResultView({ outcome }: { outcome: SubmitQuizResponse }) {
  return (
    <MessageCard title="Quiz Complete" isFocused>
      <p className="text-4xl font-bold tabular-nums" data-testid="quiz-score">
        {outcome.result.score} / {outcome.result.totalQuestions}
      </p>
      <p>{outcome.message}</p>
      <p className="text-sm text-muted-foreground">+{outcome.result.points} points</p>
      {outcome.badges.length > 0 ? (
        <section className="grid gap-2">
          <h2 className="flex items-center gap-1.5 font-semibold">
            <Award className="size-4 text-amber-600" aria-hidden="true" />
            Badges earned
          </h2>
          <BadgeList badges={outcome.badges} />
        </section>
      ) : null}
      <AnswerReview review={outcome.review} />
    </MessageCard>
  );
}

/** Training archive mode: the video, no questions, the previous score if there is one (spec 02 §2). */
function ArchiveView({ quiz, result }: { quiz: PublicQuiz; result: QuizResult | undefined }) {
  return (
    <div className="grid gap-6">
      <QuizHeading
        quiz={quiz}
        extra={
          <Button variant="outline" asChild>
            <Link href="/training-archive">
              <History aria-hidden="true" />
              Training Archive
            </Link>
          </Button>
        }
      />
      <VideoWatcher videoId={quiz.videoId} title={quiz.title} />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Your result</CardTitle>
          <CardDescription>This quiz is closed; its questions are hidden in the archive.</CardDescription>
        </CardHeader>
        <CardContent>
          {result ? (
            <p data-testid="archive-score">
              You scored{' '}
              <strong className="tabular-nums">
                {result.score} / {result.totalQuestions}
              </strong>
            </p>
          ) : (
            <p className="text-muted-foreground">You did not take this quiz.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function TakeQuiz({ quiz, onSubmitted }: { quiz: PublicQuiz; onSubmitted(outcome: SubmitQuizResponse): void }) {
  const queryClient = useQueryClient();
  return (
    <div className="grid gap-6">
      <QuizHeading quiz={quiz} />
      <VideoWatcher
        videoId={quiz.videoId}
        title={quiz.title}
        quizId={quiz.id}
        isInitiallyUnlocked={quiz.isUnlocked}
        // The server sends the questions only once it counts 90 % of the video as played (ADR 082).
        onUnlocked={() => void queryClient.invalidateQueries({ queryKey: QUIZ_KEYS.quiz(quiz.id) })}
      />
      {quiz.isUnlocked && quiz.questions.length > 0 ? (
        <QuizQuestions quiz={quiz} onSubmitted={onSubmitted} />
      ) : (
        <section className="grid gap-2" aria-labelledby="quiz-questions">
          <h2 id="quiz-questions" className="text-lg font-semibold">
            Questions
          </h2>
          <p
            className="rounded-md border border-dashed p-4 text-sm text-muted-foreground"
            data-testid="questions-locked"
          >
            {quiz.questionCount === 1 ? 'The question appears' : `The ${quiz.questionCount} questions appear`} once you
            have played {Math.round(UNLOCK_FRACTION * 100)}% of the video. Skipping ahead does not count.
          </p>
        </section>
      )}
    </div>
  );
}

function QuizQuestions({ quiz, onSubmitted }: { quiz: PublicQuiz; onSubmitted(outcome: SubmitQuizResponse): void }) {
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<number[]>(() => quiz.questions.map(() => UNANSWERED));
  const submit = useAction({
    mutationFn: (_: void, key) => submitQuiz(quiz.id, { answers }, key),
    onSuccess: async (outcome) => {
      toast({ title: QUIZ_MESSAGES.quizSubmitted });
      // Shown by the screen, so that the refreshed results do not turn it into "Already Completed".
      onSubmitted(outcome);
      await Promise.all(
        [QUIZ_KEYS.myResults, QUIZ_KEYS.myBadges, QUIZ_KEYS.past].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) =>
      toast({ title: QUIZ_MESSAGES.submissionFailed, description: getErrorMessage(error), variant: 'destructive' }),
  });

  const answered = countAnswered(answers);
  const isComplete = answered === quiz.questions.length;
  return (
    <section className="grid gap-4" aria-labelledby="quiz-questions">
      <h2 id="quiz-questions" className="text-lg font-semibold">
        Questions
      </h2>
      <QuestionList
        questions={quiz.questions}
        answers={answers}
        isDisabled={submit.isPending}
        onAnswer={(questionIndex, optionIndex) =>
          setAnswers((before) => before.map((value, index) => (index === questionIndex ? optionIndex : value)))
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {answered} of {quiz.questions.length} answered
        </p>
        <Button onClick={() => submit.mutate()} disabled={!isComplete || submit.isPending}>
          {submit.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {submit.isPending ? 'Submitting...' : 'Submit Quiz'}
        </Button>
      </div>
    </section>
  );
}

function QuizScreen({ quizId, isArchive }: { quizId: number | null; isArchive: boolean }) {
  const quiz = useQuiz(quizId);
  const results = useMyQuizResults();
  const [outcome, setOutcome] = useState<SubmitQuizResponse | null>(null);
  if (quizId === null)
    return <MessageCard title={QUIZ_MESSAGES.quizNotFound}>This quiz address is not valid.</MessageCard>;
  if (quiz.isError) return <MessageCard title={QUIZ_MESSAGES.quizNotFound}>{getErrorMessage(quiz.error)}</MessageCard>;
  if (quiz.isPending || results.isPending)
    return (
      <div className="grid gap-4" role="status" aria-label="Loading quiz">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="aspect-video w-full" />
      </div>
    );
  if (outcome?.result.quizId === quiz.data.id) return <ResultView outcome={outcome} />;
  const result = results.data?.find((entry) => entry.quizId === quiz.data.id);
  if (isArchive || !quiz.data.isActive) return <ArchiveView quiz={quiz.data} result={result} />;
  if (result)
    return (
      <MessageCard title={QUIZ_MESSAGES.quizAlreadyCompleted}>
        <p className="flex items-center gap-2">
          <CheckCircle2 className="size-5 text-emerald-600" aria-hidden="true" />
          You have already completed {quiz.data.title}.
        </p>
        <p className="text-3xl font-bold tabular-nums" data-testid="quiz-score">
          {result.score} / {result.totalQuestions}
        </p>
      </MessageCard>
    );
  return <TakeQuiz key={quiz.data.id} quiz={quiz.data} onSubmitted={setOutcome} />;
}

/** The weekly video quiz (/quiz/:id and /quizzes/:id, spec 02). */
export function QuizPage() {
  const params = useParams<{ id?: string }>();
  return <QuizScreen quizId={quizIdFrom(params.id)} isArchive={false} />;
}

/** A past quiz opened from the training archive (/training-archive/:id). */
export function ArchivedQuizPage() {
  const params = useParams<{ id?: string }>();
  return <QuizScreen quizId={quizIdFrom(params.id)} isArchive />;
}
