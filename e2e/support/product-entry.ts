import type { Page, Route } from '@playwright/test';
import { closeToasts, expect } from './fixtures';

/**
 * The wizard runs on the real reference data the server seeds at start-up (the six stores and the
 * type tree of src/server/db/seed/data/type-tree.json). Only image URLs are served here: the
 * machine has no network, and the wizard shows a preview of each image.
 */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const IMAGE_HOST = 'https://images.e2e.test';

/** A 1x1 PNG for https://images.e2e.test/…, a network failure for …/missing/…. */
export async function serveImages(page: Page) {
  await page.route(`${IMAGE_HOST}/**`, (route: Route) =>
    route.request().url().includes('/missing/')
      ? route.abort('failed')
      : route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL_PNG }),
  );
}

/** Opens the wizard once its type tree and locations have arrived. */
export async function openWizard(page: Page) {
  await serveImages(page);
  const typeTree = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/type-tree/full');
  await page.goto('/new-product-entry');
  await expect(page.getByRole('heading', { name: 'New Product Entry', level: 1 })).toBeVisible();
  await typeTree;
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toBeEnabled();
}

/** Clicks Next `times` times, after closing a toast that would cover it (see closeToasts). */
export async function goToStep(page: Page, caption: RegExp | string, times = 1) {
  await closeToasts(page);
  for (let index = 0; index < times; index += 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: caption })).toBeVisible();
}

/**
 * Opens a searchable list and picks an option as a keyboard user would: types `search`, waits
 * until the highlighted option is `option`, then presses Enter.
 */
export async function pickFromList(page: Page, field: string, search: string, option = search) {
  const trigger = page.getByRole('combobox', { name: field, exact: true });
  await trigger.click();
  await page.getByRole('combobox', { name: /^Search / }).fill(search);
  await expect(page.getByRole('option').and(page.locator('[data-active="true"]'))).toHaveText(option);
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveText(option);
}

/** Picks an option of a plain select. */
export async function chooseOption(page: Page, field: string, option: string) {
  const trigger = page.getByRole('combobox', { name: field, exact: true });
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(trigger).toHaveText(option);
}
