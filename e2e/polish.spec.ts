import { expect, test } from './support/fixtures';

/**
 * Layout checks from issue 34, each at a phone's and a laptop's width: the test asserts the
 * geometry, and writes a screenshot to test-results/polish/ for a person to look at.
 */
const WIDTHS = [390, 1366] as const;
const shot = (name: string, width: number) => ({ path: `test-results/polish/${name}-${width}.png` });

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
