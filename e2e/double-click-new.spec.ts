import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { OutboxList } from '../src/shared/mail/outbox';
import type { ProductDraftList } from '../src/shared/product-drafts/product-drafts';
import { addDays, mondayOf, STORE_TIME_ZONE } from '../src/shared/schedules/dates';
import type { TimeOff } from '../src/shared/schedules/time-off';
import {
  addRosterEmployee,
  authHeaders,
  createProductViaApi,
  editFirstVariantViaApi,
  linkEmployeeAccount,
  searchBySku,
  type AuthHeaders,
} from './support/api';
import { doubleClick, expectOneAction } from './support/double-click';
import { expect, expectToast, test } from './support/fixtures';
import { shownToasts } from './support/toasts';

/**
 * One click, one action (issue 26) on the screens added since e2e/double-click.spec.ts and
 * e2e/double-click-more.spec.ts: the product list's bulk edits and price import, drafts, the
 * product history, labels printed now, product photos, schedule requests and publishing, and
 * an associate's own requests. Each button is double-clicked as people do; one request reaches
 * the server, keyed where a repeat would act again, the effect happens once, and no error shows.
 * The tests share nothing, so both workers take them.
 */
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** How many toasts titled `title` the page has shown. */
const toastCount = (page: Page, title: string) => shownToasts(page).filter((toast) => toast.title === title).length;

/** A new product's first variant, read back as the catalogue has it. */
async function newProduct(request: APIRequestContext, headers: AuthHeaders, overrides = {}) {
  const created = await createProductViaApi(request, overrides, headers);
  const product = (await searchBySku(request, created.shopifyProductId, { headers })).product;
  return { product, variant: product.variants[0]!, sku: product.variants[0]?.sku ?? '' };
}

async function openInEditor(page: Page, sku: string) {
  await page.goto('/product-editor');
  await page.getByRole('button', { name: /Edit a Single Product/ }).click();
  await page.getByLabel('Store location').click();
  await page.getByRole('option', { name: 'Kirkwood', exact: true }).click();
  await page.getByRole('textbox', { name: 'SKU or barcode' }).fill(sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
}

async function addShift(request: APIRequestContext, headers: AuthHeaders, shift: Record<string, string>) {
  const response = await request.post('/api/schedule/shifts', { headers, data: shift });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** The mails to `address` with `subject`, from the newest in the outbox. */
async function mailsTo(request: APIRequestContext, headers: AuthHeaders, address: string, subject: string | RegExp) {
  const response = await request.get('/api/admin/outbox?limit=200', { headers });
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as OutboxList;
  return messages.filter(
    (mail) =>
      mail.to.includes(address) &&
      (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
  );
}

/** A date `days` after today in the stores' zone, as the date fields take it. */
const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: STORE_TIME_ZONE });

test('Products list: bulk-edit Apply applies once, Undo undoes once', async ({ page, request, signIn, createUser }) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  // A vendor of this test's own, so the list shows only its two products.
  const vendor = `Double List ${randomBytes(4).toString('hex')}`;
  const first = await newProduct(request, headers, { producer: vendor, price: 20, cost: 16 });
  const second = await newProduct(request, headers, { producer: vendor, price: 30, cost: 24 });
  await signIn(user, `/products?vendor=${encodeURIComponent(vendor)}`);
  await expect(page.getByText('2 matching')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('button', { name: 'Bulk edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk edit' });
  await dialog.getByLabel('Field').selectOption('cost');
  await dialog.getByLabel('Change', { exact: true }).selectOption('percent');
  await dialog.getByLabel(/^Percent/).fill('10');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const changes = dialog.getByRole('table', { name: 'Changes' });
  await expect(changes).toContainText('$16.00 → $17.60');

  const applied = await doubleClick(
    page,
    dialog.getByRole('button', { name: 'Apply 2 changes' }),
    /^\/api\/products\/bulk-edits\/\d+\/apply$/,
  );
  await expect(changes.getByText('Applied', { exact: true })).toHaveCount(2, { timeout: 30_000 });
  await expectOneAction(page, applied);
  // Applied once: 10 % on the old cost, not 10 % on 10 %.
  expect((await searchBySku(request, first.sku, { headers })).product.variants[0]?.cost).toBe(17.6);
  expect((await searchBySku(request, second.sku, { headers })).product.variants[0]?.cost).toBe(26.4);

  const undone = await doubleClick(
    page,
    dialog.getByRole('button', { name: 'Undo bulk edit' }),
    /^\/api\/products\/bulk-edits\/\d+\/undo$/,
  );
  await expect(changes.getByText('Undone', { exact: true })).toHaveCount(2, { timeout: 30_000 });
  await expectOneAction(page, undone);
  expect((await searchBySku(request, first.sku, { headers })).product.variants[0]?.cost).toBe(16);
  expect((await searchBySku(request, second.sku, { headers })).product.variants[0]?.cost).toBe(24);
});

test('Products list: Import prices previews once and applies the import once', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const { sku } = await newProduct(request, headers, { price: 20, cost: 12 });
  await signIn(user, '/products');
  await page.getByRole('button', { name: 'Import prices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import prices' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`SKU,Price,Cost\n${sku},22.99,13\n`),
  });
  // The preview only reads the file into a bulk edit; nothing in the catalogue changes yet.
  const previewed = await doubleClick(
    page,
    dialog.getByRole('button', { name: 'Preview import' }),
    '/api/products/bulk-edits/import',
  );
  const changes = dialog.getByRole('table', { name: 'Changes' });
  await expect(changes).toContainText('$20.00 → $22.99');
  await expectOneAction(page, previewed, { hasKey: false });

  const applied = await doubleClick(
    page,
    dialog.getByRole('button', { name: 'Apply 1 change' }),
    /^\/api\/products\/bulk-edits\/\d+\/apply$/,
  );
  await expect(changes.getByText('Applied', { exact: true })).toHaveCount(1, { timeout: 30_000 });
  await expectOneAction(page, applied);
  const after = (await searchBySku(request, sku, { headers })).product.variants[0];
  expect([after?.price, after?.cost]).toEqual([22.99, 13]);
});

test('New Product Entry: Save Draft saves one draft; its Delete deletes it once', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const drafts = async () =>
    ((await (await request.get('/api/product-drafts', { headers })).json()) as ProductDraftList).drafts;
  await signIn(user, '/new-product-entry');
  const producer = `Double Draft ${Date.now().toString(36)}`;
  await page.getByLabel('Producer').fill(producer);
  await page.getByLabel('Price').fill('18.5');
  const saved = await doubleClick(page, page.getByRole('button', { name: 'Save Draft' }), '/api/product-drafts');
  await expectToast(page, { title: 'Draft saved', description: producer });
  await expect(page).toHaveURL(/\/new-product-entry\?draft=\d+$/);
  await expectOneAction(page, saved);
  expect(toastCount(page, 'Draft saved')).toBe(1);
  expect((await drafts()).filter((draft) => draft.name === producer)).toHaveLength(1);

  // Another visit to the wizard lists the draft; it is deleted from there, after confirming.
  await page.goto('/new-product-entry');
  await page.getByRole('button', { name: `Delete draft ${producer}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this draft?' });
  const deleted = await doubleClick(
    page,
    confirm.getByRole('button', { name: 'Delete draft' }),
    /^\/api\/product-drafts\/\d+$/,
  );
  await expectToast(page, { title: 'Draft deleted', description: producer });
  await expectOneAction(page, deleted);
  await expect(page.getByRole('button', { name: `Resume ${producer}` })).toHaveCount(0);
  expect(toastCount(page, 'Draft deleted')).toBe(1);
  expect((await drafts()).filter((draft) => draft.name === producer)).toEqual([]);
});

test('Product Editor: History Revert reverts once', async ({ page, request, signIn, createUser }) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const { product, sku } = await newProduct(request, headers, { price: 24, cost: 14 });
  await editFirstVariantViaApi(request, product, { price: 27.5 }, headers);
  await signIn(user, null);
  await openInEditor(page, sku);
  await page.getByRole('button', { name: 'Show history' }).click();
  const history = page.getByRole('list', { name: 'Change history' });
  await history.getByRole('button', { name: 'Revert Price $24.00 → $27.50' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revert this change?' });
  const sent = await doubleClick(
    page,
    confirm.getByRole('button', { name: 'Revert change' }),
    '/api/product-history/revert',
  );
  await expectToast(page, { title: 'Change reverted' });
  await expectOneAction(page, sent);
  expect(toastCount(page, 'Change reverted')).toBe(1);
  await expect(page.getByRole('group', { name: /^Variant / }).getByLabel('Price')).toHaveValue('24.00');
  expect((await searchBySku(request, sku, { headers })).product.variants[0]?.price).toBe(24);
  await page.getByRole('button', { name: 'Show history' }).click();
  await expect(history.getByRole('listitem').first()).toContainText('(revert)');
  await expect(history.getByRole('listitem').filter({ hasText: '(revert)' })).toHaveCount(1);
});

test('Product Editor: Print Labels Now prints once and downloads once', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const { sku } = await newProduct(request, headers, { price: 21.25, cost: 11 });
  // Stands in for Zebra Browser Print where the page expects it, keeping each ZPL sent.
  const written: string[] = [];
  const cors = { 'Access-Control-Allow-Origin': '*' };
  await page.route(`http://127.0.0.1:${process.env.E2E_PRINT_PORT}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/default')
      return route.fulfill({
        status: 200,
        headers: cors,
        json: { name: 'Double Printer', uid: 'double-printer', connection: 'usb', deviceType: 'printer' },
      });
    if (url.pathname === '/write') {
      written.push((JSON.parse(route.request().postData() ?? '{}') as { data: string }).data);
      return route.fulfill({ status: 200, headers: cors, body: '' });
    }
    return route.fulfill({ status: 404, headers: cors, body: '' });
  });
  await signIn(user, null);
  await openInEditor(page, sku);
  await page.getByRole('button', { name: 'Print labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print Labels Now' });
  await dialog.getByRole('checkbox', { name: 'Kirkwood' }).check();

  // The labels are read (no write on the server), then sent to the printer: once each.
  const printed = await doubleClick(
    page,
    dialog.getByRole('button', { name: 'Print', exact: true }),
    '/api/labels/now',
  );
  await expectToast(page, { title: 'Labels Sent', description: '1 label sent to Double Printer' });
  await expectOneAction(page, printed, { hasKey: false });
  expect(written).toHaveLength(1);
  expect(written[0]).toContain('$21.25');
  expect(toastCount(page, 'Labels Sent')).toBe(1);

  let downloads = 0;
  page.on('download', () => (downloads += 1));
  const download = page.waitForEvent('download');
  const read = await doubleClick(page, dialog.getByRole('button', { name: 'Download ZPL' }), '/api/labels/now');
  expect((await download).suggestedFilename()).toMatch(/^labels-.*\.zpl$/);
  await expect(dialog.getByRole('button', { name: 'Download ZPL' })).toBeEnabled();
  await expectOneAction(page, read, { hasKey: false });
  expect(downloads, 'files saved by the double click').toBe(1);
});

test('Image editing: Save Photo saves the photo once', async ({ page, request, signIn, createUser }) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const { product, sku } = await newProduct(request, headers);
  const photo = await sharp({ create: { width: 240, height: 160, channels: 3, background: { r: 120, g: 20, b: 40 } } })
    .jpeg()
    .toBuffer();
  await signIn(user, '/image-editing/by-sku');
  await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Variants' })).toContainText(sku);
  await page
    .locator('input[type=file][name=camera-photo]')
    .setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: /Photo preview/ })).toBeVisible();
  const sent = await doubleClick(
    page,
    page.getByRole('button', { name: 'Save Photo', exact: true }),
    '/api/images/upload',
  );
  await expectToast(page, { title: 'Photo saved', description: `Updated 1 image on ${product.title}` });
  await expectOneAction(page, sent);
  expect(toastCount(page, 'Photo saved')).toBe(1);
  await expect(page.getByRole('list', { name: 'Current images' }).getByRole('img')).toHaveCount(1);
  expect((await searchBySku(request, sku, { headers })).product.images).toHaveLength(1);
});

test('Schedule requests: Approve approves once, Decline declines once, each mailed once', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const admin = await createUser('admin');
  const associate = await createUser('associate');
  const adminHeaders = await authHeaders(request, admin);
  const employee = await addRosterEmployee(request, adminHeaders, 'Dana Doubleclick');
  await linkEmployeeAccount(request, adminHeaders, employee.id, associate.username);
  const associateHeaders = await authHeaders(request, associate);
  const [approvedDay, declinedDay] = [daysFromToday(40), daysFromToday(41)];
  for (const day of [approvedDay, declinedDay]) {
    const asked = await request.post('/api/schedule/requests', {
      headers: associateHeaders,
      data: { kind: 'day-off', store: 'NB', startDate: day, endDate: day },
    });
    expect(asked.status(), await asked.text()).toBe(201);
  }

  await signIn(admin, '/schedule/requests');
  const approve = page.getByRole('button', { name: `Approve ${employee.name} Day Off ${approvedDay}` });
  await expect(approve).toBeVisible({ timeout: 20_000 });
  const approved = await doubleClick(page, approve, /^\/api\/schedule\/requests\/\d+\/approve$/);
  await expectToast(page, { title: 'Request approved' });
  await expect(approve).toHaveCount(0);
  await expectOneAction(page, approved);
  expect(toastCount(page, 'Request approved')).toBe(1);

  await page.getByRole('button', { name: `Decline ${employee.name} Day Off ${declinedDay}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Decline this request?' });
  const declined = await doubleClick(
    page,
    confirm.getByRole('button', { name: 'Decline' }),
    /^\/api\/schedule\/requests\/\d+\/decline$/,
  );
  await expectToast(page, { title: 'Request declined' });
  await expectOneAction(page, declined);
  expect(toastCount(page, 'Request declined')).toBe(1);
  await expect(page.getByRole('button', { name: new RegExp(`^(Approve|Decline) ${employee.name} `) })).toHaveCount(0);

  // One time-off entry for the approved day, and one mail for each decision.
  const timeOff = await request.get('/api/exceptions', {
    headers: adminHeaders,
    params: { employee: employee.name, from: approvedDay, to: declinedDay },
  });
  expect(timeOff.status()).toBe(200);
  const entries = (await timeOff.json()) as TimeOff[];
  expect(entries.map((entry) => [entry.employeeName, entry.startDate, entry.endDate])).toEqual([
    [employee.name, approvedDay, approvedDay],
  ]);
  const email = employee.email ?? '';
  await expect.poll(async () => (await mailsTo(request, adminHeaders, email, /request was approved$/)).length).toBe(1);
  await expect.poll(async () => (await mailsTo(request, adminHeaders, email, /request was declined$/)).length).toBe(1);
});

test('Week editor: Publish publishes once and mails the employee once', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const admin = await createUser('admin');
  const headers = await authHeaders(request, admin);
  const employee = await addRosterEmployee(request, headers, 'Dana Doubleclick');
  // Clayton's week five weeks on: no other test publishes it.
  const weekStart = addDays(mondayOf(daysFromToday(0)), 35);
  await addShift(request, headers, {
    store: 'FR',
    date: addDays(weekStart, 2),
    employee: employee.name,
    startTime: '10:00',
    endTime: '16:00',
  });
  await signIn(admin, '/schedule/edit');
  await expect(page.getByRole('heading', { name: 'Edit Schedule', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Store', { exact: true }).click();
  await page.getByRole('option', { name: 'FR – Clayton', exact: true }).click();
  for (let week = 0; week < 5; week += 1) await page.getByRole('button', { name: 'Next Week' }).click();
  await expect(page.getByTestId(`editor-day-${addDays(weekStart, 2)}`)).toContainText(employee.name);
  const sent = await doubleClick(
    page,
    page.getByRole('button', { name: 'Publish', exact: true }),
    '/api/schedule/publish',
  );
  await expectToast(page, { title: 'Week published' });
  await expectOneAction(page, sent);
  expect(toastCount(page, 'Week published')).toBe(1);
  await expect(page.getByRole('button', { name: 'Publish Changes' })).toBeDisabled();
  const subject = `Your shifts at Clayton (FR), week of ${weekStart}`;
  await expect.poll(async () => (await mailsTo(request, headers, employee.email ?? '', subject)).length).toBe(1);
});

test('Self-service: Send Request sends one day-off and one swap request; Cancel cancels once', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const admin = await createUser('admin');
  const associate = await createUser('associate');
  const adminHeaders = await authHeaders(request, admin);
  const employee = await addRosterEmployee(request, adminHeaders, 'Dana Doubleclick');
  await linkEmployeeAccount(request, adminHeaders, employee.id, associate.username);
  const shiftDay = daysFromToday(12);
  await addShift(request, adminHeaders, {
    store: 'NB',
    date: shiftDay,
    employee: employee.name,
    startTime: '09:00',
    endTime: '17:00',
  });
  await signIn(associate, '/schedule');
  await expect(page.getByRole('heading', { name: 'My Requests' })).toBeVisible({ timeout: 20_000 });
  const mine = page.getByRole('list', { name: 'My requests' });

  // A day off.
  const day = daysFromToday(20);
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Time Off' });
  await dialog.getByLabel('Store').click();
  await page.getByRole('option', { name: 'NB – Creve Coeur', exact: true }).click();
  await dialog.getByLabel('Start Date').fill(day);
  await dialog.getByLabel('Note').fill('Double day off');
  const dayOff = await doubleClick(
    page,
    dialog.getByRole('button', { name: 'Send Request' }),
    '/api/schedule/requests',
  );
  await expectToast(page, { title: 'Request sent' });
  await expect(dialog).toBeHidden();
  await expectOneAction(page, dayOff);
  await expect(mine.getByRole('listitem').filter({ hasText: 'Double day off' })).toHaveCount(1);

  // A swap of the shift.
  await page.getByRole('button', { name: 'Request Shift Swap' }).click();
  const swapDialog = page.getByRole('dialog', { name: 'Request Shift Swap' });
  await swapDialog.getByLabel('Shift').click();
  const shift = page.getByRole('option', { name: new RegExp(`^${shiftDay} · NB · `) });
  await expect(shift).toHaveCount(1);
  await shift.click();
  await swapDialog.getByLabel('New Date').fill(daysFromToday(13));
  await swapDialog.getByLabel('New Start Time').fill('12:00');
  await swapDialog.getByLabel('New End Time').fill('20:00');
  await swapDialog.getByLabel('Note').fill('Double swap');
  const swap = await doubleClick(
    page,
    swapDialog.getByRole('button', { name: 'Send Request' }),
    '/api/schedule/requests',
  );
  await expect(swapDialog).toBeHidden();
  await expectOneAction(page, swap);
  await expect(mine.getByRole('listitem').filter({ hasText: 'Double swap' })).toHaveCount(1);
  expect(toastCount(page, 'Request sent')).toBe(2);

  // The day off cancelled, after confirming.
  await mine.getByRole('button', { name: `Cancel Day Off request ${day}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this request?' });
  const cancelled = await doubleClick(
    page,
    confirm.getByRole('button', { name: 'Cancel Request' }),
    /^\/api\/schedule\/requests\/\d+\/cancel$/,
  );
  await expectToast(page, { title: 'Request cancelled' });
  await expectOneAction(page, cancelled);
  expect(toastCount(page, 'Request cancelled')).toBe(1);
  await expect(mine.getByRole('listitem').filter({ hasText: 'Double day off' })).toContainText('Cancelled');
  await expect(mine.getByRole('listitem').filter({ hasText: 'Double swap' })).toContainText('Pending');
});
