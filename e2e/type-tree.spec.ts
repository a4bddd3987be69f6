import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { seedTypeTree } from '../src/server/db/seed/seed-type-tree';
import { compareSelectionValues } from '../src/shared/type-tree/type-tree';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../tests/support/test-app';
import { expect, test as sharedServerTest } from './support/fixtures';

/**
 * The shared e2e server runs with SEED_DEMO=0 and the API cannot create product types or their
 * lists, so this file boots the real app in the worker on its own database, seeded with a small
 * type tree, and points the browser at it. Only the empty-tree check uses the shared server.
 */
const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));

const TYPE_TREE = {
  types: [
    {
      name: 'Wine',
      lists: {
        Region: ['Napa Valley', 'bordeaux', 'Alsace', 'Côtes du Rhône'],
        Varietal: ['Merlot', 'Cabernet Sauvignon'],
        ABV: ['13.5%'],
        Vintage: ['2019'],
        'Age Statement': ['10 Year'],
      },
    },
    { name: 'Spirits', lists: { Subtype: ['Bourbon', 'Rye'] } },
  ],
};

interface SeededServer {
  app: TestApp;
  url: string;
}

const test = sharedServerTest.extend<
  { signInAs: (role: 'admin' | 'associate') => Promise<void> },
  { server: SeededServer }
>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const app = await createTestApp({}, { clientDir: CLIENT_DIR });
      await seedTypeTree(app.database.db, TYPE_TREE);
      const url = await app.app.listen({ port: 0, host: '127.0.0.1' });
      await use({ app, url });
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

const unique = () => Math.random().toString(36).slice(2, 7);

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveText(option);
}

async function openRegion(page: Page) {
  await page.goto('/admin/add-selections');
  await expect(page.getByRole('heading', { name: 'Add Selections', level: 1 })).toBeVisible();
  await pick(page, 'Category', 'Wine');
  await pick(page, 'Subcategory', 'Region');
  return page.getByRole('list', { name: 'Region selections' });
}

const isSorted = (values: string[]) =>
  values.every((value, index) => index === 0 || compareSelectionValues(values[index - 1] ?? '', value) <= 0);

test('adds a selection with Enter and shows it in the sorted list at once', async ({ page, signInAs }) => {
  await signInAs('admin');
  const list = await openRegion(page);
  await expect(list.getByRole('listitem')).toHaveText(['Alsace', 'bordeaux', 'Côtes du Rhône', 'Napa Valley']);

  const value = `Columbia Valley ${unique()}`;
  await page.getByLabel('Value').fill(`  ${value}  `);
  await page.getByLabel('Value').press('Enter');

  const toast = page.getByRole('status').filter({ hasText: 'Selection added' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`"${value}" was added to Region.`);
  await expect(list.getByRole('listitem').filter({ hasText: value })).toHaveCount(1);
  const values = await list.getByRole('listitem').allTextContents();
  expect(isSorted(values), values.join(' | ')).toBe(true);
  expect(values.indexOf(value)).toBe(values.indexOf('bordeaux') + 1);
  await expect(page.getByLabel('Value')).toHaveValue('');
  await expect(page.getByLabel('Value')).toBeFocused();

  // Still there after a reload: it came from the server, not only from the cache.
  await page.reload();
  await pick(page, 'Category', 'Wine');
  await pick(page, 'Subcategory', 'Region');
  await expect(list.getByRole('listitem').filter({ hasText: value })).toHaveCount(1);
});

test.describe('a duplicate', () => {
  test.use({ allowedConsoleErrors: [/status of 409 .* @ .*\/api\/type-tree\/selections$/] });

  test('is refused with the server message in "Failed to add selection"', async ({ page, signInAs }) => {
    await signInAs('admin');
    const list = await openRegion(page);
    await page.getByLabel('Value').fill('NAPA valley');
    await page.getByRole('button', { name: 'Add' }).click();

    const toast = page.getByRole('status').filter({ hasText: 'Failed to add selection' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('"Napa Valley" already exists in Region');
    await expect(list.getByRole('listitem').filter({ hasText: /napa valley/i })).toHaveCount(1);
    await expect(page.getByLabel('Value')).toHaveValue('NAPA valley');
  });
});

test('a blank value is refused before anything is sent', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/admin/add-selections');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Please select a category')).toBeVisible();

  await openRegion(page);
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/type-tree/selections')) posted = true;
  });
  await page.getByLabel('Value').fill('    ');
  await page.getByLabel('Value').press('Enter');
  await expect(page.getByText('Please enter a value')).toBeVisible();
  await expect(page.getByLabel('Value')).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
});

test('ABV, Vintage and Age Statement are not offered', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/admin/add-selections');
  await pick(page, 'Category', 'Wine');
  await page.getByRole('combobox', { name: 'Subcategory' }).click();
  await expect(page.getByRole('option')).toHaveText(['Size', 'Subtype', 'Region', 'Varietal', 'Attributes']);
  await page.keyboard.press('Escape');

  await pick(page, 'Subcategory', 'Varietal');
  await expect(page.getByRole('list', { name: 'Varietal selections' }).getByRole('listitem')).toHaveText([
    'Cabernet Sauvignon',
    'Merlot',
  ]);
});

test('an associate sees Access Denied, and the server refuses the write', async ({
  page,
  server,
  signInAs,
  request,
}) => {
  await signInAs('associate');
  await page.goto('/admin/add-selections');
  await expect(page.getByRole('heading', { name: /Access Denied/ })).toBeVisible();
  await expect(page.getByLabel('Value')).toHaveCount(0);

  const associate = await server.app.signIn('associate');
  const response = await request.post('/api/type-tree/selections', {
    data: { subcategoryId: 1, value: 'Sneaky' },
    headers: { Authorization: `Bearer ${associate.token}` },
  });
  expect(response.status()).toBe(403);
});

test('works on a phone @phone', async ({ page, signInAs }) => {
  await signInAs('admin');
  const list = await openRegion(page);
  const value = `Alto Adige ${unique()}`;
  await page.getByLabel('Value').fill(value);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: value })).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

sharedServerTest('an empty type tree says so (shared server, no demo data)', async ({ page, createUser, signIn }) => {
  await signIn(await createUser('admin'));
  await page.goto('/admin/add-selections');
  await expect(page.getByText('The type tree is empty')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toBeDisabled();
  await expect(page.getByText('Pick a category and a subcategory to see its current selections.')).toBeVisible();
});
