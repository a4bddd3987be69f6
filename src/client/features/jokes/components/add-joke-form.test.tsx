// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isDisabled } from '#client/test/button-state';

const addJoke = vi.fn();
vi.mock('../api/jokes-admin', () => ({ addJoke, JOKES_KEY: ['/api/jokes'] }));
const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
const { AddJokeForm } = await import('./add-joke-form');

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddJokeForm />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('AddJokeForm', () => {
  beforeEach(() => {
    addJoke.mockReset();
    toast.mockReset();
  });

  it('shows each field’s message under it and sends nothing', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Punchline'), 'Because it was two tired.');
    await user.click(screen.getByRole('button', { name: 'Add Joke' }));

    expect(await screen.findByText('Setup is required')).toBeTruthy();
    expect(screen.getByLabelText('Setup').getAttribute('aria-describedby')).toBe('joke-setup-error');
    expect(screen.getByLabelText('Punchline').getAttribute('aria-invalid')).toBeNull();
    expect(addJoke).not.toHaveBeenCalled();
  });

  it('sends the trimmed joke once, shows Adding... meanwhile, and clears the form', async () => {
    let finish: (value: unknown) => void = () => undefined;
    addJoke.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const user = renderForm();
    await user.type(screen.getByLabelText('Setup'), ' Why did the bicycle fall over? ');
    await user.type(screen.getByLabelText('Punchline'), 'It was two tired.');
    await user.click(screen.getByRole('button', { name: 'Add Joke' }));

    const running = await screen.findByRole('button', { name: 'Adding...' });
    expect(isDisabled(running)).toBe(true);
    expect(addJoke).toHaveBeenCalledTimes(1);
    expect(addJoke.mock.calls[0]?.[0]).toEqual({
      setup: 'Why did the bicycle fall over?',
      punchline: 'It was two tired.',
    });

    finish({});
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Joke added' }));
    expect((screen.getByLabelText('Setup') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Add Joke' })).toBeTruthy();
  });
});
