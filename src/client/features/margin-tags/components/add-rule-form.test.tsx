// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isDisabled } from '#client/test/button-state';
import { MARGIN_MESSAGES as M } from '#shared/margin-tags/margin-tags';

const addMarginRule = vi.fn();
vi.mock('../api/margin-tags-api', () => ({ addMarginRule, MARGIN_CONFIG_KEY: ['/api/dimargin/config'] }));
const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
const { AddRuleForm } = await import('./add-rule-form');

const COLLECTIONS = [
  { id: 'gid://shopify/Collection/1', name: 'Summer Wines', productsCount: 12 },
  { id: 'gid://shopify/Collection/2', name: 'Spirits', productsCount: 4 },
];

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AddRuleForm collections={{ data: COLLECTIONS, isPending: false, isError: false, isSuccess: true }} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const titles = () => toast.mock.calls.map((call) => (call[0] as { title: string }).title);

describe('AddRuleForm', () => {
  beforeEach(() => {
    addMarginRule.mockReset();
    toast.mockReset();
  });

  it('asks for both fields, then for a percent in range, and sends nothing', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Margin threshold (%)'), '35');
    await user.click(screen.getByRole('button', { name: 'Add Rule' }));
    await waitFor(() => expect(titles()).toEqual([M.bothRequired]));

    await user.selectOptions(screen.getByLabelText('Collection name'), 'Spirits');
    await user.clear(screen.getByLabelText('Margin threshold (%)'));
    await user.type(screen.getByLabelText('Margin threshold (%)'), '350');
    await user.click(screen.getByRole('button', { name: 'Add Rule' }));
    await waitFor(() => expect(titles()).toEqual([M.bothRequired, M.thresholdPercentRange]));
    expect(addMarginRule).not.toHaveBeenCalled();
  });

  it('sends the percent as the decimal the route takes, with a key, and clears the form once saved', async () => {
    let finish: (value: unknown) => void = () => undefined;
    addMarginRule.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const user = renderForm();
    await user.selectOptions(screen.getByLabelText('Collection name'), 'Summer Wines');
    await user.type(screen.getByLabelText('Margin threshold (%)'), '35.5%');
    await user.click(screen.getByRole('button', { name: 'Add Rule' }));

    await waitFor(() => expect(addMarginRule).toHaveBeenCalledTimes(1));
    const [input, key] = addMarginRule.mock.calls[0] as [unknown, string];
    expect(input).toEqual({ collectionName: 'Summer Wines', marginThreshold: 0.355 });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Add Rule' }))).toBe(true));

    finish({ collectionName: 'Summer Wines', marginThreshold: 0.355, lastAnalysisRun: null });
    await waitFor(() => expect(titles()).toEqual(['Rule saved']));
    expect((screen.getByLabelText('Margin threshold (%)') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Collection name') as HTMLSelectElement).value).toBe('');
    expect(isDisabled(screen.getByRole('button', { name: 'Add Rule' }))).toBe(false);
  });

  it('tells the server’s refusal and keeps what was typed', async () => {
    addMarginRule.mockRejectedValueOnce(new Error('Collection "Spirits" not found'));
    const user = renderForm();
    await user.selectOptions(screen.getByLabelText('Collection name'), 'Spirits');
    await user.type(screen.getByLabelText('Margin threshold (%)'), '20');
    await user.click(screen.getByRole('button', { name: 'Add Rule' }));

    await waitFor(() => expect(titles()).toEqual([`${M.addRuleFailed}Collection "Spirits" not found`]));
    expect((screen.getByLabelText('Margin threshold (%)') as HTMLInputElement).value).toBe('20');
  });
});
