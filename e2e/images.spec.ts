import type { Page } from '@playwright/test';
import type { ProductSearchResponse } from '../src/shared/products/product-search';
import { authHeaders, createProductViaApi, searchBySku } from './support/api';
import { expect, expectNoSidewaysScroll, expectToast, test } from './support/fixtures';
import { IMAGE_HOST, serveImages } from './support/product-entry';

test.describe.configure({ timeout: 60_000 });
// One pattern: Playwright reads a two-element array here as [value, options]. The 404 is the
// search's "No product found with that SKU", shown as the spec's toast.
test.use({
  allowedConsoleErrors: [
    /(net::ERR_FAILED @ https:\/\/images\.e2e\.test\/missing\/)|(status of 404 .* @ .*\/api\/products\/search$)/,
  ],
});

/**
 * Holds the browser's requests for `url` until the returned function is called, then lets
 * serveImages answer them.
 */
async function holdImage(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

const status = (page: Page, index: number) =>
  page.getByLabel(`Image URL ${index}`).locator('xpath=..').getByRole('status');

test('replaces a product’s images by SKU, with each URL checked 500 ms after typing', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const created = await createProductViaApi(request, { images: [`${IMAGE_HOST}/old.png`] }, headers);
  const sku = (await searchBySku(request, created.shopifyProductId, { headers })).product.variants[0]?.sku ?? '';
  await serveImages(page);
  await signIn(user, '/image-editing');
  await expect(page.getByRole('link', { name: /Image Editor Queue/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Add to Image Review Queue/ })).toBeVisible();
  await page.getByRole('link', { name: /Edit Image by SKU or Name/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Image by SKU or Name', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Update Images' }).click();
  await expectToast(page, { title: 'No product selected', variant: 'destructive' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectToast(page, {
    title: 'SKU required',
    description: 'Please enter a SKU to search',
    variant: 'destructive',
  });
  await page.getByRole('textbox', { name: 'SKU' }).fill('NO-SUCH-SKU-AT-ALL');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectToast(page, { title: 'No product found with that SKU', variant: 'destructive' });

  await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Variants' })).toContainText(sku);
  await expect(page.getByRole('list', { name: 'Current images' }).getByRole('img')).toHaveCount(1);

  await page.getByRole('button', { name: 'Update Images' }).click();
  await expectToast(page, {
    title: 'No valid images',
    description: 'Please enter at least one valid image URL',
    variant: 'destructive',
  });

  // The image is held until the check has been seen, so a busy machine cannot skip past it.
  const releaseFront = await holdImage(page, `${IMAGE_HOST}/new-front.png`);
  await page.getByLabel('Image URL 1').fill(`${IMAGE_HOST}/new-front.png`);
  await expect(status(page, 1)).toHaveAccessibleName('Checking image…');
  releaseFront();
  await expect(status(page, 1)).toHaveAccessibleName('Valid image');
  await expect(page.getByRole('img', { name: 'Preview of image 1' })).toBeVisible();
  await page.getByLabel('Image URL 2').fill(`${IMAGE_HOST}/page.html`);
  await expect(status(page, 2)).toHaveAccessibleName('Invalid image URL');
  const releaseBack = await holdImage(page, `${IMAGE_HOST}/missing/back.jpg`);
  await page.getByLabel('Image URL 3').fill(`${IMAGE_HOST}/missing/back.jpg`);
  await expect(status(page, 3)).toHaveAccessibleName('Checking image…');
  releaseBack();
  await expect(status(page, 3)).toHaveAccessibleName('Invalid image URL');
  await page.screenshot({ path: test.info().outputPath('images-by-sku.png'), fullPage: true });

  await page.getByRole('button', { name: 'Update Images' }).click();
  await expectToast(page, { title: 'Images updated' });
  const after: ProductSearchResponse = await searchBySku(request, sku, { headers });
  expect(after.product.images.map((image) => image.src)).toEqual([`${IMAGE_HOST}/new-front.png`]);
});

test('queues variants and works the image editor queue from the first item to Queue complete', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const created = await createProductViaApi(request, {}, headers);
  const sku = (await searchBySku(request, created.shopifyProductId, { headers })).product.variants[0]?.sku ?? '';
  await serveImages(page);
  await signIn(user, '/image-editing/add-to-queue');
  await page.getByRole('textbox', { name: 'SKU, barcode or name' }).fill('zz-nothing-matches-this');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No products found for "zz-nothing-matches-this"')).toBeVisible();
  await page.getByRole('textbox', { name: 'SKU, barcode or name' }).fill(sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('checkbox', { name: new RegExp(sku) }).check();
  await page.getByRole('button', { name: 'Add to Queue' }).click();
  await expectToast(page, { title: 'Added to queue', description: '1 variant added to the image review queue' });

  await page.goto('/image-editing/queue');
  await expect(page.getByText(/^\d+ of \d+$/)).toBeVisible();
  // Work every item: ours gets images, any other is skipped.
  const progress = async () =>
    (await page.getByRole('heading', { name: 'Queue complete' }).isVisible())
      ? 'done'
      : ((await page
          .getByText(/^\d+ of \d+$/)
          .textContent({ timeout: 2_000 })
          .catch(() => '')) ?? '');
  for (let step = 0; step < 50; step += 1) {
    await expect.poll(progress).not.toBe('');
    const before = await progress();
    if (before === 'done') break;
    const isOurs = await page.getByText(sku, { exact: true }).isVisible();
    if (isOurs) {
      await expect(page.getByLabel('Image URL 1')).toHaveValue('');
      await page.getByLabel('Image URL 1').fill(`${IMAGE_HOST}/queued.png`);
      await expect(status(page, 1)).toHaveAccessibleName('Valid image');
      await page.getByRole('button', { name: 'Update Images' }).click();
      await expectToast(page, { title: 'Images updated' });
    } else {
      await page.getByRole('button', { name: 'Skip to Next' }).click();
    }
    await expect.poll(progress).not.toBe(before);
  }
  await expect(page.getByText('All pending image reviews have been processed')).toBeVisible();
  const after = await searchBySku(request, sku, { headers });
  expect(after.product.images.map((image) => image.src)).toEqual([`${IMAGE_HOST}/queued.png`]);
});

test('the image screens fit a phone @phone', async ({ page, signIn, createUser }) => {
  await signIn(await createUser('associate'), null);
  for (const path of [
    '/image-editing',
    '/image-editing/by-sku',
    '/image-editing/add-to-queue',
    '/image-editing/queue',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  await page.goto('/image-editing/by-sku');
  await page.screenshot({ path: test.info().outputPath('images-by-sku-phone.png'), fullPage: true });
});
