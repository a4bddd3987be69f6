import type { PublicQuestion } from '#shared/quizzes/schemas';
import { UNANSWERED } from '#shared/quizzes/schemas';
import { cn } from '#client/lib/cn';

interface QuestionListProps {
  questions: readonly PublicQuestion[];
  answers: readonly number[];
  isDisabled: boolean;
  onAnswer(questionIndex: number, optionIndex: number): void;
}

const LETTERS = ['A', 'B', 'C', 'D'];

/** The questions, each a group of four radio options (arrow keys move within a question). */
export function QuestionList({ questions, answers, isDisabled, onAnswer }: QuestionListProps) {
  return (
    <ol className="grid gap-4">
      {questions.map((question, questionIndex) => (
        <li key={question.questionId}>
          {/* The question's own words name its group of options (WCAG 1.3.1), not "Question N". */}
          <fieldset
            disabled={isDisabled}
            aria-labelledby={`question-${question.questionId}-text`}
            className={cn('grid gap-3 rounded-lg border bg-card p-4', isDisabled && 'opacity-60')}
          >
            <p id={`question-${question.questionId}-text`} className="font-medium whitespace-pre-line">
              <span className="text-muted-foreground">{questionIndex + 1}. </span>
              {question.text}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {question.options.map((option, optionIndex) => {
                const isChosen = answers[questionIndex] === optionIndex;
                return (
                  <label
                    key={optionIndex}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40',
                      isChosen ? 'border-brand bg-brand-soft' : 'hover:bg-muted',
                      isDisabled && 'cursor-not-allowed',
                    )}
                  >
                    <input
                      type="radio"
                      className="mt-0.5 accent-[var(--color-brand)]"
                      name={`question-${question.questionId}`}
                      value={optionIndex}
                      checked={isChosen}
                      onChange={() => onAnswer(questionIndex, optionIndex)}
                    />
                    <span>
                      <span className="font-semibold text-muted-foreground">{LETTERS[optionIndex]}. </span>
                      {option}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </li>
      ))}
    </ol>
  );
}

export const countAnswered = (answers: readonly number[]) => answers.filter((answer) => answer !== UNANSWERED).length;
