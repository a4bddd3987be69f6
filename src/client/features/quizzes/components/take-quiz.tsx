import { useQueryClient } from '@tanstack/react-query';
import { UNLOCK_FRACTION, type PublicQuiz, type SubmitQuizResponse } from '#shared/quizzes/schemas';
import { QUIZ_KEYS } from '../api/quiz-keys';
import { QuizHeading } from './quiz-heading';
import { QuizQuestions } from './quiz-questions';
import { VideoWatcher } from './video-watcher';

export function TakeQuiz({ quiz, onSubmitted }: { quiz: PublicQuiz; onSubmitted(outcome: SubmitQuizResponse): void }) {
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
