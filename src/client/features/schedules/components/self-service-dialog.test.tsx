// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestKind } from '#shared/schedules/requests';
import { REQUEST_MESSAGES as M } from '#shared/schedules/requests';
import { isDisabled } from '#client/test/button-state';
import { chooseOption } from '../test/choose-option';

const sendRequest = vi.fn();
vi.mock('../api/send-request', () => ({ sendRequest }));
vi.mock('../api/get-my-shifts', () => ({
  useMyShifts: () => ({
    data: [{ id: 12, store: 'NB', date: '2026-03-04', startTime: '09:00', endTime: '17:00' }],
    isPending: false,
  }),
}));
const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
const { SelfServiceDialog } = await import('./self-service-dialog');

function renderDialog(kind: RequestKind) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SelfServiceDialog kind={kind} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup({ delay: null }) };
}

const messageOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const REQUEST = {
  id: 3,
  kind: 'day-off',
  status: 'pending',
  employeeName: 'Robin Selfserve',
  store: 'KW',
  startDate: '2026-03-10',
  endDate: '2026-03-10',
  ptoDays: null,
  shift: null,
  startTime: null,
  endTime: null,
  note: 'Family wedding',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  createdAt: '2026-03-01T10:00:00Z',
};

describe('SelfServiceDialog', () => {
  beforeEach(() => {
    sendRequest.mockReset();
    toast.mockReset();
  });

  it('asks for a store and a start date under their fields, and sends nothing', async () => {
    const { user } = renderDialog('day-off');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(messageOf('Store')).toBe(M.storeRequired));
    expect(messageOf('Start Date')).toBe(M.startRequired);
    expect(sendRequest).not.toHaveBeenCalled();
  });

  it('sends a day off ending on its start day, refuses presses while it runs, then closes', async () => {
    let finish: (value: unknown) => void = () => undefined;
    sendRequest.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { onClose, user } = renderDialog('day-off');
    await chooseOption(user, 'Store', 'KW – Kirkwood');
    await user.type(screen.getByLabelText('Start Date'), '2026-03-10');
    await user.type(screen.getByLabelText('Note'), 'Family wedding');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(sendRequest).toHaveBeenCalledTimes(1));
    const [input, key] = sendRequest.mock.calls[0] as [unknown, string];
    expect(input).toEqual({
      kind: 'day-off',
      store: 'KW',
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      note: 'Family wedding',
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Send Request' }))).toBe(true));

    finish(REQUEST);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toast).toHaveBeenCalledWith({ title: M.sent, description: 'Day Off 2026-03-10' });
  });

  it('sends a swap of a chosen shift, and shows the server’s refusal in the dialog', async () => {
    sendRequest.mockRejectedValueOnce(new Error(M.sameHours));
    const { onClose, user } = renderDialog('swap');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(messageOf('Shift')).toBe(M.shiftRequired));

    await chooseOption(user, 'Shift', '2026-03-04 · NB · 9:00 AM - 5:00 PM');
    await user.type(screen.getByLabelText('New Date'), '2026-03-05');
    await user.type(screen.getByLabelText('New Start Time'), '12:00');
    await user.type(screen.getByLabelText('New End Time'), '20:00');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(sendRequest).toHaveBeenCalledTimes(1));
    expect(sendRequest.mock.calls[0]?.[0]).toEqual({
      kind: 'swap',
      shiftId: 12,
      date: '2026-03-05',
      startTime: '12:00',
      endTime: '20:00',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(M.sameHours);
    expect(onClose).not.toHaveBeenCalled();
  });
});
