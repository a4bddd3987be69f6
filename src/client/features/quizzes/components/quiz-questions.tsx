import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { QUIZ_MESSAGES } from '#shared/quizzes/messages';
import type { PublicQuiz, SubmitQuizInput, SubmitQuizResponse } from '#shared/quizzes/schemas';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { QUIZ_KEYS } from '../api/quiz-keys';
import { submitQuiz } from '../api/submit-quiz';
import { answersDraftSchema, emptyAnswers, type AnswersDraft } from './answers-draft';
import { countAnswered, QuestionList } from './question-list';

interface QuizQuestionsProps {
  quiz: PublicQuiz;
  onSubmitted(outcome: SubmitQuizResponse): void;
}

/** The unlocked questions: one chosen option each, sent once every question is answered. */
export function QuizQuestions({ quiz, onSubmitted }: QuizQuestionsProps) {
  const queryClient = useQueryClient();
  const questionCount = quiz.questions.length;
  const schema = useMemo(() => answersDraftSchema(questionCount), [questionCount]);
  const form = useForm<AnswersDraft, unknown, SubmitQuizInput>({
    resolver: zodResolver(schema),
    defaultValues: emptyAnswers(questionCount),
    // Focus stays on Submit Quiz: the radios are not moved to.
    shouldFocusError: false,
  });
  const answers = useWatch({ control: form.control, name: 'answers' });
  const submit = useAction({
    mutationFn: (input: SubmitQuizInput, key) => submitQuiz(quiz.id, input, key),
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
  const isComplete = answered === questionCount;
  return (
    <section className="grid gap-4" aria-labelledby="quiz-questions">
      <h2 id="quiz-questions" className="text-lg font-semibold">
        Questions
      </h2>
      <QuestionList
        questions={quiz.questions}
        answers={answers}
        isDisabled={submit.isPending}
        onAnswer={(questionIndex, optionIndex) => form.setValue(`answers.${questionIndex}`, optionIndex)}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {answered} of {questionCount} answered
        </p>
        <Button
          onClick={() => void form.handleSubmit((input) => submit.mutate(input))()}
          disabled={!isComplete || submit.isPending}
        >
          {submit.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {submit.isPending ? 'Submitting...' : 'Submit Quiz'}
        </Button>
      </div>
    </section>
  );
}
