// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_CATEGORY_MESSAGES as M, type StoreCategory } from '#shared/store-categories/store-categories';
import { isDisabled } from '#client/test/button-state';

const findTestProduct = vi.fn();
const testCategory = vi.fn();
const restoreCategory = vi.fn();
vi.mock('../api/test-category', async () => {
  const { useAction } = await import('#client/lib/use-action');
  return { findTestProduct, restoreCategory, useTestCategory: () => useAction({ mutationFn: testCategory }) };
});
const { CategoryTestTool } = await import('./category-test-tool');
const { useCategoryTestTool } = await import('./use-category-test-tool');

const GID = 'gid://shopify/TaxonomyCategory/fb-1';
const CATEGORIES = new Map<string, StoreCategory>([
  [GID, { id: GID, name: 'Beverages', full_name: 'Food, Beverages & Tobacco > Beverages' } as StoreCategory],
]);
const PRODUCT = { id: 'gid://shopify/Product/7', title: 'Pinot Noir', category: null };

function Harness() {
  const tool = useCategoryTestTool();
  return <CategoryTestTool tool={tool} categoriesById={CATEGORIES} />;
}

function renderTool() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

describe('CategoryTestTool', () => {
  beforeEach(() => {
    findTestProduct.mockReset();
    testCategory.mockReset();
  });

  it('names both blank fields under them and looks nothing up', async () => {
    const user = renderTool();
    await user.click(screen.getByRole('button', { name: 'Test' }));

    expect(await screen.findByText(M.gidRequired)).toBeTruthy();
    expect(screen.getByText(M.productIdRequired)).toBeTruthy();
    expect(screen.getByLabelText('Category GID').getAttribute('aria-describedby')).toBe('test-category-gid-error');
    expect(findTestProduct).not.toHaveBeenCalled();
  });

  it('names a known category, asks before changing the product, then sends the test', async () => {
    findTestProduct.mockResolvedValueOnce(PRODUCT);
    let finish: (value: unknown) => void = () => undefined;
    testCategory.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const user = renderTool();
    await user.type(screen.getByLabelText('Category GID'), ` ${GID} `);
    expect(screen.getByText('Food, Beverages & Tobacco > Beverages')).toBeTruthy();
    await user.type(screen.getByLabelText('Product id, SKU or barcode'), ' PN-750');
    await user.click(screen.getByRole('button', { name: 'Test' }));

    await waitFor(() => expect(findTestProduct).toHaveBeenCalledWith('PN-750'));
    const dialog = await screen.findByRole('dialog', { name: "Change this product's category?" });
    expect(dialog.textContent).toContain('"Pinot Noir" will be put in Food, Beverages & Tobacco > Beverages');
    await user.click(screen.getByRole('button', { name: 'Change category' }));

    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Change category' }))).toBe(true));
    expect(testCategory.mock.calls[0]?.[0]).toEqual({ gid: GID, productId: PRODUCT.id });
    finish({ error: 'Category not accepted', gid: GID, message: 'Category not accepted' });
    expect(await screen.findByText('Test failed')).toBeTruthy();
  });

  it('refuses presses while the product is looked up', async () => {
    findTestProduct.mockReturnValueOnce(new Promise(() => undefined));
    const user = renderTool();
    await user.type(screen.getByLabelText('Category GID'), GID);
    await user.type(screen.getByLabelText('Product id, SKU or barcode'), '7');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Testing...' }))).toBe(true));
  });
});
