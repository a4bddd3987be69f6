import type { Page } from '@playwright/test';
import { productWebhookBody } from '../tests/fakes/shopify/fake-shopify-webhooks';
import { searchBySku, authHeaders } from './support/api';
import { chromiumWithCamera, writeBarcodeVideo } from './support/fake-camera';
import { expect, expectToast, signInThroughForm } from './support/fixtures';
import {
  notShopifyProject,
  SHOPIFY_PROJECT,
  shopBarcode,
  shopPrice,
  shopSku,
  shopTitle,
  test,
} from './support/shopify-store';

/**
 * A store on Shopify (the fake), tried as a new member of staff would: the server mirrors the
 * shop by a bulk sync before the first test, and every search below is answered from the mirror.
 */
test.skip(notShopifyProject, `runs in the ${SHOPIFY_PROJECT} project, against its Shopify server`);
test.describe.configure({ timeout: 60_000 });

/** The product the fake camera shows, by its first variant's barcode. */
const SCANNED = 7;
test.use({ launchOptions: chromiumWithCamera(writeBarcodeVideo(shopBarcode(SCANNED, 1))) });

async function openSingleEdit(page: Page) {
  await page.goto('/product-editor');
  await page.getByRole('button', { name: /Edit a Single Product/ }).click();
  await page.getByLabel('Store location').click();
  await page.getByRole('option', { name: 'Downtown', exact: true }).click();
}

async function searchFor(page: Page, by: 'Name' | 'SKU or barcode', term: string) {
  await page.getByRole('radio', { name: by, exact: true }).check();
  const field = page.getByRole('textbox', { name: by === 'Name' ? 'Product name' : 'SKU or barcode' });
  await field.fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('a new associate finds products by name, by SKU and by scanning a barcode', async ({ page, createUser }) => {
  await signInThroughForm(page, await createUser('associate'));
  await openSingleEdit(page);

  // Every word of the name, in another order: one product.
  await searchFor(page, 'Name', `#12 ${shopTitle(12).split(' #')[0]}`);
  await expect(page.getByRole('form', { name: `Edit ${shopTitle(12)}` })).toBeVisible();

  await searchFor(page, 'SKU or barcode', shopSku(23, 2));
  const form = page.getByRole('form', { name: `Edit ${shopTitle(23)}` });
  await expect(form).toBeVisible();
  await expect(
    form
      .getByRole('group', { name: /^Variant / })
      .nth(1)
      .getByLabel('SKU'),
  ).toHaveValue(shopSku(23, 2));

  await page.context().grantPermissions(['camera']);
  await page.getByRole('button', { name: 'Scan barcode' }).click();
  await expect(page.getByRole('textbox', { name: 'SKU or barcode' })).toHaveValue(shopBarcode(SCANNED, 1), {
    timeout: 20_000,
  });
  await expect(page.getByRole('form', { name: `Edit ${shopTitle(SCANNED)}` })).toBeVisible();
});

test('a price saved goes to Shopify and is found by search at once', async ({
  page,
  request,
  signIn,
  createUser,
  shopifyStore,
}) => {
  const PRODUCT = 31;
  const user = await createUser('associate');
  await signIn(user, null);
  await openSingleEdit(page);
  await searchFor(page, 'SKU or barcode', shopSku(PRODUCT, 1));
  const variant = page.getByRole('group', { name: /^Variant / }).first();
  await expect(variant.getByLabel('Price')).toHaveValue(shopPrice(PRODUCT).toFixed(2));
  const newPrice = (shopPrice(PRODUCT) + 4.5).toFixed(2);
  await variant.getByLabel('Price').fill(newPrice);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, { title: 'Product Saved' });
  await expect(variant.getByLabel('Price')).toHaveValue(newPrice);

  // Shopify holds it, and search (the mirror) answers it without waiting for a webhook.
  const fakeVariant = [...shopifyStore.fake.state.variants.values()].find((v) => v.sku === shopSku(PRODUCT, 1));
  expect(fakeVariant?.price).toBe(newPrice);
  const found = await searchBySku(request, shopSku(PRODUCT, 1), { headers: await authHeaders(request, user) });
  expect(found.product.variants.find((v) => v.sku === shopSku(PRODUCT, 1))?.price).toBe(Number(newPrice));

  await openSingleEdit(page);
  await searchFor(page, 'Name', shopTitle(PRODUCT));
  await expect(
    page
      .getByRole('group', { name: /^Variant / })
      .first()
      .getByLabel('Price'),
  ).toHaveValue(newPrice);
});

test('a product renamed in Shopify is found by its new name once the webhook arrives', async ({
  page,
  signIn,
  createUser,
  shopifyStore,
}) => {
  const { fake } = shopifyStore;
  const id = shopifyStore.productId(45);
  const product = fake.state.products.get(id);
  if (!product) throw new Error('product 45 is missing from the shop');
  // As someone renaming it in Shopify's admin does: Shopify then sends products/update.
  product.title = 'Harbour Lights Reserve Syrah';
  product.updatedAt = new Date(Date.now() + 1_000).toISOString();
  const answers = await fake.deliverWebhook({ topic: 'products/update', body: productWebhookBody(fake.state, id) });
  expect(answers.map((answer) => answer.status)).toEqual([200]);

  await signIn(await createUser('associate'), null);
  await openSingleEdit(page);
  await searchFor(page, 'Name', 'syrah reserve harbour');
  await expect(page.getByRole('form', { name: 'Edit Harbour Lights Reserve Syrah' })).toBeVisible();
});
