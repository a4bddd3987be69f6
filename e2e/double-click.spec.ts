import type { Locator, Page, Request } from '@playwright/test';
import type { LabelQueue } from '../src/shared/labels/label-queue';
import { authHeaders, createProductViaApi, editFirstVariantViaApi, findLocation, searchBySku } from './support/api';
import { expect, expectToast, test } from './support/fixtures';
import { chooseOption, goToStep, openWizard } from './support/product-entry';
import { doubleClick, expectOneAction } from './support/double-click';
import { shownToasts } from './support/toasts';

/**
 * One click, one action (issues 26.4 and 28.7): every primary mutating button of every screen is
 * double-clicked, as people do; the screen shows no error and the server writes once.
 */
// The tests share nothing, so both workers take them.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

test('Product Editor: Save Changes saves a stock change once; the label session starts and ends once', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const kirkwood = await findLocation(request, 'Kirkwood', headers);
  const product = await createProductViaApi(
    request,
    { price: 24, cost: 14, quantity: 10, location: 'Kirkwood', locationId: kirkwood.id },
    headers,
  );
  const sku = (await searchBySku(request, product.shopifyProductId, { headers })).product.variants[0]?.sku ?? '';
  await signIn(user, '/product-editor');
  await page.getByRole('button', { name: /Edit a Single Product/ }).click();
  await page.getByLabel('Store location').click();
  await page.getByRole('option', { name: 'Kirkwood', exact: true }).click();
  await page.getByRole('textbox', { name: 'SKU or barcode' }).fill(sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const variant = page.getByRole('group', { name: /^Variant / });
  await variant.getByLabel('Price').fill('26.99');
  await variant.getByLabel(/Stock change/).fill('3');
  const sent = await doubleClick(page, page.getByRole('button', { name: 'Save Changes' }), '/api/products/edit');
  await expectToast(page, { title: 'Product Saved' });
  await expectOneAction(page, sent);
  const after = (await searchBySku(request, sku, { locationId: kirkwood.id, headers })).product.variants[0];
  expect(after?.price).toBe(26.99);
  expect(after?.inventoryQuantity).toBe(13);

  // The label session: Start, then End, each once.
  const session = page.getByRole('status', { name: 'Label session' });
  const started = await doubleClick(
    page,
    session.getByRole('button', { name: 'Start Label Session' }),
    '/api/label-queue/create-session',
  );
  await expectToast(page, { title: 'Label Session Started' });
  await expectOneAction(page, started);
  const ended = await doubleClick(
    page,
    session.getByRole('button', { name: 'End Label Session' }),
    '/api/label-queue/end-session',
  );
  await expect(session.getByRole('button', { name: 'Start Label Session' })).toBeVisible();
  await expectOneAction(page, ended, { hasKey: false });
});

test('New Product Entry: Create Product makes one product and one label queue per store', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  await signIn(user, null);
  await openWizard(page);
  await page.getByLabel('Producer').fill('E2E Double Click');
  await chooseOption(page, 'Type', 'USA Wine');
  await page.getByLabel('Price').fill('30');
  await page.getByLabel('Cost (per unit)').fill('18');
  await page.getByRole('button', { name: 'Generate barcode' }).click();
  const sku = await page.getByLabel('SKU').inputValue();
  await page.getByRole('checkbox', { name: 'Clayton' }).check();
  await goToStep(page, 'Review & Create Product', 4);
  const labelAdds: Request[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/label-queue/add') labelAdds.push(sent);
  });
  const sent = await doubleClick(page, page.getByRole('button', { name: 'Create Product' }), '/api/products');
  await expectToast(page, { title: 'Product Created Successfully!' });
  await expect(page).toHaveURL(/\/$/);
  await expectOneAction(page, sent);
  expect(labelAdds).toHaveLength(1);
  const headers = await authHeaders(request, user);
  const found = await searchBySku(request, sku, { headers });
  expect(found.product.variants.map((v) => v.sku)).toEqual([sku]);
  expect(found.alternativeMatches).toEqual([]);
  const queues = (await (await request.get('/api/label-queue/all', { headers })).json()) as LabelQueue[];
  expect(queues.filter((queue) => queue.productSKUs.includes(sku)).map((queue) => queue.store)).toEqual(['Clayton']);
});

test('Cost Change Queue: Process processes once', async ({ page, request, signIn, createUser }) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const title = `Double Click Cost ${Date.now().toString(36)}`;
  const product = await createProductViaApi(request, { title, price: 30, cost: 18 }, headers);
  const read = (await searchBySku(request, product.shopifyProductId, { headers })).product;
  await editFirstVariantViaApi(request, read, { cost: 21 }, headers);
  await signIn(user, '/product-editor');
  await page.getByRole('button', { name: /Cost Change Queue/ }).click();
  await page.getByRole('group', { name: read.title }).getByLabel('New price').fill('$34.99');
  const sent = await doubleClick(
    page,
    page.getByRole('button', { name: 'Process Cost Changes' }),
    '/api/cost-change-queue/save',
  );
  await expectToast(page, { title: 'Cost Changes Processed' });
  await expectOneAction(page, sent);
  expect((await searchBySku(request, read.id, { headers })).product.variants[0]?.price).toBe(34.99);
});

test('Critic reviews: Submit Review saves one review', async ({ page, request, signIn, createUser }) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const created = await createProductViaApi(request, {}, headers);
  const variant = (await searchBySku(request, created.shopifyProductId, { headers })).product.variants[0];
  await signIn(user, '/critic-reviews');
  await page.getByRole('link', { name: /Manual Lookup/ }).click();
  await page.getByRole('textbox', { name: 'Barcode' }).fill(variant?.barcode ?? '');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const form = page.getByRole('form', { name: 'Critic review' });
  const reviewer = form.getByLabel('Reviewer Name');
  await reviewer.selectOption({ index: 1 });
  await form.getByLabel('Reviewer Score').fill('93');
  await form.getByLabel('Review Text').fill('Submitted once.');
  const sent = await doubleClick(
    page,
    form.getByRole('button', { name: 'Submit Review' }),
    '/api/critic-reviews/update-review',
  );
  await expectToast(page, { title: 'Review saved' });
  await expectOneAction(page, sent);
  const after = (await searchBySku(request, created.shopifyProductId, { headers })).product.variants[0];
  expect(after?.reviewMetafields).toMatchObject({ reviewer_score: '93', reviewer_text: 'Submitted once.' });
  expect(after?.reviewMetafields.reviewer_name2 ?? null).toBeNull();
});

test('Image editing: Add to Queue adds the variant once and says so', async ({ page, request, signIn, createUser }) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const created = await createProductViaApi(request, {}, headers);
  const sku = (await searchBySku(request, created.shopifyProductId, { headers })).product.variants[0]?.sku ?? '';
  await signIn(user, '/image-editing/add-to-queue');
  await page.getByRole('textbox', { name: 'SKU, barcode or name' }).fill(sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('checkbox', { name: new RegExp(sku) }).check();
  const sent = await doubleClick(
    page,
    page.getByRole('button', { name: 'Add to Queue' }),
    '/api/image-review/add-to-queue',
  );
  await expectToast(page, { title: 'Added to queue', description: '1 variant added to the image review queue' });
  await expectOneAction(page, sent);
});

test('Transaction classifier: Add rule adds one rule', async ({ page, signIn, createUser }) => {
  await signIn(await createUser('admin'), '/transaction-classifier');
  const rules = page.getByRole('list', { name: 'Classification rules' });
  await expect(rules.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add rule' });
  const type = `Double Click ${Date.now().toString(36)}`;
  await dialog.getByLabel('Type').fill(type);
  await dialog.getByLabel('Pattern').fill('DOUBLECLICK');
  const sent = await doubleClick(
    page,
    dialog.getByRole('button', { name: 'Add rule' }),
    '/api/bookkeeping/classifier-rules',
  );
  await expectToast(page, { title: 'Rule added', description: type });
  await expectOneAction(page, sent);
  // By its name: other tests add and remove rules meanwhile.
  await expect(rules.getByRole('listitem').filter({ hasText: type })).toHaveCount(1);
});

test('Raffle: Import imports the month once', async ({ page, signIn, createUser }) => {
  const month = '2032-02';
  await signIn(await createUser('admin'), '/ticket-generator');
  await expect(page.getByRole('heading', { name: 'Raffle Ticket Generator', level: 1 })).toBeVisible();
  const csv = `Customer,Email,Month,Spend,Spend DBL\nDee Double,dee.double@example.com,${month},120,0\n`;
  await page
    .getByLabel('Spend file')
    .setInputFiles({ name: 'double.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('spend-preview')).toContainText(`1 row(s) for ${month}`);
  const sent = await doubleClick(page, page.getByRole('button', { name: 'Import' }), '/api/raffle/spend/import');
  await expectToast(page, { title: 'Spend Imported', description: `1 row(s) for ${month}` });
  await expectOneAction(page, sent);
  expect(shownToasts(page).filter((toast) => toast.title === 'Spend Imported')).toHaveLength(1);
});

test('Jokes: Add Joke adds one joke, Retire retires it once', async ({ page, signIn, createUser }) => {
  await signIn(await createUser('admin'), '/admin/jokes');
  await expect(page.getByRole('heading', { name: 'Jokes', level: 1 })).toBeVisible();
  const setup = `Why click twice ${Date.now()}?`;
  await page.getByLabel('Setup').fill(setup);
  await page.getByLabel('Punchline').fill('Once is enough.');
  const sent = await doubleClick(page, page.getByRole('button', { name: 'Add Joke' }), '/api/jokes');
  await expectOneAction(page, sent);
  await expect(page.getByRole('button', { name: `Retire: ${setup}` })).toHaveCount(1);

  // Retire is a toggle: a double click must not retire and then restore.
  const retired = await doubleClick(
    page,
    page.getByRole('button', { name: `Retire: ${setup}` }),
    /^\/api\/jokes\/\d+(\/.*)?$/,
  );
  await expect(page.getByRole('button', { name: `Restore: ${setup}` })).toBeVisible();
  await expectOneAction(page, retired, { hasKey: false });
  await expect(page.getByRole('button', { name: `Restore: ${setup}` })).toBeVisible();
});

test('Employee Management: Add Employee, Save Changes and Remove each write once', async ({
  page,
  signIn,
  createUser,
}) => {
  const name = `E2E Double ${Date.now().toString(36)}`;
  await signIn(await createUser('admin'), '/admin/employees');
  const activeCount = page.getByTestId('active-count');
  await expect(activeCount).toHaveText(/^\d+$/);
  const before = Number(await activeCount.textContent());
  const form = page.getByRole('form', { name: 'Add employee' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Birthday').fill('1990-04-02');
  await form.getByLabel('Start date').fill('2026-02-02');
  await form.getByLabel('Phone').fill('314-555-0190');
  await form.getByLabel('Email').fill('e2e.double@example.com');
  const sent = await doubleClick(page, form.getByRole('button', { name: 'Add Employee' }), '/api/employee-roster/add');
  await expectOneAction(page, sent);
  await expectToast(page, { title: 'Employee added' });
  await expect(page.getByRole('list', { name: 'Active employees' }).getByText(name, { exact: true })).toHaveCount(1);
  await expect(activeCount).toHaveText(String(before + 1));

  // Edit: Save Changes on the corrected record.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: 'Edit employee' });
  await edit.getByLabel('Phone').fill('314-555-0191');
  const saved = await doubleClick(
    page,
    edit.getByRole('button', { name: 'Save Changes' }),
    /^\/api\/employee-roster\/\d+$/,
  );
  await expectToast(page, { title: 'Employee updated' });
  await expectOneAction(page, saved, { hasKey: false });

  // Remove, after confirming.
  const remove = page.getByRole('form', { name: 'Remove employee' });
  await remove.getByLabel('Employee').click();
  await page.getByRole('option', { name }).click();
  await remove.getByLabel('End date').fill('2026-06-30');
  await remove.getByRole('button', { name: 'Remove Employee' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Employee' });
  const removed = await doubleClick(
    page,
    confirm.getByRole('button', { name: 'Remove' }),
    '/api/employee-roster/remove',
  );
  await expectToast(page, { title: 'Employee removed' });
  await expectOneAction(page, removed, { hasKey: false });
  await expect(activeCount).toHaveText(String(before));
});

test('User Management: Invite User invites once, Make Admin promotes once', async ({ page, signIn, createUser }) => {
  await signIn(await createUser('admin'), '/admin/users');
  const username = `e2e-double-${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(username);
  const sent = await doubleClick(page, page.getByRole('button', { name: 'Invite User' }), '/api/users/invite');
  await expect(page.getByLabel('Invite link')).toHaveValue(/\/auth\?invite=/);
  // Its answer holds a temporary password, so it is never stored for replay: one request only.
  await expectOneAction(page, sent, { hasKey: false });
  await expect(page.getByRole('list', { name: 'Users' }).getByText(username, { exact: true })).toHaveCount(1);

  // Make Admin is a toggle: a double click must not promote and then demote.
  const promoted = await doubleClick(
    page,
    page.getByRole('button', { name: `Make admin: ${username}` }),
    /^\/api\/users\/\d+$/,
  );
  await expectToast(page, { title: 'Role changed' });
  await expectOneAction(page, promoted, { hasKey: false });
  await expect(page.getByRole('button', { name: `Make associate: ${username}` })).toBeVisible();
});

test('Help Desk Admin: Create Entry creates one entry', async ({ page, signIn, createUser }) => {
  await signIn(await createUser('admin'), '/admin/help-desk');
  await expect(page.getByRole('heading', { name: 'Help Desk Admin' })).toBeVisible();
  const question = `How do I click once ${Date.now().toString(36)}?`;
  await page.getByLabel('Category').first().fill('Double Click');
  await page.getByLabel('Question', { exact: true }).fill(question);
  await page.getByLabel('Answer', { exact: true }).fill('Click once; the button waits for the answer.');
  const sent = await doubleClick(page, page.getByRole('button', { name: 'Create Entry' }), '/api/helpdesk/create');
  await expectToast(page, { title: 'Entry created', description: question });
  await expectOneAction(page, sent);
  expect(shownToasts(page).filter((toast) => toast.title === 'Entry created')).toHaveLength(1);
});

test('Sick Day Notification: Submit Sick Day sends one notice', async ({ page, request, signIn, createUser }) => {
  const admin = await createUser('admin');
  const name = `E2E Sick ${Date.now().toString(36)}`;
  const added = await request.post('/api/employee-roster/add', {
    headers: await authHeaders(request, admin),
    data: { name, birthday: '1990-01-01', startDate: '2024-01-01', phone: '555-0101', email: 'e2e.sick@example.com' },
  });
  expect(added.status()).toBe(201);
  await signIn(await createUser());
  await page.getByRole('button', { name: 'Sick Day Notification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sick Day Notification' });
  await dialog.getByLabel('Employee Name', { exact: true }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await dialog.getByLabel('Sick Day Date').fill(new Date().toISOString().slice(0, 10));
  await dialog.getByLabel('Store', { exact: true }).click();
  await page.getByRole('option', { name: 'NB', exact: true }).click();
  const sent = await doubleClick(
    page,
    dialog.getByRole('button', { name: 'Submit Sick Day' }),
    '/api/sick-day-notification',
  );
  await expectToast(page, { title: 'Success' });
  await expectOneAction(page, sent);
  expect(shownToasts(page).filter((toast) => toast.title === 'Success')).toHaveLength(1);
});

/** Picks an option of a Radix select by its label. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('Schedules: Save shift, Schedule Time Off, and the time-off Save Changes and Delete each act once', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const admin = await createUser('admin');
  const name = `E2E Shift ${Date.now().toString(36)}`;
  const added = await request.post('/api/employee-roster/add', {
    headers: await authHeaders(request, admin),
    data: { name, birthday: '1990-01-01', startDate: '2024-01-01', phone: '555-0102', email: 'e2e.shift@example.com' },
  });
  expect(added.status()).toBe(201);
  const pad = (value: number) => String(value).padStart(2, '0');
  const today = new Date();
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
  const thisWeek = `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;

  // Week editor: Save on a new shift.
  await signIn(admin, '/schedule/edit');
  await expect(page.getByRole('heading', { name: 'Edit Schedule', level: 1 })).toBeVisible();
  await choose(page, page, 'Store', 'OO – Olive Ovation - Ladue');
  const day = page.getByTestId(`editor-day-${thisWeek}`);
  await day.getByRole('button', { name: `Add shift on ${thisWeek}` }).click();
  await choose(day, page, 'Employee', name);
  await day.getByLabel('Start').fill('09:00');
  await day.getByLabel('End').fill('17:00');
  const shift = await doubleClick(page, day.getByRole('button', { name: 'Save' }), '/api/schedule/shifts');
  await expect(day).toContainText('9:00 AM - 5:00 PM');
  await expectOneAction(page, shift);
  await expect(day.getByRole('button', { name: `Change ${name}'s shift on ${thisWeek}` })).toHaveCount(1);

  // Time off, from the schedule.
  await page.goto('/schedule');
  await page.getByRole('button', { name: 'Schedule Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Time Off' });
  await choose(dialog, page, 'Employee Name', name);
  await choose(dialog, page, 'Store', 'SH');
  await choose(dialog, page, 'Type', 'Day Off');
  await dialog.getByLabel('Start Date').fill('2031-03-03');
  await dialog.getByLabel('End Date').fill('2031-03-04');
  const timeOff = await doubleClick(page, dialog.getByRole('button', { name: 'Schedule Time Off' }), '/api/exceptions');
  await expectToast(page, { title: 'Time off scheduled' });
  await expectOneAction(page, timeOff);

  // The time-off list: edit, then delete after confirming.
  await page.goto('/admin/time-off');
  await expect(page.getByRole('heading', { name: 'Time Off', level: 1 })).toBeVisible();
  await choose(page, page, 'Employee', name);
  const entries = page.getByRole('list', { name: 'Time off' });
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await entries.getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Time Off' });
  await edit.getByLabel('End Date').fill('2031-03-05');
  const saved = await doubleClick(page, edit.getByRole('button', { name: 'Save Changes' }), /^\/api\/exceptions\/\d+$/);
  await expectToast(page, { title: 'Time off updated' });
  await expectOneAction(page, saved, { hasKey: false });
  await expect(entries.getByText('2031-03-03 – 2031-03-05')).toBeVisible();
  await entries.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this time off?' });
  const removed = await doubleClick(page, confirm.getByRole('button', { name: 'Delete' }), /^\/api\/exceptions\/\d+$/);
  await expectToast(page, { title: 'Time off deleted' });
  await expectOneAction(page, removed, { hasKey: false });
  await expect(page.getByText('No time off matches.')).toBeVisible();
});

test('Label queue: Download PDF saves one file, Mark Complete marks once', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const created = await createProductViaApi(request, { price: 18.5, cost: 9 }, headers);
  const product = (await searchBySku(request, created.shopifyProductId, { headers })).product;
  const added = await request.post('/api/label-queue/add', {
    headers,
    data: { variantSku: product.variants[0]?.sku, title: product.title, stores: ['Clayton'], labelType: 'New Product' },
  });
  expect(added.status()).toBe(201);
  const queue = ((await added.json()) as LabelQueue[])[0]!;
  await signIn(user, '/label-queue');
  await page
    .getByRole('region', { name: 'Clayton' })
    .getByRole('listitem', { name: `Queue ${queue.id}` })
    .getByRole('button', { name: 'View/Print' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Print Labels - Queue ${queue.id}` });
  await expect(dialog.getByRole('img', { name: /^Label: / })).toBeVisible();

  let downloads = 0;
  page.on('download', () => (downloads += 1));
  const first = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).dblclick();
  expect((await first).suggestedFilename()).toBe(`label-queue-${queue.id}.pdf`);
  await expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  expect(downloads, 'files saved by the double click').toBe(1);
  expect(shownToasts(page).filter((toast) => toast.variant === 'destructive')).toEqual([]);

  const sent = await doubleClick(
    page,
    dialog.getByRole('button', { name: 'Mark Complete' }),
    `/api/label-queue/${queue.id}/print`,
  );
  await expectToast(page, { title: 'Marked Complete' });
  await expectOneAction(page, sent, { hasKey: false });
  await expect(dialog.getByRole('button', { name: 'Already Printed' })).toBeDisabled();
});

test('Store Platform Categories: Change category and Put back each write once', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const admin = await createUser('admin');
  const headers = await authHeaders(request, admin);
  const created = await createProductViaApi(request, {}, headers);
  await signIn(admin, '/admin/shopify-categories');
  await expect(page.getByRole('heading', { name: 'Store Platform Categories', level: 1 })).toBeVisible();
  const tool = page.getByRole('form', { name: 'Test a category' });
  await tool.getByLabel('Category GID').fill('gid://shopify/TaxonomyCategory/fb-1');
  await tool.getByLabel('Product id, SKU or barcode').fill(created.shopifyProductId);
  await tool.getByRole('button', { name: 'Test' }).click();
  const dialog = page.getByRole('dialog', { name: "Change this product's category?" });
  await expect(dialog).toContainText('E2E Cellars');
  const tested = await doubleClick(
    page,
    dialog.getByRole('button', { name: 'Change category' }),
    '/api/shopify/test-category',
  );
  const result = tool.getByRole('status').filter({ hasText: 'Category accepted' });
  await expect(result).toBeVisible();
  await expectOneAction(page, tested, { hasKey: false });
  const restored = await doubleClick(
    page,
    result.getByRole('button', { name: /^Put back/ }),
    '/api/shopify/test-category/restore',
  );
  await expectToast(page, { title: 'Category put back' });
  await expectOneAction(page, restored, { hasKey: false });
  expect(shownToasts(page).filter((toast) => toast.title === 'Category put back')).toHaveLength(1);
});

test('Add Selections: Add adds the value once, with no "already exists" error', async ({
  page,
  signIn,
  createUser,
}) => {
  await signIn(await createUser('admin'), '/admin/add-selections');
  await expect(page.getByRole('heading', { name: 'Add Selections', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'USA Wine', exact: true }).click();
  await page.getByRole('combobox', { name: 'Subcategory', exact: true }).click();
  await page.getByRole('option', { name: 'Region', exact: true }).click();
  const value = `Double Gorge ${Date.now().toString(36)}`;
  await page.getByLabel('Value').fill(value);
  const sent = await doubleClick(page, page.getByRole('button', { name: 'Add' }), '/api/type-tree/selections');
  await expectToast(page, { title: 'Selection added' });
  await expectOneAction(page, sent, { hasKey: false });
  await expect(
    page.getByRole('list', { name: 'Region selections' }).getByRole('listitem').filter({ hasText: value }),
  ).toHaveCount(1);
});
