// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SCHEDULE_MESSAGES as M, type EditableShift } from '#shared/schedules/schedule';
import { isDisabled } from '#client/test/button-state';
import { chooseOption } from '../test/choose-option';

const addShift = vi.fn();
const changeShift = vi.fn();
vi.mock('../api/add-shift', () => ({ addShift }));
vi.mock('../api/change-shift', () => ({ changeShift }));
const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
const { ShiftForm } = await import('./shift-form');

const DATE = '2026-03-02';

function renderForm(shift?: EditableShift) {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShiftForm store="NB" date={DATE} employees={['Ana Diaz', 'Ben Okafor']} shift={shift} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone, user: userEvent.setup({ delay: null }) };
}

const messageOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('ShiftForm', () => {
  beforeEach(() => {
    addShift.mockReset();
    changeShift.mockReset();
    toast.mockReset();
  });

  it('asks for an employee and an end after the start, and sends nothing', async () => {
    const { user } = renderForm();
    await user.clear(screen.getByLabelText('End'));
    await user.type(screen.getByLabelText('End'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(messageOf('Employee')).toBe(M.employeeRequired));
    expect(messageOf('End')).toBe(M.endAfterStart);
    expect(addShift).not.toHaveBeenCalled();
  });

  it('adds the shift at its store with a key, refuses presses while it runs, then closes', async () => {
    let finish: (value: unknown) => void = () => undefined;
    addShift.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { onDone, user } = renderForm();
    await chooseOption(user, 'Employee', 'Ben Okafor');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(addShift).toHaveBeenCalledTimes(1));
    const [input, key] = addShift.mock.calls[0] as [unknown, string];
    expect(input).toEqual({ store: 'NB', date: DATE, employee: 'Ben Okafor', startTime: '09:00', endTime: '17:00' });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Save' }))).toBe(true));

    finish({ id: 1, date: DATE, employee: 'Ben Okafor', startTime: '09:00', endTime: '17:00' });
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('changes a shift through its id and keeps the form open on a refusal', async () => {
    changeShift.mockRejectedValueOnce(new Error(M.shiftNotFound));
    const shift: EditableShift = { id: 41, date: DATE, employee: 'Ana Diaz', startTime: '10:00', endTime: '18:00' };
    const { onDone, user } = renderForm(shift);
    await user.clear(screen.getByLabelText('End'));
    await user.type(screen.getByLabelText('End'), '19:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(changeShift).toHaveBeenCalledTimes(1));
    expect(changeShift.mock.calls[0]?.slice(0, 2)).toEqual([
      41,
      { date: DATE, employee: 'Ana Diaz', startTime: '10:00', endTime: '19:30' },
    ]);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Error', description: M.shiftNotFound, variant: 'destructive' }),
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
