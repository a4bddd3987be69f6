// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkEdit } from '#shared/product-list/bulk-edit';
import { isDisabled } from '#client/test/button-state';

const startBulkStep = vi.fn();
// The edit as read back: the test decides when the server's answer shows the step's result.
let readBack: BulkEdit | undefined;
vi.mock('../api/product-list-api', () => ({
  startBulkStep,
  useBulkEdit: () => ({ data: readBack }),
}));
vi.mock('#client/lib/jobs/use-job', () => ({ useJob: () => ({ data: undefined }) }));
const { BulkEditReview } = await import('./bulk-edit-review');

const EDIT: BulkEdit = {
  id: 7,
  source: 'list',
  status: 'applied',
  createdBy: 'sam@example.com',
  createdAt: '2026-11-28T12:00:00.000Z',
  change: null,
  applyJobId: 'job-1',
  undoJobId: null,
  items: [
    {
      variantId: 'gid://shopify/ProductVariant/71',
      productId: 'gid://shopify/Product/70',
      sku: 'SKU-71',
      title: 'Riesling',
      variantTitle: '750 ml',
      changesPrice: false,
      changesCost: true,
      oldPrice: 20,
      newPrice: 20,
      oldCost: 16,
      newCost: 17.6,
      state: 'applied',
      message: null,
    },
  ],
  notes: { unchanged: 0, refused: [], unknownSkus: [], staleRows: [], invalidRows: [] },
  labelQueues: [],
};

function renderReview(initial: BulkEdit) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BulkEditReview initial={initial} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('BulkEditReview', () => {
  beforeEach(() => {
    startBulkStep.mockReset();
    readBack = undefined;
  });

  it('starts the undo once: its button stays away after the job starts, while the edit still reads applied', async () => {
    let answer: (value: unknown) => void = () => undefined;
    startBulkStep.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const user = renderReview(EDIT);
    const undo = screen.getByRole('button', { name: 'Undo bulk edit' });
    await user.click(undo);
    await waitFor(() => expect(isDisabled(undo)).toBe(true));

    answer({ jobId: 'job-2', bulkEditId: 7 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo bulk edit' })).toBeNull());
    expect(startBulkStep).toHaveBeenCalledTimes(1);
    expect(startBulkStep).toHaveBeenCalledWith(7, 'undo', expect.stringMatching(/^[0-9a-f-]{36}$/));
  });

  it('starts Apply once: its button stays away after the job starts, while the edit still reads preview', async () => {
    startBulkStep.mockResolvedValueOnce({ jobId: 'job-1', bulkEditId: 7 });
    const preview = { ...EDIT, status: 'preview' as const, applyJobId: null };
    const user = renderReview(preview);
    await user.click(screen.getByRole('button', { name: 'Apply 1 change' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Apply 1 change' })).toBeNull());
    expect(startBulkStep).toHaveBeenCalledTimes(1);
  });

  it('lists what the preview left out, as text', () => {
    renderReview({
      ...EDIT,
      status: 'preview',
      notes: {
        unchanged: 2,
        refused: [],
        unknownSkus: ['NOPE-1', '<b>NOPE-2</b>'],
        staleRows: [{ sku: 'SKU-71', field: 'price', expected: 19.99, actual: 20 }],
        invalidRows: [{ line: 4, message: 'Price must be a number' }],
      },
    });
    expect(screen.getByText('Unknown SKUs (2)')).toBeTruthy();
    expect(screen.getByText('NOPE-1, <b>NOPE-2</b>')).toBeTruthy();
    expect(screen.getByText('SKU-71: price was $19.99 in the file, is $20.00 now')).toBeTruthy();
    expect(screen.getByText('Line 4: Price must be a number')).toBeTruthy();
    expect(screen.getByText(/2 unchanged/)).toBeTruthy();
  });
});
