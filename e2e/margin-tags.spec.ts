import type { Page, Route } from '@playwright/test';
import type { JobView } from '../src/shared/jobs/job-view';
import type { AnalysisResult, MarginRule } from '../src/shared/margin-tags/margin-tags';
import { expect, expectNoSidewaysScroll, expectToast, test } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

const JOB_ID = '6f1c1a1e-2b7c-4d2a-9a3e-1f0c5d7b9e21';
const RESULT: AnalysisResult = {
  collectionName: 'Wine ALL',
  totalProducts: 1200,
  tagged: 700,
  untagged: 480,
  skipped: 13,
  errors: Array.from({ length: 7 }, (_, index) => `Wine ${index + 1}: Shopify unavailable`),
};

/**
 * The margin API as the screen sees it. The end-to-end catalogue has no collections (they come
 * from the store platform), so the analysis itself is covered by tests/api/margin-tags.test.ts
 * on both adapters; here the answers are played back, a long analysis answering 202 and its job.
 */
async function playMarginApi(page: Page) {
  const rules: MarginRule[] = [];
  let polls = 0;
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/dimargin/config', (route) => json(route, { rules }));
  await page.route('**/api/dimargin/collections', (route) =>
    json(route, [{ id: 'gid://shopify/Collection/1', name: 'Wine ALL', productsCount: 1200 }]),
  );
  await page.route('**/api/dimargin/rules', async (route) => {
    const body = route.request().postDataJSON() as { collectionName: string; marginThreshold: number };
    const rule = { ...body, lastAnalysisRun: null };
    rules.push(rule);
    await json(route, rule);
  });
  await page.route('**/api/dimargin/rules/*', async (route) => {
    rules.splice(0, rules.length);
    await json(route, { success: true });
  });
  await page.route('**/api/dimargin/analyze', (route) => json(route, { jobId: JOB_ID }, 202));
  await page.route(`**/api/jobs/${JOB_ID}`, async (route) => {
    polls += 1;
    const isDone = polls > 1;
    if (isDone && rules[0]) rules[0].lastAnalysisRun = new Date().toISOString();
    const view: JobView = {
      id: JOB_ID,
      kind: 'margin-tags.analyse',
      status: isDone ? 'succeeded' : 'running',
      progress: { done: isDone ? 1200 : 600, total: 1200 },
      message: isDone ? null : 'Product 600 of 1200',
      result: isDone ? RESULT : null,
      error: null,
    };
    await json(route, view);
  });
}

test('an admin adds a rule, runs a long analysis with progress, reads the results and deletes the rule', async ({
  page,
  signIn,
  createUser,
}) => {
  await playMarginApi(page);
  await signIn(await createUser('admin'));
  await page.goto('/tag-dimargin');
  await expect(page.getByRole('heading', { name: 'Tag DIMARGIN', level: 1 })).toBeVisible();
  await expect(page.getByText('No rules yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Rule' }).click();
  await expectToast(page, { title: 'Please enter both collection name and margin threshold.', variant: 'destructive' });
  await page.getByLabel('Collection name').fill('Wine ALL');
  await page.getByLabel('Margin threshold').fill('35');
  await page.getByRole('button', { name: 'Add Rule' }).click();
  await expectToast(page, {
    title: 'Margin threshold must be a decimal between 0 and 1 (e.g., 0.35 for 35%).',
    variant: 'destructive',
  });
  await page.getByLabel('Margin threshold').fill('0.35');
  await page.getByRole('button', { name: 'Add Rule' }).click();
  await expectToast(page, { title: 'Rule saved' });
  const row = page.getByRole('row', { name: /Wine ALL/ });
  await expect(row).toContainText('35%');
  await expect(row).toContainText('Never run');

  await page.getByRole('button', { name: 'Run Analysis' }).click();
  await expectToast(page, { title: 'Please select a collection to analyze', variant: 'destructive' });
  await page.getByLabel('Collection', { exact: true }).selectOption('Wine ALL');
  await page.getByRole('button', { name: 'Run Analysis' }).click();
  await expect(page.getByText('Product 600 of 1200')).toBeVisible();
  const results = page.getByRole('region', { name: 'Analysis results' });
  await expect(results).toContainText('Total Products1200');
  await expect(results).toContainText('Tagged700');
  await expect(results).toContainText('Untagged480');
  await expect(results).toContainText('Skipped13');
  await expect(results.getByRole('listitem')).toHaveCount(5);
  await expect(results).toContainText('... and 2 more errors');
  await expect(row).not.toContainText('Never run');
  await page.screenshot({ path: '/tmp/tag-dimargin.png', fullPage: true });

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete rule for Wine ALL' }).click();
  await expectToast(page, { title: 'Rule removed' });
  await expect(page.getByText('No rules yet.')).toBeVisible();
});

test('an associate is refused the screen', async ({ page, signIn, createUser }) => {
  await signIn(await createUser('associate'));
  await page.goto('/tag-dimargin');
  await expect(page.getByText(/Access Denied/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tag DIMARGIN' })).toHaveCount(0);
});

test('the margin screen fits a phone @phone', async ({ page, signIn, createUser }) => {
  await playMarginApi(page);
  await signIn(await createUser('admin'));
  await page.goto('/tag-dimargin');
  await expect(page.getByRole('heading', { name: 'Tag DIMARGIN', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/tag-dimargin-phone.png', fullPage: true });
});
