import { checkFixture } from '../tests/fixtures/bookkeeping/bookkeeping-fixtures';
import { expect, expectNoSidewaysScroll, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A bank export with more account lines above its header than the search for it looks through. */
const ACCOUNT_LINES = Array.from({ length: 35 }, (_, index) => `Account line ${index + 1},${index}`).join('\r\n');

test('Check Reconciliation: the person picks the header of a bank export the search missed, previews it and reconciles', async ({
  page,
  createUser,
  signIn,
}) => {
  const fixture = await checkFixture();
  await signIn(await createUser('admin'), '/check-reconciliation');
  await page.getByLabel('Bank report (CSV)').setInputFiles({
    name: 'export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([Buffer.from(`${ACCOUNT_LINES}\r\n`), fixture.bank]),
  });
  const preview = page.getByTestId('bank-csv-preview');
  await expect(preview.getByRole('alert')).toHaveText(/^The bank report is missing the columns/);
  const picker = preview.getByLabel('Header row', { exact: true });
  await picker.selectOption({ label: 'Line 36: Date, No., Description, Debit Amount, Credit Amount' });
  await expect(preview).toContainText('Header on line 36; the 35 lines above it are skipped.');
  await expect(preview.getByRole('list', { name: 'Columns read' })).toContainText('Credit Amount ← Credit Amount');
  await expect(preview.getByRole('region', { name: 'First rows as read' }).getByRole('row')).toHaveCount(4);
  await page.screenshot({ path: test.info().outputPath('bank-header-picked.png'), fullPage: true });
  await expectNoSidewaysScroll(page);

  await page.getByLabel('Check report (XLSX)').setInputFiles({
    name: 'checks.xlsx',
    mimeType: XLSX_MIME,
    buffer: fixture.workbook,
  });
  await page.getByRole('button', { name: 'Reconcile' }).click();
  await expect(page.getByTestId('unmatched-count')).toHaveText(String(fixture.outstanding.length), {
    timeout: 60_000,
  });

  // Back to the header found in the file: the preview says again what is missing.
  await picker.selectOption({ label: 'Found in the file' });
  await expect(preview.getByRole('alert')).toHaveText(/^The bank report is missing the columns/);
});
