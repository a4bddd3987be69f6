import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The e2e server starts with SEED_DEMO=0, so its type tree is empty and there is no API to add a
 * type (only selections to an existing one): the wizard's tree is served from this fixture.
 */
export const E2E_TYPE_TREE = {
  'Craft Beer': {
    Size: ['12oz Can', '16oz Can'],
    Subtype: ['IPA', 'Stout'],
    Region: ['Missouri'],
    Varietal: [],
    Attributes: ['Local'],
  },
  Scotch: {
    Size: ['750ml'],
    Subtype: ['Single Malt', 'Blended'],
    Region: ['Islay', 'Speyside'],
    Varietal: [],
    Attributes: ['Peated', 'Cask Strength'],
  },
  'USA Wine': {
    Size: ['750ml', '1.5L'],
    Subtype: ['Red', 'White'],
    Region: ['Napa Valley', 'Sonoma County'],
    Varietal: ['Cabernet Sauvignon', 'Zinfandel'],
    Attributes: ['Estate Grown', 'Organic'],
  },
};

/** A 1x1 PNG, served for image URLs under https://images.e2e.test/. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const IMAGE_HOST = 'https://images.e2e.test';

export async function stubProductEntryNetwork(page: Page) {
  await page.route('**/api/type-tree/full', (route) => route.fulfill({ json: E2E_TYPE_TREE }));
  await page.route(`${IMAGE_HOST}/**`, (route: Route) =>
    route.request().url().includes('/missing/')
      ? route.abort('failed')
      : route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL_PNG }),
  );
}

export async function openWizard(page: Page) {
  await stubProductEntryNetwork(page);
  await page.goto('/new-product-entry');
  await expect(page.getByRole('heading', { name: 'New Product Entry', level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** The visible toast with this title (spec 01 §9: one at a time). */
export const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

export async function goToStep(page: Page, caption: RegExp | string, times = 1) {
  for (let index = 0; index < times; index += 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: caption })).toBeVisible();
}

/** Opens a searchable list and picks an option, as a keyboard user would. */
export async function pickFromList(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('combobox', { name: /^Search / }).fill(option);
  await page.keyboard.press('Enter');
}

/** Picks an option of a plain select. */
export async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
