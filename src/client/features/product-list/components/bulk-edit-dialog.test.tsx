// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BULK_EDIT_MESSAGES } from '#shared/product-list/bulk-edit';
import { isDisabled } from '#client/test/button-state';

const createBulkEdit = vi.fn();
vi.mock('../api/product-list-api', () => ({ createBulkEdit, useCloseAndRefreshList: () => () => undefined }));
vi.mock('./bulk-edit-review', () => ({
  BulkEditReview: ({ initial }: { initial: { id: number } }) => <p>Preview {initial.id}</p>,
}));
const { BulkEditDialog } = await import('./bulk-edit-dialog');

const SELECTION = { variantIds: ['gid://shopify/ProductVariant/71'] };

function renderDialog(count = 1, countIsCapped = false) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BulkEditDialog selection={SELECTION} count={count} countIsCapped={countIsCapped} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}
const preview = () => screen.getByRole('button', { name: 'Preview' });

describe('BulkEditDialog', () => {
  beforeEach(() => createBulkEdit.mockReset());

  it('names a missing or out-of-range amount and previews nothing', async () => {
    const user = renderDialog();
    await user.click(preview());
    expect(await screen.findByText('Percent is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Percent (negative lowers)'), '-150');
    await user.click(preview());
    expect(await screen.findByText('Percent must be at least -100')).toBeTruthy();
    expect(screen.getByLabelText('Percent (negative lowers)').getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(screen.getByLabelText('Change'), 'value');
    await user.clear(screen.getByLabelText('New value in $'));
    await user.type(screen.getByLabelText('New value in $'), 'ten');
    await user.click(preview());
    expect(await screen.findByText('Value must be a number')).toBeTruthy();
    expect(createBulkEdit).not.toHaveBeenCalled();
  });

  it('sends the change with the amount as a number, refusing presses meanwhile, then shows the preview', async () => {
    let finish: (value: unknown) => void = () => undefined;
    createBulkEdit.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const user = renderDialog();
    await user.selectOptions(screen.getByLabelText('Field'), 'cost');
    await user.selectOptions(screen.getByLabelText('Change'), 'amount');
    await user.type(screen.getByLabelText('Amount in $ (negative lowers)'), ' -1.25 ');
    await user.selectOptions(screen.getByLabelText('Round to'), '.99');
    await user.click(preview());

    await waitFor(() => expect(isDisabled(preview())).toBe(true));
    expect(createBulkEdit.mock.calls[0]).toEqual([
      SELECTION,
      { field: 'cost', mode: 'amount', value: -1.25, rounding: '.99' },
    ]);
    finish({ id: 12 });
    expect(await screen.findByText('Preview 12')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    createBulkEdit.mockRejectedValueOnce(new Error('400: {"message":"Select at least one variant"}'));
    const user = renderDialog();
    await user.type(screen.getByLabelText('Percent (negative lowers)'), '5');
    await user.click(preview());
    expect(await screen.findByText('Select at least one variant')).toBeTruthy();
  });

  it('says a selection past the list count is more than it, and shows the refusal of too many', async () => {
    createBulkEdit.mockRejectedValueOnce(new Error(`400: ${JSON.stringify({ message: BULK_EDIT_MESSAGES.tooMany })}`));
    const user = renderDialog(5_000, true);
    expect(screen.getByText('5,000+ variants selected')).toBeTruthy();
    await user.type(screen.getByLabelText('Percent (negative lowers)'), '5');
    await user.click(preview());
    expect(await screen.findByText(BULK_EDIT_MESSAGES.tooMany)).toBeTruthy();
    expect(isDisabled(preview())).toBe(false);
  });

  it('counts an exact selection as it is', () => {
    renderDialog(1, false);
    expect(screen.getByText('1 variant selected')).toBeTruthy();
  });
});
