import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });

test('shows the three counters with their links, from the server', async ({ page, createUser, signIn }) => {
  await signIn(await createUser());
  const strip = summary(page);
  await expect(strip.getByRole('link', { name: /Pending Image Reviews/ })).toHaveAttribute(
    'href',
    '/image-editing/queue',
  );
  await expect(strip.getByRole('link', { name: /Pending Critic Reviews/ })).toHaveAttribute(
    'href',
    '/critic-reviews/queue',
  );
  await expect(strip.getByText('New Customers (24h)')).toBeVisible();
  await expect(strip.getByRole('link', { name: /New Customers/ })).toHaveCount(0);
});

test('grey placeholders while loading, then alert above 0 and highlight above 5', async ({
  page,
  createUser,
  signIn,
}) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/dashboard/summary', async (route) => {
    await gate;
    await route.fulfill({ json: { pendingImageReviews: 1, pendingCriticReviews: 0, newCustomers24h: 6 } });
  });
  await signIn(await createUser());
  await expect(page.getByTestId('summary-placeholder')).toHaveCount(3);
  release();
  await expect(page.getByTestId('summary-Pending Image Reviews')).toHaveAttribute('data-tone', 'alert');
  await expect(page.getByTestId('summary-Pending Critic Reviews')).toHaveAttribute('data-tone', 'plain');
  await expect(page.getByTestId('summary-New Customers (24h)')).toHaveAttribute('data-tone', 'highlight');
  await expect(page.getByTestId('summary-New Customers (24h)')).toContainText('6');
});

test.describe('when the summary fails', () => {
  test.use({ allowedConsoleErrors: [/status of 500 .* @ .*\/api\/dashboard\/summary$/] });
  test('says "Unable to load summary"', async ({ page, createUser, signIn }) => {
    await page.route('**/api/dashboard/summary', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await signIn(await createUser());
    await expect(summary(page).getByText('Unable to load summary')).toBeVisible();
  });
});
