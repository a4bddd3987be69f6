import type { APIRequestContext, Locator, Page, Request, Route } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { CriticQueueResponse } from '../src/shared/critic-reviews/critic-reviews';
import type { PendingImageReviewsResponse } from '../src/shared/images/images';
import type { LabelQueue } from '../src/shared/labels/label-queue';
import { addDays, mondayOf } from '../src/shared/schedules/dates';
import { authHeaders, createProductViaApi, searchBySku, type AuthHeaders } from './support/api';
import { doubleClick, expectOneAction } from './support/double-click';
import { e2eDemoBaseUrl } from './support/e2e-env';
import { expect, expectToast, test } from './support/fixtures';
import { chooseOption, goToStep, IMAGE_HOST, serveImages } from './support/product-entry';
import { shownToasts } from './support/toasts';
import { inviteUser } from './support/users';

/**
 * One click, one action, on the screens e2e/double-click.spec.ts leaves out: signing in and out,
 * two-factor and password changes, the classifier's edit and delete, both review queues, the
 * week editor, spend loading, the connection tests, Generate Description, a queue's CSV and the
 * DIMARGIN delete. Each primary button is double-clicked as people do; the screen shows no error
 * and the server is asked once. The tests share nothing, so both workers take them.
 */
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

/** How many of `sent` went to each path. */
const countByPath = (sent: Request[]) =>
  sent.reduce<Record<string, number>>((counts, request) => {
    const path = new URL(request.url()).pathname;
    counts[path] = (counts[path] ?? 0) + 1;
    return counts;
  }, {});

/** Follows the page's writes to `paths` from now on. */
function recordWrites(page: Page, paths: RegExp) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && paths.test(new URL(request.url()).pathname)) sent.push(request);
  });
  return sent;
}

/** Answers `url` with the real answer, narrowed by `keep` (a shared queue shows only this test's items). */
async function narrow<T>(page: Page, url: string, keep: (body: T) => T) {
  await page.route(url, async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: keep((await response.json()) as T) });
  });
}

const totpCode = (key: string, at: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(key) }).generate({ timestamp: at });

test('Sign In signs in once', async ({ page, createUser }) => {
  const user = await createUser();
  await page.goto('/auth');
  await page.getByPlaceholder('Enter your username').fill(user.username);
  await page.getByPlaceholder('Enter your password').fill(user.password);
  const sent = await doubleClick(page, page.getByRole('button', { name: 'Sign In' }), '/api/login');
  await expect(page.getByRole('heading', { name: 'Mission Control', level: 1 })).toBeVisible();
  await expectOneAction(page, sent, { hasKey: false });
});

test('Logout signs out once, with no error for a second sign-out', async ({ page, createUser, signIn }) => {
  await signIn(await createUser());
  const sent = await doubleClick(
    page,
    page.getByRole('button', { name: 'Logout' }).filter({ visible: true }),
    '/api/logout',
  );
  await expect(page).toHaveURL(/\/auth$/);
  await expectOneAction(page, sent, { hasKey: false });
});

test('Change Password of an invited user changes it once', async ({ page, request }) => {
  const invited = await inviteUser(request);
  await page.goto('/auth');
  await page.getByPlaceholder('Enter your username').fill(invited.username);
  await page.getByPlaceholder('Enter your password').fill(invited.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await dialog.getByLabel('New password', { exact: true }).fill('Double-Click-Cellar-4817');
  await dialog.getByLabel('Confirm new password').fill('Double-Click-Cellar-4817');
  const sent = await doubleClick(page, dialog.getByRole('button', { name: 'Change Password' }), '/api/user/password');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Mission Control', level: 1 })).toBeVisible();
  await expectOneAction(page, sent, { hasKey: false });
  const signedIn = await request.post('/api/login', {
    data: { username: invited.username, password: 'Double-Click-Cellar-4817' },
  });
  expect(signedIn.status()).toBe(200);
});

test('Account Security: set-up, Turn on and Turn off each act once', async ({ page, createUser, signIn }) => {
  const user = await createUser();
  await signIn(user, '/account/security');
  await expect(page.getByRole('heading', { name: 'Account Security', level: 1 })).toBeVisible();
  const setup = await doubleClick(
    page,
    page.getByRole('button', { name: 'Set up two-factor sign-in' }),
    '/api/user/2fa/setup',
  );
  await expectOneAction(page, setup, { hasKey: false });
  const key = ((await page.locator('code').first().textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel('Code from the app').fill(totpCode(key, Date.now()));
  const enabled = await doubleClick(page, page.getByRole('button', { name: 'Turn on' }), '/api/user/2fa/enable');
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectOneAction(page, enabled, { hasKey: false });
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('Recovery codes left: 10.')).toBeVisible();

  // Turning off asks first; each question is answered yes, and still one request goes.
  page.on('dialog', (dialog) => void dialog.accept());
  const form = page.getByRole('form', { name: 'Turn off two-factor sign-in' });
  await form.getByLabel('Password').fill(user.password);
  await form.getByLabel('Code from the app, or a recovery code').fill(totpCode(key, Date.now() + 30_000));
  const disabled = await doubleClick(
    page,
    form.getByRole('button', { name: 'Turn off two-factor sign-in' }),
    '/api/user/2fa/disable',
  );
  await expectToast(page, { title: 'Two-factor sign-in turned off' });
  await expectOneAction(page, disabled, { hasKey: false });
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
});

test('Transaction classifier: Save rule saves once, Delete rule deletes once', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const admin = await createUser('admin');
  const type = `Double Edit ${Date.now().toString(36)}`;
  const created = await request.post('/api/bookkeeping/classifier-rules', {
    headers: await authHeaders(request, admin),
    data: { type, matchKind: 'contains', pattern: 'DOUBLEEDIT', side: 'any', minAmount: null, maxAmount: null },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signIn(admin, '/transaction-classifier');
  const rules = page.getByRole('list', { name: 'Classification rules' });
  // The screen's chunk and the list can take a while on a busy machine.
  await expect(rules.getByRole('listitem').filter({ hasText: type })).toHaveCount(1, { timeout: 20_000 });

  await page.getByRole('button', { name: new RegExp(`^Edit rule \\d+ \\(${type}\\)$`) }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit rule \d+$/ });
  const edited = `${type} Edited`;
  await dialog.getByLabel('Type').fill(edited);
  const saved = await doubleClick(
    page,
    dialog.getByRole('button', { name: 'Save rule' }),
    /^\/api\/bookkeeping\/classifier-rules\/\d+$/,
  );
  await expectToast(page, { title: 'Rule saved', description: edited });
  await expectOneAction(page, saved, { hasKey: false });
  await expect(rules.getByRole('listitem').filter({ hasText: edited })).toHaveCount(1);

  await page.getByRole('button', { name: new RegExp(`^Delete rule \\d+ \\(${edited}\\)$`) }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete rule?' });
  const deleted = await doubleClick(
    page,
    confirm.getByRole('button', { name: 'Delete rule' }),
    /^\/api\/bookkeeping\/classifier-rules\/\d+$/,
  );
  await expectToast(page, { title: 'Rule deleted' });
  await expectOneAction(page, deleted, { hasKey: false });
  await expect(rules.getByRole('listitem').filter({ hasText: type })).toHaveCount(0);
});

/** A new product and its first variant, read back. */
async function newProduct(request: APIRequestContext, headers: AuthHeaders, fields: Record<string, unknown> = {}) {
  const created = await createProductViaApi(request, fields, headers);
  const product = (await searchBySku(request, created.shopifyProductId, { headers })).product;
  const variant = product.variants[0];
  if (!variant?.sku) throw new Error('the product has no variant with a SKU');
  return { product, variant, sku: variant.sku };
}

test('Critic reviews: Add to Queue adds once; Skip and Submit Review & Continue each move on by one', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const first = await newProduct(request, headers);
  const second = await newProduct(request, headers);
  await signIn(user, '/critic-reviews/add-to-queue');
  await page.getByRole('textbox', { name: 'SKU' }).fill(first.sku);
  await page.getByRole('button', { name: 'Look Up' }).click();
  await expect(page.getByText(first.product.handle)).toBeVisible();
  const added = await doubleClick(
    page,
    page.getByRole('button', { name: 'Add to Queue' }),
    '/api/critic-reviews/add-to-queue',
  );
  await expectToast(page, { title: 'Added to the critic review queue' });
  await expectOneAction(page, added);
  expect(shownToasts(page).filter((toast) => toast.title === 'Added to the critic review queue')).toHaveLength(1);
  const queued = await request.post('/api/critic-reviews/add-to-queue', {
    headers,
    data: { handle: second.product.handle, barcode: second.variant.barcode ?? '', user: user.username },
  });
  expect(queued.status(), await queued.text()).toBe(200);

  // The queue is shared with other tests: this page sees only its own two products.
  const ours = new Set([first.product.handle, second.product.handle]);
  await narrow<CriticQueueResponse>(page, '**/api/critic-reviews/queue', (body) => ({
    products: body.products.filter((item) => ours.has(item.handle)),
  }));
  await page.goto('/critic-reviews/queue');
  await expect(page.getByText('1 of 2', { exact: true })).toBeVisible();
  await expect(page.getByText(first.product.handle, { exact: true })).toBeVisible();
  const skipped = await doubleClick(
    page,
    page.getByRole('button', { name: 'Skip' }),
    '/api/critic-reviews/mark-edited',
  );
  await expect(page.getByText('2 of 2', { exact: true })).toBeVisible();
  await expect(page.getByText(second.product.handle, { exact: true })).toBeVisible();
  await expectOneAction(page, skipped, { hasKey: false });

  const form = page.getByRole('form', { name: 'Critic review' });
  await form.getByLabel('Reviewer Name').selectOption({ index: 1 });
  await form.getByLabel('Reviewer Score').fill('91');
  await form.getByLabel('Review Text').fill('Reviewed from the queue once.');
  const writes = recordWrites(page, /^\/api\/critic-reviews\/(update-review|mark-edited)$/);
  await doubleClick(
    page,
    form.getByRole('button', { name: 'Submit Review & Continue' }),
    '/api/critic-reviews/update-review',
  );
  await expectToast(page, { title: 'Queue complete' });
  await expect(page.getByRole('heading', { name: 'Critic Reviews', level: 1 })).toBeVisible();
  expect(countByPath(writes)).toEqual({ '/api/critic-reviews/update-review': 1, '/api/critic-reviews/mark-edited': 1 });
  expect(await writes[0]?.headerValue('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(shownToasts(page).filter((toast) => toast.title === 'Review saved')).toHaveLength(1);
  expect(shownToasts(page).filter((toast) => toast.variant === 'destructive')).toEqual([]);
  const after = (await searchBySku(request, second.sku, { headers })).product.variants[0];
  expect(after?.reviewMetafields).toMatchObject({ reviewer_score: '91' });
});

test('Images: Update Images by SKU and in the review queue each update once', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const bySku = await newProduct(request, headers);
  const queued = await newProduct(request, headers);
  const added = await request.post('/api/image-review/add-to-queue', {
    headers,
    data: { variantIds: [queued.variant.id] },
  });
  expect(added.status(), await added.text()).toBe(200);
  await serveImages(page);

  await signIn(user, '/image-editing/by-sku');
  await page.getByRole('textbox', { name: 'SKU' }).fill(bySku.sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Variants' })).toContainText(bySku.sku);
  await page.getByLabel('Image URL 1').fill(`${IMAGE_HOST}/double-by-sku.png`);
  await expect(page.getByLabel('Image URL 1').locator('xpath=..').getByRole('status')).toHaveAccessibleName(
    'Valid image',
  );
  const updated = await doubleClick(page, page.getByRole('button', { name: 'Update Images' }), '/api/images/update');
  await expectToast(page, { title: 'Images updated' });
  await expectOneAction(page, updated);
  expect(shownToasts(page).filter((toast) => toast.title === 'Images updated')).toHaveLength(1);

  // The queue is shared with other tests: this page sees only its own record.
  await narrow<PendingImageReviewsResponse>(page, '**/api/image-review/pending', (body) => ({
    records: body.records.filter((record) => record.variantSku === queued.sku),
  }));
  await page.goto('/image-editing/queue');
  await expect(page.getByText(queued.sku, { exact: true })).toBeVisible();
  await page.getByLabel('Image URL 1').fill(`${IMAGE_HOST}/double-queued.png`);
  await expect(page.getByLabel('Image URL 1').locator('xpath=..').getByRole('status')).toHaveAccessibleName(
    'Valid image',
  );
  const reviewed = await doubleClick(
    page,
    page.getByRole('button', { name: 'Update Images' }),
    '/api/image-review/update',
  );
  await expect(page.getByRole('heading', { name: 'Queue complete' })).toBeVisible();
  await expectOneAction(page, reviewed);
  expect(shownToasts(page).filter((toast) => toast.title === 'Images updated')).toHaveLength(2);
  const after = await searchBySku(request, queued.sku, { headers });
  expect(after.product.images.map((image) => image.src)).toEqual([`${IMAGE_HOST}/double-queued.png`]);
});

/** Picks an option of a Radix select by its label. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function localDate(at = new Date()) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

test.describe('in the week editor', () => {
  // Closing a day that has shifts first answers 409 with the question (spec 03), by design.
  test.use({ allowedConsoleErrors: [/status of 409 .* @ .*\/api\/schedule\/closed-days$/] });

  test('Week editor: shift change and removal, closed days, recipients, Copy Last Week and Import each act once', async ({
    page,
    request,
    signIn,
    createUser,
  }) => {
    // Town & Country's weeks are this test's own: no other test edits them.
    const store = 'LL';
    const admin = await createUser('admin');
    const headers = await authHeaders(request, admin);
    const name = `E2E Double ${Date.now().toString(36)}`;
    const added = await request.post('/api/employee-roster/add', {
      headers,
      data: {
        name,
        birthday: '1990-01-01',
        startDate: '2024-01-01',
        phone: '555-0103',
        email: 'e2e.double@example.com',
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    const week = mondayOf(localDate());
    const [monday, tuesday, wednesday, sunday] = [week, addDays(week, 1), addDays(week, 2), addDays(week, 6)];
    for (const date of [monday, tuesday, wednesday]) {
      const shift = await request.post('/api/schedule/shifts', {
        headers,
        data: { store, date, employee: name, startTime: '09:00', endTime: '17:00' },
      });
      expect(shift.status(), await shift.text()).toBe(201);
    }
    await signIn(admin, '/schedule/edit');
    await expect(page.getByRole('heading', { name: 'Edit Schedule', level: 1 })).toBeVisible({ timeout: 20_000 });
    await choose(page, page, 'Store', 'LL – Town & Country');
    const day = (date: string) => page.getByTestId(`editor-day-${date}`);
    const shiftPath = /^\/api\/schedule\/shifts\/\d+$/;

    // A shift changed.
    await day(monday)
      .getByRole('button', { name: `Change ${name}'s shift on ${monday}` })
      .click();
    await day(monday).getByLabel('End').fill('15:30');
    const changed = await doubleClick(page, day(monday).getByRole('button', { name: 'Save' }), shiftPath);
    await expect(day(monday)).toContainText('9:00 AM - 3:30 PM');
    await expectOneAction(page, changed, { hasKey: false });

    // A shift removed, after confirming.
    await day(tuesday)
      .getByRole('button', { name: `Remove ${name}'s shift on ${tuesday}` })
      .click();
    const removed = await doubleClick(
      page,
      page.getByRole('dialog', { name: 'Remove this shift?' }).getByRole('button', { name: 'Remove' }),
      shiftPath,
    );
    await expect(day(tuesday).getByText(name)).toHaveCount(0);
    await expectOneAction(page, removed);

    // A day with a shift closed (it asks about the shift), and an empty one.
    await day(wednesday).getByLabel('Store closed').click();
    const closedWithShift = await doubleClick(
      page,
      page.getByRole('dialog', { name: /^Close / }).getByRole('button', { name: 'Remove Shifts' }),
      '/api/schedule/closed-days',
    );
    await expect(day(wednesday).getByLabel('Store closed')).toBeChecked();
    await expect(day(wednesday).getByText(name)).toHaveCount(0);
    await expectOneAction(page, closedWithShift, { hasKey: false });
    const closedEmpty = await doubleClick(page, day(sunday).getByLabel('Store closed'), '/api/schedule/closed-days');
    await expect(day(sunday).getByLabel('Store closed')).toBeEnabled();
    await expect(day(sunday).getByLabel('Store closed')).toBeChecked();
    await expectOneAction(page, closedEmpty, { hasKey: false });

    // The sick day recipients.
    const recipients = page.getByLabel('E-mail addresses (separated by commas)');
    await recipients.fill('double.click@example.com');
    const savedRecipients = await doubleClick(
      page,
      recipients.locator('xpath=..').getByRole('button', { name: 'Save', exact: true }),
      `/api/schedule/recipients/${store}`,
    );
    await expectToast(page, { title: 'Recipients saved' });
    await expectOneAction(page, savedRecipients, { hasKey: false });
    expect(shownToasts(page).filter((toast) => toast.title === 'Recipients saved')).toHaveLength(1);

    // Next week: Copy Last Week, after confirming.
    await page.getByRole('button', { name: 'Next Week' }).click();
    await page.getByRole('button', { name: 'Copy Last Week' }).click();
    const copied = await doubleClick(
      page,
      page.getByRole('dialog', { name: 'Copy last week?' }).getByRole('button', { name: 'Copy Last Week' }),
      '/api/schedule/copy-week',
    );
    await expectToast(page, { title: 'Week copied' });
    // The server holds the copy; then the screen shows it.
    const nextWeek = await request.get(`/api/schedule/week?store=${store}&weekStart=${addDays(monday, 7)}`, {
      headers,
    });
    const { shifts } = (await nextWeek.json()) as { shifts: { employee: string; date: string; startTime: string }[] };
    expect(
      shifts.filter((shift) => shift.employee === name).map((shift) => `${shift.date} ${shift.startTime}`),
    ).toEqual([`${addDays(monday, 7)} 09:00`]);
    await expect(day(addDays(monday, 7))).toContainText('9:00 AM - 3:30 PM');
    await expectOneAction(page, copied);
    expect(shownToasts(page).filter((toast) => toast.title === 'Week copied')).toHaveLength(1);

    // The week after: a CSV imported.
    await page.getByRole('button', { name: 'Next Week' }).click();
    const third = addDays(monday, 14);
    await page.getByLabel('CSV file').setInputFiles({
      name: 'week.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`store,date,employee,start,end\n${store},${third},${name},10:00,18:00\n`),
    });
    // Choosing the file sends its check (commit: false); the double click is on the preview it answers.
    const importButton = page.getByTestId('import-preview').getByRole('button', { name: 'Import 1 shifts' });
    await expect(importButton).toBeEnabled();
    const imported = await doubleClick(page, importButton, '/api/schedule/import');
    await expectToast(page, { title: 'Schedule imported' });
    await expect(day(third)).toContainText(name);
    await expectOneAction(page, imported);
    await expect(day(third).getByRole('button', { name: `Change ${name}'s shift on ${third}` })).toHaveCount(1);
  });
});

test('Raffle: Load orders loads the month once', async ({ page, signIn, createUser }) => {
  await signIn(await createUser('admin'), '/ticket-generator');
  await expect(page.getByRole('heading', { name: 'Raffle Ticket Generator', level: 1 })).toBeVisible();
  await page.getByLabel("Load a month from the store platform's orders").fill('2031-07');
  const sent = await doubleClick(page, page.getByRole('button', { name: 'Load orders' }), '/api/raffle/spend/sync');
  await expectToast(page, { title: 'Spend Loaded' });
  await expectOneAction(page, sent, { hasKey: false });
  expect(shownToasts(page).filter((toast) => toast.title === 'Spend Loaded')).toHaveLength(1);
});

test('Connections Monitor: Test All Connections tests each service once', async ({ page, signIn, createUser }) => {
  // The services outside this server answer as if connected; the records database and the
  // locations are the real server's.
  await page.route(
    /\/api\/(product-edit-logger|label-queue|image-review|helpdesk|youtube|critic-reviews)\/test/,
    (route) => route.fulfill({ status: 200, json: { connected: true, message: 'Connected' } }),
  );
  await signIn(await createUser('admin'), '/admin');
  const monitor = page.getByRole('region', { name: 'Connections Monitor' });
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/test(-connection)?$|^\/api\/locations$/.test(path)) sent.push(path);
  });
  await monitor.getByRole('button', { name: 'Test All Connections' }).dblclick();
  await expect(monitor.getByTestId('failed-count')).toHaveText('All 8 services connected');
  expect(sent).toHaveLength(8);
  expect(new Set(sent).size).toBe(8);
  expect(shownToasts(page).filter((toast) => toast.variant === 'destructive')).toEqual([]);
});

test('New Product Entry: Generate Description asks once', async ({ page, signIn, createUser }) => {
  // The wizard's chunk and the type tree can take a while on a busy machine.
  await signIn(await createUser(), '/new-product-entry');
  await expect(page.getByRole('heading', { name: 'New Product Entry', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toBeEnabled({ timeout: 30_000 });
  await page.getByLabel('Producer').fill('Laphroaig');
  await chooseOption(page, 'Type', 'Scotch');
  await goToStep(page, 'Product Description', 2);
  const sent = await doubleClick(
    page,
    page.getByRole('button', { name: 'Generate Description' }),
    '/api/products/generate-description',
  );
  await expectToast(page, { title: 'Description Generated' });
  await expectOneAction(page, sent, { hasKey: false });
  expect(shownToasts(page).filter((toast) => toast.title === 'Description Generated')).toHaveLength(1);
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue(/Laphroaig/);
});

test('Label queue: Save downloads the CSV once', async ({ page, request, signIn, createUser }) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const { product, sku } = await newProduct(request, headers, { price: 18.5, cost: 9 });
  const store = 'Creve Coeur';
  const response = await request.post('/api/label-queue/add', {
    headers,
    data: { variantSku: sku, title: product.title, stores: [store], labelType: 'New Product' },
  });
  expect(response.status()).toBe(201);
  const queue = ((await response.json()) as LabelQueue[])[0]!;
  await signIn(user, '/label-queue');
  const item = page.getByRole('region', { name: store }).getByRole('listitem', { name: `Queue ${queue.id}` });
  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  const sent = await doubleClick(
    page,
    item.getByRole('button', { name: 'Save' }),
    `/api/label-queue/${queue.id}/download`,
  );
  await expectToast(page, { title: 'Labels Saved' });
  await expectOneAction(page, sent, { hasKey: false });
  expect(downloads).toEqual([`label-queue-${queue.id}.csv`]);
  await expect(item.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('Product Editor: a quick second click on the label session button neither ends nor restarts it', async ({
  page,
  signIn,
  createUser,
}) => {
  await signIn(await createUser('associate'), '/product-editor');
  await page.getByRole('button', { name: /Edit a Single Product/ }).click();
  await page.getByLabel('Store location').click();
  await page.getByRole('option', { name: 'Kirkwood', exact: true }).click();
  const session = page.getByRole('status', { name: 'Label session' });
  const writes = recordWrites(page, /^\/api\/label-queue\/(create-session|end-session)$/);

  /**
   * Clicks `name`, and clicks again the moment its answer puts the other button in the same spot
   * (in the same task as the swap, however slow the machine): that click must find it disabled,
   * and it stays so for the guard's moment, which a double click's second press falls within.
   */
  async function clickThenAgain(name: string, path: string) {
    const button = session.getByRole('button', { name });
    const clickedAgain = session.evaluate(
      (status, before) =>
        new Promise<{ label: string; isDisabled: boolean; enabledAfterMs: number }>((resolve) => {
          // A button pressed while focused keeps focus: it is aria-disabled instead (button.tsx).
          const isDisabled = (button: HTMLButtonElement) =>
            button.disabled || button.getAttribute('aria-disabled') === 'true';
          let swap: { label: string; isDisabled: boolean; at: number } | null = null;
          const observer = new MutationObserver(() => {
            const next = status.querySelector('button');
            if (!next || next.textContent === before) return;
            if (!swap) {
              swap = { label: next.textContent ?? '', isDisabled: isDisabled(next), at: performance.now() };
              next.click();
            }
            if (isDisabled(next)) return;
            observer.disconnect();
            resolve({ label: swap.label, isDisabled: swap.isDisabled, enabledAfterMs: performance.now() - swap.at });
          });
          observer.observe(status, { subtree: true, childList: true, characterData: true, attributes: true });
        }),
      name,
    );
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === path);
    await button.click();
    await answered;
    const again = await clickedAgain;
    expect(again.isDisabled, `${again.label}: the button that took its place is disabled at first`).toBe(true);
    expect(again.enabledAfterMs, `${again.label}: disabled for a double click's moment`).toBeGreaterThanOrEqual(500);
  }

  await clickThenAgain('Start Label Session', '/api/label-queue/create-session');
  await expect(session.getByRole('button', { name: 'End Label Session' })).toBeEnabled();
  await expect(session).toContainText('Label session: Kirkwood');
  expect(countByPath(writes)).toEqual({ '/api/label-queue/create-session': 1 });

  await clickThenAgain('End Label Session', '/api/label-queue/end-session');
  await expect(session.getByRole('button', { name: 'Start Label Session' })).toBeEnabled();
  await expect(session).toContainText('No label session');
  expect(countByPath(writes)).toEqual({
    '/api/label-queue/create-session': 1,
    '/api/label-queue/end-session': 1,
  });
  expect(shownToasts(page).filter((toast) => toast.title === 'Label Session Started')).toHaveLength(1);
});

test.describe('on the demo catalogue', () => {
  test.use({ baseURL: e2eDemoBaseUrl() });

  test('Tag DIMARGIN: the rule delete removes the rule once', async ({ page, request, signIn, createUser }) => {
    const admin = await createUser('admin');
    const headers = await authHeaders(request, admin);
    const collections = (await (await request.get('/api/dimargin/collections', { headers })).json()) as {
      name: string;
    }[];
    // Not the collection the margin spec analyses on this server.
    const collection = collections.map((entry) => entry.name).find((name) => name !== 'Cheese');
    if (!collection) throw new Error('the demo catalogue has a second collection');
    const rule = await request.post('/api/dimargin/rules', {
      headers,
      data: { collectionName: collection, marginThreshold: 0.3 },
    });
    expect(rule.status(), await rule.text()).toBe(200);
    await signIn(admin, '/tag-dimargin');
    const row = page.getByRole('row', { name: new RegExp(`^${collection}`) });
    await expect(row).toContainText('30%');
    page.on('dialog', (dialog) => void dialog.accept());
    const sent = await doubleClick(
      page,
      page.getByRole('button', { name: `Delete rule for ${collection}` }),
      `/api/dimargin/rules/${encodeURIComponent(collection)}`,
    );
    await expectToast(page, { title: 'Rule removed' });
    await expectOneAction(page, sent);
    await expect(row).toHaveCount(0);
    expect(shownToasts(page).filter((toast) => toast.title === 'Rule removed')).toHaveLength(1);
  });
});
