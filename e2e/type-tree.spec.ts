import type { Page } from '@playwright/test';
import { compareSelectionValues } from '../src/shared/type-tree/type-tree';
import { authHeaders, readTypeTreeList } from './support/api';
import { expect, expectNoSidewaysScroll, expectToast, test } from './support/fixtures';

/**
 * The server seeds the reference type tree at start-up even with SEED_DEMO=0. The server is shared
 * by every spec and both projects, so tests only add unique values and read the rest from the API.
 */
const CATEGORY = 'USA Wine';
const LIST = 'Region';

const unique = () => `e2e-${Math.random().toString(36).slice(2, 8)}`;

async function pick(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

async function openList(page: Page, name = LIST) {
  await page.goto('/admin/add-selections');
  await expect(page.getByRole('heading', { name: 'Add Selections', level: 1 })).toBeVisible();
  await pick(page, 'Category', CATEGORY);
  await pick(page, 'Subcategory', name);
  return page.getByRole('list', { name: `${name} selections` });
}

const isSorted = (values: string[]) =>
  values.every((value, index) => index === 0 || compareSelectionValues(values[index - 1] ?? '', value) <= 0);

test('adds a selection with Enter and shows it in the sorted list at once', async ({ page, createUser, signIn }) => {
  await signIn(await createUser('admin'), null);
  const list = await openList(page);
  const value = `Columbia Gorge ${unique()}`;
  await page.getByLabel('Value').fill(`  ${value}  `);
  await page.getByLabel('Value').press('Enter');

  await expectToast(page, {
    title: 'Selection added',
    description: `"${value}" was added to ${LIST}.`,
    variant: 'default',
  });
  await expect(list.getByRole('listitem').filter({ hasText: value })).toHaveCount(1);
  const values = await list.getByRole('listitem').allTextContents();
  expect(isSorted(values), values.join(' | ')).toBe(true);
  await expect(page.getByLabel('Value')).toHaveValue('');
  await expect(page.getByLabel('Value')).toBeFocused();

  // Still there after a reload: the server has it, not only the cache.
  await page.reload();
  await pick(page, 'Category', CATEGORY);
  await pick(page, 'Subcategory', LIST);
  await expect(list.getByRole('listitem').filter({ hasText: value })).toHaveCount(1);
});

test.describe('a duplicate', () => {
  test.use({ allowedConsoleErrors: [/status of 409 .* @ .*\/api\/type-tree\/selections$/] });

  test('is refused with the server message in "Failed to add selection"', async ({
    page,
    request,
    createUser,
    signIn,
  }) => {
    const admin = await createUser('admin');
    const existing =
      (await readTypeTreeList(request, CATEGORY, LIST, await authHeaders(request, admin))).selections[0]?.value ?? '';
    await signIn(admin, null);
    const list = await openList(page);
    await page.getByLabel('Value').fill(existing.toUpperCase());
    await page.getByRole('button', { name: 'Add' }).click();

    await expectToast(page, {
      title: 'Failed to add selection',
      description: `"${existing}" already exists in ${LIST}`,
      variant: 'destructive',
    });
    await expect(list.getByText(existing, { exact: true })).toHaveCount(1);
    await expect(page.getByLabel('Value')).toHaveValue(existing.toUpperCase());
  });
});

test('a blank value is refused before anything is sent', async ({ page, createUser, signIn }) => {
  await signIn(await createUser('admin'), '/admin/add-selections');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Please select a category')).toBeVisible();

  await openList(page);
  let isPosted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/type-tree/selections')) isPosted = true;
  });
  await page.getByLabel('Value').fill('    ');
  await page.getByLabel('Value').press('Enter');
  await expect(page.getByText('Please enter a value')).toBeVisible();
  await expect(page.getByLabel('Value')).toHaveAttribute('aria-invalid', 'true');
  expect(isPosted).toBe(false);
});

test('ABV, Vintage and Age Statement are not offered', async ({ page, request, createUser, signIn }) => {
  const admin = await createUser('admin');
  const varietals = await readTypeTreeList(request, CATEGORY, 'Varietal', await authHeaders(request, admin));
  await signIn(admin, '/admin/add-selections');
  await pick(page, 'Category', CATEGORY);
  await page.getByRole('combobox', { name: 'Subcategory', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Size', 'Subtype', 'Region', 'Varietal', 'Attributes']);
  await page.keyboard.press('Escape');

  await pick(page, 'Subcategory', 'Varietal');
  const list = page.getByRole('list', { name: 'Varietal selections' });
  await expect(list.getByRole('listitem')).toHaveText(varietals.selections.map((selection) => selection.value));
});

test('an associate sees Access Denied, and the server refuses the write', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  const associate = await createUser();
  await signIn(associate, '/admin/add-selections');
  await expect(page.getByRole('heading', { name: /Access Denied/ })).toBeVisible();
  await expect(page.getByLabel('Value')).toHaveCount(0);

  const headers = await authHeaders(request, associate);
  const region = await readTypeTreeList(request, CATEGORY, LIST, headers);
  const response = await request.post('/api/type-tree/selections', {
    data: { subcategoryId: region.id, value: `Sneaky ${unique()}` },
    headers,
  });
  expect(response.status()).toBe(403);
});

test('works on a phone @phone', async ({ page, createUser, signIn }) => {
  await signIn(await createUser('admin'), null);
  const list = await openList(page);
  const value = `Alto Adige ${unique()}`;
  await page.getByLabel('Value').fill(value);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: value })).toHaveCount(1);
  await expectNoSidewaysScroll(page);
});
