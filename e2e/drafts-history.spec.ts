import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { authHeaders, createProductViaApi, editFirstVariantViaApi, searchBySku } from './support/api';
import { expect, expectToast, test } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

async function openProduct(page: Page, sku: string) {
  await page.goto('/product-editor');
  await page.getByRole('button', { name: /Edit a Single Product/ }).click();
  await page.getByLabel('Store location').click();
  await page.getByRole('option', { name: 'Kirkwood', exact: true }).click();
  await page.getByRole('textbox', { name: 'SKU or barcode' }).fill(sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
}

test('saves a draft on the server, resumes it after a reload and from the list, then deletes it', async ({
  page,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  await signIn(user, '/new-product-entry');
  const producer = `Draft Cellars ${Date.now().toString(36)}`;
  await page.getByLabel('Producer').fill(producer);
  await page.getByLabel('Price').fill('18.5');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, { title: 'Draft saved', description: producer });
  await expect(page).toHaveURL(/\/new-product-entry\?draft=\d+$/);

  await page.reload();
  await expect(page.getByLabel('Producer')).toHaveValue(producer);
  await expect(page.getByLabel('Price')).toHaveValue('18.5');
  const drafts = page.getByRole('list', { name: 'Your drafts' });
  await expect(drafts.getByRole('listitem').filter({ hasText: producer })).toContainText('Open now');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('drafts-list-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('drafts-list.png'), fullPage: true });

  // Another device: the wizard opened afresh lists the draft; Resume brings it back whole.
  await page.goto('/new-product-entry');
  await expect(page.getByLabel('Producer')).toHaveValue('');
  await page.getByRole('button', { name: `Resume ${producer}` }).click();
  await expect(page.getByLabel('Producer')).toHaveValue(producer);

  await page.getByRole('button', { name: `Delete draft ${producer}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this draft?' });
  await confirm.getByRole('button', { name: 'Delete draft' }).click();
  await expectToast(page, { title: 'Draft deleted', description: producer });
  await expect(page.getByRole('button', { name: `Resume ${producer}` })).toHaveCount(0);
});

test('duplicates a product into the wizard with SKU and barcode cleared', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const producer = `Twin Cellars ${Date.now().toString(36)}`;
  const created = await createProductViaApi(request, { producer, price: 31, cost: 17 }, headers);
  const { product } = await searchBySku(request, created.shopifyProductId, { headers });
  const sku = product.variants[0]?.sku ?? '';
  await signIn(user, null);
  await openProduct(page, sku);
  await page.getByRole('link', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(/\/new-product-entry\?duplicate=/);
  await expectToast(page, { title: `Copied from ${product.title}`, description: 'Enter the new SKU and barcode.' });
  await expect(page.getByLabel('Producer')).toHaveValue(producer);
  await expect(page.getByLabel('Price')).toHaveValue('31');
  await expect(page.getByRole('textbox', { name: 'SKU', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Barcode', exact: true })).toHaveValue('');
});

test('reverts a price from the product history', async ({ page, request, signIn, createUser }) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const created = await createProductViaApi(request, { price: 24, cost: 14 }, headers);
  const product = (await searchBySku(request, created.shopifyProductId, { headers })).product;
  const variant = product.variants[0]!;
  await editFirstVariantViaApi(request, product, { price: 27.5 }, headers);

  await signIn(user, null);
  await openProduct(page, variant.sku ?? '');
  await expect(page.getByRole('group', { name: /^Variant / }).getByLabel('Price')).toHaveValue('27.50');
  await page.getByRole('button', { name: 'Show history' }).click();
  const history = page.getByRole('list', { name: 'Change history' });
  await expect(history.getByRole('listitem').first()).toContainText('$24.00 → $27.50');
  await expect(history.getByRole('listitem').first()).toContainText('Product Editor');
  await page.screenshot({ path: test.info().outputPath('history.png'), fullPage: true });
  await history.getByRole('button', { name: 'Revert Price $24.00 → $27.50' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revert this change?' });
  await confirm.getByRole('button', { name: 'Revert change' }).click();
  await expectToast(page, { title: 'Change reverted', description: /Reverted Price of .*: 27\.50 → 24\.00/ });
  await expect(page.getByRole('group', { name: /^Variant / }).getByLabel('Price')).toHaveValue('24.00');
  await page.getByRole('button', { name: 'Show history' }).click();
  await expect(history.getByRole('listitem').first()).toContainText('(revert)');
  await expect(history.getByRole('listitem').first()).toContainText('History');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('history-phone.png'), fullPage: true });
});

test.describe('labels printed now', () => {
  // The missing printer agent is the point: Chromium reports the refused connection.
  test.use({
    allowedConsoleErrors: [/Failed to load resource: .* @ http:\/\/127\.0\.0\.1:\d+\/(write|default\?type=printer)$/],
  });

  test('offers ZPL and PDF downloads when no printer agent answers', async ({ page, request, signIn, createUser }) => {
    const user = await createUser('associate');
    const headers = await authHeaders(request, user);
    const created = await createProductViaApi(request, { price: 19.75, cost: 9 }, headers);
    const sku = (await searchBySku(request, created.shopifyProductId, { headers })).product.variants[0]?.sku ?? '';
    await page.route(`http://127.0.0.1:${process.env.E2E_PRINT_PORT}/**`, (route) => route.abort('connectionrefused'));
    await signIn(user, '/label-queue');
    await page.getByRole('button', { name: 'Print Labels Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print Labels Now' });
    await dialog.getByRole('textbox', { name: 'SKU or barcode' }).fill(sku);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('list', { name: 'Products to label' })).toContainText(sku);
    await dialog.getByRole('checkbox', { name: 'Kirkwood' }).check();
    await dialog.getByLabel('Copies per store').fill('2');

    await dialog.getByRole('button', { name: 'Print', exact: true }).click();
    await expectToast(page, { title: 'Printer Not Available', variant: 'destructive' });
    await expect(dialog.getByRole('alert')).toContainText('Download the labels as ZPL or PDF instead');
    await expect(dialog.getByRole('img', { name: /^Label: / })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('print-now.png'), fullPage: true });

    const zplDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download ZPL' }).click();
    const zpl = await zplDownload;
    expect(zpl.suggestedFilename()).toMatch(/^labels-.*\.zpl$/);
    const zplText = await readFile((await zpl.path()) as string, 'utf8');
    expect(zplText.match(/\^XA/g)).toHaveLength(2);
    expect(zplText).toContain('$19.75');

    const pdfDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^labels-.*\.pdf$/);
    const bytes = await readFile((await pdf.path()) as string);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('print-now-phone.png'), fullPage: true });
  });
});
