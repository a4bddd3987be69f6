import type { ProductSearchResponse } from '../src/shared/products/product-search';
import { REVIEWERS } from '../src/shared/product-entry/reviewers';
import { authHeaders, createProductViaApi, searchBySku } from './support/api';
import { expect, expectNoSidewaysScroll, expectToast, test } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

const [FIRST, SECOND] = REVIEWERS;

test('manual lookup: a first review, then a second one that keeps the first', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const created = await createProductViaApi(request, {}, headers);
  const variant = (await searchBySku(request, created.shopifyProductId, { headers })).product.variants[0];
  const barcode = variant?.barcode ?? '';
  await signIn(user, '/critic-reviews');
  await expect(page.getByRole('link', { name: /Queued Products/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Add to Queue/ })).toBeVisible();
  await page.getByRole('link', { name: /Manual Lookup/ }).click();
  await page.getByRole('textbox', { name: 'Barcode' }).fill('000000000001');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectToast(page, {
    title:
      'No products found with that barcode. Please verify the barcode exists in Shopify or try a different barcode.',
    variant: 'destructive',
  });

  await page.getByRole('textbox', { name: 'Barcode' }).fill(barcode);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const form = page.getByRole('form', { name: 'Critic review' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('checkbox')).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(page, { title: 'All review fields are required', variant: 'destructive' });
  await form.getByLabel('Reviewer Name').selectOption(FIRST ?? '');
  await form.getByLabel('Reviewer Score').fill('95');
  await form.getByLabel('Review Text').fill('Dark fruit and a long finish.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(page, { title: 'Review saved' });

  await expect(form.getByRole('checkbox', { name: /Overwrite/ })).toBeVisible();
  await form.getByLabel('Reviewer Name').selectOption(SECOND ?? '');
  await form.getByLabel('Reviewer Score').fill('A+');
  await form.getByLabel('Review Text').fill('Bright and fresh.');
  await page.screenshot({ path: test.info().outputPath('critic-manual.png'), fullPage: true });
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(page, { title: 'Review saved', description: /second review/ });

  const after: ProductSearchResponse = await searchBySku(request, created.shopifyProductId, { headers });
  expect(after.product.variants[0]?.reviewMetafields).toMatchObject({
    reviewer_name: FIRST,
    reviewer_score: '95',
    reviewer_text: 'Dark fruit and a long finish.',
    reviewer_name2: SECOND,
    reviewer_score2: 'A+',
  });
});

test('adds a SKU to the queue, then works the queue to Queue complete and back to the hub', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const created = await createProductViaApi(request, {}, headers);
  const found = (await searchBySku(request, created.shopifyProductId, { headers })).product;
  const sku = found.variants[0]?.sku ?? '';
  await signIn(user, '/critic-reviews/add-to-queue');
  await page.getByRole('button', { name: 'Look Up' }).click();
  await expectToast(page, { title: 'Please enter a SKU', variant: 'destructive' });
  await page.getByRole('textbox', { name: 'SKU' }).fill('NO-SUCH-SKU-HERE');
  await page.getByRole('button', { name: 'Look Up' }).click();
  await expectToast(page, { title: 'No product found with this SKU', variant: 'destructive' });
  await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await page.getByRole('button', { name: 'Look Up' }).click();
  await expect(page.getByText(found.handle)).toBeVisible();
  await expect(page.getByText(found.variants[0]?.barcode ?? '')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Queue' }).click();
  await expectToast(page, { title: 'Added to the critic review queue' });

  await page.goto('/critic-reviews/queue');
  const progress = async () =>
    page.url().endsWith('/critic-reviews')
      ? 'done'
      : ((await page
          .getByText(/^\d+ of \d+$/)
          .textContent({ timeout: 2_000 })
          .catch(() => '')) ?? '');
  for (let step = 0; step < 50; step += 1) {
    await expect.poll(progress).not.toBe('');
    const before = await progress();
    if (before === 'done') break;
    const isOurs = await page.getByText(found.handle, { exact: true }).isVisible();
    if (isOurs) {
      const form = page.getByRole('form', { name: 'Critic review' });
      await form.getByLabel('Reviewer Name').selectOption(FIRST ?? '');
      await form.getByLabel('Reviewer Score').fill('4 stars');
      await form.getByLabel('Review Text').fill('Queued and reviewed.');
      await form.getByRole('button', { name: 'Submit Review & Continue' }).click();
    } else {
      await page.getByRole('button', { name: 'Skip' }).click();
    }
    await expect.poll(progress).not.toBe(before);
  }
  await expectToast(page, { title: 'Queue complete', description: 'All products in the queue have been processed' });
  await expect(page.getByRole('heading', { name: 'Critic Reviews', level: 1 })).toBeVisible();
  const after = await searchBySku(request, created.shopifyProductId, { headers });
  expect(after.product.variants[0]?.reviewMetafields).toMatchObject({
    reviewer_name: FIRST,
    reviewer_score: '4 stars',
  });

  await page.goto('/critic-reviews/queue');
  await expect(page.getByText('No products in queue')).toBeVisible();
});

test('the critic review screens fit a phone @phone', async ({ page, signIn, createUser }) => {
  await signIn(await createUser('associate'), null);
  for (const path of [
    '/critic-reviews',
    '/critic-reviews/manual',
    '/critic-reviews/queue',
    '/critic-reviews/add-to-queue',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});
