import { ArrowLeft, CheckCircle2, CircleDashed, PlayCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { getErrorMessage } from '#client/lib/error-message';
import { usePastQuizzes } from '../api/get-past-quizzes';
import { weekLabel } from '../lib/week-label';

/** Training Archive (/training-archive): past quizzes with the person's own score. */
export function TrainingArchivePage() {
  const past = usePastQuizzes();
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Training Archive</h1>
          <p className="text-muted-foreground">Past weekly videos, with your score when you took the quiz.</p>
        </div>
        <Button variant="outline" asChild>
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
      </header>
      {past.isPending ? (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading past quizzes">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : null}
      {past.isError ? (
        <Alert variant="destructive">
          <AlertTitle>The archive could not be loaded</AlertTitle>
          <AlertDescription>{getErrorMessage(past.error)}</AlertDescription>
        </Alert>
      ) : null}
      {past.data?.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          No past quizzes yet. Each week&apos;s quiz moves here when the next one starts.
        </p>
      ) : null}
      {past.data && past.data.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {past.data.map((quiz) => (
            <li key={quiz.id}>
              <Link
                href={`/training-archive/${quiz.id}`}
                className="group grid h-full gap-2 rounded-lg border bg-card p-4 shadow-xs transition-colors hover:border-brand focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
              >
                <div className="flex items-start justify-between gap-2">
                  <h2 className="font-semibold group-hover:text-brand">{quiz.title}</h2>
                  <PlayCircle className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                </div>
                <p className="text-sm text-muted-foreground">{weekLabel(quiz)}</p>
                {quiz.myResult ? (
                  <p className="flex items-center gap-1.5 text-sm font-medium">
                    <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
                    Your score: {quiz.myResult.score} / {quiz.myResult.totalQuestions}
                  </p>
                ) : (
                  <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <CircleDashed className="size-4" aria-hidden="true" />
                    Not taken · {quiz.questionCount} questions
                  </p>
                )}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
