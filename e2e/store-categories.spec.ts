import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createLocalStorePlatform } from '../src/server/platform/store-platform/local/local-store-platform';
import type { StoreCategoriesResponse } from '../src/shared/store-categories/store-categories';
import { productInput } from '../tests/support/catalogue-fixtures';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../tests/support/test-app';
import { expect, test as base } from './support/fixtures';

/**
 * The test tool needs a product, and no route creates one yet: this file boots the real app in
 * the worker on its own database (the local catalogue with the bundled taxonomy), adds a product
 * through the local store platform, and points the browser at it.
 */
const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));
const WINE = {
  gid: 'gid://shopify/TaxonomyCategory/fb-1-1-7',
  fullName: 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine',
};
const PAGE_SIZE = 200;

interface SeededServer {
  app: TestApp;
  url: string;
  productId: string;
}

const test = base.extend<{ signInAs: (role: 'admin' | 'associate') => Promise<void> }, { server: SeededServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const app = await createTestApp({}, { clientDir: CLIENT_DIR });
      const product = await createLocalStorePlatform(app.database.db).createProduct(
        productInput(),
        'e2e-categories',
        null,
      );
      const url = await app.app.listen({ port: 0, host: '127.0.0.1' });
      await use({ app, url, productId: product.id });
      await app.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  signInAs: async ({ server, signIn }, use) => {
    await use(async (role) => {
      const user = await server.app.createUser(role);
      await signIn({ username: user.username, password: TEST_PASSWORD });
    });
  },
});

async function totalCount(server: SeededServer) {
  const { token } = await server.app.signIn('admin');
  const response = await server.app.app.inject({
    method: 'GET',
    url: '/api/shopify/categories',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json<StoreCategoriesResponse>().total_count;
}

async function openCategories(page: Page) {
  await page.goto('/admin/shopify-categories');
  await expect(page.getByRole('heading', { name: 'Store Platform Categories', level: 1 })).toBeVisible();
  return page.getByRole('list', { name: 'Categories' });
}

test('lists the categories a page at a time, and the filter narrows them', async ({ page, server, signInAs }) => {
  const total = await totalCount(server);
  expect(total).toBeGreaterThan(PAGE_SIZE);
  await signInAs('admin');
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
  server,
  signInAs,
}) => {
  await signInAs('admin');
  const list = await openCategories(page);
  await page.getByRole('searchbox', { name: 'Filter categories' }).fill('alcoholic beverages > wine');
  await list.getByRole('button', { name: new RegExp(WINE.gid) }).click();

  const tool = page.getByRole('form', { name: 'Test a category' });
  await expect(tool.getByLabel('Category GID')).toHaveValue(WINE.gid);
  await expect(tool.getByText(WINE.fullName)).toBeVisible();
  await expect(tool.getByLabel('Product GID')).toBeFocused();
  await tool.getByLabel('Product GID').fill(server.productId);
  await tool.getByRole('button', { name: 'Test' }).click();

  const result = tool.getByRole('status').filter({ hasText: 'Category accepted' });
  await expect(result).toBeVisible();
  await expect(result).toContainText(WINE.gid);
  await expect(result).toContainText('NameWine');
  await expect(result).toContainText(WINE.fullName);
});

test.describe('an unknown category', () => {
  test.use({ allowedConsoleErrors: [/status of 404 .* @ .*\/api\/shopify\/test-category$/] });

  test('shows the error with the gid', async ({ page, server, signInAs }) => {
    await signInAs('admin');
    await openCategories(page);
    const tool = page.getByRole('form', { name: 'Test a category' });
    const unknown = 'gid://shopify/TaxonomyCategory/zz-404';
    await tool.getByLabel('Category GID').fill(unknown);
    await tool.getByLabel('Product GID').fill(server.productId);
    await tool.getByLabel('Product GID').press('Enter');

    const result = tool.getByRole('alert').filter({ hasText: 'Test failed' });
    await expect(result).toBeVisible();
    await expect(result).toContainText(`Category ${unknown} not found`);
    await expect(result).toContainText(`Category: ${unknown}`);
  });
});

test('the test tool checks its fields before sending', async ({ page, signInAs }) => {
  await signInAs('admin');
  await openCategories(page);
  const tool = page.getByRole('form', { name: 'Test a category' });
  await tool.getByRole('button', { name: 'Test' }).click();
  await expect(tool.getByText('Category id is required')).toBeVisible();
  await expect(tool.getByText('Product id is required')).toBeVisible();
});

test.describe('a failed load', () => {
  test.use({ allowedConsoleErrors: [/status of 502 .* @ .*\/api\/shopify\/categories$/] });

  test('shows "Error Loading Categories" with the message', async ({ page, signInAs }) => {
    await signInAs('admin');
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
    await expect(page.getByRole('status').filter({ hasText: 'Error Loading Categories' })).toBeVisible();
  });
});

test('an associate sees Access Denied', async ({ page, signInAs }) => {
  await signInAs('associate');
  await page.goto('/admin/shopify-categories');
  await expect(page.getByRole('heading', { name: /Access Denied/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' })).toHaveCount(0);
});

test('fits a phone, with the test tool above the list @phone', async ({ page, signInAs }) => {
  await signInAs('admin');
  const list = await openCategories(page);
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const toolBox = await page.getByRole('form', { name: 'Test a category' }).boundingBox();
  const listBox = await list.boundingBox();
  expect(toolBox && listBox && toolBox.y < listBox.y).toBe(true);
});
