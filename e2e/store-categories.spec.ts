import type { APIRequestContext, Page } from '@playwright/test';
import type { StoreCategoriesResponse } from '../src/shared/store-categories/store-categories';
import { authHeaders, createProductViaApi, searchBySku, type Credentials } from './support/api';
import { expect, expectNoSidewaysScroll, expectToast, test } from './support/fixtures';

/**
 * Runs on the shared e2e server: the local catalogue answers with the bundled taxonomy, and the
 * product the test tool needs is created through POST /api/products (SEED_DEMO=0 has none).
 */
const WINE = {
  gid: 'gid://shopify/TaxonomyCategory/fb-1-1-7',
  fullName: 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine',
};
const PAGE_SIZE = 200;

async function totalCount(request: APIRequestContext, admin: Credentials) {
  const response = await request.get('/api/shopify/categories', { headers: await authHeaders(request, admin) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as StoreCategoriesResponse).total_count;
}

/** A new product (SEED_DEMO=0 has none); answers its GID. */
const createProduct = async (request: APIRequestContext, admin: Credentials) =>
  (await createProductViaApi(request, {}, await authHeaders(request, admin))).shopifyProductId;

/** A test changes a real product: the page names it and asks first. */
async function confirmChange(page: Page, productTitle: string | RegExp = /E2E Cellars/) {
  const dialog = page.getByRole('dialog', { name: "Change this product's category?" });
  await expect(dialog).toContainText(productTitle);
  await dialog.getByRole('button', { name: 'Change category' }).click();
  await expect(dialog).toHaveCount(0);
}

async function openCategories(page: Page) {
  await page.goto('/admin/shopify-categories');
  await expect(page.getByRole('heading', { name: 'Store Platform Categories', level: 1 })).toBeVisible();
  return page.getByRole('list', { name: 'Categories' });
}

test('lists the categories a page at a time, and the filter narrows them', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  test.slow(); // Renders 400 rows and filters several times.
  const admin = await createUser('admin');
  const total = await totalCount(request, admin);
  expect(total).toBeGreaterThan(PAGE_SIZE);
  await signIn(admin, null);
  const list = await openCategories(page);
  const count = page.getByTestId('category-count');
  await expect(count).toHaveText(`${total.toLocaleString('en-US')} categories · showing the first ${PAGE_SIZE}`);
  await expect(list.getByRole('listitem')).toHaveCount(PAGE_SIZE);
  await page.getByRole('button', { name: /Show more/ }).click();
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(total, 2 * PAGE_SIZE));

  const filter = page.getByRole('searchbox', { name: 'Filter categories' });
  await filter.fill('WINE');
  await expect(count).toHaveText(new RegExp(`^\\d+ of ${total.toLocaleString('en-US')} categories match$`));
  const rows = await list.getByRole('listitem').allTextContents();
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThan(PAGE_SIZE);
  for (const row of rows) expect(row.toLowerCase()).toContain('wine');
  await expect(list.getByRole('listitem').filter({ hasText: WINE.gid })).toContainText(WINE.fullName);

  await filter.fill('fb-1-1-7');
  await expect(list.getByRole('listitem').first()).toContainText(WINE.gid);
  await filter.fill('no such category at all');
  await expect(page.getByText('No categories match “no such category at all”.')).toBeVisible();
  await filter.fill('');
  await expect(list.getByRole('listitem')).toHaveCount(PAGE_SIZE);
});

test('a clicked row fills in the test tool, and the test succeeds on a real product', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  const admin = await createUser('admin');
  const productId = await createProduct(request, admin);
  await signIn(admin, null);
  const list = await openCategories(page);
  await page.getByRole('searchbox', { name: 'Filter categories' }).fill('alcoholic beverages > wine');
  await list.getByRole('button', { name: new RegExp(WINE.gid) }).click();

  const tool = page.getByRole('form', { name: 'Test a category' });
  await expect(tool.getByLabel('Category GID')).toHaveValue(WINE.gid);
  await expect(tool.getByText(WINE.fullName)).toBeVisible();
  await expect(tool.getByLabel('Product id, SKU or barcode')).toBeFocused();
  await tool.getByLabel('Product id, SKU or barcode').fill(productId);
  await tool.getByRole('button', { name: 'Test' }).click();
  await confirmChange(page);

  const result = tool.getByRole('status').filter({ hasText: 'Category accepted' });
  await expect(result).toBeVisible();
  await expect(result).toContainText(WINE.gid);
  await expect(result).toContainText('NameWine');
  await expect(result).toContainText(WINE.fullName);
});

test('asks first naming the product, finds it by SKU, and puts the old category back', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  const admin = await createUser('admin');
  const headers = await authHeaders(request, admin);
  const created = await createProductViaApi(request, {}, headers);
  const sku = (await searchBySku(request, created.shopifyProductId, { headers })).product.variants[0]?.sku ?? '';
  expect(sku).not.toBe('');
  await signIn(admin, null);
  await openCategories(page);
  const tool = page.getByRole('form', { name: 'Test a category' });
  const categoryNow = async () => {
    const response = await request.get(
      `/api/shopify/test-category/product?productId=${encodeURIComponent(created.shopifyProductId)}`,
      { headers },
    );
    return ((await response.json()) as { category: { id: string } | null }).category?.id ?? null;
  };
  const before = await categoryNow();

  await tool.getByLabel('Category GID').fill('gid://shopify/TaxonomyCategory/fb-1');
  await tool.getByLabel('Product id, SKU or barcode').fill(sku.toLowerCase());
  await tool.getByRole('button', { name: 'Test' }).click();
  const dialog = page.getByRole('dialog', { name: "Change this product's category?" });
  await expect(dialog).toContainText('"E2E Cellars');
  await expect(dialog).toContainText('Food, Beverages & Tobacco > Beverages');
  // Cancel writes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await categoryNow()).toBe(before);
  await expect(tool.getByRole('status').filter({ hasText: 'Category accepted' })).toHaveCount(0);

  await tool.getByRole('button', { name: 'Test' }).click();
  await confirmChange(page);
  const result = tool.getByRole('status').filter({ hasText: 'Category accepted' });
  await expect(result).toContainText('ProductE2E Cellars');
  expect(await categoryNow()).toBe('gid://shopify/TaxonomyCategory/fb-1');
  await result.getByRole('button', { name: /^Put back/ }).click();
  await expectToast(page, { title: 'Category put back' });
  await expect(result).toContainText('Put back:');
  expect(await categoryNow()).toBe(before);
});

test.describe('an unknown category', () => {
  test.use({ allowedConsoleErrors: [/status of 404 .* @ .*\/api\/shopify\/test-category$/] });

  test('shows the error with the gid', async ({ page, request, createUser, signIn }) => {
    const admin = await createUser('admin');
    const productId = await createProduct(request, admin);
    await signIn(admin, null);
    await openCategories(page);
    const tool = page.getByRole('form', { name: 'Test a category' });
    const unknown = 'gid://shopify/TaxonomyCategory/zz-404';
    await tool.getByLabel('Category GID').fill(unknown);
    await tool.getByLabel('Product id, SKU or barcode').fill(productId);
    await tool.getByLabel('Product id, SKU or barcode').press('Enter');
    await confirmChange(page);

    const result = tool.getByRole('alert').filter({ hasText: 'Test failed' });
    await expect(result).toBeVisible();
    await expect(result).toContainText(`Category ${unknown} not found`);
    await expect(result).toContainText(`Category: ${unknown}`);
  });

  test('clears the "Test failed" card when the next test is stopped by the form', async ({
    page,
    request,
    createUser,
    signIn,
  }) => {
    const admin = await createUser('admin');
    const productId = await createProduct(request, admin);
    await signIn(admin, null);
    await openCategories(page);
    const tool = page.getByRole('form', { name: 'Test a category' });
    await tool.getByLabel('Category GID').fill('gid://shopify/TaxonomyCategory/zz-404');
    await tool.getByLabel('Product id, SKU or barcode').fill(productId);
    await tool.getByRole('button', { name: 'Test' }).click();
    await confirmChange(page);
    const result = tool.getByRole('alert').filter({ hasText: 'Test failed' });
    await expect(result).toBeVisible();

    await tool.getByLabel('Category GID').fill('');
    await tool.getByRole('button', { name: 'Test' }).click();
    await expect(tool.getByText('Category id is required')).toBeVisible();
    await expect(result).toHaveCount(0);
  });
});

test('the test tool checks its fields before sending', async ({ page, createUser, signIn }) => {
  await signIn(await createUser('admin'), null);
  await openCategories(page);
  const tool = page.getByRole('form', { name: 'Test a category' });
  await tool.getByRole('button', { name: 'Test' }).click();
  await expect(tool.getByText('Category id is required')).toBeVisible();
  await expect(tool.getByText('Product id is required')).toBeVisible();
});

test.describe('a failed load', () => {
  test.use({ allowedConsoleErrors: [/status of 502 .* @ .*\/api\/shopify\/categories$/] });

  test('shows "Error Loading Categories" with the message', async ({ page, createUser, signIn }) => {
    await signIn(await createUser('admin'), null);
    await page.route('**/api/shopify/categories', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Store platform unreachable' }),
      }),
    );
    await page.goto('/admin/shopify-categories');
    const alert = page.getByRole('alert').filter({ hasText: 'Error Loading Categories' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Store platform unreachable');
    await expectToast(page, {
      title: 'Error Loading Categories',
      description: 'Store platform unreachable',
      variant: 'destructive',
    });
  });
});

test('an associate sees Access Denied', async ({ page, request, createUser, signIn }) => {
  const associate = await createUser();
  await signIn(associate, '/admin/shopify-categories');
  await expect(page.getByRole('heading', { name: /Access Denied/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' })).toHaveCount(0);
  const response = await request.get('/api/shopify/categories', { headers: await authHeaders(request, associate) });
  expect(response.status()).toBe(403);
});

test('fits a phone, with the test tool above the list @phone', async ({ page, request, createUser, signIn }) => {
  const admin = await createUser('admin');
  const productId = await createProduct(request, admin);
  await signIn(admin, null);
  const list = await openCategories(page);
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const tool = page.getByRole('form', { name: 'Test a category' });
  const [toolBox, listBox] = await Promise.all([tool.boundingBox(), list.boundingBox()]);
  expect(toolBox && listBox && toolBox.y < listBox.y).toBe(true);

  await page.getByRole('searchbox', { name: 'Filter categories' }).fill('fb-1-1-7');
  await list.getByRole('button', { name: new RegExp(WINE.gid) }).click();
  await tool.getByLabel('Product id, SKU or barcode').fill(productId);
  await tool.getByRole('button', { name: 'Test' }).click();
  await confirmChange(page);
  await expect(tool.getByRole('status').filter({ hasText: 'Category accepted' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
