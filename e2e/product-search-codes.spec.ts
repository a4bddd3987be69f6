import { authHeaders, createProductViaApi, searchBySku } from './support/api';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

test('a barcode pasted with spaces and dashes is cleaned, kept whole, and finds its product', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const created = await createProductViaApi(request, { price: 24, cost: 14 }, headers);
  const product = (await searchBySku(request, created.shopifyProductId, { headers })).product;
  const barcode = product.variants[0]?.barcode ?? '';
  expect(barcode).toMatch(/^\d{12,13}$/);
  // As pasted from a spreadsheet: grouped with spaces and dashes, longer than the code itself.
  const pasted = ` ${barcode.slice(0, 1)} ${barcode.slice(1, 6)}-${barcode.slice(6, 11)} - ${barcode.slice(11)} `;

  await signIn(user, null);
  const field = page.getByRole('textbox', { name: 'SKU or barcode' });
  const form = page.getByRole('form', { name: `Edit ${product.title}` });
  const search = async (term: string) => {
    await page.goto('/product-editor');
    await page.getByRole('button', { name: /Edit a Single Product/ }).click();
    await page.getByLabel('Store location').click();
    await page.getByRole('option', { name: 'Kirkwood', exact: true }).click();
    await field.fill(term);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  };

  await search(pasted);
  await expect(form).toBeVisible();
  await expect(field).toHaveValue(barcode);
  await page.screenshot({ path: test.info().outputPath('product-search-codes.png'), fullPage: true });

  // The same code with a leading zero, as a scanner reads a UPC-A as EAN-13 (GTIN-14 comparison).
  await search(`0${barcode}`);
  await expect(form).toBeVisible();
});
