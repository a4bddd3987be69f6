// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isDisabled } from '#client/test/button-state';

const saveRecipients = vi.fn();
vi.mock('../api/save-recipients', () => ({ saveRecipients }));
vi.mock('../api/get-recipients', () => ({
  RECIPIENTS_KEY: ['/api/schedule/recipients'],
  useRecipients: () => ({
    data: { recipients: [{ store: 'NB', emails: ['lead@example.com'] }] },
    isPending: false,
  }),
}));
const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
const { RecipientsCard } = await import('./recipients-card');

function renderCard() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RecipientsCard store="NB" />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const field = () => screen.getByLabelText('E-mail addresses (separated by commas)') as HTMLInputElement;

describe('RecipientsCard', () => {
  beforeEach(() => {
    saveRecipients.mockReset();
    toast.mockReset();
  });

  it('shows the saved list, and refuses an address that is not one under the field', async () => {
    const user = renderCard();
    expect(field().value).toBe('lead@example.com');
    await user.type(field(), ', not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(document.getElementById('recipients-error')?.textContent).toBe('Invalid email'));
    expect(field().getAttribute('aria-describedby')).toBe('recipients-error');
    expect(saveRecipients).not.toHaveBeenCalled();
  });

  it('sends the addresses as a list, refuses presses while it runs, then tells it is saved', async () => {
    let finish: (value: unknown) => void = () => undefined;
    saveRecipients.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const user = renderCard();
    await user.type(field(), '; manager@example.com  owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saveRecipients).toHaveBeenCalledTimes(1));
    expect(saveRecipients.mock.calls[0]).toEqual([
      'NB',
      ['lead@example.com', 'manager@example.com', 'owner@example.com'],
    ]);
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Save' }))).toBe(true));
    finish({ store: 'NB', emails: [] });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Recipients saved' }));
  });

  it('tells the server’s refusal in an Error toast', async () => {
    saveRecipients.mockRejectedValueOnce(new Error('At most 20 addresses per store'));
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'At most 20 addresses per store',
        variant: 'destructive',
      }),
    );
  });
});
