import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/auth/schemas';
import { readCsv } from '#shared/csv/read-csv';
import { bookkeepingArea } from '#server/features/bookkeeping/bookkeeping.area';
import { DEFAULT_CLASSIFIER_RULES, type ClassifierRule } from '#shared/bookkeeping/classifier';
import { bankCsv, checkFixture, creditFixture, OPERATING_LINES } from '../fixtures/bookkeeping/bookkeeping-fixtures';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: LoginResponse;
let otherAdmin: LoginResponse;
let associate: LoginResponse;

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Part {
  name: string;
  filename?: string;
  type?: string;
  body: Buffer | string;
}

function multipart(parts: Part[]) {
  const boundary = '----mc-bookkeeping-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function post(url: string, parts: Part[], token = admin.token) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...bearer(token), 'content-type': contentType } });
}

/**
 * A run's final answer: the 200 body, or (when the run outlasted the route's wait, as on a busy
 * machine) the followed job's result, answered like the route would have.
 */
type Answered = { message: string; stats: Record<string, number> };

async function run(url: string, parts: Part[], token = admin.token) {
  const answer = (statusCode: number, body: unknown) => ({ statusCode, json: <T = Answered>() => body as T });
  const response = await post(url, parts, token);
  if (response.statusCode !== 202) return answer(response.statusCode, response.json());
  const { jobId } = response.json<{ jobId: string }>();
  const job = await t.jobs.waitFor(jobId, 60_000);
  const outcome = job?.result as { ok: true; response: unknown } | { ok: false; message: string };
  return outcome.ok ? answer(200, outcome.response) : answer(400, { message: outcome.message });
}

const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function readXlsx(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

const sheetRows = (sheet: ExcelJS.Worksheet | undefined) => {
  const rows: ExcelJS.CellValue[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
};

/** What makes a zip an XLSX to a content sniffer. */
const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
);

/** A zip archive of the given entries (deflated), optionally lying about their sizes. */
function zip(entries: { name: string; data: Buffer; declaredSize?: number }[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const compressed = deflateRawSync(entry.data);
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '100' });
  await bookkeepingArea.seed?.(t.database.db, { includeDemo: false, now: () => new Date() });
  await t.app.ready();
  admin = await t.signIn('admin');
  otherAdmin = await t.signIn('admin');
  associate = await t.signIn('associate');
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/transactions/classify', () => {
  const bank = bankCsv(OPERATING_LINES);

  it('types every row, counts per type add up, and serves the classified and summary CSVs to their owner only', async () => {
    const response = await post('/api/transactions/classify', [
      { name: 'csvFile', filename: 'october.csv', type: 'text/csv', body: bank },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      message: string;
      stats: Record<string, number>;
      downloadUrl: string;
      summaryUrl: string;
    }>();
    expect(Object.values(body.stats).reduce((a, b) => a + b, 0)).toBe(OPERATING_LINES.length);
    expect(body.stats).toMatchObject({ Payroll: 2, 'Payroll Taxes': 1, Rent: 1, Unclassified: 2 });
    expect(body.message).toBe(`Classified ${OPERATING_LINES.length} transactions; 2 unclassified`);

    const classified = await get(body.downloadUrl);
    expect(classified.statusCode).toBe(200);
    expect(classified.headers['content-disposition']).toContain('october-classified.csv');
    const rows = readCsv(classified.body);
    expect(rows[0]?.cells).toEqual([
      'Date',
      'No.',
      'Description',
      'Debit Amount',
      'Credit Amount',
      'description_type',
      'Explanation',
    ]);
    const rent = rows.find((row) => row.cells[2]?.includes('RENT OCT'));
    expect(rent?.cells.slice(5)).toEqual(['Rent', expect.stringMatching(/^Rule \d+ \(Rent\): description matches/)]);
    // A description written as a formula is text in the export.
    expect(rows.some((row) => row.cells[2] === `'=HYPERLINK("http://example.test","click")`)).toBe(true);

    const summary = readCsv((await get(body.summaryUrl)).body);
    expect(summary[0]?.cells).toEqual(['description_type', 'Transactions', 'Debit Total', 'Credit Total']);
    expect(summary.find((row) => row.cells[0] === 'Rent')?.cells).toEqual(['Rent', '1', '14500', '0']);

    expect((await get(body.downloadUrl, otherAdmin.token)).statusCode).toBe(404);
    expect((await get(body.downloadUrl, associate.token)).statusCode).toBe(403);
  });

  it('finds the header below account lines, and sums each type with signed amounts (a reversal lowers the debit total)', async () => {
    const csv = [
      'Account Number:,XXXXXX1234',
      'Statement Period:,10/01/2026 - 10/31/2026',
      'Date,No.,Description,Debit Amount,Credit Amount',
      '10/01/2026,,RENT OCT,"1,000.00",',
      '10/02/2026,,RENT REVERSAL,(12.50),',
      '10/03/2026,,RENT OCT CORRECTION,-35.00,',
      '10/04/2026,,CARD SETTLEMENT,,"5,000"',
    ].join('\r\n');
    const response = await run('/api/transactions/classify', [{ name: 'csvFile', filename: 'signed.csv', body: csv }]);
    expect(response.statusCode).toBe(200);
    const summary = readCsv((await get(response.json<{ summaryUrl: string }>().summaryUrl)).body);
    expect(summary.find((row) => row.cells[0] === 'Rent')?.cells).toEqual(['Rent', '3', '952.5', '0']);
    const credits = summary.filter((row) => row.cells[3] === '5000');
    expect(credits).toHaveLength(1);
  });

  it('matches header names ignoring case and spaces, keeps extra columns, and names a missing column', async () => {
    const lines = bank.toString('utf8').trimEnd().split('\r\n');
    const renamed = [
      `${lines[0]?.replace('Debit Amount', ' debit  AMOUNT').replace('No.', 'NO.')},__proto__,constructor`,
      ...lines.slice(1).map((line) => `${line},{"polluted":true},x`),
    ].join('\n');
    const response = await run('/api/transactions/classify', [{ name: 'csvFile', filename: 'odd.csv', body: renamed }]);
    expect(response.statusCode).toBe(200);
    const rows = readCsv((await get(response.json<{ downloadUrl: string }>().downloadUrl)).body);
    expect(rows[0]?.cells.slice(5)).toEqual(['__proto__', 'constructor', 'description_type', 'Explanation']);
    expect(rows[1]?.cells.slice(5, 7)).toEqual(['{"polluted":true}', 'x']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const missing = bank.toString('utf8').replace('Credit Amount', 'Credit Amt');
    const bad = await post('/api/transactions/classify', [{ name: 'csvFile', filename: 'bank.csv', body: missing }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.stringContaining('"Credit Amount"') });
  });

  it('refuses a file that is not a CSV by name or by content, a missing file and an over-size file', async () => {
    const txt = await post('/api/transactions/classify', [{ name: 'csvFile', filename: 'bank.txt', body: bank }]);
    expect([txt.statusCode, txt.json().message]).toEqual([415, 'Please select a CSV file']);
    const binary = await post('/api/transactions/classify', [
      {
        name: 'csvFile',
        filename: 'bank.csv',
        body: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from([0, 1, 2, 3])]),
      },
    ]);
    expect([binary.statusCode, binary.json().message]).toEqual([415, 'Please select a CSV file']);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/classify',
      payload: '--x\r\nContent-Disposition: form-data; name="csvFile"; filename="a.csv"\r\n\r\na\r\n--x--\r\n',
      headers: { ...bearer(admin.token), 'content-type': 'multipart/form-data' },
    });
    expect([noBoundary.statusCode, noBoundary.json().message]).toEqual([400, 'Malformed multipart upload']);
    const none = await post('/api/transactions/classify', [{ name: 'other', filename: 'bank.csv', body: bank }]);
    expect(none.statusCode).toBe(400);
    const huge = await post('/api/transactions/classify', [
      { name: 'csvFile', filename: 'bank.csv', body: Buffer.alloc(10 * 1024 * 1024 + 10, 'a') },
    ]);
    expect(huge.statusCode).toBe(413);
    const unparsable = await run('/api/transactions/classify', [
      {
        name: 'csvFile',
        filename: 'bank.csv',
        body: 'Date,No.,Description,Debit Amount,Credit Amount\n10/01/2026,,X,twelve,\n',
      },
    ]);
    expect([unparsable.statusCode, unparsable.json().message]).toEqual([
      400,
      'The CSV file, line 2: "Debit Amount" is not an amount ("twelve")',
    ]);
  });

  it('classifies a large statement in the background while other requests are answered', async () => {
    const lines = Array.from({ length: 60_000 }, (_, index) => OPERATING_LINES[index % OPERATING_LINES.length]!);
    const pending = run('/api/transactions/classify', [
      { name: 'csvFile', filename: 'year.csv', body: bankCsv(lines) },
    ]);
    const meanwhile = await get('/api/bookkeeping/classifier-rules');
    expect(meanwhile.statusCode).toBe(200);
    const response = await pending;
    expect(response.statusCode).toBe(200);
    const { stats, downloadUrl } = response.json<{ stats: Record<string, number>; downloadUrl: string }>();
    expect(Object.values(stats).reduce((a, b) => a + b, 0)).toBe(60_000);
    const download = await get(downloadUrl);
    expect(download.body.split('\r\n').length).toBe(60_000 + 2);
  });

  it('is for admins only', async () => {
    const response = await post(
      '/api/transactions/classify',
      [{ name: 'csvFile', filename: 'b.csv', body: bank }],
      associate.token,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/credit-reconciliation/process', () => {
  it('lists every unmatched value with store, row, column header and amount, and the bank credits that matched nothing', async () => {
    const fixture = await creditFixture();
    const response = await run('/api/credit-reconciliation/process', [
      { name: 'bankReport', filename: 'bank.csv', body: fixture.bank },
      { name: 'creditReport', filename: 'credit.xlsx', type: XLSX_MIME, body: fixture.workbook },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ message: string; unmatchedCount: number; downloadUrl: string }>();
    expect(body.unmatchedCount).toBe(fixture.unmatched.length);
    expect(fixture.unmatched.length).toBeGreaterThan(5);
    const download = await get(body.downloadUrl);
    expect(download.headers['content-type']).toBe(XLSX_MIME);
    const workbook = await readXlsx(download.rawPayload);
    const unmatched = sheetRows(workbook.getWorksheet('Unmatched values'));
    expect(unmatched[0]).toEqual(['Store', 'Row', 'Column', 'Column header', 'Amount']);
    expect(unmatched.slice(1)).toEqual(
      fixture.unmatched.map((value) => [value.store, value.row, value.column, value.header, value.cents / 100]),
    );
    const credits = sheetRows(workbook.getWorksheet('Unmatched bank credits'));
    expect(
      credits
        .slice(1)
        .map((row) => row[4])
        .sort(),
    ).toEqual(fixture.extraCredits.map((line) => (line.creditCents ?? 0) / 100).sort());
    // The bank's "@SUM(1+1)" description is text in the export.
    expect(credits.some((row) => row[3] === "'@SUM(1+1) VENDOR REFUND")).toBe(true);
  });

  it('reports a missing sheet without failing', async () => {
    const fixture = await creditFixture({ omitSheets: ['NB'], days: 5 });
    const response = await run('/api/credit-reconciliation/process', [
      { name: 'bankReport', filename: 'bank.csv', body: fixture.bank },
      { name: 'creditReport', filename: 'credit.xlsx', body: fixture.workbook },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('Missing sheets: NB');
  });

  it('requires a CSV bank report and an XLSX credit report, by name and by content', async () => {
    const fixture = await creditFixture({ days: 2 });
    const swapped = await post('/api/credit-reconciliation/process', [
      { name: 'bankReport', filename: 'bank.xlsx', body: fixture.workbook },
      { name: 'creditReport', filename: 'credit.xlsx', body: fixture.workbook },
    ]);
    expect([swapped.statusCode, swapped.json().message]).toEqual([415, 'Bank report must be a CSV file']);
    const csvAsXlsx = await post('/api/credit-reconciliation/process', [
      { name: 'bankReport', filename: 'bank.csv', body: fixture.bank },
      { name: 'creditReport', filename: 'credit.csv', body: fixture.bank },
    ]);
    expect([csvAsXlsx.statusCode, csvAsXlsx.json().message]).toEqual([415, 'Credit report must be an XLSX file']);
    const renamed = await post('/api/credit-reconciliation/process', [
      { name: 'bankReport', filename: 'bank.csv', body: fixture.bank },
      { name: 'creditReport', filename: 'credit.xlsx', body: fixture.bank },
    ]);
    expect(renamed.statusCode).toBe(415);
    const onlyBank = await post('/api/credit-reconciliation/process', [
      { name: 'bankReport', filename: 'bank.csv', body: fixture.bank },
    ]);
    expect([onlyBank.statusCode, onlyBank.json().message]).toEqual([400, 'Credit report is required']);
  });

  it('refuses a zip bomb and a workbook whose sizes lie, before opening it', async () => {
    const fixture = await creditFixture({ days: 2 });
    const bomb = zip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(80 * 1024 * 1024, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await run('/api/credit-reconciliation/process', [
      { name: 'bankReport', filename: 'bank.csv', body: fixture.bank },
      { name: 'creditReport', filename: 'bomb.xlsx', body: bomb },
    ]);
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'The credit report expands to more than 64 MB and was refused',
    ]);
    const liar = zip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(5 * 1024 * 1024, 0x20), declaredSize: 1_000 },
    ]);
    const lying = await run('/api/credit-reconciliation/process', [
      { name: 'bankReport', filename: 'bank.csv', body: fixture.bank },
      { name: 'creditReport', filename: 'liar.xlsx', body: liar },
    ]);
    expect(lying.statusCode).toBe(400);
  });
});

describe('POST /api/check-reconciliation/process', () => {
  it('lists unmatched checks per store and bank check rows that matched nothing', async () => {
    const fixture = await checkFixture();
    const response = await run('/api/check-reconciliation/process', [
      { name: 'bankReport', filename: 'bank.csv', body: fixture.bank },
      { name: 'checkReport', filename: 'checks.xlsx', body: fixture.workbook },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ unmatchedCount: number; downloadUrl: string }>();
    expect(body.unmatchedCount).toBe(fixture.outstanding.length);
    const workbook = await readXlsx((await get(body.downloadUrl)).rawPayload);
    const unmatched = sheetRows(workbook.getWorksheet('Unmatched checks'));
    expect(unmatched.slice(1).map((row) => [row[0], row[3], row[6]])).toEqual(
      [...fixture.outstanding]
        .sort((a, b) => a.store.localeCompare(b.store) || a.row - b.row)
        .map((check) => [check.store, String(check.number), check.cents / 100]),
    );
    const stray = sheetRows(workbook.getWorksheet('Unmatched bank checks'));
    expect(
      stray
        .slice(1)
        .map((row) => row[4])
        .sort(),
    ).toEqual(fixture.strayBankChecks.map((line) => (line.debitCents ?? 0) / 100).sort());
    const matches = sheetRows(workbook.getWorksheet('Matches'));
    const payees = sheetRows(workbook.getWorksheet('Unmatched checks')).map((row) => row[5]);
    expect(matches.length - 1).toBe(fixture.checks.length - fixture.outstanding.length);
    expect(payees.every((payee) => typeof payee !== 'string' || !payee.startsWith('='))).toBe(true);
  });

  it('requires an XLSX check report', async () => {
    const fixture = await checkFixture({ perStore: 1 });
    const response = await post('/api/check-reconciliation/process', [
      { name: 'bankReport', filename: 'bank.csv', body: fixture.bank },
      { name: 'checkReport', filename: 'checks.csv', body: fixture.bank },
    ]);
    expect([response.statusCode, response.json().message]).toEqual([415, 'Check report must be an XLSX file']);
  });
});

describe('a bank report whose header the person picks', () => {
  /** 35 account lines stand above the header: more than the search for it looks through. */
  const ACCOUNT_LINES = Array.from({ length: 35 }, (_, index) => `Account line ${index + 1},${index}`).join('\r\n');
  const withAccountLines = (bank: Buffer) => Buffer.concat([Buffer.from(`${ACCOUNT_LINES}\r\n`), bank]);
  const parts = (bank: Buffer, workbook: Buffer, headerLine?: string): Part[] => [
    ...(headerLine === undefined ? [] : [{ name: 'bankHeaderLine', body: headerLine }]),
    { name: 'bankReport', filename: 'bank.csv', body: bank },
    { name: 'checkReport', filename: 'checks.xlsx', body: workbook },
  ];

  it('is refused when the header is not found, and read from the line the person picked', async () => {
    const fixture = await checkFixture();
    const bank = withAccountLines(fixture.bank);
    const unpicked = await post('/api/check-reconciliation/process', parts(bank, fixture.workbook));
    expect(unpicked.statusCode).toBe(400);
    expect(unpicked.json().message).toMatch(/^The bank report is missing the columns/);

    const picked = await run('/api/check-reconciliation/process', parts(bank, fixture.workbook, '36'));
    expect(picked.statusCode).toBe(200);
    expect(picked.json<{ unmatchedCount: number }>().unmatchedCount).toBe(fixture.outstanding.length);
  });

  it('names the columns a picked row lacks, and refuses a line with no row or a line that is not a number', async () => {
    const fixture = await checkFixture({ perStore: 1 });
    const bank = withAccountLines(fixture.bank);
    const account = await post('/api/check-reconciliation/process', parts(bank, fixture.workbook, '2'));
    expect([account.statusCode, account.json().message]).toEqual([
      400,
      'The bank report is missing the columns "Date", "No.", "Description", "Debit Amount", "Credit Amount" (expected Date, No., Description, Debit Amount, Credit Amount)',
    ]);
    const past = await post('/api/check-reconciliation/process', parts(bank, fixture.workbook, '9999'));
    expect([past.statusCode, past.json().message]).toEqual([
      400,
      'The bank report has no row starting on line 9999 to read as the header',
    ]);
    for (const value of ['abc', '0', '1.5', '-3']) {
      const wrong = await post('/api/check-reconciliation/process', parts(bank, fixture.workbook, value));
      expect([wrong.statusCode, wrong.json().message]).toEqual([
        400,
        'bankHeaderLine must be a line number from 1 to 10000',
      ]);
    }
  });
});

describe('classifier rules', () => {
  const rule = {
    type: 'Wine Club Payout',
    matchKind: 'contains',
    pattern: 'VINOSHIPPER',
    side: 'credit',
    minAmount: null,
    maxAmount: null,
  };

  it('lists the seeded defaults in order', async () => {
    const response = await get('/api/bookkeeping/classifier-rules');
    const rules = response.json<{ rules: ClassifierRule[] }>().rules;
    expect(rules.map((r) => r.type)).toEqual(DEFAULT_CLASSIFIER_RULES.map((r) => r.type));
    expect(rules.map((r) => r.position)).toEqual(rules.map((_, index) => index + 1));
  });

  it('adds, edits, reorders and deletes a rule; the classifier uses it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookkeeping/classifier-rules',
      headers: bearer(admin.token),
      payload: rule,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<ClassifierRule>().id;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/bookkeeping/classifier-rules/${id}`,
      headers: bearer(admin.token),
      payload: { ...rule, minAmount: 10.5 },
    });
    expect(updated.json()).toMatchObject({ id, minAmount: 10.5 });
    const ids = (await get('/api/bookkeeping/classifier-rules'))
      .json<{ rules: ClassifierRule[] }>()
      .rules.map((r) => r.id);
    const reordered = await t.app.inject({
      method: 'POST',
      url: '/api/bookkeeping/classifier-rules/reorder',
      headers: bearer(admin.token),
      payload: { ids: [id, ...ids.filter((other) => other !== id)] },
    });
    expect(reordered.json<{ rules: ClassifierRule[] }>().rules[0]).toMatchObject({ id, position: 1 });
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/bookkeeping/classifier-rules/reorder',
      headers: bearer(admin.token),
      payload: { ids: ids.slice(1) },
    });
    expect(stale.statusCode).toBe(409);

    const csv = 'Date,No.,Description,Debit Amount,Credit Amount\n10/01/2026,,VINOSHIPPER PAYOUT,,25.00\n';
    const classified = await run('/api/transactions/classify', [{ name: 'csvFile', filename: 'club.csv', body: csv }]);
    expect(classified.json().stats).toMatchObject({ 'Wine Club Payout': 1 });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookkeeping/classifier-rules/${id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(204);
    const after = (await get('/api/bookkeeping/classifier-rules')).json<{ rules: ClassifierRule[] }>().rules;
    expect(after.map((r) => r.id)).toEqual(ids.filter((other) => other !== id));
    expect(after.map((r) => r.position)).toEqual(after.map((_, index) => index + 1));
  });

  it('refuses a regex the linear-time engine cannot run and an inverted amount range', async () => {
    const bomb = await t.app.inject({
      method: 'POST',
      url: '/api/bookkeeping/classifier-rules',
      headers: bearer(admin.token),
      payload: { ...rule, matchKind: 'regex', pattern: String.raw`(A)\1` },
    });
    expect(bomb.statusCode).toBe(400);
    const inverted = await t.app.inject({
      method: 'POST',
      url: '/api/bookkeeping/classifier-rules',
      headers: bearer(admin.token),
      payload: { ...rule, minAmount: 5, maxAmount: 1 },
    });
    expect(inverted.statusCode).toBe(400);
  });

  it('tests a rule against a sample description', async () => {
    const tryRule = (description: string, side: 'debit' | 'credit') =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookkeeping/classifier-rules/test',
        headers: bearer(admin.token),
        payload: { rule, description, side, amount: 12 },
      });
    expect((await tryRule('VINOSHIPPER PAYOUT 1123', 'credit')).json()).toEqual({
      matches: true,
      explanation: 'Rule 1 (Wine Club Payout): description contains "VINOSHIPPER" on the credit side',
    });
    expect((await tryRule('VINOSHIPPER PAYOUT 1123', 'debit')).json()).toEqual({
      matches: false,
      explanation: 'Not a credit row',
    });
    expect((await tryRule('OTHER', 'credit')).json()).toEqual({
      matches: false,
      explanation: 'Description does not contain "VINOSHIPPER"',
    });
  });
});
