// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_EDITOR_MESSAGES as M } from '#shared/product-editor/messages';
import type { SearchProduct, SearchVariant } from '#shared/products/product-search';
import { isDisabled } from '#client/test/button-state';

const editProduct = vi.fn();
vi.mock('../api/edit-product', () => ({ editProduct }));
const toast = vi.fn();
vi.mock('#client/lib/use-toast', () => ({ toast }));
vi.mock('#client/features/labels/print-now/print-labels-now-dialog', () => ({ PrintLabelsNowDialog: () => null }));
const { ProductEditForm } = await import('./product-edit-form');

const VARIANT: SearchVariant = {
  id: 'gid://shopify/ProductVariant/71',
  inventory_item_id: 'gid://shopify/InventoryItem/71',
  sku: 'PN-750',
  barcode: '0871',
  title: '750ml',
  option1: '750ml',
  price: 24.99,
  cost: 12,
  inventoryQuantity: 6,
  inventory_quantity: 6,
  metafields: { vintage: '2019', par_value: null } as SearchVariant['metafields'],
  reviewMetafields: {
    reviewer_name: null,
    reviewer_score: null,
    reviewer_text: null,
    reviewer_name2: null,
    reviewer_score2: null,
  },
};
const PRODUCT = {
  id: 'gid://shopify/Product/7',
  title: 'Pinot Noir',
  vendor: 'Cellar Co',
  product_type: 'Red',
  images: [],
  variants: [VARIANT],
} as unknown as SearchProduct;
const LOCATION = 'gid://shopify/Location/1';

function renderForm(locationId: string | null = LOCATION) {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProductEditForm product={PRODUCT} locationId={locationId} locationName="Main St" onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved, user: userEvent.setup({ delay: null }) };
}
const variantRow = () => within(screen.getByRole('group', { name: 'Variant 750ml' }));
const save = () => screen.getByRole('button', { name: 'Save Changes' });

describe('ProductEditForm', () => {
  beforeEach(() => {
    editProduct.mockReset();
    toast.mockReset();
  });

  it('toasts the schema’s first message, marks the field and sends nothing', async () => {
    const { user } = renderForm();
    await user.clear(variantRow().getByLabelText('Price'));
    await user.type(variantRow().getByLabelText('Price'), 'abc');
    await user.click(save());

    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(toast.mock.calls[0]?.[0]).toMatchObject({ title: M.saveFailed, variant: 'destructive' });
    expect((toast.mock.calls[0]?.[0] as { description: string }).description).toMatch(/Price/);
    expect(variantRow().getByLabelText('Price').getAttribute('aria-invalid')).toBe('true');
    expect(editProduct).not.toHaveBeenCalled();
  });

  it('refuses a stock change without a location', async () => {
    const { user } = renderForm(null);
    await user.clear(variantRow().getByLabelText('Stock change'));
    await user.type(variantRow().getByLabelText('Stock change'), '3');
    await user.click(save());

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: M.saveFailed,
        description: M.stockNeedsLocation,
        variant: 'destructive',
      }),
    );
    expect(editProduct).not.toHaveBeenCalled();
  });

  it('sends the edits with the values they were read with, and a new variant', async () => {
    let finish: (value: unknown) => void = () => undefined;
    editProduct.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { onSaved, user } = renderForm();
    await user.clear(variantRow().getByLabelText('Price'));
    await user.type(variantRow().getByLabelText('Price'), '26.50');
    await user.type(variantRow().getByLabelText('Stock change'), '{Backspace}-2');
    await user.click(screen.getByRole('button', { name: 'Add Variant' }));
    const added = within(screen.getByRole('group', { name: 'New variant 1' }));
    await user.type(added.getByLabelText('Option (size)'), ' 1.5L ');
    await user.type(added.getByLabelText('Price'), '49');
    await user.type(added.getByLabelText('Barcode'), '0872');
    await user.click(screen.getByRole('checkbox', { name: 'Add to image update queue' }));
    await user.click(save());

    await waitFor(() => expect(isDisabled(save())).toBe(true));
    expect(editProduct.mock.calls[0]?.[0]).toEqual({
      productId: PRODUCT.id,
      variantEdits: [
        {
          id: VARIANT.id,
          sku: 'PN-750',
          price: 26.5,
          cost: 12,
          inventory_quantity: -2,
          vintage: '2019',
          par_value: null,
          oldSku: 'PN-750',
          oldPrice: 24.99,
          oldCost: 12,
          oldVintage: '2019',
          oldParValue: null,
        },
      ],
      newVariants: [{ option1: '1.5L', price: 49, cost: null, inventory_quantity: 0, barcode: '0872', vintage: null }],
      addToImageUpdateQueue: true,
      locationId: LOCATION,
    });
    finish({
      success: true,
      message: 'Saved 2 changes',
      productId: PRODUCT.id,
      changes: [],
      labelsQueued: [],
      imageQueueAdded: 1,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(toast).toHaveBeenCalledWith({ title: 'Product Saved', description: 'Saved 2 changes' });
  });

  it('drops a removed new variant from the payload', async () => {
    editProduct.mockResolvedValueOnce({
      success: true,
      message: 'No changes',
      productId: PRODUCT.id,
      changes: [],
      labelsQueued: [],
      imageQueueAdded: null,
    });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Variant' }));
    await user.click(screen.getByRole('button', { name: 'Remove new variant' }));
    await user.click(save());

    await waitFor(() => expect(editProduct).toHaveBeenCalledTimes(1));
    expect(editProduct.mock.calls[0]?.[0]).toMatchObject({ newVariants: [], addToImageUpdateQueue: false });
  });
});
