import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readCsv } from '../src/shared/csv/read-csv';
import { PATTERN_PROBLEMS } from '../src/shared/bookkeeping/linear-pattern';
import {
  bankCsv,
  checkFixture,
  creditFixture,
  OPERATING_LINES,
} from '../tests/fixtures/bookkeeping/bookkeeping-fixtures';
import { expect, expectNoSidewaysScroll, expectToast, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function saved(download: Download) {
  const path = await download.path();
  return readFile(path);
}

async function downloadFrom(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await saved(download) };
}

async function sheetRows(bytes: Buffer, name: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.getWorksheet(name)?.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

test('associates are refused the bookkeeping screens', async ({ page, createUser, signIn }) => {
  await signIn(await createUser('associate'), null);
  for (const path of ['/bookkeeping-tools', '/transaction-classifier', '/credit-reconciliation']) {
    await page.goto(path);
    await expect(page.getByText('Access Denied')).toBeVisible();
  }
});

test('the hub links to the three tools on both addresses', async ({ page, createUser, signIn }) => {
  await signIn(await createUser('admin'), '/admin/bookkeeping-tools');
  await expect(page.getByRole('heading', { name: 'Bookkeeping Tools', level: 1 })).toBeVisible();
  await page.goto('/bookkeeping-tools');
  for (const title of ['Bank Transaction Classifier', 'Credit Reconciliation', 'Check Reconciliation']) {
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  }
  await page.getByRole('link', { name: /Credit Reconciliation/ }).click();
  await expect(page).toHaveURL(/\/credit-reconciliation$/);
});

test.describe('Bank Transaction Classifier', () => {
  test('classifies a bank CSV, shows the counts and downloads the results and the summary', async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(await createUser('admin'), '/transaction-classifier');
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();

    await page
      .getByLabel('Bank statement (CSV)')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await page.getByRole('button', { name: 'Classify transactions' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a CSV file' })).toBeVisible();

    await page.getByLabel('Bank statement (CSV)').setInputFiles({
      name: 'october.csv',
      mimeType: 'text/csv',
      buffer: bankCsv(OPERATING_LINES),
    });
    await page.getByRole('button', { name: 'Classify transactions' }).click();
    const table = page.getByRole('table', { name: 'Transactions per type' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: /Payroll Taxes 1/ })).toBeVisible();
    await expect(table.getByRole('row', { name: `Total ${OPERATING_LINES.length}` })).toBeVisible();

    const results = await downloadFrom(page, 'Download results');
    expect(results.name).toBe('october-classified.csv');
    const rows = readCsv(results.bytes.toString('utf8'));
    expect(rows[0]?.cells.slice(-2)).toEqual(['description_type', 'Explanation']);
    expect(rows).toHaveLength(OPERATING_LINES.length + 1);
    expect(rows.find((row) => row.cells[2]?.includes('HYPERLINK'))?.cells[2]).toMatch(/^'=/);

    const summary = await downloadFrom(page, 'Download summary');
    expect(summary.name).toBe('october-summary.csv');
    expect(readCsv(summary.bytes.toString('utf8'))[0]?.cells).toEqual([
      'description_type',
      'Transactions',
      'Debit Total',
      'Credit Total',
    ]);
  });

  test.describe('refused by the server', () => {
    // The 400 answer is part of this test; Chromium reports it on the console.
    test.use({ allowedConsoleErrors: [/status of 400 .* @ .*\/api\/transactions\/classify$/] });

    test('shows the server’s reason when the file is refused', async ({ page, createUser, signIn }) => {
      await signIn(await createUser('admin'), '/transaction-classifier');
      await page.getByLabel('Bank statement (CSV)').setInputFiles({
        name: 'bank.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Date,No.,Description,Debit Amount\n10/01/2026,,X,1.00\n'),
      });
      await page.getByRole('button', { name: 'Classify transactions' }).click();
      await expectToast(page, {
        title: 'Classification failed',
        description: /"Credit Amount"/,
        variant: 'destructive',
      });
    });
  });

  test('previews a bank export with account lines: the header line and the columns it reads', async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(await createUser('admin'), '/transaction-classifier');
    await page.getByLabel('Bank statement (CSV)').setInputFiles({
      name: 'export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Account Number:,XXXX1234\r\nStatement Period:,10/01/2026 - 10/31/2026\r\nPosting Date,Check Number,Memo,Withdrawals,Deposits\r\n10/01/2026,1043,CHECK 1043,"1,250.00",\r\n',
      ),
    });
    const preview = page.getByTestId('bank-csv-preview');
    await expect(preview).toContainText('Header on line 3; the 2 lines above it are skipped.');
    await expect(preview.getByRole('list', { name: 'Columns read' })).toContainText('Debit Amount ← Withdrawals');
    await expect(preview.getByRole('region', { name: 'First rows as read' })).toContainText('$1,250.00');
    await page.getByRole('button', { name: 'Classify transactions' }).click();
    const table = page.getByRole('table', { name: 'Transactions per type' });
    await expect(table.getByRole('row', { name: 'Total 1' })).toBeVisible();
  });

  test('adds a rule, tries it on a sample, moves it and deletes it', async ({ page, createUser, signIn }) => {
    await signIn(await createUser('admin'), '/transaction-classifier');
    const rules = page.getByRole('list', { name: 'Classification rules' });
    await expect(rules.getByRole('listitem').first()).toBeVisible();
    const count = await rules.getByRole('listitem').count();

    await page.getByRole('button', { name: 'Add rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add rule' });
    await dialog.getByLabel('Type').fill('Wine Club Payout');
    await dialog.getByLabel('Side', { exact: true }).selectOption('credit');
    await dialog.getByLabel('Pattern').fill('VINOSHIPPER');
    // Amounts typed with thousands separators are amounts (issue 28).
    await dialog.getByLabel('Minimum amount').fill('5,000');
    await dialog.getByLabel('Sample description').fill('VINOSHIPPER PAYOUT 0042');
    await dialog.getByLabel('Sample side').selectOption('credit');
    await dialog.getByLabel('Sample amount').fill('$12,500.00');
    await dialog.getByRole('button', { name: 'Test rule' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/^Matches\. Rule 1 \(Wine Club Payout\)/);
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expectToast(page, { title: 'Rule added', description: 'Wine Club Payout' });
    await expect(rules.getByRole('listitem')).toHaveCount(count + 1);
    await expect(rules.getByRole('listitem').filter({ hasText: 'Wine Club Payout' })).toContainText('$5,000.00 to any');

    await page.getByRole('button', { name: `Move rule ${count + 1} (Wine Club Payout) up` }).click();
    await expect(page.getByRole('button', { name: `Move rule ${count} (Wine Club Payout) up` })).toBeVisible();

    await page.getByRole('button', { name: `Delete rule ${count} (Wine Club Payout)` }).click();
    await page.getByRole('dialog', { name: 'Delete rule?' }).getByRole('button', { name: 'Delete rule' }).click();
    await expectToast(page, { title: 'Rule deleted' });
    await expect(rules.getByRole('listitem')).toHaveCount(count);
  });

  test('refuses a pattern the linear-time engine cannot run, saying why, and tries a catastrophic one at once', async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(await createUser('admin'), '/transaction-classifier');
    await expect(page.getByRole('list', { name: 'Classification rules' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add rule' });
    await dialog.getByLabel('Type').fill('Card deposit');
    await dialog.getByLabel('Match').selectOption('regex');
    await dialog.getByLabel('Pattern').fill('(?=AMEX)AM');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(PATTERN_PROBLEMS.lookaround);
    await expect(dialog.getByLabel('Pattern')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: test.info().outputPath('rule-dialog-refusal.png') });

    await dialog.getByLabel('Pattern').fill('.*.*.*.*X');
    await dialog.getByLabel('Sample description').fill('B'.repeat(300));
    await dialog.getByRole('button', { name: 'Test rule' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/^No match\. Description does not match/, { timeout: 5_000 });
  });
});

test('Credit Reconciliation lists the unmatched deposit values in the downloaded workbook', async ({
  page,
  createUser,
  signIn,
}) => {
  const fixture = await creditFixture();
  await signIn(await createUser('admin'), '/credit-reconciliation');
  await page
    .getByLabel('Bank report (CSV)')
    .setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: fixture.bank });
  await page
    .getByLabel('Credit report (XLSX)')
    .setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: fixture.bank });
  await page.getByRole('button', { name: 'Reconcile' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Credit report must be an XLSX file' })).toBeVisible();

  await page
    .getByLabel('Credit report (XLSX)')
    .setInputFiles({ name: 'credit.xlsx', mimeType: XLSX_MIME, buffer: fixture.workbook });
  await page.getByRole('button', { name: 'Reconcile' }).click();
  await expect(page.getByTestId('unmatched-count')).toHaveText(String(fixture.unmatched.length));
  const result = await downloadFrom(page, 'Download results');
  expect(result.name).toBe('credit-reconciliation.xlsx');
  const unmatched = await sheetRows(result.bytes, 'Unmatched values');
  expect(unmatched.slice(1)).toEqual(
    fixture.unmatched.map((value) => [value.store, value.row, value.column, value.header, value.cents / 100]),
  );
  const credits = await sheetRows(result.bytes, 'Unmatched bank credits');
  expect(credits).toHaveLength(fixture.extraCredits.length + 1);
  await expectNoSidewaysScroll(page);
});

test('Check Reconciliation lists outstanding checks, then Reset clears the screen', async ({
  page,
  createUser,
  signIn,
}) => {
  const fixture = await checkFixture();
  await signIn(await createUser('admin'), '/check-reconciliation');
  await page
    .getByLabel('Bank report (CSV)')
    .setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: fixture.bank });
  await page
    .getByLabel('Check report (XLSX)')
    .setInputFiles({ name: 'checks.xlsx', mimeType: XLSX_MIME, buffer: fixture.workbook });
  await page.getByRole('button', { name: 'Reconcile' }).click();
  await expect(page.getByTestId('unmatched-count')).toHaveText(String(fixture.outstanding.length));
  const result = await downloadFrom(page, 'Download results');
  const unmatched = await sheetRows(result.bytes, 'Unmatched checks');
  expect(
    unmatched
      .slice(1)
      .map((row) => row[3])
      .sort(),
  ).toEqual(fixture.outstanding.map((check) => String(check.number)).sort());
  const stray = await sheetRows(result.bytes, 'Unmatched bank checks');
  expect(stray).toHaveLength(fixture.strayBankChecks.length + 1);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('unmatched-count')).toHaveCount(0);
  await expect(page.getByText('checks.xlsx')).toHaveCount(0);
});

test('the tools fit a phone screen', async ({ page, createUser, signIn }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(await createUser('admin'), null);
  for (const path of [
    '/bookkeeping-tools',
    '/transaction-classifier',
    '/credit-reconciliation',
    '/check-reconciliation',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/transaction-classifier')
      await expect(page.getByRole('list', { name: 'Classification rules' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});
