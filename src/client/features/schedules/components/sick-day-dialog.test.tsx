// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SICK_DAY_MESSAGES as M, SICK_DAY_SUCCESS_MS } from '#shared/schedules/sick-day';
import { isDisabled } from '#client/test/button-state';
import { chooseOption } from '../test/choose-option';

const reportSickDay = vi.fn();
vi.mock('../api/report-sick-day', () => ({ reportSickDay }));
vi.mock('../api/get-employee-names', () => ({
  useEmployeeNames: () => ({ data: ['Ana Diaz', 'Ben Okafor'], isPending: false }),
}));
const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
const { SickDayDialog } = await import('./sick-day-dialog');

function renderDialog() {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SickDayDialog isOpen onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange, user: userEvent.setup({ delay: null }) };
}

describe('SickDayDialog', () => {
  beforeEach(() => {
    reportSickDay.mockReset();
    toast.mockReset();
  });

  it('shows each field’s message under it and sends nothing', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Submit Sick Day' }));

    for (const [field, message] of [
      ['Employee Name', M.employeeRequired],
      ['Sick Day Date', M.dateRequired],
      ['Store', M.storeRequired],
    ] as const) {
      const input = await screen.findByLabelText(field);
      await waitFor(() =>
        expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message),
      );
    }
    expect(reportSickDay).not.toHaveBeenCalled();
  });

  it('sends the day with a key, refuses presses while it runs, then thanks and closes', async () => {
    let finish: (value: unknown) => void = () => undefined;
    reportSickDay.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { onOpenChange, user } = renderDialog();
    await chooseOption(user, 'Employee Name', 'Ben Okafor');
    await user.type(screen.getByLabelText('Sick Day Date'), '2026-03-02');
    await chooseOption(user, 'Store', 'NB');
    await user.click(screen.getByRole('button', { name: 'Submit Sick Day' }));

    await waitFor(() => expect(reportSickDay).toHaveBeenCalledTimes(1));
    const [input, key] = reportSickDay.mock.calls[0] as [unknown, string];
    expect(input).toEqual({ employeeName: 'Ben Okafor', date: '2026-03-02', store: 'NB' });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const pending = await screen.findByRole('button', { name: 'Submitting...' });
    expect(isDisabled(pending)).toBe(true);

    finish({
      id: 1,
      employeeName: 'Ben Okafor',
      store: 'NB',
      date: '2026-03-02',
      isDuplicate: false,
      notifiedCount: 1,
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: M.success, duration: SICK_DAY_SUCCESS_MS });
    expect((screen.getByLabelText('Sick Day Date') as HTMLInputElement).value).toBe('');
  });

  it('keeps the dialog open with the server’s message in an Error toast', async () => {
    reportSickDay.mockRejectedValueOnce(new Error(M.unknownEmployee));
    const { onOpenChange, user } = renderDialog();
    await chooseOption(user, 'Employee Name', 'Ana Diaz');
    await user.type(screen.getByLabelText('Sick Day Date'), '2026-03-02');
    await chooseOption(user, 'Store', 'KW');
    await user.click(screen.getByRole('button', { name: 'Submit Sick Day' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Error', description: M.unknownEmployee, variant: 'destructive' }),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Sick Day Date') as HTMLInputElement).value).toBe('2026-03-02');
  });
});
