import type { Locator, Page } from '@playwright/test';
import { readScreenIds, requiredMarking, standInYouTube, undescribedErrors } from './support/accessibility';
import type { LabelQueue } from '../src/shared/labels/label-queue';
import { authHeaders, createProductViaApi, searchBySku } from './support/api';
import { expect, expectToast, test } from './support/fixtures';
import { openWizard } from './support/product-entry';

/**
 * Issue 31, the checks that need a flow rather than a screen: route changes announced, required
 * fields marked, rules shown before an error, quiz questions naming their options, focus kept or
 * moved when the pressed button disables or goes, results read out, errors named by
 * aria-describedby, reduced motion, Escape over a toast; and core flows walked with the keyboard
 * alone (sign in, product search and edit, label queue print, the quiz, the sick day, the classifier).
 */

test.describe.configure({ mode: 'parallel' });

/** What the app's polite live region says now. */
const politeRegion = (page: Page) => page.getByTestId('live-polite');

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, 'reached by Tab').toBeFocused();
}

test('signing in by keyboard alone lands on the titled dashboard; a route change is titled and announced', async ({
  page,
  createUser,
}) => {
  const user = await createUser();
  await page.goto('/auth');
  await expect(page).toHaveTitle('Sign In — Mission Control');
  await tabTo(page, page.getByPlaceholder('Enter your username'));
  await page.keyboard.type(user.username);
  await page.keyboard.press('Tab');
  await expect(page.getByPlaceholder('Enter your password')).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Mission Control', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard — Mission Control');

  const card = page.getByRole('link', { name: /^Label Queue/ }).first();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('Label Queue — Mission Control');
  await expect(politeRegion(page)).toHaveText('Label Queue — Mission Control');
});

test('the quiz by keyboard: unlock read out, questions name their options, focus on the result after Submit Quiz', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  const ids = await readScreenIds(request);
  await standInYouTube(page, { isPlaying: true });
  await signIn(await createUser(), `/quiz/${ids.quizId}`);
  const unlock = page.getByText(/^Watch \d+% of the video to unlock the quiz$|^Quiz unlocked$/);
  // The status line is a live region before it changes, so "Quiz unlocked" is read when it appears.
  await expect(unlock.locator('xpath=ancestor-or-self::*[@aria-live="polite"]')).toHaveCount(1);
  await expect(page.getByText('Quiz unlocked')).toBeVisible({ timeout: 15_000 });

  // The questions are sent once the server counts the video as watched.
  const groups = page.locator('fieldset');
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const group = groups.nth(index);
    const text = (await group.locator('p').first().innerText()).trim();
    await expect(page.getByRole('group', { name: text, exact: true })).toHaveCount(1);
    // By keyboard: Tab into the group, Space picks its first option.
    await tabTo(page, group.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(group.getByRole('radio').first()).toBeChecked();
  }
  const submit = page.getByRole('button', { name: 'Submit Quiz' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Quiz Complete', level: 1 })).toBeFocused();
});

test('sick day by keyboard: required fields marked, every error named by its field, focus kept on Submit', async ({
  page,
  createUser,
  signIn,
}) => {
  await signIn(await createUser());
  const opener = page.getByRole('button', { name: 'Sick Day Notification' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sick Day Notification' });
  for (const label of ['Employee Name', 'Sick Day Date', 'Store'])
    expect(await requiredMarking(dialog.getByLabel(label, { exact: true })), label).toEqual({
      ariaRequired: true,
      isMarked: true,
    });
  const submit = dialog.getByRole('button', { name: 'Submit Sick Day' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Employee name is required')).toBeVisible();
  expect(await undescribedErrors(dialog)).toEqual([]);
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(3);
  await expect(submit).toBeFocused();
});

test('time off, invite and the wizard mark their required fields; the password rule shows before an error', async ({
  page,
  createUser,
  signIn,
}) => {
  // Three screens in one walk.
  test.setTimeout(60_000);
  await signIn(await createUser('admin'), '/admin');
  await page.getByRole('button', { name: 'Schedule Time Off' }).click();
  const timeOff = page.getByRole('dialog', { name: 'Schedule Time Off' });
  for (const label of ['Employee Name', 'Store', 'Type', 'Start Date', 'End Date'])
    expect(await requiredMarking(timeOff.getByLabel(label, { exact: true })), label).toEqual({
      ariaRequired: true,
      isMarked: true,
    });
  expect((await requiredMarking(timeOff.getByLabel('PTO Days'))).isMarked).toBe(false);
  await timeOff.getByRole('button', { name: 'Schedule Time Off' }).click();
  expect(await undescribedErrors(timeOff)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/admin/users');
  const username = page.getByLabel('Username', { exact: true });
  expect(await requiredMarking(username)).toEqual({ ariaRequired: true, isMarked: true });
  const invite = page.getByRole('button', { name: 'Invite User' });
  await invite.focus();
  await page.keyboard.press('Enter');
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(await undescribedErrors(page.locator('main'))).toEqual([]);
  await username.fill(`a11y-${Date.now().toString(36)}`);
  await invite.focus();
  await page.keyboard.press('Enter');
  // The link it made takes focus, selected, ready to copy.
  await expect(page.locator('#invite-link')).toBeFocused();

  // Reset password: the 8-character rule is there before anything is typed, and read with the field.
  await page
    .getByRole('button', { name: /^Reset password/ })
    .first()
    .click();
  const reset = page.getByRole('dialog');
  const field = reset.getByLabel('New password');
  await expect(reset.getByText('At least 8 characters.')).toBeVisible();
  await expect(field).toHaveAccessibleDescription('At least 8 characters.');
  await page.keyboard.press('Escape');

  await page.goto('/new-product-entry');
  await openWizard(page);
  for (const id of ['producer', 'type'])
    expect(await requiredMarking(page.locator(`#${id}`)), id).toEqual({ ariaRequired: true, isMarked: true });
  for (let step = 0; step < 4 && !(await page.locator('#price').isVisible()); step += 1)
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  for (const id of ['price', 'cost'])
    expect(await requiredMarking(page.locator(`#${id}`)), id).toEqual({ ariaRequired: true, isMarked: true });
});

test('the classifier by keyboard: results read out with focus kept on Classify; the rule dialog names its errors', async ({
  page,
  createUser,
  signIn,
}) => {
  await signIn(await createUser('admin'), '/transaction-classifier');
  const file = page.getByLabel('Bank statement (CSV)');
  await tabTo(page, file);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles({
    name: 'bank.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Date,No.,Description,Debit Amount,Credit Amount\n10/01/2026,,SQUARE DEPOSIT,,120.00\n10/02/2026,101,CHECK 101,45.00,\n',
    ),
  });
  const classify = page.getByRole('button', { name: /^Classify transactions$|^Classifying…$/ });
  await tabTo(page, classify);
  await page.keyboard.press('Enter');
  await expect(politeRegion(page)).toHaveText(/^Classification results: /, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Classify transactions' })).toBeFocused();

  const add = page.getByRole('button', { name: 'Add rule' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add rule' });
  await tabTo(page, dialog.getByRole('button', { name: 'Add rule' }));
  await page.keyboard.press('Enter');
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
  expect(await undescribedErrors(dialog)).toEqual([]);
});

test('Escape closes a dialog while a toast shows', async ({ page, signIn, createUser }) => {
  await signIn(await createUser('admin'), '/quiz-admin');
  const opener = page.getByRole('button', { name: 'Create Quiz' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create Quiz' });
  await dialog.getByRole('button', { name: 'Create Quiz' }).click();
  await expectToast(page, { title: 'Error', description: 'Title is required', variant: 'destructive' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('reduced motion stops repeating animations', async ({ page, createUser, signIn }) => {
  await signIn(await createUser());
  const repeatingAnimations = () =>
    page.evaluate(() => {
      const probes = ['animate-spin', 'animate-pulse'].map((name) => {
        const probe = document.createElement('div');
        probe.className = name;
        return document.body.appendChild(probe);
      });
      const running = document
        .getAnimations()
        .filter((animation) => probes.includes((animation.effect as KeyframeEffect | null)?.target as HTMLDivElement))
        .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
        .map((animation) => (animation as CSSAnimation).animationName ?? 'animation');
      for (const probe of probes) probe.remove();
      return running.sort();
    });
  // The suite runs with reduced motion (playwright.config.ts): first as everyone else sees it.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await repeatingAnimations()).toEqual(['pulse', 'spin']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await repeatingAnimations()).toEqual([]);
});

test('product search and edit by keyboard alone', async ({ page, request, createUser, signIn }) => {
  const user = await createUser();
  const headers = await authHeaders(request, user);
  const product = await createProductViaApi(request, { price: 24, cost: 14 }, headers);
  const sku = (await searchBySku(request, product.shopifyProductId, { headers })).product.variants[0]?.sku ?? '';
  await signIn(user, '/product-editor');
  const single = page.getByRole('button', { name: /Edit a Single Product/ });
  await tabTo(page, single);
  await page.keyboard.press('Enter');
  const store = page.getByLabel('Store location');
  await tabTo(page, store);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Kirkwood');
  await page.keyboard.press('Enter');
  await expect(store).toHaveText('Kirkwood');
  await tabTo(page, page.getByRole('textbox', { name: 'SKU or barcode' }));
  await page.keyboard.type(sku);
  await page.keyboard.press('Enter');
  const variant = page.getByRole('group', { name: /^Variant / });
  const price = variant.getByLabel('Price');
  await tabTo(page, price);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('29.99');
  await tabTo(page, page.getByRole('button', { name: 'Save Changes' }));
  await page.keyboard.press('Enter');
  await expectToast(page, { title: 'Product Saved' });
  await expect(price).toHaveValue('29.99');
});

test('label queue print by keyboard alone: focus stays on Download PDF and Mark Complete', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  // Tab walks up to 200 stops to the queue's row, and the PDF is rendered on the server: on a busy
  // 2-core machine the whole walk takes about 30 s.
  test.setTimeout(60_000);
  const user = await createUser();
  const headers = await authHeaders(request, user);
  const created = await createProductViaApi(request, { price: 18.5, cost: 9 }, headers);
  const item = (await searchBySku(request, created.shopifyProductId, { headers })).product;
  const response = await request.post('/api/label-queue/add', {
    headers,
    data: {
      variantSku: item.variants[0]?.sku ?? '',
      title: item.title,
      stores: ['Kirkwood'],
      labelType: 'New Product',
    },
  });
  expect(response.status()).toBe(201);
  const queue = ((await response.json()) as LabelQueue[])[0];
  await signIn(user, '/label-queue');
  const open = page.getByRole('listitem', { name: `Queue ${queue?.id}` }).getByRole('button', { name: 'View/Print' });
  await tabTo(page, open, { limit: 200 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Print Labels - Queue ${queue?.id}` });
  await expect(dialog.getByRole('img', { name: /^Label: / })).toBeVisible();
  const pdf = dialog.getByRole('button', { name: 'Download PDF' });
  await tabTo(page, pdf);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe(`label-queue-${queue?.id}.pdf`);
  await expect(pdf).toBeFocused();
  const complete = dialog.getByRole('button', { name: 'Mark Complete' });
  await tabTo(page, complete);
  await page.keyboard.press('Enter');
  await expectToast(page, { title: 'Marked Complete' });
  await expect(dialog.getByRole('button', { name: 'Already Printed' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
