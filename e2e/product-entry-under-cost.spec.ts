import type { Request } from '@playwright/test';
import { searchBySku } from './support/api';
import { expect, expectToast, test } from './support/fixtures';
import { chooseOption, goToStep, openWizard } from './support/product-entry';

test.describe.configure({ timeout: 60_000 });

test('asks before creating a single unit priced under its cost ($3.33 against $3.75), and creates only once confirmed', async ({
  page,
  signIn,
  createUser,
}) => {
  await signIn(await createUser('associate'), null);
  await openWizard(page);
  await page.getByLabel('Producer').fill('E2E Under Cost');
  await chooseOption(page, 'Type', 'USA Wine');
  await page.getByLabel('Price').fill('19.99');
  await page.getByLabel('Pack Cost').fill('22.50');
  await page.getByLabel('Pack Size').fill('6');
  await expect(page.getByLabel('Cost (per unit)')).toHaveValue('3.75');
  await page.getByRole('button', { name: 'Generate barcode' }).click();
  const sku = await page.getByLabel('SKU').inputValue();
  await page.getByRole('checkbox', { name: 'Create single-unit variant' }).check();
  await expect(page.getByText(`Adds ${sku}-1 priced at $3.33.`)).toBeVisible();
  await goToStep(page, 'Review & Create Product', 4);

  const creations: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/products') creations.push(request);
  });
  await page.getByRole('button', { name: 'Create Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Priced below cost' });
  await expect(dialog).toContainText('Single unit: $3.33 against a cost of $3.75');
  await page.screenshot({ path: test.info().outputPath('product-entry-under-cost.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Review & Create Product' })).toBeVisible();
  expect(creations).toHaveLength(0);

  await page.getByRole('button', { name: 'Create Product' }).click();
  await dialog.getByRole('button', { name: 'Create anyway' }).click();
  await expectToast(page, { title: 'Product Created Successfully!' });
  expect(creations).toHaveLength(1);
  const { product } = await searchBySku(page.request, sku);
  expect(product.variants.map((variant) => [variant.sku, variant.price])).toEqual([
    [sku, 19.99],
    [`${sku}-1`, 3.33],
  ]);
});
