// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIZ_MESSAGES } from '#shared/quizzes/messages';
import type { AdminQuiz } from '#shared/quizzes/schemas';
import { isDisabled } from '#client/test/button-state';

const createQuiz = vi.fn();
const updateQuiz = vi.fn();
vi.mock('../api/create-quiz', () => ({ createQuiz }));
vi.mock('../api/manage-quiz', () => ({ updateQuiz }));
const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
const { CreateQuizDialog } = await import('./create-quiz-dialog');

const QUESTION = { text: 'Which grape makes Chablis?', options: ['Chardonnay', 'Riesling', 'Gamay', 'Merlot'] };

function renderDialog(quiz: AdminQuiz | null = null) {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CreateQuizDialog isOpen onOpenChange={onOpenChange} quiz={quiz} />
    </QueryClientProvider>,
  );
  return { onOpenChange, user: userEvent.setup({ delay: null }) };
}
const errorToasts = () =>
  toast.mock.calls.map((call) => call[0] as { description?: string; variant?: string }).filter((t) => t.variant);

async function addQuestion(user: ReturnType<typeof userEvent.setup>, correct: number) {
  await user.type(screen.getByLabelText('Question'), QUESTION.text);
  for (const [index, option] of QUESTION.options.entries())
    await user.type(screen.getByLabelText(`Option ${'ABCD'[index]}`), option);
  await user.click(screen.getByLabelText(`Option ${'ABCD'[correct]} is correct`));
  await user.click(screen.getByRole('button', { name: 'Add Question' }));
}

describe('CreateQuizDialog', () => {
  beforeEach(() => {
    createQuiz.mockReset();
    updateQuiz.mockReset();
    toast.mockReset();
  });

  it('tells the spec’s messages in order, in a toast and under the form', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));
    await waitFor(() => expect(errorToasts().at(-1)?.description).toBe(QUIZ_MESSAGES.titleRequired));
    expect(screen.getByRole('alert').textContent).toBe(QUIZ_MESSAGES.titleRequired);

    await user.type(screen.getByLabelText('Title'), 'Old World Whites');
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));
    await waitFor(() => expect(errorToasts().at(-1)?.description).toBe(QUIZ_MESSAGES.videoIdRequired));

    await user.type(screen.getByLabelText('YouTube Video ID'), 'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=12s');
    expect(screen.getByText('Video id: M7lc1UVf-VE')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));
    await waitFor(() => expect(errorToasts().at(-1)?.description).toBe(QUIZ_MESSAGES.questionsRequired));

    await user.type(screen.getByLabelText('Question'), 'Half a question');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    await waitFor(() => expect(errorToasts().at(-1)?.description).toBe(QUIZ_MESSAGES.questionFieldsRequired));
    expect(screen.getByText('Questions (0)')).toBeTruthy();
    expect(createQuiz).not.toHaveBeenCalled();
  });

  it('sends the new quiz with its video id, questions and start date, refusing presses meanwhile', async () => {
    let finish: (value: unknown) => void = () => undefined;
    createQuiz.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { onOpenChange, user } = renderDialog();
    await user.type(screen.getByLabelText('Title'), ' Old World Whites ');
    await user.type(screen.getByLabelText('YouTube Video ID'), 'https://youtu.be/M7lc1UVf-VE');
    await user.tab();
    expect((screen.getByLabelText('YouTube Video ID') as HTMLInputElement).value).toBe('M7lc1UVf-VE');
    await user.type(screen.getByLabelText('Start date (optional)'), '2030-01-07');
    await addQuestion(user, 0);
    expect(screen.getByText('Questions (1)')).toBeTruthy();
    expect((screen.getByLabelText('Question') as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));

    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Creating...' }))).toBe(true));
    expect(createQuiz.mock.calls[0]?.[0]).toEqual({
      title: 'Old World Whites',
      videoId: 'M7lc1UVf-VE',
      questions: [{ ...QUESTION, correctAnswerIndex: 0 }],
      isActive: true,
      startsOn: '2030-01-07',
    });
    finish({ id: 4, title: 'Old World Whites', status: 'scheduled', scheduledFor: '2030-01-07' });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toast).toHaveBeenCalledWith({
      title: 'Quiz Created',
      description: '"Old World Whites" starts on 2030-01-07.',
    });
  });

  it('edits a quiz: starts from its content, sends no start date, removes a question', async () => {
    updateQuiz.mockResolvedValueOnce({ id: 8, title: 'Reds', version: 1 });
    const quiz = {
      id: 8,
      title: 'Reds',
      videoId: 'M7lc1UVf-VE',
      resultCount: 0,
      questions: [
        { id: 'q1', ...QUESTION, correctAnswerIndex: 0 },
        { id: 'q2', text: 'Second?', options: ['a', 'b', 'c', 'd'], correctAnswerIndex: 3 },
      ],
    } as unknown as AdminQuiz;
    const { user } = renderDialog(quiz);
    expect(screen.queryByLabelText('Start date (optional)')).toBeNull();
    expect(screen.getByText('Correct: D. d')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(updateQuiz).toHaveBeenCalledTimes(1));
    expect(updateQuiz.mock.calls[0]).toEqual([
      8,
      {
        title: 'Reds',
        videoId: 'M7lc1UVf-VE',
        questions: [{ text: 'Second?', options: ['a', 'b', 'c', 'd'], correctAnswerIndex: 3 }],
      },
    ]);
    expect(toast).toHaveBeenCalledWith({ title: 'Quiz Updated', description: '"Reds" was saved.' });
  });
});
