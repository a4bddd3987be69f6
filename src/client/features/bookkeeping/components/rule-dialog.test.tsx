// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isDisabled } from '#client/test/button-state';
import type { ClassifierRule } from '#shared/bookkeeping/classifier';

const testRule = vi.fn();
vi.mock('../api/classifier-rules', () => ({ testRule }));
const { RuleDialog } = await import('./rule-dialog');

const SAVED: ClassifierRule = {
  id: 7,
  position: 3,
  type: 'Transfer',
  matchKind: 'regex',
  pattern: '(a+)+\\1',
  side: 'debit',
  minAmount: 10,
  maxAmount: null,
  problem: 'backreferences are not supported',
};

function renderDialog(props: Partial<Parameters<typeof RuleDialog>[0]> = {}) {
  const onSave = vi.fn();
  render(<RuleDialog rule={null} isOpen isSaving={false} onOpenChange={() => undefined} onSave={onSave} {...props} />);
  return { onSave, user: userEvent.setup({ delay: null }) };
}

describe('RuleDialog', () => {
  it('shows the shared schema’s messages beside their fields and sends nothing', async () => {
    const { onSave, user } = renderDialog();
    await user.type(screen.getByLabelText('Minimum amount ($, optional)'), '20');
    await user.type(screen.getByLabelText('Maximum amount ($, optional)'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));

    expect(await screen.findByText('Type is required')).toBeTruthy();
    expect(screen.getByText('Pattern is required')).toBeTruthy();
    expect(screen.getByLabelText('Type').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Type').getAttribute('aria-describedby')).toMatch(/-type-error$/);
    expect(screen.getByLabelText('Maximum amount ($, optional)').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends typed amounts as numbers and blank ones as null', async () => {
    const { onSave, user } = renderDialog();
    await user.type(screen.getByLabelText('Type'), '  Payroll ');
    await user.selectOptions(screen.getByLabelText('Side'), 'credit');
    await user.type(screen.getByLabelText('Pattern'), 'ADP');
    await user.type(screen.getByLabelText('Minimum amount ($, optional)'), '$5,000.50');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      type: 'Payroll',
      matchKind: 'contains',
      pattern: 'ADP',
      side: 'credit',
      minAmount: 5000.5,
      maxAmount: null,
    });
  });

  it('refuses a minimum above the maximum', async () => {
    const { onSave, user } = renderDialog();
    await user.type(screen.getByLabelText('Type'), 'Fees');
    await user.type(screen.getByLabelText('Pattern'), 'FEE');
    await user.type(screen.getByLabelText('Minimum amount ($, optional)'), '50');
    await user.type(screen.getByLabelText('Maximum amount ($, optional)'), '5');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));

    expect(await screen.findByText('Maximum amount must not be below the minimum')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('opens a saved rule with its values and the reason its pattern cannot run', async () => {
    renderDialog({ rule: SAVED });
    expect(screen.getByRole('heading', { name: 'Edit rule 3' })).toBeTruthy();
    expect((screen.getByLabelText('Type') as HTMLInputElement).value).toBe('Transfer');
    expect((screen.getByLabelText('Minimum amount ($, optional)') as HTMLInputElement).value).toBe('10');
    expect(await screen.findByText('backreferences are not supported')).toBeTruthy();
  });

  it('disables its save button while the save runs and shows the server’s refusal', () => {
    renderDialog({ rule: { ...SAVED, problem: null }, isSaving: true, saveError: 'A rule with this pattern exists' });
    expect(isDisabled(screen.getByRole('button', { name: 'Save rule' }))).toBe(true);
    expect(screen.getByText('A rule with this pattern exists')).toBeTruthy();
  });

  it('tests the unsaved rule on a sample and clears the verdict when the rule changes', async () => {
    testRule.mockResolvedValueOnce({ matches: true, explanation: 'The description contains “ADP”.' });
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Type'), 'Payroll');
    await user.type(screen.getByLabelText('Pattern'), 'ADP');
    await user.type(screen.getByLabelText('Sample description'), 'ADP PAYROLL 0412');
    await user.selectOptions(screen.getByLabelText('Sample side'), 'credit');
    await user.type(screen.getByLabelText('Sample amount ($)'), '1,200');
    await user.click(screen.getByRole('button', { name: 'Test rule' }));

    expect(await screen.findByText(/Matches\./)).toBeTruthy();
    expect(testRule).toHaveBeenCalledWith({
      rule: { type: 'Payroll', matchKind: 'contains', pattern: 'ADP', side: 'any', minAmount: null, maxAmount: null },
      description: 'ADP PAYROLL 0412',
      side: 'credit',
      amount: 1200,
    });

    await user.type(screen.getByLabelText('Pattern'), 'X');
    expect(screen.queryByText(/Matches\./)).toBeNull();
  });
});
