import sharp from 'sharp';
import { authHeaders, createProductViaApi, searchBySku } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * Layout checks, each at a phone's and a laptop's width: the test asserts the geometry, and keeps
 * a screenshot in its own output folder for a person to look at.
 */
const WIDTHS = [390, 1366] as const;
const shot = (name: string, width: number) => ({ path: test.info().outputPath(`${name}-${width}.png`) });

for (const width of WIDTHS) {
  test(`a toast wraps a long unbroken word inside its box at ${width} px`, async ({ page, createUser, signIn }) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(await createUser('admin'), '/admin/users');
    const username = `e2e-${'w'.repeat(52)}${Date.now().toString(36)}`.slice(0, 64);
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Invite User' }).click();
    const toast = page.locator('li[data-swipe-direction]').filter({ hasText: 'User invited' });
    await expect(toast).toBeVisible();
    const description = toast.getByText(`Share the invite link with ${username}.`);
    const [box, text] = [await toast.boundingBox(), await description.boundingBox()];
    expect(box).not.toBeNull();
    expect(text).not.toBeNull();
    if (!box || !text) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(text.x + text.width).toBeLessThanOrEqual(box.x + box.width);
    expect(await toast.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(text.height).toBeGreaterThan(30); // it wrapped onto a second line
    await page.screenshot(shot('toast', width));
  });
}

for (const width of WIDTHS) {
  test(`the Product Editor uses the app's select and radios, and its variant fields line up at ${width} px`, async ({
    page,
    request,
    createUser,
    signIn,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const user = await createUser('associate');
    const headers = await authHeaders(request, user);
    const product = await createProductViaApi(request, { price: 24, cost: 14 }, headers);
    const sku = (await searchBySku(request, product.shopifyProductId, { headers })).product.variants[0]?.sku ?? '';
    await signIn(user, '/product-editor');
    await page.getByRole('button', { name: /Edit a Single Product/ }).click();

    // The location is the app's select (a combobox with a listbox), not the browser's.
    const location = page.getByRole('combobox', { name: 'Store location' });
    await expect(location).toHaveText('Select a location');
    expect(await location.evaluate((element) => element.tagName)).toBe('BUTTON');
    await location.click();
    await page.getByRole('option', { name: 'Town & Country', exact: true }).click();
    await expect(location).toHaveText('Town & Country');

    const searchBy = page.getByRole('radiogroup', { name: 'Search by' });
    await expect(searchBy.getByRole('radio', { name: 'SKU or barcode' })).toBeChecked();
    await searchBy.getByRole('radio', { name: 'Name' }).check();
    await expect(page.getByRole('textbox', { name: 'Product name' })).toBeVisible();
    await searchBy.getByRole('radio', { name: 'SKU or barcode' }).check();
    await page.getByRole('textbox', { name: 'SKU or barcode' }).fill(sku);
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    const variant = page.getByRole('group', { name: /^Variant / });
    const stock = variant.getByLabel('Stock change');
    await expect(stock).toHaveAccessibleDescription(/^Now \d+ at Town & Country$/);
    // Every input of the variant starts on the same line as the others in its row.
    const inputs = await variant.locator('input').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { top: Math.round(box.top), left: box.left, right: box.right };
      }),
    );
    const rows = new Map<number, number>();
    for (const input of inputs) {
      expect(input.left).toBeGreaterThanOrEqual(0);
      expect(input.right).toBeLessThanOrEqual(width);
      rows.set(input.top, (rows.get(input.top) ?? 0) + 1);
    }
    const perRow = width < 640 ? 2 : width < 1024 ? 3 : 6;
    expect([...rows.values()].every((count) => count === perRow)).toBe(true);
    for (const label of await variant.locator('label').all()) {
      const box = await label.boundingBox();
      expect(box?.height ?? 0).toBeLessThan(24); // one line
    }
    await variant.scrollIntoViewIfNeeded();
    await page.screenshot(shot('product-editor', width));
  });
}

test('the side menu runs the whole height of a long page at 1366 px', async ({ page, createUser, signIn }) => {
  await page.setViewportSize({ width: 1366, height: 600 });
  await signIn(await createUser('admin'), '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(900); // a page longer than the window
  const column = page.getByTestId('side-nav-column');
  const box = await column.boundingBox();
  expect(box?.y).toBe(0);
  expect(Math.round(box?.height ?? 0)).toBe(pageHeight);

  // Scrolled to the foot, the menu is still in view and the panel still dark beside the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeInViewport();
  const full = await page.screenshot({ ...shot('side-menu-long-page', 1366), fullPage: true });
  const { data, info } = await sharp(full).raw().toBuffer({ resolveWithObject: true });
  const luminanceAt = (x: number, y: number) => {
    const at = (Math.min(y, info.height - 1) * info.width + x) * info.channels;
    return ((data[at] ?? 0) + (data[at + 1] ?? 0) + (data[at + 2] ?? 0)) / 3;
  };
  for (const y of [info.height - 5, Math.round(info.height * 0.75), Math.round(info.height / 2)]) {
    expect(luminanceAt(8, y)).toBeLessThan(60);
  }
});

test('the side menu drawer runs the whole height at 390 px', async ({ page, createUser, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(await createUser('admin'), '/admin');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box?.y).toBe(0);
  expect(Math.round(box?.height ?? 0)).toBe(844);
  await page.screenshot(shot('side-menu-drawer', 390));
});
