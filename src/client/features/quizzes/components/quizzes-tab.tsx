import { ListChecks, Video } from 'lucide-react';
import { Link } from 'wouter';
import type { AdminQuiz } from '#shared/quizzes/schemas';
import { Skeleton } from '#client/components/ui/skeleton';
import { useQuizzes } from '../api/get-quizzes';
import { weekLabel } from '../lib/week-label';
import { LoadError } from './load-error';
import { QuizActions } from './quiz-actions';

function StatusBadge({ quiz }: { quiz: AdminQuiz }) {
  if (quiz.status === 'active')
    return (
      <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
        Active
      </span>
    );
  if (quiz.status === 'scheduled')
    return (
      <span className="shrink-0 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800">
        Starts {quiz.scheduledFor}
      </span>
    );
  return (
    <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">
      Inactive
    </span>
  );
}

export function QuizzesTab({ onEdit }: { onEdit: (quiz: AdminQuiz) => void }) {
  const quizzes = useQuizzes();
  if (quizzes.isPending)
    return (
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading quizzes">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  if (quizzes.isError) return <LoadError title="Quizzes could not be loaded" error={quizzes.error} />;
  if (quizzes.data.length === 0)
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        No quizzes yet. Create this week&apos;s quiz to get started.
      </p>
    );
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {quizzes.data.map((quiz) => (
        <li
          key={quiz.id}
          aria-label={quiz.title}
          className="grid h-full grid-rows-[1fr_auto] rounded-lg border bg-card shadow-xs transition-colors hover:border-brand"
        >
          <Link
            href={`/quiz/${quiz.id}`}
            className="group grid gap-2 rounded-t-lg p-4 focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
          >
            <div className="flex items-start justify-between gap-2">
              <h2 className="min-w-0 font-semibold wrap-anywhere group-hover:text-brand">
                {quiz.title}
                {quiz.version > 1 ? (
                  <span className="ml-1 text-xs font-normal text-muted-foreground">(version {quiz.version})</span>
                ) : null}
              </h2>
              <StatusBadge quiz={quiz} />
            </div>
            <p className="text-sm text-muted-foreground">{weekLabel(quiz)}</p>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="flex items-center gap-1">
                <ListChecks className="size-4" aria-hidden="true" />
                {quiz.questions.length} questions
              </span>
              <span className="flex items-center gap-1">
                <Video className="size-4" aria-hidden="true" />
                {quiz.videoId}
              </span>
              <span>{quiz.resultCount} results</span>
            </p>
          </Link>
          <QuizActions quiz={quiz} onEdit={onEdit} />
        </li>
      ))}
    </ul>
  );
}
