// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MARGIN_MESSAGES as M, type MarginRule } from '#shared/margin-tags/margin-tags';
import { isDisabled } from '#client/test/button-state';

const analyzeCollection = vi.fn();
vi.mock('../api/margin-tags-api', () => ({ analyzeCollection, MARGIN_CONFIG_KEY: ['/api/dimargin/config'] }));
const toast = vi.fn(() => ({ dismiss: vi.fn() }));
vi.mock('#client/lib/use-toast', () => ({ toast }));
vi.mock('./analysis-results', () => ({ AnalysisResults: () => <p>Results shown</p> }));
const { AnalysisCard } = await import('./analysis-card');

const RULES = [{ collectionName: 'Summer Wines' }, { collectionName: 'Spirits' }] as MarginRule[];
const COLLECTIONS = [{ id: 'gid://shopify/Collection/1', name: 'Summer Wines', productsCount: 12 }];

function Harness() {
  const [selected, setSelected] = useState('');
  return <AnalysisCard rules={RULES} collections={COLLECTIONS} selected={selected} onSelect={setSelected} />;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}
const run = () => screen.getByRole('button', { name: 'Run Analysis' });

describe('AnalysisCard', () => {
  beforeEach(() => {
    analyzeCollection.mockReset();
    toast.mockClear();
  });

  it('asks for a collection in a toast and runs nothing', async () => {
    const user = renderCard();
    await user.click(run());
    expect(toast).toHaveBeenCalledWith({ title: M.selectCollection, variant: 'destructive' });
    expect(analyzeCollection).not.toHaveBeenCalled();
  });

  it('runs the chosen collection, refusing presses meanwhile, then shows the result', async () => {
    let finish: (value: unknown) => void = () => undefined;
    analyzeCollection.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const user = renderCard();
    expect(screen.getByRole('option', { name: 'Summer Wines (12 products)' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Collection'), 'Spirits');
    await user.click(run());

    await waitFor(() => expect(isDisabled(run())).toBe(true));
    expect(analyzeCollection.mock.calls[0]?.[0]).toBe('Spirits');
    finish({ collectionName: 'Spirits', products: [] });
    expect(await screen.findByText('Results shown')).toBeTruthy();
  });
});
