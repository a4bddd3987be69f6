import { readFile } from 'node:fs/promises';
import type { Page, Response } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import { ready } from 'zpl-renderer-js';
import type { LabelQueue } from '../src/shared/labels/label-queue';
import { labelBarcodeDigits } from '../src/shared/labels/label-layout';
import { decodeBarcode, greyOfRgba } from '../tests/support/barcode-decode';
import { authHeaders, searchBySku } from './support/api';
import { expect, expectToast, test } from './support/fixtures';
import { chooseOption, goToStep, openWizard, pickFromList } from './support/product-entry';

// The whole loop in one test: wizard, editor, queue, and four outputs read back.
test.describe.configure({ timeout: 120_000 });

const STORE = 'Olive Ovation - Ladue';
const PRINTER = { name: 'Flow Shelf Printer', uid: 'flow-printer', connection: 'usb', deviceType: 'printer' };

const isLabelQueueAdd = (response: Response) => new URL(response.url()).pathname === '/api/label-queue/add';

/** Stands in for Zebra Browser Print where the page expects it, keeping each ZPL sent. */
async function standInForPrinter(page: Page) {
  const written: string[] = [];
  const cors = { 'Access-Control-Allow-Origin': '*' };
  await page.route(`http://127.0.0.1:${process.env.E2E_PRINT_PORT}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/default') return route.fulfill({ status: 200, headers: cors, json: PRINTER });
    if (url.pathname === '/write') {
      written.push((JSON.parse(route.request().postData() ?? '{}') as { data: string }).data);
      return route.fulfill({ status: 200, headers: cors, body: '' });
    }
    return route.fulfill({ status: 404, headers: cors, body: '' });
  });
  return written;
}

/** Renders ZPL as a 203 dpi printer would and decodes its barcode. */
async function decodeZplBarcode(zpl: string) {
  const { api } = await ready;
  const png = PNG.sync.read(Buffer.from(await api.zplToBase64Async(zpl, 63.5, 25.4, 8), 'base64'));
  return decodeBarcode(greyOfRgba(png.data, png.width, png.height), png.width, png.height);
}

async function pdfText(path: string) {
  const pdf = await getDocument({
    data: new Uint8Array(await readFile(path)),
    standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/',
  }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return { pages: pdf.numPages, text: content.items.map((item) => ('str' in item ? item.str : '')).filter(Boolean) };
}

test('a wizard product, repriced in the editor, prints its new price and its own title everywhere', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  await signIn(user, null);
  const written = await standInForPrinter(page);

  // 1. New Product Entry with Title left empty, labels for one store.
  await openWizard(page);
  const producer = `Flow ${Date.now().toString(36)}`;
  await page.getByLabel('Producer').fill(producer);
  await chooseOption(page, 'Type', 'USA Wine');
  await page.getByLabel('Price').fill('30');
  await page.getByLabel('Cost (per unit)').fill('18');
  await page.getByRole('button', { name: 'Generate barcode' }).click();
  await expect(page.getByLabel('SKU')).toHaveValue(/^\d{12}$/);
  const sku = await page.getByLabel('SKU').inputValue();
  await page.getByLabel('Selling Size').fill('750ml');
  await page.getByRole('checkbox', { name: STORE }).check();
  await goToStep(page, 'Type-Specific Fields');
  await pickFromList(page, 'Varietal', 'Zinfandel');
  await page.getByLabel('Vintage').fill('2021');
  await goToStep(page, 'Review & Create Product', 3);
  const queued = page.waitForResponse(isLabelQueueAdd);
  await page.getByRole('button', { name: 'Create Product' }).click();
  const queue = ((await (await queued).json()) as LabelQueue[])[0]!;
  await expectToast(page, { title: 'Product Created Successfully!' });

  const product = (await searchBySku(request, sku, { headers })).product;
  const title = product.title;
  expect(title).toContain(producer);
  expect(title).toContain('Zinfandel');
  expect(title).not.toBe(`${producer} USA Wine`);
  const digits = labelBarcodeDigits(product.variants[0]!.barcode)!;

  // 2. The Product Editor, without a label session: a new price.
  await page.goto('/product-editor');
  await page.getByRole('button', { name: /Edit a Single Product/ }).click();
  await page.getByLabel('Store location').click();
  await page.getByRole('option', { name: 'Kirkwood', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Label session' })).toContainText('No label session');
  await page.getByRole('textbox', { name: 'SKU or barcode' }).fill(sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const variant = page.getByRole('group', { name: /^Variant / });
  await variant.getByLabel('Price').fill('27.49');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, { title: 'Product Saved' });

  // 3. The queue: preview.
  await page.goto('/label-queue');
  const card = page.getByRole('region', { name: STORE });
  const item = card.getByRole('listitem', { name: `Queue ${queue.id}` });
  const more = card.getByRole('button', { name: /more queues?$/ });
  // Other specs add queues to the same store: this one may be behind "+N more queues", and once
  // printed it moves after the unprinted ones.
  const reveal = () =>
    expect(async () => {
      if (!(await item.isVisible()) && (await more.isVisible())) await more.click();
      await expect(item).toBeVisible({ timeout: 1_000 });
    }).toPass();
  await reveal();
  await item.getByRole('button', { name: 'View/Print' }).click();
  const dialog = page.getByRole('dialog', { name: `Print Labels - Queue ${queue.id}` });
  const preview = dialog.getByRole('img', { name: /^Label: / });
  await expect(preview).toHaveAttribute('aria-label', `Label: ${title}, $27.49, barcode ${digits}`);
  await expect(preview.locator('text').filter({ hasText: digits })).toHaveCount(1);
  await expect(preview).not.toContainText('$30.00');
  await page.screenshot({ path: test.info().outputPath('labels-flow-dialog.png') });

  // PDF, read back.
  const pdfDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfText((await (await pdfDownload).path())!);
  expect(pdf.pages).toBe(1);
  expect(pdf.text.slice(0, -2).join(' ')).toBe(title);
  expect(pdf.text.slice(-2)).toEqual(['$27.49', digits]);

  // ZPL, as the printer gets it, rendered and its barcode decoded.
  await dialog.getByRole('button', { name: 'Print ZPL Labels' }).click();
  await expectToast(page, { title: 'Labels Sent', description: `1 label sent to ${PRINTER.name}` });
  expect(written).toHaveLength(1);
  const zpl = written[0]!;
  expect(zpl).toContain('^FD$27.49^FS');
  expect(zpl).not.toContain('$30.00');
  const zplTitle = [...zpl.matchAll(/\^A0N,(\d+),\d+\^FH\^FD([^^]*)\^FS/g)]
    .filter(([, size]) => Number(size) < 62)
    .map(([, , text]) => text)
    .join(' ');
  expect(zplTitle).toBe(title);
  expect(await decodeZplBarcode(zpl)).toBe(digits);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  // CSV.
  await reveal();
  const csvDownload = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Save' }).click();
  const csv = (await readFile((await (await csvDownload).path())!, 'utf8')).replace(/^\uFEFF/, '').trimEnd();
  expect(csv.split('\r\n')).toEqual([
    'SKU,Title,Price,Barcode,Store,Note',
    `${sku},${title},$27.49,${product.variants[0]!.barcode},${STORE},`,
  ]);
});
