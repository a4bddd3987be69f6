import { randomBytes } from 'node:crypto';
import { authHeaders, createProductViaApi, findLocation } from './support/api';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

test('filters to wine under 25 % margin, raises cost by 3 %, previews, applies with labels queued, and undoes', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const clayton = await findLocation(request, 'Clayton', headers);
  // A vendor of this test's own, so every count on the screen is this test's.
  const vendor = `List Cellars ${randomBytes(4).toString('hex')}`;
  const stocked = { quantity: 4, location: clayton.name, locationId: clayton.id };
  await createProductViaApi(request, { producer: vendor, price: 20, cost: 16, ...stocked }, headers); // 20 %
  await createProductViaApi(request, { producer: vendor, price: 30, cost: 24, ...stocked }, headers); // 20 %
  await createProductViaApi(request, { producer: vendor, price: 40, cost: 20, ...stocked }, headers); // 50 %

  await signIn(user, `/products?vendor=${encodeURIComponent(vendor)}`);
  await expect(page).toHaveTitle(/Products/, { timeout: 30_000 });
  await expect(page.getByText('3 matching')).toBeVisible({ timeout: 30_000 });
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Type', { exact: true }).selectOption('USA Wine');
  const margin = filters.getByLabel('Margin below (%)');
  await margin.fill('25');
  await margin.press('Enter');
  await expect(page.getByText('2 matching')).toBeVisible();
  // The filtered view is in the URL: a reload shows the same two.
  await expect(page).toHaveURL(/marginBelow=25/);
  await page.reload();
  await expect(page.getByText('2 matching')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Bulk edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk edit' });
  await dialog.getByLabel('Field').selectOption('cost');
  await dialog.getByLabel('Change', { exact: true }).selectOption('percent');
  await dialog.getByLabel(/^Percent/).fill('3');
  await dialog.getByRole('button', { name: 'Preview' }).click();

  const changes = dialog.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row')).toHaveCount(3);
  await expect(changes).toContainText('$16.00 → $16.48');
  await expect(changes).toContainText('$24.00 → $24.72');
  await expect(changes).toContainText('20.00 % → 17.60 %');
  await dialog.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(changes.getByText('Applied', { exact: true })).toHaveCount(2, { timeout: 30_000 });
  // A cost change prints no label.
  await expect(dialog.getByText('0 shelf labels queued')).toBeVisible();

  await dialog.getByRole('button', { name: 'Undo bulk edit' }).click();
  await expect(changes.getByText('Undone', { exact: true })).toHaveCount(2, { timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('cell', { name: '$16.00' })).toBeVisible();

  // A price rise rounded to .99 queues a shelf label at the store holding stock.
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('button', { name: 'Bulk edit' }).click();
  await dialog.getByLabel('Change', { exact: true }).selectOption('amount');
  await dialog.getByLabel(/^Amount/).fill('1');
  await dialog.getByLabel('Round to').selectOption('.99');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(changes).toContainText('$20.00 → $21.99');
  await dialog.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(dialog.getByText('2 shelf labels queued (Clayton)')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Undo bulk edit' }).click();
  await expect(changes.getByText('Undone', { exact: true })).toHaveCount(2, { timeout: 30_000 });
});
