// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_OFF_MESSAGES as M, type TimeOff } from '#shared/schedules/time-off';
import { isDisabled } from '#client/test/button-state';
import { chooseOption } from '../test/choose-option';

const scheduleTimeOff = vi.fn();
const changeTimeOff = vi.fn();
vi.mock('../api/schedule-time-off', () => ({ scheduleTimeOff }));
vi.mock('../api/change-time-off', () => ({ changeTimeOff }));
vi.mock('../api/get-employee-names', () => ({
  useEmployeeNames: () => ({ data: ['Ana Diaz', 'Ben Okafor'], isPending: false }),
}));
const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
const { TimeOffEditor } = await import('./time-off-dialog');

function renderDialog(entry?: TimeOff) {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TimeOffEditor isOpen onOpenChange={onOpenChange} entry={entry} />
    </QueryClientProvider>,
  );
  return { onOpenChange, user: userEvent.setup({ delay: null }) };
}

/** The message named by a field's aria-describedby, or null. */
const messageOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('TimeOffEditor', () => {
  beforeEach(() => {
    scheduleTimeOff.mockReset();
    changeTimeOff.mockReset();
    toast.mockReset();
  });

  it('shows the spec’s messages under their fields, swap and PTO rules included, and sends nothing', async () => {
    const { user } = renderDialog();
    const submit = screen.getByRole('button', { name: 'Schedule Time Off' });
    await user.click(submit);
    await waitFor(() => expect(messageOf('Employee Name')).toBe(M.employeeRequired));
    expect(messageOf('Store')).toBe(M.storeRequired);
    expect(messageOf('Type')).toBe(M.typeRequired);
    expect(messageOf('Start Date')).toBe(M.startRequired);
    expect(messageOf('End Date')).toBe(M.endRequired);

    await chooseOption(user, 'Employee Name', 'Ana Diaz');
    await chooseOption(user, 'Store', 'SH');
    await chooseOption(user, 'Type', 'Shift Swap (New Shift)');
    await user.type(screen.getByLabelText('Start Date'), '2026-03-04');
    await user.type(screen.getByLabelText('End Date'), '2026-03-03');
    await user.click(submit);
    await waitFor(() => expect(messageOf('End Date')).toBe(M.endBeforeStart));
    expect(messageOf('Shift Swap Start Time')).toBe(M.swapStartRequired);
    expect(messageOf('Shift Swap End Time')).toBe(M.swapEndRequired);
    expect(messageOf('Employee Name')).toBeNull();

    await chooseOption(user, 'Type', 'Day Off');
    await user.clear(screen.getByLabelText('End Date'));
    await user.type(screen.getByLabelText('End Date'), '2026-03-04');
    await user.type(screen.getByLabelText('PTO Days'), '0.3');
    await user.click(submit);
    await waitFor(() => expect(messageOf('PTO Days')).toBe(M.ptoStep));
    expect(screen.queryByLabelText('Shift Swap Start Time')).toBeNull();
    expect(scheduleTimeOff).not.toHaveBeenCalled();
  });

  it('sends the body without empty optionals, refuses presses while it runs, then closes', async () => {
    let finish: (value: unknown) => void = () => undefined;
    scheduleTimeOff.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { onOpenChange, user } = renderDialog();
    await chooseOption(user, 'Employee Name', 'Ben Okafor');
    await chooseOption(user, 'Store', 'KW');
    await chooseOption(user, 'Type', 'Day Off');
    await user.type(screen.getByLabelText('Start Date'), '2026-03-02');
    await user.type(screen.getByLabelText('End Date'), '2026-03-03');
    await user.type(screen.getByLabelText('PTO Days'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Schedule Time Off' }));

    await waitFor(() => expect(scheduleTimeOff).toHaveBeenCalledTimes(1));
    const [input, key] = scheduleTimeOff.mock.calls[0] as [unknown, string];
    expect(input).toEqual({
      employeeName: 'Ben Okafor',
      store: 'KW',
      type: 'Day Off',
      startDate: '2026-03-02',
      endDate: '2026-03-03',
      ptoDays: 1.5,
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(isDisabled(await screen.findByRole('button', { name: 'Submitting...' }))).toBe(true);

    finish({ ...(input as object), id: 9, shiftSwapStartTime: null, shiftSwapEndTime: null, note: null });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toast).toHaveBeenCalledWith({ title: M.success, description: 'Ben Okafor: Day Off' });
  });

  it('corrects an entry through its own request, and tells a refusal in an Error toast', async () => {
    const entry: TimeOff = {
      id: 7,
      employeeName: 'Ana Diaz',
      store: 'LL',
      type: 'Shift Swap (New Shift)',
      startDate: '2026-03-02',
      endDate: '2026-03-02',
      shiftSwapStartTime: '09:00',
      shiftSwapEndTime: '17:00',
      ptoDays: null,
      note: 'Trade',
    };
    changeTimeOff.mockRejectedValueOnce(new Error(M.notFound));
    const { onOpenChange, user } = renderDialog(entry);
    await user.clear(screen.getByLabelText('Shift Swap End Time'));
    await user.type(screen.getByLabelText('Shift Swap End Time'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(changeTimeOff).toHaveBeenCalledTimes(1));
    expect(changeTimeOff.mock.calls[0]?.slice(0, 2)).toEqual([
      7,
      {
        employeeName: 'Ana Diaz',
        store: 'LL',
        type: 'Shift Swap (New Shift)',
        startDate: '2026-03-02',
        endDate: '2026-03-02',
        shiftSwapStartTime: '09:00',
        shiftSwapEndTime: '18:00',
        note: 'Trade',
      },
    ]);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Error', description: M.notFound, variant: 'destructive' }),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
