import type { Locator, Page } from '@playwright/test';
import {
  collectTabStops,
  inspectFocus,
  installFocusInspector,
  openScreen,
  standInYouTube,
  type FocusStop,
} from './support/accessibility';
import { expect, test } from './support/fixtures';
import { openWizard } from './support/product-entry';

/**
 * Issue 31 §2, what the accessibility walk does not reach: the active option of an open select or
 * combobox, and focus in forced-colours mode.
 * - Each kind of picker the app has (the Radix select: the Product Editor's store location and the
 *   wizard's Type; the searchable combobox: the wizard's Distributor) is opened from the keyboard,
 *   ArrowDown moves the active option, and that option's indicator is an outline of at least 3:1
 *   against the option's own background (WCAG 1.4.11), measured by the walk's inspector. The
 *   highlight background alone was 1.1:1.
 * - With forced colours on, Tab goes through several screens and every stop is marked by an
 *   outline (a box-shadow ring is not drawn there), and so is the active option of each picker.
 */

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const WIDTHS = [
  { name: 'desktop', tag: '' },
  { name: 'phone', tag: ' @phone' },
] as const;

/** The marked option, whichever way the list marks it (Radix: data-highlighted; the combobox: data-active). */
const activeOption = (page: Page) => page.locator('[role="option"]:is([data-highlighted], [data-active="true"])');

/**
 * Opens the picker `trigger` from the keyboard, moves the active option down twice with ArrowDown,
 * and returns what the inspector saw on each option it moved to; closes the picker with Escape.
 */
async function inspectActiveOptions(page: Page, trigger: Locator): Promise<FocusStop[]> {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.nth(2), 'the list has at least three options').toBeVisible();
  // Opening marks the first option (nothing chosen yet); keys pressed before that would be lost.
  await expect(activeOption(page)).toHaveText((await options.first().innerText()).trim());
  const stops: FocusStop[] = [];
  for (const index of [1, 2]) {
    await page.keyboard.press('ArrowDown');
    const text = (await options.nth(index).innerText()).trim();
    await expect(activeOption(page)).toHaveText(text);
    const stop = await inspectFocus(page);
    expect(stop, `focus after ArrowDown to ${text}`).not.toBeNull();
    if (!stop) continue;
    // The inspector must have measured the option itself, not the trigger or the search box.
    expect(stop.what, 'the inspected element is the active option').toMatch(/ role="option"> /);
    expect(stop.what.endsWith(`> ${text.slice(0, 40)}`), `${stop.what} is ${text}`).toBe(true);
    stops.push(stop);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(trigger).toBeFocused();
  return stops;
}

/** The stops whose indicator is not an outline, or which have any other problem. */
const faults = (stops: FocusStop[]) =>
  stops
    .filter((stop) => stop.indicator !== 'outline' || stop.problems.length > 0)
    .map((stop) => `${stop.what}: ${stop.indicator}${stop.problems.length ? `, ${stop.problems.join(', ')}` : ''}`);

for (const forcedColors of ['none', 'active'] as const) {
  for (const width of WIDTHS) {
    const mode = forcedColors === 'active' ? ' in forced colours' : '';

    test(`the active option of the Product Editor's store location is outlined at 3:1 or more${mode}${width.tag}`, async ({
      page,
      createUser,
      signIn,
    }) => {
      await page.emulateMedia({ forcedColors });
      await installFocusInspector(page);
      await signIn(await createUser('associate'), '/product-editor');
      await page.getByRole('button', { name: /Edit a Single Product/ }).click();
      const stops = await inspectActiveOptions(page, page.getByRole('combobox', { name: 'Store location' }));
      expect(stops).toHaveLength(2);
      expect(faults(stops), 'active options without a 3:1 outline').toEqual([]);
    });

    test(`the active option of the wizard's Type select and Distributor combobox is outlined at 3:1 or more${mode}${width.tag}`, async ({
      page,
      createUser,
      signIn,
    }) => {
      await page.emulateMedia({ forcedColors });
      await installFocusInspector(page);
      await signIn(await createUser('associate'), null);
      await openWizard(page);
      const type = await inspectActiveOptions(page, page.getByRole('combobox', { name: 'Type', exact: true }));
      const distributor = await inspectActiveOptions(
        page,
        page.getByRole('combobox', { name: 'Distributor', exact: true }),
      );
      expect([...type, ...distributor]).toHaveLength(4);
      expect(faults([...type, ...distributor]), 'active options without a 3:1 outline').toEqual([]);
    });
  }
}

/** Screens with many kinds of control: links, buttons, tabs, cards, fields, selects, checkboxes. */
const FORCED_COLOUR_SCREENS = [
  '/',
  '/new-product-entry',
  '/admin/shopify-categories',
  '/quiz-admin',
  '/training-archive',
  '/admin/users',
];

test('in forced colours every focus stop on several screens is marked by an outline', async ({
  page,
  createUser,
  signIn,
}) => {
  test.setTimeout(180_000);
  await standInYouTube(page);
  await page.emulateMedia({ forcedColors: 'active' });
  await installFocusInspector(page);
  await signIn(await createUser('admin'), null);
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  for (const path of FORCED_COLOUR_SCREENS) {
    await test.step(path, async () => {
      await openScreen(page, path);
      const stops = await collectTabStops(page, { limit: 80 });
      expect(stops.length, `${path}: focus stops reached by Tab`).toBeGreaterThan(5);
      expect.soft(faults(stops), `${path}: focus stops without a visible outline`).toEqual([]);
    });
  }
});
