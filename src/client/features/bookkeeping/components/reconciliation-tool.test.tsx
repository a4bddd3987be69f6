// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKKEEPING_MESSAGES } from '#shared/bookkeeping/messages';
import { isDisabled } from '#client/test/button-state';
import type { RunPhase } from '../lib/use-bookkeeping-run';

const start = vi.fn();
let phase: RunPhase<unknown> = { kind: 'idle' };
vi.mock('../lib/use-bookkeeping-run', () => ({
  useBookkeepingRun: () => ({ phase, job: undefined, start, reset: vi.fn() }),
}));
vi.mock('./bank-csv-preview', () => ({ BankCsvPreview: () => null }));
vi.mock('./run-progress', () => ({ RunProgress: () => <p>Running</p> }));
const { ReconciliationTool } = await import('./reconciliation-tool');

const PROPS = {
  title: 'Credit Card Reconciliation',
  intro: 'Match deposits.',
  url: '/api/bookkeeping/credit-reconciliation',
  reportField: 'creditReport' as const,
  reportLabel: 'Credit report',
  reportHint: 'The card processor’s report',
  reportWrongType: 'Credit report must be an XLSX file',
  failureTitle: 'Reconciliation failed',
  resultName: 'credit.xlsx',
  unmatchedNoun: 'deposit values',
  rules: ['Deposits are matched by amount.'],
};
const csv = new File(['Date,No.\n'], 'bank.csv', { type: 'text/csv' });
const xlsx = new File(['PK'], 'credit.xlsx');

function renderTool() {
  render(<ReconciliationTool {...PROPS} />);
  return userEvent.setup({ delay: null, applyAccept: false });
}

describe('ReconciliationTool', () => {
  beforeEach(() => {
    start.mockReset();
    phase = { kind: 'idle' };
  });

  it('names each missing file and sends nothing', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('button', { name: 'Reconcile' }));
    expect(screen.getByText('Bank report is required')).toBeTruthy();
    expect(screen.getByText('Credit report is required')).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
  });

  it('refuses files of the wrong type', async () => {
    const user = renderTool();
    await user.upload(screen.getByLabelText('Bank report (CSV)'), xlsx);
    await user.upload(screen.getByLabelText('Credit report (XLSX)'), csv);
    await user.click(screen.getByRole('button', { name: 'Reconcile' }));
    expect(screen.getByText(BOOKKEEPING_MESSAGES.bankMustBeCsv)).toBeTruthy();
    expect(screen.getByText('Credit report must be an XLSX file')).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
  });

  it('sends both files under their fields', async () => {
    const user = renderTool();
    await user.upload(screen.getByLabelText('Bank report (CSV)'), csv);
    await user.upload(screen.getByLabelText('Credit report (XLSX)'), xlsx);
    await user.click(screen.getByRole('button', { name: 'Reconcile' }));
    expect(start).toHaveBeenCalledWith({ bankReport: csv, creditReport: xlsx }, {});
  });

  it('refuses presses while the run is processing', () => {
    phase = { kind: 'processing', jobId: null };
    renderTool();
    expect(isDisabled(screen.getByRole('button', { name: 'Processing…' }))).toBe(true);
  });
});
