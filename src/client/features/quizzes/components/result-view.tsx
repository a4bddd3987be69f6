import { Award, CheckCircle2, XCircle } from 'lucide-react';
import type { SubmitQuizResponse } from '#shared/quizzes/schemas';
import { BadgeList } from './badge-list';
import { MessageCard } from './message-card';

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

export function ResultView({ outcome }: { outcome: SubmitQuizResponse }) {
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
