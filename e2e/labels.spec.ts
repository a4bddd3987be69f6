import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { LabelQueue } from '../src/shared/labels/label-queue';
import { startFakeBrowserPrint, type FakeBrowserPrint } from '../tests/fakes/browser-print/fake-browser-print';
import { authHeaders, createProductViaApi, searchBySku, type AuthHeaders } from './support/api';
import { expect, expectNoSidewaysScroll, expectToast, test } from './support/fixtures';
import { shownToasts } from './support/toasts';

test.describe.configure({ timeout: 60_000 });

let agent: FakeBrowserPrint;

/** A new product queued for labels at one store; answers the queue and the product's SKU. */
async function queueLabel(request: APIRequestContext, headers: AuthHeaders, store: string) {
  const created = await createProductViaApi(request, { price: 18.5, cost: 9 }, headers);
  const product = (await searchBySku(request, created.shopifyProductId, { headers })).product;
  const sku = product.variants[0]?.sku ?? '';
  const response = await request.post('/api/label-queue/add', {
    headers,
    data: { variantSku: sku, title: product.title, stores: [store], labelType: 'New Product' },
  });
  expect(response.status()).toBe(201);
  return { queue: ((await response.json()) as LabelQueue[])[0]!, sku, product };
}

async function openQueue(page: Page, store: string, queueId: number) {
  await page.goto('/label-queue');
  const card = page.getByRole('region', { name: store });
  await card
    .getByRole('listitem', { name: `Queue ${queueId}` })
    .getByRole('button', { name: 'View/Print' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Print Labels - Queue ${queueId}` });
  await expect(dialog.getByRole('img', { name: /^Label: / })).toBeVisible();
  return dialog;
}

test.describe('printing through Zebra Browser Print', () => {
  // The agent's refusals are part of these tests; Chromium reports each on the console.
  test.use({
    allowedConsoleErrors: [/Failed to load resource: .* @ http:\/\/127\.0\.0\.1:\d+\/(write|default\?type=printer)$/],
  });

  // The fake agent listens where the server's CSP and app config point the page.
  test.beforeAll(async () => {
    agent = await startFakeBrowserPrint(Number(process.env.E2E_PRINT_PORT));
  });

  test.afterAll(async () => {
    await agent?.close();
  });

  test('prints a queue through Browser Print and sees it marked printed', async ({
    page,
    request,
    signIn,
    createUser,
  }) => {
    agent.mode = 'ready';
    const user = await createUser('associate');
    const headers = await authHeaders(request, user);
    const { queue, sku, product } = await queueLabel(request, headers, 'Creve Coeur');
    await signIn(user, '/label-queue');
    const card = page.getByRole('region', { name: 'Creve Coeur' });
    await expect(card.getByText('New Labels Available')).toBeVisible();
    await expect(card.getByText(sku)).toBeVisible();
    const dialog = await openQueue(page, 'Creve Coeur', queue.id);
    await expect(dialog.getByRole('img', { name: /^Label: / })).toHaveAttribute(
      'aria-label',
      new RegExp(`\\$18\\.50, barcode ${product.variants[0]?.barcode?.slice(0, 12)}`),
    );
    await page.screenshot({ path: test.info().outputPath('labels-dialog.png') });
    const before = agent.written.length;
    const marks: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith(`/api/label-queue/${queue.id}/print`)) marks.push(sent.url());
    });
    // Double-clicked, as people do (issue 26.4): one job to the printer, one mark, no error.
    await dialog.getByRole('button', { name: 'Print ZPL Labels' }).dblclick();
    await expectToast(page, { title: 'Labels Sent', description: '1 label sent to ZD421 Shelf Labels' });
    await expect(dialog.getByRole('button', { name: 'Already Printed' })).toBeDisabled();
    expect(agent.written.length).toBe(before + 1);
    expect(marks).toHaveLength(1);
    expect(shownToasts(page).filter((toast) => toast.variant === 'destructive')).toEqual([]);
    expect(agent.written.at(-1)).toContain('^PW508');
    expect(agent.written.at(-1)).toContain(`^FD$18.50^FS`);
    const queues = (await (await request.get('/api/label-queue/all', { headers })).json()) as LabelQueue[];
    expect(queues.find((candidate) => candidate.id === queue.id)?.printed).toBe(true);
  });

  test('shows each printer error and leaves the queue unprinted', async ({ page, request, signIn, createUser }) => {
    const user = await createUser('associate');
    const headers = await authHeaders(request, user);
    const { queue } = await queueLabel(request, headers, 'Town & Country');
    await signIn(user, null);
    const dialog = await openQueue(page, 'Town & Country', queue.id);
    const cases = [
      {
        mode: 'no-printer',
        title: 'No Printer Found',
        description: 'No Zebra printer found. Please check printer connection.',
      },
      { mode: 'printer-error', title: 'Printer Error', description: 'Failed to print: Printer is out of labels' },
      { mode: 'drop-write', title: 'Printer Connection Error', description: /ZD421 Shelf Labels/ },
      {
        mode: 'service-error',
        title: 'BrowserPrint Error',
        description: 'Error communicating with BrowserPrint service',
      },
    ] as const;
    for (const { mode, title, description } of cases) {
      agent.mode = mode;
      await dialog.getByRole('button', { name: 'Print ZPL Labels' }).click();
      await expectToast(page, { title, description, variant: 'destructive' });
    }
    const queues = (await (await request.get('/api/label-queue/all', { headers })).json()) as LabelQueue[];
    expect(queues.find((candidate) => candidate.id === queue.id)?.printed).toBe(false);
    await dialog.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(dialog.getByRole('button', { name: 'Already Printed' })).toBeDisabled();
    agent.mode = 'ready';
  });

  test('says the agent is missing when nothing listens', async ({ page, request, signIn, createUser }) => {
    const user = await createUser('associate');
    const headers = await authHeaders(request, user);
    const { queue } = await queueLabel(request, headers, 'Clayton');
    await signIn(user, null);
    const dialog = await openQueue(page, 'Clayton', queue.id);
    await page.route(`${agent.url}/**`, (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Print ZPL Labels' }).click();
    await expectToast(page, {
      title: 'Printer Not Available',
      description: 'Zebra BrowserPrint not found. Please install Zebra Browser Print software.',
      variant: 'destructive',
    });
  });
});

test('downloads the CSV and the PDF @phone', async ({ page, request, signIn, createUser }) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const { queue } = await queueLabel(request, headers, 'South Hampton - Spirit Wine & Craft');
  await signIn(user, '/label-queue');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('labels-phone.png'), fullPage: true });
  const card = page.getByRole('region', { name: 'South Hampton - Spirit Wine & Craft' });
  const item = card.getByRole('listitem', { name: `Queue ${queue.id}` });
  const csv = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Save' }).click();
  expect((await csv).suggestedFilename()).toBe(`label-queue-${queue.id}.csv`);
  // Saved once, the CSV can be saved again.
  await expect(item.getByText('Saved', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Save' })).toBeEnabled();
  const again = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Save' }).click();
  expect((await again).suggestedFilename()).toBe(`label-queue-${queue.id}.csv`);
  const dialog = await openQueue(page, 'South Hampton - Spirit Wine & Craft', queue.id);
  const pdf = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const download = await pdf;
  expect(download.suggestedFilename()).toBe(`label-queue-${queue.id}.pdf`);
  const path = await download.path();
  expect(path).toBeTruthy();
});

test('every queue of a store can be opened, printed ones after unprinted, SKUs whole', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const store = 'Olive Ovation - Ladue';
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const made: LabelQueue[] = [];
  for (let at = 0; at < 5; at++) made.push((await queueLabel(request, headers, store)).queue);
  // The newest queue is printed: it must move after every unprinted queue, however old.
  const newest = made.at(-1)!;
  expect((await request.post(`/api/label-queue/${newest.id}/print`, { headers })).status()).toBe(200);
  const all = ((await (await request.get('/api/label-queue/all', { headers })).json()) as LabelQueue[]).filter(
    (queue) => queue.store === store,
  );
  const expected = [...all.filter((queue) => !queue.printed), ...all.filter((queue) => queue.printed)];

  await signIn(user, '/label-queue');
  const card = page.getByRole('region', { name: store });
  const items = card.getByRole('listitem', { name: /^Queue \d+$/ });
  await expect(items).toHaveCount(3);
  const more = card.getByRole('button', { name: `+${expected.length - 3} more queues` });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(items).toHaveCount(expected.length);
  expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))).toEqual(
    expected.map((queue) => `Queue ${queue.id}`),
  );
  await page.screenshot({ path: test.info().outputPath('labels-all-queues.png'), fullPage: true });
  // Each SKU sits on one line: a phone-width card never splits one mid-number.
  await page.setViewportSize({ width: 360, height: 800 });
  const spans = card.getByText(made[0]!.productSKUs[0]!, { exact: true });
  expect(await spans.evaluate((node) => node.getClientRects().length)).toBe(1);
  // The oldest queue, once hidden behind "+N more queues", opens and shows its label.
  const oldest = made[0]!;
  await openQueueInCard(page, store, oldest.id);
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Show fewer queues' }).click();
  await expect(items).toHaveCount(3);
});

async function openQueueInCard(page: Page, store: string, queueId: number) {
  const card = page.getByRole('region', { name: store });
  await card
    .getByRole('listitem', { name: `Queue ${queueId}` })
    .getByRole('button', { name: 'View/Print' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Print Labels - Queue ${queueId}` });
  await expect(dialog.getByRole('img', { name: /^Label: / })).toBeVisible();
  return dialog;
}

test('a Japanese title prints in the PDF and the dialog says what the Zebra cannot print', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const created = await createProductViaApi(request, { title: '獺祭 純米大吟醸 Crémant 720ml', price: 29.99 }, headers);
  const product = (await searchBySku(request, created.shopifyProductId, { headers })).product;
  const response = await request.post('/api/label-queue/add', {
    headers,
    data: {
      variantSku: product.variants[0]!.sku,
      title: product.title,
      stores: ['Kirkwood'],
      labelType: 'New Product',
    },
  });
  const queue = ((await response.json()) as LabelQueue[])[0]!;
  await signIn(user, null);
  const dialog = await openQueueAnywhere(page, 'Kirkwood', queue.id);
  const notice = dialog.getByRole('alert').filter({ hasText: "The Zebra printer's font cannot print" });
  await expect(notice).toContainText(`${product.variants[0]!.sku}: 獺祭純米大吟醸`);
  await expect(notice).not.toContainText('é');
  // The preview falls back to the PDF's font for what Helvetica lacks, as the PDF does.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.replace(/["']/g, '') === 'MC Label' && face.status === 'loaded',
          ),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.screenshot({ path: test.info().outputPath('labels-japanese.png') });
  const pdf = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const bytes = await readFile((await (await pdf).path())!);
  const pdfDocument = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/',
  }).promise;
  const content = await (await pdfDocument.getPage(1)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).filter(Boolean);
  expect(text.join(' ')).toContain('獺祭 純米大吟醸 Crémant 720ml');
  expect(text).toContain('$29.99');
});

/** Opens a queue from its store's card, opening the card's hidden queues first when it is among them. */
async function openQueueAnywhere(page: Page, store: string, queueId: number) {
  await page.goto('/label-queue');
  const card = page.getByRole('region', { name: store });
  const item = card.getByRole('listitem', { name: `Queue ${queueId}` });
  await expect(card.getByRole('listitem').first()).toBeVisible();
  const more = card.getByRole('button', { name: /more queues?$/ });
  if (!(await item.isVisible()) && (await more.isVisible())) await more.click();
  await item.getByRole('button', { name: 'View/Print' }).click();
  const dialog = page.getByRole('dialog', { name: `Print Labels - Queue ${queueId}` });
  await expect(dialog.getByRole('img', { name: /^Label: / })).toBeVisible();
  return dialog;
}
