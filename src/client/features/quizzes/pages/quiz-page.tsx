import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { QUIZ_MESSAGES } from '#shared/quizzes/messages';
import type { SubmitQuizResponse } from '#shared/quizzes/schemas';
import { Skeleton } from '#client/components/ui/skeleton';
import { getErrorMessage } from '#client/lib/error-message';
import { useMyQuizResults } from '../api/get-my-quiz-results';
import { useQuiz } from '../api/get-quiz';
import { ArchiveView } from '../components/archive-view';
import { MessageCard } from '../components/message-card';
import { ResultView } from '../components/result-view';
import { TakeQuiz } from '../components/take-quiz';

/** The quiz id from the route, or from the last path segment (spec 01 §2.1); null when it is not a number. */
export function quizIdFrom(param: string | undefined): number | null {
  const raw = param ?? window.location.pathname.split('/').filter(Boolean).at(-1) ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
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
