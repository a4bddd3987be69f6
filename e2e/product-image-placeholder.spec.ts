import { authHeaders, createProductViaApi, searchBySku } from './support/api';
import { expect, test } from './support/fixtures';

// The image's host never resolves (.invalid is reserved), so the browser reports the load failing.
test.use({ allowedConsoleErrors: [/images\.invalid|ERR_NAME_NOT_RESOLVED|Content Security Policy/] });

test('the editor shows a clear placeholder when a product’s image fails to load', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const product = await createProductViaApi(request, { images: ['https://images.invalid/bottle.jpg'] }, headers);
  const sku = (await searchBySku(request, product.shopifyProductId, { headers })).product.variants[0]?.sku ?? '';
  await signIn(user, null);
  await page.goto('/product-editor');
  await page.getByRole('button', { name: /Edit a Single Product/ }).click();
  await page.getByLabel('Store location').click();
  await page.getByRole('option', { name: 'Kirkwood', exact: true }).click();
  await page.getByRole('textbox', { name: 'SKU or barcode' }).fill(sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const form = page.getByRole('form', { name: /^Edit / });
  await expect(form).toBeVisible();

  const placeholder = form.getByRole('img', { name: 'Product image failed to load' });
  await expect(placeholder).toBeVisible();
  await expect(placeholder).toContainText('Failed to load');
  await expect(form.locator('img')).toHaveCount(0);
});
