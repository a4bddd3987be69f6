// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIZ_MESSAGES } from '#shared/quizzes/messages';
import type { PublicQuiz } from '#shared/quizzes/schemas';
import { isDisabled } from '#client/test/button-state';

const submitQuiz = vi.fn();
vi.mock('../api/submit-quiz', () => ({ submitQuiz }));
const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
const { QuizQuestions } = await import('./quiz-questions');

const QUIZ = {
  id: 12,
  title: 'Old World Whites',
  videoId: 'M7lc1UVf-VE',
  isActive: true,
  weekStart: '2026-11-23',
  weekEnd: '2026-11-29',
  questionCount: 2,
  isUnlocked: true,
  questions: [
    { questionId: 'q1', text: 'Which grape makes Chablis?', options: ['Chardonnay', 'Riesling', 'Gamay', 'Merlot'] },
    { questionId: 'q2', text: 'Where is Rioja?', options: ['Italy', 'France', 'Spain', 'Chile'] },
  ],
} satisfies PublicQuiz;

function renderQuestions() {
  const onSubmitted = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <QuizQuestions quiz={QUIZ} onSubmitted={onSubmitted} />
    </QueryClientProvider>,
  );
  return { onSubmitted, user: userEvent.setup({ delay: null }) };
}
const submitButton = () => screen.getByRole('button', { name: /Submit Quiz|Submitting\.\.\./ });

describe('QuizQuestions', () => {
  beforeEach(() => {
    submitQuiz.mockReset();
    toast.mockReset();
  });

  it('refuses Submit Quiz until every question is answered, counting the answers', async () => {
    const { user } = renderQuestions();
    expect(screen.getByText('0 of 2 answered')).toBeTruthy();
    expect(isDisabled(submitButton())).toBe(true);

    await user.click(screen.getByRole('radio', { name: /Chardonnay/ }));
    expect(screen.getByText('1 of 2 answered')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Chardonnay/ }) as HTMLInputElement).checked).toBe(true);
    expect(isDisabled(submitButton())).toBe(true);
    await user.click(submitButton());
    expect(submitQuiz).not.toHaveBeenCalled();

    // Changing an answer keeps the count.
    await user.click(screen.getByRole('radio', { name: /Riesling/ }));
    expect((screen.getByRole('radio', { name: /Chardonnay/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('1 of 2 answered')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Spain/ }));
    expect(screen.getByText('2 of 2 answered')).toBeTruthy();
    expect(isDisabled(submitButton())).toBe(false);
  });

  it('sends the chosen options once, refusing presses and answers while it runs', async () => {
    let finish: (value: unknown) => void = () => undefined;
    submitQuiz.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { onSubmitted, user } = renderQuestions();
    await user.click(screen.getByRole('radio', { name: /Chardonnay/ }));
    await user.click(screen.getByRole('radio', { name: /Spain/ }));
    await user.dblClick(submitButton());

    await waitFor(() => expect(screen.getByRole('button', { name: 'Submitting...' })).toBeTruthy());
    expect(isDisabled(submitButton())).toBe(true);
    expect(screen.getByRole('radio', { name: /Gamay/ }).closest('fieldset')?.disabled).toBe(true);
    await user.click(submitButton());
    expect(submitQuiz).toHaveBeenCalledTimes(1);
    const [quizId, input, key] = submitQuiz.mock.calls[0] as [number, unknown, string];
    expect([quizId, input]).toEqual([12, { answers: [0, 2] }]);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    const outcome = { score: 2, totalQuestions: 2 };
    finish(outcome);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(outcome));
    expect(toast).toHaveBeenCalledWith({ title: QUIZ_MESSAGES.quizSubmitted });
  });

  it('tells a refused submission in a toast and lets the answers be sent again', async () => {
    submitQuiz.mockRejectedValueOnce(new Error('You have already completed this quiz'));
    const { onSubmitted, user } = renderQuestions();
    await user.click(screen.getByRole('radio', { name: /Gamay/ }));
    await user.click(screen.getByRole('radio', { name: /Italy/ }));
    await user.click(submitButton());

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: QUIZ_MESSAGES.submissionFailed,
        description: 'You have already completed this quiz',
        variant: 'destructive',
      }),
    );
    expect(onSubmitted).not.toHaveBeenCalled();
    await waitFor(() => expect(isDisabled(submitButton())).toBe(false));
    expect(submitQuiz.mock.calls[0]?.[1]).toEqual({ answers: [2, 0] });
  });
});
