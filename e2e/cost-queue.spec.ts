import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { authHeaders, createProductViaApi, editFirstVariantViaApi, searchBySku, type AuthHeaders } from './support/api';
import { expect, expectToast, test } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

/** A product whose cost went from 18 to `cost` in the editor: one item of the cost change queue. */
async function productWithCostChange(request: APIRequestContext, headers: AuthHeaders, cost: number) {
  // Titled apart: the queue is shared with every other test's cost changes.
  const title = `Cost Queue ${cost} ${randomBytes(4).toString('hex')}`;
  const created = await createProductViaApi(request, { title, price: 30, cost: 18 }, headers);
  const read = (await searchBySku(request, created.shopifyProductId, { headers })).product;
  await editFirstVariantViaApi(request, read, { cost }, headers);
  return read;
}

test('reads typed prices, says why one is not a price, and keeps what was not reviewed', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const priced = await productWithCostChange(request, headers, 21);
  const untouched = await productWithCostChange(request, headers, 22);
  await signIn(user, '/product-editor');
  await page.getByRole('button', { name: /Cost Change Queue/ }).click();
  const item = page.getByRole('group', { name: priced.title });
  const price = item.getByLabel('New price');

  await price.fill('forty');
  await expect(item.getByText('New price must be an amount such as 47.99')).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Process Cost Changes' })).toBeDisabled();

  await price.fill('14,99');
  await expect(item.getByText('New price must be an amount such as 47.99')).toHaveCount(0);
  // 14.99 against a cost of 21: a poor margin, and the caption says so in the margin's colour.
  await expect(item).toContainText('Margin -40.09%');
  const margin = item.getByText(/^Margin -?\d/);
  const caption = item.locator('[data-rating]');
  await expect(caption).toHaveAttribute('data-rating', 'poor');
  expect(await caption.evaluate((node) => getComputedStyle(node).color)).toBe(
    await margin.evaluate((node) => getComputedStyle(node).color),
  );

  await price.fill('$47.99');
  await expect(item).toContainText('Margin 56.24%');
  await expect(caption).toHaveAttribute('data-rating', 'good');
  expect(await caption.evaluate((node) => getComputedStyle(node).color)).toBe(
    await margin.evaluate((node) => getComputedStyle(node).color),
  );
  await page.screenshot({ path: test.info().outputPath('cost-queue-typed.png'), fullPage: true });

  await page.getByRole('button', { name: 'Process Cost Changes' }).click();
  await expectToast(page, {
    title: 'Cost Changes Processed',
    description: /^Processed 1 cost change · \d+ left to review/,
  });
  await expect(page.getByText(/^\d+ cost changes? left to review$/)).toBeVisible();
  await expect(page.getByRole('group', { name: untouched.title })).toBeVisible();
  await expect(page.getByRole('group', { name: priced.title })).toHaveCount(0);
  expect((await searchBySku(request, priced.id, { headers })).product.variants[0]?.price).toBe(47.99);
  expect((await searchBySku(request, untouched.id, { headers })).product.variants[0]?.price).toBe(30);
  await page.screenshot({ path: test.info().outputPath('cost-queue-remaining.png'), fullPage: true });
});
