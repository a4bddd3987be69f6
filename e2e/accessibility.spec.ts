import type { Page } from '@playwright/test';
import { APP_ROUTES } from '../src/client/app/client-areas';
import {
  describeFocus,
  expectAccessible,
  fillRoute,
  focusedOverlapWithStickyBars,
  hasVisibleFocus,
  openScreen,
  readScreenIds,
} from './support/accessibility';
import { expect, test } from './support/fixtures';
import { openWizard } from './support/product-entry';
import type { Role } from './support/users';

/**
 * Issue 17 §6: axe-core on the sign-in screen and on every dialog of the dashboard and the admin
 * panel, as an associate and as an admin, at desktop and phone width (the phone project runs the
 * tests tagged @phone); the wizard and a dialog by keyboard alone, with visible focus never hidden
 * behind a sticky bar (WCAG 2.2 2.4.11). Every screen of the client's own route list passes axe in
 * accessibility-walk.spec.ts, on the same page visit as its title, heading and focus checks.
 */

const ROLES: readonly Role[] = ['associate', 'admin'];
const WIDTHS = [
  { name: 'desktop', tag: '' },
  { name: 'phone', tag: ' @phone' },
] as const;
const ADMIN_PANEL = '/admin';

// The tests share nothing and the screen sweeps are long: both workers take them, not one.
test.describe.configure({ mode: 'parallel' });

test('every signed-in screen can be opened with real parameters', async ({ request }) => {
  const ids = await readScreenIds(request);
  const unfilled = APP_ROUTES.map((route) => route.path).filter((path) => fillRoute(path, ids) === null);
  expect(unfilled, 'routes with parameters missing from ROUTE_PARAMETERS (e2e/support/accessibility.ts)').toEqual([]);
});

for (const width of WIDTHS) {
  test.describe('a failed sign-in', () => {
    // The refused password itself: the one error this test provokes on purpose.
    test.use({ allowedConsoleErrors: [/status of 401 .* @ .*\/api\/login$/] });

    test(`/auth passes axe signed out and with the Login failed toast, with no console error${width.tag}`, async ({
      page,
    }) => {
      await openScreen(page, '/auth');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `/auth (${width.name})`);

      await page.getByPlaceholder('Enter your username').fill('nobody-here');
      await page.getByPlaceholder('Enter your password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
      await expectAccessible(page, `/auth with the Login failed toast (${width.name})`);
    });
  });

  for (const role of ROLES) {
    test(`every dialog of the dashboard and the admin panel works by keyboard and passes axe as an ${role}${width.tag}`, async ({
      page,
      createUser,
      signIn,
    }) => {
      test.setTimeout(120_000);
      await signIn(await createUser(role), null);
      const screens = ['/', ...APP_ROUTES.filter((route) => route.path === ADMIN_PANEL).map((route) => route.path)];
      for (const path of screens) {
        await openScreen(page, path);
        const triggers = page.locator('button[aria-haspopup="dialog"]:visible:not([disabled])');
        const count = await triggers.count();
        if (path === '/') expect(count, 'the dashboard offers at least one dialog').toBeGreaterThan(0);
        for (let index = 0; index < count; index += 1) {
          const trigger = triggers.nth(index);
          const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText()).split('\n')[0];
          await test.step(`${path}: ${name}`, async () => {
            await checkDialogByKeyboard(page, trigger, `${name} on ${path} as an ${role} (${width.name})`);
          });
        }
      }
    });
  }

  test(`the wizard is usable by keyboard, focus always visible and never under a sticky bar${width.tag}`, async ({
    page,
    createUser,
    signIn,
  }) => {
    test.setTimeout(180_000);
    // The wizard's chunk can take a while on a busy machine; then open it as the other specs do.
    await signIn(await createUser(), '/new-product-entry');
    await expect(page.getByRole('heading', { name: 'New Product Entry', level: 1 })).toBeVisible({ timeout: 30_000 });
    await openWizard(page);
    const problems: string[] = [];

    // Step 1: type into Producer, then back to Cancel, all with the Tab key.
    await page.locator('#main-content').focus();
    await tabUntil(page, (focus) => focus.startsWith('<input id="producer"'), problems);
    await page.keyboard.type('Keyboard Cellars');
    await tabUntil(page, (focus) => /^<button[^>]*> Cancel$/.test(focus), problems, { backwards: true });

    // The discard dialog: focus inside, Escape and "Keep editing" both give focus back to Cancel.
    await page.keyboard.press('Enter');
    const discard = page.getByRole('dialog', { name: 'Discard this product?' });
    await expect(discard).toBeVisible();
    await expect(discard.locator(':focus')).toHaveCount(1);
    expect(await hasVisibleFocus(page), 'visible focus in the discard dialog').toBe(true);
    await expectAccessible(page, `Discard this product? (${width.name})`, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(discard).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(discard).toBeVisible();
    await tabUntil(page, (focus) => focus.endsWith('> Keep editing'), problems);
    await page.keyboard.press('Enter');
    await expect(discard).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await expect(page.locator('#producer')).toHaveValue('Keyboard Cellars');

    // Every tab stop of every step, then Next by Enter.
    for (const step of [1, 2, 3, 4]) {
      await tabUntil(page, (focus) => /^<button[^>]*> Next$/.test(focus), problems);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 2 }).and(page.locator(':focus'))).toBeVisible();
      expect(await describeFocus(page), `step ${step + 1} starts at its title`).toMatch(/^<h2/);
    }
    // Step 5 lists the missing required fields; its notice is checked by axe too.
    await expect(page.getByText('Missing Required Fields')).toBeVisible();
    await tabUntil(page, (focus) => /^<button[^>]*> Previous$/.test(focus), problems);
    await expectAccessible(page, `the wizard's step 5 (${width.name})`);
    expect(problems, 'tab stops without visible focus or under a sticky bar').toEqual([]);
  });
}

test('the phone drawer opens on its first menu item, not on Logout @phone', async ({ page, createUser, signIn }) => {
  await signIn(await createUser());
  const hamburger = page.getByRole('button', { name: 'Open navigation menu' });
  await hamburger.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  expect(await hasVisibleFocus(page), 'the first menu item shows its focus').toBe(true);
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Mission Control', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

/**
 * Opens a dialog from its trigger by keyboard, then: focus is inside and visible, Tab stays
 * inside, axe finds nothing serious, Escape closes it and gives focus back to the trigger.
 */
async function checkDialogByKeyboard(page: Page, trigger: ReturnType<Page['locator']>, what: string) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').last();
  await expect(dialog, `${what} opens`).toBeVisible();
  await expect(dialog.locator(':focus').or(dialog.and(page.locator(':focus'))), `${what}: focus inside`).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, what, '[role="dialog"], [role="alertdialog"]');
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]').length,
  );
  for (let press = 0; press <= stops; press += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    expect.soft(inside, `${what}: Tab keeps focus in the dialog`).toBe(true);
    if (!inside) break;
    expect.soft(await hasVisibleFocus(page), `${what}: visible focus on ${await describeFocus(page)}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog, `${what} closes on Escape`).toBeHidden();
  await expect(trigger, `${what}: focus back on its trigger`).toBeFocused();
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches, noting every stop on the way
 * whose focus is not visible or is covered by a sticky bar.
 */
async function tabUntil(
  page: Page,
  isTarget: (focus: string) => boolean,
  problems: string[],
  { backwards = false, limit = 120 } = {},
) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await describeFocus(page);
    const covered = await focusedOverlapWithStickyBars(page);
    if (covered > 0) problems.push(`${focus}: ${covered}px under a sticky bar`);
    if (!(await hasVisibleFocus(page))) problems.push(`${focus}: no visible focus`);
    if (isTarget(focus)) return;
  }
  throw new Error(`Tab never reached the target; last focus ${await describeFocus(page)}`);
}
