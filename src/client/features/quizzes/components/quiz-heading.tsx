import type { PublicQuiz } from '#shared/quizzes/schemas';
import { weekLabel } from '../lib/week-label';

export function QuizHeading({ quiz, extra }: { quiz: PublicQuiz; extra?: React.ReactNode }) {
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
