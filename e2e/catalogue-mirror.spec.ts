import type { Route } from '@playwright/test';
import type { CatalogueSyncStatus } from '../src/shared/catalogue-sync/catalogue-sync';
import { expect, expectToast, test } from './support/fixtures';

/**
 * The e2e servers run the local catalogue, so the Shopify mirror's answers are served to the
 * browser here; the server side of them is covered by tests/store-platform/shopify-webhooks.test.ts.
 */
const MIRRORED: CatalogueSyncStatus = {
  mirrored: true,
  status: 'idle',
  phase: null,
  linesDone: 0,
  linesTotal: null,
  productsDone: 0,
  startedAt: null,
  lastFullSyncAt: '2026-11-27T02:00:00.000Z',
  lastEventAt: '2026-11-28T08:00:00.000Z',
  lastPollAt: '2026-11-28T08:01:00.000Z',
  lagSeconds: 420,
  products: 2500,
  variants: 3120,
  error: null,
};

const RUNNING: CatalogueSyncStatus = {
  ...MIRRORED,
  status: 'running',
  phase: 'products',
  linesDone: 1500,
  linesTotal: 6000,
  productsDone: 300,
  startedAt: '2026-11-28T08:02:00.000Z',
};

test.describe('Shopify catalogue mirror card', () => {
  test('is not shown with the local catalogue', async ({ page, createUser, signIn }) => {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/catalogue-sync'));
    await signIn(await createUser('admin'), '/admin');
    expect(await (await answered).json()).toMatchObject({ mirrored: false });
    await expect(page.getByRole('region', { name: 'Connections Monitor' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shopify catalogue mirror' })).toHaveCount(0);
  });

  test('shows the mirror’s state and starts a sync whose progress it follows', async ({ page, createUser, signIn }) => {
    let state = MIRRORED;
    const posts: Route[] = [];
    await page.route('**/api/admin/catalogue-sync', async (route) => {
      if (route.request().method() === 'POST') {
        posts.push(route);
        expect(route.request().headers()['idempotency-key']).toMatch(/\S/);
        state = RUNNING;
        return route.fulfill({ status: 202, json: state });
      }
      return route.fulfill({ json: state });
    });
    await signIn(await createUser('admin'), '/admin');
    const card = page.getByRole('region', { name: 'Shopify catalogue mirror' });
    await expect(card.getByTestId('catalogue-sync-status')).toHaveText('Up to date');
    await expect(card.getByText('7 min')).toBeVisible();
    await expect(card.getByText('2,500 products · 3,120 variants')).toBeVisible();
    await expect(card.getByTestId('catalogue-sync-progress')).toHaveCount(0);

    await card.getByRole('button', { name: 'Sync now' }).click();
    await expectToast(page, { title: 'Full sync started' });
    expect(posts).toHaveLength(1);
    await expect(card.getByTestId('catalogue-sync-status')).toHaveText('Full sync running');
    await expect(card.getByRole('button', { name: 'Syncing...' })).toBeDisabled();
    await expect(card.getByRole('progressbar', { name: 'Full sync progress' })).toHaveAttribute('aria-valuenow', '25');
    await expect(card.getByText('Products: 1,500 of 6,000 lines · 300 products stored')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('catalogue-mirror-card.png'), fullPage: true });

    // Polled while running: the card follows the sync to its end.
    state = { ...MIRRORED, lagSeconds: 3, lastFullSyncAt: '2026-11-28T08:05:00.000Z' };
    await expect(card.getByTestId('catalogue-sync-status')).toHaveText('Up to date', { timeout: 10_000 });
    await expect(card.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  });
});
