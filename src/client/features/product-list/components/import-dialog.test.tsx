// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isDisabled } from '#client/test/button-state';

const importPriceCsv = vi.fn();
vi.mock('../api/product-list-api', () => ({ importPriceCsv, useCloseAndRefreshList: () => () => undefined }));
vi.mock('./bulk-edit-review', () => ({
  BulkEditReview: ({ initial }: { initial: { id: number } }) => <p>Preview {initial.id}</p>,
}));
const { ImportDialog } = await import('./import-dialog');

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImportDialog onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}
const submit = () => screen.getByRole('button', { name: 'Preview import' });

describe('ImportDialog', () => {
  beforeEach(() => importPriceCsv.mockReset());

  it('asks for a file and sends nothing without one', async () => {
    const user = renderDialog();
    await user.click(submit());
    expect(screen.getByText('Choose a CSV file')).toBeTruthy();
    expect(importPriceCsv).not.toHaveBeenCalled();
  });

  it('sends the chosen file, refusing presses meanwhile, then shows the preview', async () => {
    let finish: (value: unknown) => void = () => undefined;
    importPriceCsv.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const file = new File(['SKU,Price,Cost\n'], 'prices.csv', { type: 'text/csv' });
    const user = renderDialog();
    await user.upload(screen.getByLabelText('CSV file'), file);
    await user.click(submit());

    await waitFor(() => expect(isDisabled(submit())).toBe(true));
    expect(importPriceCsv).toHaveBeenCalledWith(file);
    finish({ id: 3 });
    expect(await screen.findByText('Preview 3')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    importPriceCsv.mockRejectedValueOnce(new Error('400: {"message":"Row 2: SKU is required"}'));
    const user = renderDialog();
    await user.upload(screen.getByLabelText('CSV file'), new File(['x'], 'prices.csv', { type: 'text/csv' }));
    await user.click(submit());
    expect(await screen.findByText('Row 2: SKU is required')).toBeTruthy();
  });
});
