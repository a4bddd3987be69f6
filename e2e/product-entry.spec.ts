import type { Page } from '@playwright/test';
import type { LabelQueue } from '../src/shared/labels/label-queue';
import type { ProductSearchResponse } from '../src/shared/products/product-search';
import { expect, test } from './support/fixtures';
import {
  E2E_TYPE_TREE,
  IMAGE_HOST,
  chooseOption,
  goToStep,
  openWizard,
  pickFromList,
  toastWith,
} from './support/product-entry';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const isProductPost = (url: string, method: string) => method === 'POST' && new URL(url).pathname === '/api/products';

/** Step 1 with what Create needs: producer, type, price, pack cost and size, a generated barcode. */
async function fillCoreDetails(page: Page, { producer = 'E2E Cellars', type = 'USA Wine' } = {}) {
  await page.getByLabel('Producer').fill(producer);
  await chooseOption(page, 'Type', type);
  await page.getByLabel('Price').fill('120');
  await page.getByLabel('Pack Cost').fill('72');
  await page.getByLabel('Pack Size').fill('6');
  await page.getByRole('button', { name: 'Generate barcode' }).click();
  return page.getByLabel('SKU').inputValue();
}

// Each test signs a fresh user in and walks several steps; a busy machine needs the headroom.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page, signIn, createUser }) => {
  await signIn(await createUser('associate'));
  await openWizard(page);
});

test('creates a product with its single-unit variant and New Product label queues for two stores', async ({ page }) => {
  test.setTimeout(90_000);
  await expect(page.getByText('Add a new product to your inventory')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('heading', { level: 2, name: 'Core Product Details' })).toBeVisible();

  const sku = await fillCoreDetails(page);
  expect(sku).toMatch(/^\d{12}$/);
  await expect(page.getByLabel('Cost (per unit)')).toHaveValue('12');
  await pickFromList(page, 'Distributor', 'Kermit Lynch');
  await expect(page.getByRole('combobox', { name: 'Distributor' })).toHaveText('Kermit Lynch Wine Merchant');
  await page.getByLabel('Selling Size').fill('6-pack');
  await page.getByRole('checkbox', { name: 'Create single-unit variant' }).check();
  await expect(page.getByText(`Adds ${sku}-1 priced at $20.00.`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Clayton' }).check();
  await page.getByRole('checkbox', { name: 'Kirkwood' }).check();

  await goToStep(page, 'Type-Specific Fields');
  await expect(page.getByRole('combobox', { name: 'Country of Origin' })).toHaveText('United States');
  await pickFromList(page, 'Varietal', 'Zinfandel');
  await page.getByLabel('Vintage').fill('2021');
  await page.getByRole('combobox', { name: 'Attributes' }).click();
  await page.getByRole('option', { name: 'Organic' }).click();
  await page.keyboard.press('Escape');

  await goToStep(page, 'Product Description');
  await page.getByRole('button', { name: 'Generate Description' }).click();
  await expect(toastWith(page, 'Description Generated')).toBeVisible();

  await goToStep(page, 'Product Images');
  await page.getByLabel('Image URL').fill(`${IMAGE_HOST}/bottle.png`);
  await page.getByRole('button', { name: 'Add Image' }).click();
  await expect(toastWith(page, 'Image Added')).toBeVisible();

  await goToStep(page, 'Review & Create Product');
  await expect(page.getByTestId('missing-required-fields')).toHaveCount(0);
  await expect(page.getByTestId('gross-margin')).toHaveText('40.0%');
  const tags = page.getByRole('list', { name: 'Tags' });
  for (const tag of ['DIMARGIN', 'E2E Cellars', 'Organic', 'USA Wine', 'Zinfandel']) {
    await expect(tags.getByText(tag, { exact: true })).toBeVisible();
  }

  const created = page.waitForResponse((response) => isProductPost(response.url(), response.request().method()));
  const queued = page.waitForResponse('**/api/label-queue/add');
  await page.getByRole('button', { name: 'Create Product' }).click();
  const createResponse = await created;
  expect(createResponse.status()).toBe(201);
  expect(await createResponse.request().headerValue('Idempotency-Key')).toMatch(UUID);
  const { id } = (await createResponse.json()) as { id: number };
  await expect(toastWith(page, 'Product Created Successfully!')).toContainText(`Product ID: ${id}`);
  await expect(page).toHaveURL(/\/$/);

  const labelResponse = await queued;
  expect(labelResponse.request().postDataJSON()).toEqual({
    variantSku: sku,
    title: 'E2E Cellars USA Wine',
    stores: ['Clayton', 'Kirkwood'],
    labelType: 'New Product',
  });
  expect(labelResponse.status()).toBe(201);
  const queues = (await labelResponse.json()) as LabelQueue[];
  expect(queues.map((queue) => queue.store).sort()).toEqual(['Clayton', 'Kirkwood']);
  for (const queue of queues)
    expect(queue).toMatchObject({ productSKUs: [sku], labelType: 'New Product', printed: false });

  const search = await page.request.post('/api/products/search', { data: { term: sku, type: 'sku' } });
  expect(search.status()).toBe(200);
  const { product } = (await search.json()) as ProductSearchResponse;
  expect(product).toMatchObject({ vendor: 'E2E Cellars', product_type: 'USA Wine' });
  const variants = product.variants.map(({ sku: variantSku, price }) => ({ sku: variantSku, price }));
  expect(variants).toEqual(
    expect.arrayContaining([
      { sku, price: 120 },
      { sku: `${sku}-1`, price: 20 },
    ]),
  );
  expect(variants).toHaveLength(2);
});

test.describe('a retried Create', () => {
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED @ .*\/api\/products$/] });

  test('sends the same Idempotency-Key and makes one product, not two @desktop', async ({ page }) => {
    const sku = await fillCoreDetails(page);
    await page.getByLabel('Cost (per unit)').fill('12');
    await goToStep(page, 'Review & Create Product', 4);

    const keys: (string | null)[] = [];
    let firstAnswer: { id: number } | null = null;
    await page.route('**/api/products', async (route) => {
      keys.push(await route.request().headerValue('Idempotency-Key'));
      if (firstAnswer) return route.continue();
      // The server creates the product, but the answer never reaches the browser.
      firstAnswer = (await (await route.fetch()).json()) as { id: number };
      return route.abort('failed');
    });
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expect(toastWith(page, 'Product Creation Failed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Review & Create Product' })).toBeVisible();

    const retried = page.waitForResponse((response) => isProductPost(response.url(), response.request().method()));
    await page.getByRole('button', { name: 'Create Product' }).click();
    const retry = await retried;
    expect(retry.headers()['idempotent-replayed']).toBe('true');
    expect(((await retry.json()) as { id: number }).id).toBe(firstAnswer?.['id']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    await expect(toastWith(page, 'Product Created Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const search = await page.request.post('/api/products/search', { data: { term: sku, type: 'sku' } });
    const { product, alternativeMatches } = (await search.json()) as ProductSearchResponse;
    expect(product.variants.map((variant) => variant.sku)).toEqual([sku]);
    expect(alternativeMatches).toEqual([]);
  });
});

test('the review step lists missing required fields and keeps Create disabled', async ({ page }) => {
  await goToStep(page, 'Review & Create Product', 4);
  const notice = page.getByTestId('missing-required-fields');
  await expect(notice).toContainText('Missing Required Fields');
  await expect(notice).toContainText('Please fill in the following required fields: Producer, Type, Price, Cost');
  await expect(page.getByRole('button', { name: 'Create Product' })).toBeDisabled();

  await page.getByRole('button', { name: 'Edit Core Details' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Core Product Details' })).toBeVisible();
  await page.getByLabel('Producer').fill('E2E Cellars');
  await page.getByLabel('Price').fill('30');
  await goToStep(page, 'Review & Create Product', 4);
  await expect(notice).toContainText('Please fill in the following required fields: Type, Cost');
  await expect(page.getByRole('button', { name: 'Create Product' })).toBeDisabled();
});

test('Create checks the whole form with the shared schema and points to the step to fix', async ({ page }) => {
  await page.getByLabel('Producer').fill('E2E Brewing');
  await chooseOption(page, 'Type', 'Craft Beer');
  await page.getByLabel('Price').fill('12.99');
  await page.getByLabel('Cost (per unit)').fill('8');
  await goToStep(page, 'Review & Create Product', 4);
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(toastWith(page, 'Product Creation Failed')).toContainText('Barcode is required');
  await expect(page.getByText('Country of origin is required')).toBeVisible();

  await page.getByRole('button', { name: 'Go to Type-Specific' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Type-Specific Fields' })).toBeVisible();
  await expect(page.getByText('Country of origin is required')).toBeVisible();
  await chooseOption(page, 'Country of Origin', 'United States');
  await expect(page.getByText('Country of origin is required')).toHaveCount(0);
});

test.describe('image URLs', () => {
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED @ https:\/\/images\.e2e\.test\/missing\//] });

  test('are checked, added, reordered and removed; a broken one says Failed to load', async ({ page }) => {
    await goToStep(page, 'Product Images', 3);
    await expect(page.getByText('at least 1000x1000 pixels and served over HTTPS')).toBeVisible();
    const add = page.getByRole('button', { name: 'Add Image' });
    const url = page.getByLabel('Image URL');

    await add.click();
    await expect(toastWith(page, 'Invalid URL')).toContainText('Please enter a valid image URL');
    await url.fill(`${IMAGE_HOST}/label.bmp`);
    await add.click();
    await expect(toastWith(page, 'Invalid Image URL')).toContainText(
      'Please enter a valid image URL ending in .jpg, .jpeg, .png, .gif, or .webp',
    );
    await url.fill('not a url.jpg');
    await url.press('Enter');
    await expect(toastWith(page, 'Invalid Image URL')).toBeVisible();

    await url.fill(`${IMAGE_HOST}/front.JPG`);
    await add.click();
    await expect(toastWith(page, 'Image Added')).toBeVisible();
    await expect(url).toHaveValue('');
    await url.fill(`${IMAGE_HOST}/missing/back.webp`);
    await url.press('Enter');

    const items = page.getByRole('list', { name: 'Product images' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Main image');
    await expect(items.nth(0).getByRole('img', { name: 'Main product image' })).toBeVisible();
    await expect(items.nth(1)).toContainText('Failed to load');

    await items.nth(1).getByRole('button', { name: 'Make main' }).click();
    await expect(items.nth(0)).toContainText(`${IMAGE_HOST}/missing/back.webp`);
    await expect(items.nth(0)).toContainText('Main image');
    await items.nth(0).getByRole('button', { name: 'Remove image 1' }).click();
    await expect(items).toHaveCount(1);
    await expect(items.nth(0)).toContainText(`${IMAGE_HOST}/front.JPG`);
  });
});

test('Generate Description needs producer and type, then fills the description', async ({ page }) => {
  await goToStep(page, 'Product Description', 2);
  await page.getByRole('button', { name: 'Generate Description' }).click();
  await expect(toastWith(page, 'Missing Information')).toContainText(
    'Please fill in producer and type before generating description',
  );

  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByLabel('Producer').fill('Laphroaig');
  await chooseOption(page, 'Type', 'Scotch');
  await goToStep(page, 'Product Description', 2);
  await page.getByRole('button', { name: 'Generate Description' }).click();
  await expect(toastWith(page, 'Description Generated')).toContainText(
    /^Description GeneratedGenerated with \d{1,3}% confidence$/,
  );
  const description = await page.getByLabel('Description', { exact: true }).inputValue();
  expect(description).toContain('Laphroaig');
  await expect(page.getByText(`${description.length}/1000`)).toBeVisible();
});

test('step 1: defaults, SKU follows the barcode until edited, unit cost and the location hint', async ({ page }) => {
  await expect(page.getByLabel('Pack Size')).toHaveValue('1');
  await expect(page.getByLabel('Option Name')).toHaveValue('Size');
  await expect(page.getByRole('checkbox', { name: 'Published' })).toBeChecked();
  await expect(page.getByLabel('Price')).toHaveAttribute('step', '0.01');

  await page.getByRole('textbox', { name: 'Barcode' }).fill('123456789012');
  await expect(page.getByLabel('SKU')).toHaveValue('123456789012');
  await page.getByLabel('SKU').fill('E2E-SKU');
  await expect(page.getByText("Manually edited - won't auto-update")).toBeVisible();
  await page.getByRole('button', { name: 'Generate barcode' }).click();
  await expect(page.getByRole('textbox', { name: 'Barcode' })).toHaveValue(/^\d{12}$/);
  await expect(page.getByRole('textbox', { name: 'Barcode' })).not.toHaveValue('123456789012');
  await expect(page.getByLabel('SKU')).toHaveValue('E2E-SKU');

  await page.getByLabel('Pack Cost').fill('100');
  await page.getByLabel('Pack Size').fill('3');
  await expect(page.getByLabel('Cost (per unit)')).toHaveValue('33.33');

  await expect(page.getByText('Required when quantity is entered')).toHaveCount(0);
  await page.getByLabel('Quantity').fill('5');
  await expect(page.getByText('Required when quantity is entered')).toBeVisible();
  await expect(page.getByText('Required when quantity is entered')).toHaveClass(/text-destructive/);

  await page.getByRole('combobox', { name: 'Distributor' }).click();
  await expect(page.getByRole('listbox', { name: 'distributors' })).toHaveCSS('max-height', '200px');
});

test('step 2 follows the type: empty state, country auto-selection, vintage and alcohol', async ({ page }) => {
  await goToStep(page, 'Type-Specific Fields');
  await expect(
    page.getByText('Please select a product type in the previous step to see type-specific fields.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Previous' }).click();
  await chooseOption(page, 'Type', 'Craft Beer');
  await goToStep(page, 'Type-Specific Fields');
  await expect(page.getByRole('combobox', { name: 'Country of Origin' })).toHaveText('Select a country');
  await expect(page.getByLabel('Alcohol')).toBeVisible();
  await expect(page.getByLabel('Vintage')).toHaveCount(0);
  await pickFromList(page, 'Subtype', 'IPA');
  await expect(page.getByRole('combobox', { name: 'Subtype' })).toHaveText('IPA');

  await page.getByRole('button', { name: 'Previous' }).click();
  await chooseOption(page, 'Type', 'Scotch');
  await goToStep(page, 'Type-Specific Fields');
  await expect(page.getByRole('combobox', { name: 'Country of Origin' })).toHaveText('Scotland');
  await expect(page.getByLabel('Vintage')).toHaveCount(0);
  await expect(page.getByLabel('Alcohol')).toHaveCount(0);

  await page.getByRole('button', { name: 'Previous' }).click();
  await chooseOption(page, 'Type', 'USA Wine');
  await goToStep(page, 'Type-Specific Fields');
  // A chosen country is never replaced.
  await expect(page.getByRole('combobox', { name: 'Country of Origin' })).toHaveText('Scotland');
  await expect(page.getByLabel('Vintage')).toBeVisible();
  await page.getByRole('combobox', { name: 'Country of Origin' }).click();
  await expect(page.getByRole('option')).toHaveCount(25);
});

test.describe('when the type tree cannot be loaded', () => {
  test.use({ allowedConsoleErrors: [/status of 500 .* @ .*\/api\/type-tree\/full$/] });

  test('step 1 cannot offer types and step 2 says the fields failed to load', async ({ page }) => {
    let isDown = true;
    await page.unroute('**/api/type-tree/full');
    await page.route('**/api/type-tree/full', (route) =>
      isDown ? route.fulfill({ status: 500, json: { message: 'down' } }) : route.fulfill({ json: E2E_TYPE_TREE }),
    );
    await page.reload();
    await expect(page.getByText('The product types could not be loaded.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Type' })).toBeDisabled();
    await goToStep(page, 'Type-Specific Fields');
    await expect(page.getByText('Error loading type-specific fields. Please try again.')).toBeVisible();

    isDown = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.getByText('Please select a product type in the previous step to see type-specific fields.'),
    ).toBeVisible();
  });
});

test('the real type tree endpoint answers an object keyed by type', async ({ page }) => {
  const response = await page.request.get('/api/type-tree/full');
  expect(response.status()).toBe(200);
  expect(typeof (await response.json())).toBe('object');
});

test('phone progress reads "Step N of 5: label" with a bar @phone', async ({ page }) => {
  await expect(page.getByText('Step 1 of 5: Core Details')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Wizard progress' })).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByRole('navigation', { name: 'Progress' }).getByRole('list')).toBeHidden();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Step 2 of 5: Type-Specific')).toBeVisible();
  await goToStep(page, 'Review & Create Product', 3);
  await expect(page.getByText('Step 5 of 5: Review')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Product' })).toBeVisible();
});

test('desktop progress shows every step with completed and current ones marked @desktop', async ({ page }) => {
  const steps = page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem');
  await expect(steps).toHaveText(['1Core Details', '2Type-Specific', '3Description', '4Images', '5Review']);
  await expect(page.getByText('Step 1 of 5: Core Details')).toBeHidden();
  await goToStep(page, 'Product Description', 2);
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(0)).toContainText('(completed)');
  await expect(steps.nth(1)).toContainText('(completed)');
  await expect(steps.nth(3)).not.toContainText('(completed)');
});

test('unsaved changes: the browser asks before leaving, Cancel asks before discarding', async ({ page }) => {
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/new-product-entry');

  await page.getByLabel('Producer').fill('Unsaved Producer');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discard this product?' });
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Producer')).toHaveValue('Unsaved Producer');

  const prompt = new Promise<string>((resolve) =>
    page.once('dialog', (browserDialog) => {
      resolve(browserDialog.type());
      void browserDialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await prompt).toBe('beforeunload');
});
