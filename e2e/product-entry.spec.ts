import type { Page, Response } from '@playwright/test';
import type { LabelQueue } from '../src/shared/labels/label-queue';
import type { ProductFormInput } from '../src/shared/product-entry/product-form-schema';
import { findLocation, searchBySku } from './support/api';
import { closeToasts, expect, expectNoSidewaysScroll, expectToast, test } from './support/fixtures';
import { IMAGE_HOST, chooseOption, goToStep, openWizard, pickFromList } from './support/product-entry';

/**
 * The wizard runs on the server's seeded reference data: the type tree of
 * src/server/db/seed/data/type-tree.json and the six stores as locations.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const isProductPost = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/products';
const isLabelQueueAdd = (response: Response) => new URL(response.url()).pathname === '/api/label-queue/add';

/** Step 1 with what Create needs: producer, type, price, pack cost and size, a generated barcode. */
async function fillCoreDetails(page: Page, { producer = 'E2E Cellars', type = 'USA Wine' } = {}) {
  await page.getByLabel('Producer').fill(producer);
  await chooseOption(page, 'Type', type);
  await page.getByLabel('Price').fill('120');
  await page.getByLabel('Pack Cost').fill('72');
  await page.getByLabel('Pack Size').fill('6');
  await page.getByRole('button', { name: 'Generate barcode' }).click();
  await expect(page.getByLabel('SKU')).toHaveValue(/^\d{12}$/);
  return page.getByLabel('SKU').inputValue();
}

const tagList = (page: Page) => page.getByRole('list', { name: 'Tags' }).getByRole('listitem');

/** From the review step: back to step 1, set the pack cost, and return to the review. */
async function changePackCost(page: Page, packCost: string) {
  await page.getByRole('button', { name: 'Edit Core Details' }).click();
  await page.getByLabel('Pack Cost').fill(packCost);
  await goToStep(page, 'Review & Create Product', 4);
}

// Each test signs a fresh user in and walks several steps; a busy machine needs the headroom.
// Each test opens its own wizard as its own user: both workers take them.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

test.beforeEach(async ({ page, signIn, createUser }) => {
  await signIn(await createUser('associate'), null);
  await openWizard(page);
});

test('creates a product with stock at Kirkwood, its single-unit variant, its tags and label queues for two stores', async ({
  page,
}) => {
  await expect(page.getByText('Add a new product to your inventory')).toBeVisible();
  // Save Draft keeps the form on the server (ADR 078): it is offered from the first step.
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('heading', { level: 2, name: 'Core Product Details' })).toBeVisible();

  const sku = await fillCoreDetails(page);
  await expect(page.getByLabel('Cost (per unit)')).toHaveValue('12');
  await pickFromList(page, 'Distributor', 'Kermit Lynch', 'Kermit Lynch Wine Merchant');
  await page.getByLabel('Selling Size').fill('6-pack');
  await page.getByRole('checkbox', { name: 'Create single-unit variant' }).check();
  await expect(page.getByText(`Adds ${sku}-1 priced at $20.00.`)).toBeVisible();
  await page.getByLabel('Quantity').fill('24');
  await chooseOption(page, 'Location', 'Kirkwood');
  await page.getByRole('checkbox', { name: 'Clayton' }).check();
  await page.getByRole('checkbox', { name: 'Kirkwood' }).check();

  await goToStep(page, 'Type-Specific Fields');
  await expect(page.getByRole('combobox', { name: 'Country of Origin' })).toHaveText('United States');
  await pickFromList(page, 'Subtype', 'Red');
  await pickFromList(page, 'Region', 'napa', 'Napa Valley');
  await pickFromList(page, 'Varietal', 'Zinfandel');
  await pickFromList(page, 'Size', '750ml');
  await page.getByLabel('Vintage').fill('2021');
  await page.getByRole('combobox', { name: 'Attributes' }).click();
  await page.getByRole('option', { name: 'Organic', exact: true }).click();
  await page.keyboard.press('Escape');

  await goToStep(page, 'Product Description');
  await page.getByRole('button', { name: 'Generate Description' }).click();
  await expectToast(page, {
    title: 'Description Generated',
    description: /^Generated with \d{1,3}% confidence$/,
    variant: 'default',
  });

  await goToStep(page, 'Product Images');
  await page.getByLabel('Image URL').fill(`${IMAGE_HOST}/bottle.png`);
  await page.getByRole('button', { name: 'Add Image' }).click();
  await expectToast(page, { title: 'Image Added', variant: 'default' });

  // DIMARGIN: a wine whose margin, as shown to 1 decimal, is at least 35% (spec 02 §5).
  const wineTags = ['750ml', 'E2E Cellars', 'Napa Valley', 'Organic', 'Red', 'USA Wine', 'Zinfandel'];
  await goToStep(page, 'Review & Create Product');
  await expect(page.getByTestId('missing-required-fields')).toHaveCount(0);
  await expect(page.getByTestId('gross-margin')).toHaveText('40.0%');
  await expect(tagList(page)).toHaveText(['750ml', 'DIMARGIN', ...wineTags.slice(1)]);
  await changePackCost(page, '78.12');
  await expect(page.getByTestId('gross-margin')).toHaveText('34.9%');
  await expect(tagList(page)).toHaveText(wineTags);
  await changePackCost(page, '78');
  await expect(page.getByTestId('gross-margin')).toHaveText('35.0%');
  await expect(tagList(page)).toHaveText(['750ml', 'DIMARGIN', ...wineTags.slice(1)]);

  const created = page.waitForResponse(isProductPost);
  const queued = page.waitForResponse(isLabelQueueAdd);
  await page.getByRole('button', { name: 'Create Product' }).click();
  const createResponse = await created;
  expect(createResponse.status()).toBe(201);
  expect(await createResponse.request().headerValue('Idempotency-Key')).toMatch(UUID);
  const kirkwood = await findLocation(page.request, 'Kirkwood');
  expect(createResponse.request().postDataJSON()).toMatchObject({
    sku,
    quantity: 24,
    locationId: kirkwood.id,
    location: 'Kirkwood',
    createVariant: true,
    packSize: 6,
    packCost: 78,
    cost: 13,
  } satisfies Partial<ProductFormInput>);
  const { id } = (await createResponse.json()) as { id: number };
  await expectToast(page, {
    title: 'Product Created Successfully!',
    description: `Product ID: ${id}`,
    variant: 'default',
  });
  await expect(page).toHaveURL(/\/$/);

  const labelResponse = await queued;
  expect(labelResponse.request().postDataJSON()).toEqual({
    variantSku: sku,
    // The product's own title (Title was left empty), not producer and type (ADR 066).
    title: 'E2E Cellars Zinfandel 2021 Napa Valley 6-pack',
    stores: ['Clayton', 'Kirkwood'],
    labelType: 'New Product',
  });
  expect(labelResponse.status()).toBe(201);
  const queues = (await labelResponse.json()) as LabelQueue[];
  expect(queues.map((queue) => queue.store).sort()).toEqual(['Clayton', 'Kirkwood']);
  for (const queue of queues)
    expect(queue).toMatchObject({ productSKUs: [sku], labelType: 'New Product', printed: false });

  // The stock is the main (pack) variant's, at Kirkwood only; the single unit is SKU-1 at price ÷ pack size.
  const atKirkwood = await searchBySku(page.request, sku, { locationId: kirkwood.id });
  expect(atKirkwood.product).toMatchObject({ vendor: 'E2E Cellars', product_type: 'USA Wine' });
  expect(atKirkwood.alternativeMatches).toEqual([]);
  const variantsAt = (response: typeof atKirkwood) =>
    response.product.variants
      .map(({ sku: variantSku, price, inventory_quantity }) => ({ sku: variantSku, price, inventory_quantity }))
      .sort((a, b) => String(a.sku).localeCompare(String(b.sku)));
  expect(variantsAt(atKirkwood)).toEqual([
    { sku, price: 120, inventory_quantity: 24 },
    { sku: `${sku}-1`, price: 20, inventory_quantity: 0 },
  ]);
  const clayton = await findLocation(page.request, 'Clayton');
  const atClayton = await searchBySku(page.request, sku, { locationId: clayton.id });
  expect(variantsAt(atClayton).map((variant) => variant.inventory_quantity)).toEqual([0, 0]);
});

test.describe('a retried Create', () => {
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED @ .*\/api\/products$/] });

  test('sends the same Idempotency-Key and makes one product, not two', async ({ page }) => {
    const sku = await fillCoreDetails(page);
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
    await expectToast(page, { title: 'Product Creation Failed', variant: 'destructive' });
    await expect(page.getByRole('heading', { level: 2, name: 'Review & Create Product' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Product' })).toBeEnabled();

    await closeToasts(page);
    const retried = page.waitForResponse(isProductPost);
    await page.getByRole('button', { name: 'Create Product' }).click();
    const retry = await retried;
    expect(retry.headers()['idempotent-replayed']).toBe('true');
    expect(((await retry.json()) as { id: number }).id).toBe(firstAnswer?.['id']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    await expectToast(page, {
      title: 'Product Created Successfully!',
      description: `Product ID: ${firstAnswer?.['id']}`,
    });
    await expect(page).toHaveURL(/\/$/);

    const { product, alternativeMatches } = await searchBySku(page.request, sku);
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
  await chooseOption(page, 'Type', 'Import Beer');
  await page.getByLabel('Price').fill('12.99');
  await page.getByLabel('Cost (per unit)').fill('8');
  await goToStep(page, 'Review & Create Product', 4);
  // A 38.4% margin earns DIMARGIN only for wine.
  await expect(page.getByTestId('gross-margin')).toHaveText('38.4%');
  await expect(tagList(page)).toHaveText(['E2E Brewing', 'Import Beer']);
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expectToast(page, {
    title: 'Product Creation Failed',
    description: 'Barcode is required',
    variant: 'destructive',
  });
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
    const invalidImageUrl = {
      title: 'Invalid Image URL',
      description: 'Please enter a valid image URL ending in .jpg, .jpeg, .png, .gif, or .webp',
      variant: 'destructive',
    } as const;

    await add.click();
    await expectToast(page, {
      title: 'Invalid URL',
      description: 'Please enter a valid image URL',
      variant: 'destructive',
    });
    await url.fill(`${IMAGE_HOST}/label.bmp`);
    await add.click();
    await expectToast(page, invalidImageUrl);
    await url.fill('not a url.jpg');
    await url.press('Enter');
    await expectToast(page, invalidImageUrl);

    await url.fill(`${IMAGE_HOST}/front.JPG`);
    await add.click();
    await expectToast(page, { title: 'Image Added', variant: 'default' });
    await expect(url).toHaveValue('');
    await url.fill(`${IMAGE_HOST}/missing/back.webp`);
    await url.press('Enter');
    await expectToast(page, { title: 'Image Added', variant: 'default' });

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

  test('an http:// image is refused with the reason (ADR 068)', async ({ page }) => {
    await goToStep(page, 'Product Images', 3);
    await page.getByLabel('Image URL').fill('http://images.e2e.test/plain.png');
    await page.getByRole('button', { name: 'Add Image' }).click();
    await expectToast(page, {
      title: 'Invalid Image URL',
      description: 'Image URLs must start with https:// (plain http:// addresses are not allowed)',
      variant: 'destructive',
    });
    await expect(page.getByText('No images added yet.')).toBeVisible();
  });
});

test('Generate Description needs producer and type, then fills the description', async ({ page }) => {
  await goToStep(page, 'Product Description', 2);
  await page.getByRole('button', { name: 'Generate Description' }).click();
  await expectToast(page, {
    title: 'Missing Information',
    description: 'Please fill in producer and type before generating description',
    variant: 'destructive',
  });

  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByLabel('Producer').fill('Laphroaig');
  await chooseOption(page, 'Type', 'Scotch');
  await goToStep(page, 'Product Description', 2);
  await page.getByRole('button', { name: 'Generate Description' }).click();
  await expectToast(page, {
    title: 'Description Generated',
    description: /^Generated with \d{1,3}% confidence$/,
    variant: 'default',
  });
  const description = page.getByLabel('Description', { exact: true });
  await expect(description).toHaveValue(/Laphroaig/);
  await expect(page.getByText(`${(await description.inputValue()).length}/1000`)).toBeVisible();
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

  const hint = page.getByText('Required when quantity is entered');
  await expect(hint).toHaveCount(0);
  await page.getByLabel('Quantity').fill('5');
  await expect(hint).toBeVisible();
  await expect(hint).toHaveClass(/text-destructive/);
  await chooseOption(page, 'Location', 'Town & Country');
  await expect(hint).not.toHaveClass(/text-destructive/);

  await page.getByRole('combobox', { name: 'Distributor' }).click();
  await expect(page.getByRole('listbox', { name: 'distributors' })).toHaveCSS('max-height', '200px');
});

test('step 2 follows the type: empty state, country auto-selection, vintage and alcohol', async ({ page }) => {
  await goToStep(page, 'Type-Specific Fields');
  await expect(
    page.getByText('Please select a product type in the previous step to see type-specific fields.'),
  ).toBeVisible();

  // Its lists are the type tree's, as GET /api/type-tree/full answers it (keyed by type).
  const tree = (await (await page.request.get('/api/type-tree/full')).json()) as Record<
    string,
    Record<string, string[]>
  >;
  expect(tree['Import Beer']?.['Subtype']).toContain('Stout');
  await page.getByRole('button', { name: 'Previous' }).click();
  await chooseOption(page, 'Type', 'Import Beer');
  await goToStep(page, 'Type-Specific Fields');
  await expect(page.getByRole('combobox', { name: 'Country of Origin' })).toHaveText('Select a country');
  await expect(page.getByLabel('Alcohol')).toBeVisible();
  await expect(page.getByLabel('Vintage')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Subtype', exact: true }).click();
  await expect(page.getByRole('listbox', { name: 'subtype options' }).getByRole('option')).toHaveText(
    tree['Import Beer']?.['Subtype'] ?? [],
  );
  await page.keyboard.press('Escape');
  await pickFromList(page, 'Subtype', 'Stout');

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
    // The one place the tree is faked: the real server does not fail on demand.
    let isDown = true;
    await page.route('**/api/type-tree/full', (route) =>
      isDown ? route.fulfill({ status: 500, json: { message: 'down' } }) : route.continue(),
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
    await page.getByRole('button', { name: 'Previous' }).click();
    await chooseOption(page, 'Type', 'USA Wine');
  });
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

test('desktop progress ticks a step only when none of its fields is missing or invalid @desktop', async ({ page }) => {
  const steps = page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem');
  await expect(steps).toHaveText(['1Core Details', '2Type-Specific', '3Description', '4Images', '5Review']);
  await expect(page.getByText('Step 1 of 5: Core Details')).toBeHidden();
  // Passed with Next through empty required fields: not completed.
  await goToStep(page, 'Product Description', 2);
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(0)).not.toContainText('(completed)');
  await expect(steps.nth(1)).not.toContainText('(completed)');
  await expect(steps.nth(3)).not.toContainText('(completed)');

  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await fillCoreDetails(page);
  await goToStep(page, 'Type-Specific Fields');
  await chooseOption(page, 'Country of Origin', 'United States');
  await goToStep(page, 'Product Description');
  await expect(steps.nth(0)).toContainText('(completed)');
  await expect(steps.nth(1)).toContainText('(completed)');

  // An invalid value takes the tick away again.
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByLabel('Price').fill('-5');
  await goToStep(page, 'Product Description', 2);
  await expect(steps.nth(0)).not.toContainText('(completed)');
  await expect(steps.nth(1)).toContainText('(completed)');
});

test('a format error shows when the field is left; a required one only on the review', async ({ page }) => {
  await page.getByLabel('Price').fill('-5');
  await page.getByLabel('Price').press('Tab');
  await expect(page.getByText('Price must be 0 or more')).toBeVisible();
  await page.getByLabel('Pack Cost').fill('-10');
  await page.getByLabel('Pack Cost').press('Tab');
  await expect(page.getByText('Pack cost must be 0 or more')).toBeVisible();
  // Producer left empty: the spec checks required fields on the review step only.
  await page.getByLabel('Producer').focus();
  await page.getByLabel('Producer').press('Tab');
  await expect(page.getByText('Producer is required')).toHaveCount(0);
  await expect(page.getByLabel('Price')).toHaveAttribute('aria-invalid', 'true');

  // Fixed, and left again: the message goes.
  await page.getByLabel('Price').fill('30');
  await page.getByLabel('Price').press('Tab');
  await expect(page.getByText('Price must be 0 or more')).toHaveCount(0);
  await page.getByLabel('Price').fill('-5');
  await page.getByLabel('Price').press('Tab');

  // The review lists every problem before Create is pressed, each with its step.
  await goToStep(page, 'Review & Create Product', 4);
  const problems = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
  await expect(problems).toContainText('Price must be 0 or more');
  await expect(problems).toContainText('Pack cost must be 0 or more');
  await expect(problems).toContainText('Barcode is required');
  await expect(problems).toContainText('Country of origin is required');
  await expect(page.getByTestId('missing-required-fields')).toContainText('Producer, Type');
  await expect(page.getByRole('button', { name: 'Create Product' })).toBeDisabled();
});

for (const viewport of ['desktop', 'phone'] as const) {
  test(`no input, summary, tag or title overflows the ${viewport} viewport at any length${viewport === 'phone' ? ' @phone' : ''}`, async ({
    page,
  }) => {
    const long = 'W'.repeat(5000);
    await page.getByLabel('Producer').fill(long);
    // Inputs carry the schema's maxLength.
    await expect(page.getByLabel('Producer')).toHaveAttribute('maxlength', '255');
    expect((await page.getByLabel('Producer').inputValue()).length).toBe(255);
    await page.getByLabel('Title').fill(long);
    expect((await page.getByLabel('Title').inputValue()).length).toBe(255);
    await chooseOption(page, 'Type', 'USA Wine');
    await page.getByLabel('Selling Size').fill(long);
    await page.getByLabel('SKU').fill('X'.repeat(5000));
    expect((await page.getByLabel('SKU').inputValue()).length).toBe(64);
    await expectNoSidewaysScroll(page);
    await goToStep(page, 'Product Description', 2);
    await page.getByLabel('Description', { exact: true }).fill('D'.repeat(25_000));
    expect((await page.getByLabel('Description', { exact: true }).inputValue()).length).toBe(20_000);
    await goToStep(page, 'Review & Create Product', 2);
    await expect(tagList(page).filter({ hasText: 'WWWW' }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    const review = page.getByRole('region', { name: 'Core Details' });
    const box = await review.boundingBox();
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  });
}

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
