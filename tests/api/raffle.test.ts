import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, raffleCustomerSpend, raffleRuns, raffleTickets } from '#server/db/schema/index';
import { RAFFLE_MESSAGES } from '#shared/raffle/messages';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
let associate: string;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' });
  admin = await t.createSession(await t.createUser('admin'));
  associate = await t.createSession(await t.createUser('associate'));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(raffleTickets);
  await t.database.db.delete(raffleRuns);
  await t.database.db.delete(raffleCustomerSpend);
});

function multipart(parts: { name: string; filename?: string; body: string }[]) {
  const boundary = '----raffle-test-boundary';
  const chunks = parts.map((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : 'Content-Type: text/csv\r\n';
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${part.body}\r\n`;
  });
  return {
    payload: Buffer.from(`${chunks.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const HEADER = 'Customer,Email,Month,Spend,Spend DBL';
async function importCsv(csv: string, mode: 'preview' | 'import' = 'import', token = admin) {
  const { payload, contentType } = multipart([
    { name: 'mode', body: mode },
    { name: 'csvFile', filename: 'spend.csv', body: csv },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/raffle/spend/import',
    payload,
    headers: { ...bearer(token), 'content-type': contentType },
  });
}

const generate = (body: Record<string, unknown>, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/raffle/generate', payload: body, headers: bearer(token) });

const tickets = () => t.database.db.select().from(raffleTickets);

describe('admin only', () => {
  it.each([
    ['GET', '/api/raffle/test'],
    ['GET', '/api/raffle-management/landing'],
    ['GET', '/api/raffle-management/export'],
    ['GET', '/api/raffle/spend/months'],
  ] as const)('%s %s refuses associates (403) and anonymous callers (401)', async (method, url) => {
    expect((await t.app.inject({ method, url, headers: bearer(associate) })).statusCode).toBe(403);
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });

  it('an associate cannot generate, and nothing is written', async () => {
    const response = await generate({ month: '2026-03', runLastMonth: true }, associate);
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.select().from(raffleRuns)).toEqual([]);
  });
});

describe('GET /api/raffle/test', () => {
  it('reports the connection and what spend is on file', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/raffle/test', headers: bearer(admin) });
    expect(empty.json()).toEqual({ connected: true, message: expect.stringContaining('No customer spend on file') });
    await importCsv(`${HEADER}\nAnn,ann@example.com,2026-03,300,0\n`);
    const filled = await t.app.inject({ method: 'GET', url: '/api/raffle/test', headers: bearer(admin) });
    expect(filled.json().message).toContain('latest 2026-03 (1 customers)');
  });
});

describe('POST /api/raffle/spend/import', () => {
  it('previews with per-row errors and writes nothing', async () => {
    const csv = `${HEADER}\nAnn,ann@example.com,2026-03,"$1,200.50",100\nBob,not-an-email,2026-13,abc,\n,x@example.com,2026-03,1,0\nAnn,ANN@example.com,2026-03,5,0\n`;
    const response = await importCsv(csv, 'preview');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ isImported: false, rowCount: 4, errorCount: 3, months: ['2026-03'] });
    expect(body.rows[0]).toMatchObject({ line: 3, customer: 'Bob' });
    expect(body.rows[0].errors).toEqual([
      'Email is not a valid address',
      RAFFLE_MESSAGES.monthFormat,
      'Spend must be an amount in dollars from 0 to 1000000, e.g. 123.45',
    ]);
    expect(body.rows[1].errors).toEqual(['Customer is required']);
    expect(body.rows[2].errors).toEqual(['Same customer and month as line 2']);
    expect(body.rows[3]).toMatchObject({ customer: 'Ann', spend: 1200.5, spendDbl: 100, errors: [] });
    expect(await t.database.db.select().from(raffleCustomerSpend)).toEqual([]);
  });

  it('refuses to import a file with rows in error', async () => {
    const response = await importCsv(`${HEADER}\nAnn,ann@example.com,2026-03,abc,0\n`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(RAFFLE_MESSAGES.importHasErrors);
    expect(await t.database.db.select().from(raffleCustomerSpend)).toEqual([]);
  });

  it('refuses a file without the columns, and a file that is not CSV', async () => {
    const wrong = await importCsv('Name,Amount\nAnn,3\n');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(RAFFLE_MESSAGES.importHeaders);
    const { payload, contentType } = multipart([
      { name: 'mode', body: 'import' },
      { name: 'csvFile', filename: 'spend.exe', body: 'MZ' },
    ]);
    const exe = await t.app.inject({
      method: 'POST',
      url: '/api/raffle/spend/import',
      payload,
      headers: { ...bearer(admin), 'content-type': contentType },
    });
    expect(exe.statusCode).toBe(415);
  });

  it('importing the same month again replaces it, never doubles it', async () => {
    const importAudits = async () =>
      (await t.database.db.select().from(auditLog)).filter((row) => row.action === 'raffle.spend_import').length;
    const auditsBefore = await importAudits();
    const first = await importCsv(
      `${HEADER}\nAnn,ann@example.com,2026-03,300,0\nBob,,2026-03,900,0\nCat,cat@example.com,2026-02,50,0\n`,
    );
    expect(first.json()).toMatchObject({ isImported: true, replacedCount: 0, months: ['2026-02', '2026-03'] });
    const again = await importCsv(`${HEADER}\nAnn,ann@example.com,2026-03,600,0\n`);
    expect(again.json()).toMatchObject({ isImported: true, replacedCount: 2, months: ['2026-03'] });
    const rows = await t.database.db.select().from(raffleCustomerSpend);
    expect(rows.map((row) => [row.customerKey, row.month, row.spendCents]).sort()).toEqual([
      ['ann@example.com', '2026-03', 60_000],
      ['cat@example.com', '2026-02', 5_000],
    ]);
    const months = await t.app.inject({ method: 'GET', url: '/api/raffle/spend/months', headers: bearer(admin) });
    expect(months.json()).toEqual([
      { month: '2026-03', customers: 1, spend: 600, spendDbl: 0, sources: ['csv'] },
      { month: '2026-02', customers: 1, spend: 50, spendDbl: 0, sources: ['csv'] },
    ]);
    expect(await importAudits()).toBe(auditsBefore + 2);
  });
});

describe('a double-clicked Import (one Idempotency-Key)', () => {
  it('imports once and answers both clicks alike', async () => {
    const importAudits = async () =>
      (await t.database.db.select().from(auditLog)).filter((row) => row.action === 'raffle.spend_import').length;
    const auditsBefore = await importAudits();
    const { payload, contentType } = multipart([
      { name: 'mode', body: 'import' },
      { name: 'csvFile', filename: 'spend.csv', body: `${HEADER}\nDee,dee@example.com,2026-05,120,0\n` },
    ]);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/raffle/spend/import',
        payload,
        headers: { ...bearer(admin), 'content-type': contentType, 'idempotency-key': 'spend-import-1' },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ isImported: true, replacedCount: 0, months: ['2026-05'] });
    expect(await importAudits()).toBe(auditsBefore + 1);
  });
});

describe('POST /api/raffle/generate', () => {
  it.each([
    [{ month: '2026-03' }, RAFFLE_MESSAGES.selectOption],
    [{ month: '2026-03', runLastMonth: true, numWinners: 0 }, RAFFLE_MESSAGES.minWinners],
    [{ month: '2026-03', runLastMonth: true, numWinners: 1.5 }, RAFFLE_MESSAGES.minWinners],
    [{ month: '2026-3', runLastMonth: true }, RAFFLE_MESSAGES.monthFormat],
    [{ month: '2026-03', runLastMonth: true, extra: 1 }, 'extra'],
    [{ month: '2026-03', runLastMonth: 'yes' }, 'runLastMonth'],
  ])('refuses %j', async (body, message) => {
    const response = await generate(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses when there is no spend for the months', async () => {
    const response = await generate({ month: '2026-03', runLastMonth: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(RAFFLE_MESSAGES.noSpend);
  });

  it('makes tickets by the spec formulas, draws winners and replaces the previous tickets', async () => {
    await importCsv(
      [
        HEADER,
        'Ann,ann@example.com,2026-03,200,100', // last month: floor(300/300) = 1
        'Bob,bob@example.com,2026-03,299.99,0', // 0
        'Bob,bob@example.com,2026-02,0.01,0', // three months: floor(300/300) = 1
        'Cat,cat@example.com,2025-12,600,600', // six months window 2025-10..2026-03: 4; not in three
        'Dan,dan@example.com,2025-04,599.99,0', // year end window 2025-04..2026-03: 0
        'Eve,eve@example.com,2025-03,6000,0', // outside every window
      ].join('\n'),
    );
    const response = await generate({
      month: '2026-03',
      runLastMonth: true,
      runLastThreeMonths: true,
      runLastSixMonths: true,
      runYearEndRaffle: true,
      numWinners: 1,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // last month: Ann 1; three: Ann 1, Bob 1; six: Ann 1, Bob 1, Cat 4; year end: Ann 0 (300/600), Cat 2 → Cat only
    expect(body).toMatchObject({ recordsCreated: 7, totalTickets: 1 + 2 + 6 + 2, winnersSelected: 4 });
    const rows = await tickets();
    // The page lists the winners after the draw (ADR 069): the same ones the tickets record.
    const listed = (body as { winners: { raffle: string; label: string; email: string | null }[] }).winners;
    expect(listed).toHaveLength(4);
    expect(listed.map((winner) => [winner.raffle, winner.label, winner.email]).sort()).toEqual(
      rows
        .filter((row) => row.winner !== null)
        .map((row) => [row.raffle, row.winner, row.email])
        .sort(),
    );
    expect(listed.find((winner) => winner.raffle === 'lastMonth')).toMatchObject({ customerName: 'Ann' });
    const of = (raffle: string) =>
      rows
        .filter((row) => row.raffle === raffle)
        .map((row) => [row.customerKey, row.tickets])
        .sort();
    expect(of('lastMonth')).toEqual([['ann@example.com', 1]]);
    expect(of('lastThreeMonths')).toEqual([
      ['ann@example.com', 1],
      ['bob@example.com', 1],
    ]);
    expect(of('lastSixMonths')).toEqual([
      ['ann@example.com', 1],
      ['bob@example.com', 1],
      ['cat@example.com', 4],
    ]);
    expect(of('yearEnd')).toEqual([['cat@example.com', 2]]);
    expect(rows.filter((row) => row.winner === 'WIN1')).toHaveLength(4);
    expect(rows.find((row) => row.raffle === 'lastMonth')?.winner).toBe('WIN1');

    const second = await generate({ month: '2026-03', runLastMonth: true });
    expect(second.json()).toMatchObject({ recordsCreated: 1, totalTickets: 1, winnersSelected: 1 });
    const after = await tickets();
    expect(after).toHaveLength(1);
    expect(after[0]?.runId).toBe(second.json().runId);
    expect(await t.database.db.select().from(raffleRuns)).toHaveLength(2);
  });

  it('records the run so the draw can be verified, and shows a tampered record', async () => {
    const lines = [HEADER];
    for (let index = 0; index < 70; index += 1)
      lines.push(`C${index},c${index}@example.com,2026-03,${300 * (1 + (index % 5)) + index},0`);
    await importCsv(lines.join('\n'));
    const response = await generate({ month: '2026-03', runLastMonth: true, numWinners: 55 });
    expect(response.json()).toMatchObject({ recordsCreated: 70, winnersSelected: 55 });
    const runId = response.json().runId as number;
    const rows = await tickets();
    const winners = rows.filter((row) => row.winner).sort((a, b) => (a.winnerPosition ?? 0) - (b.winnerPosition ?? 0));
    expect(winners.map((row) => row.winner)).toEqual(Array.from({ length: 55 }, (_, index) => `WIN${index + 1}`));
    const top50 = [...rows]
      .sort((a, b) => b.totalCents - a.totalCents || a.customerKey.localeCompare(b.customerKey))
      .slice(0, 50);
    expect(winners.slice(0, 50).map((row) => row.customerKey)).toEqual(top50.map((row) => row.customerKey));
    expect(winners.slice(0, 50).every((row) => row.isAutoWin)).toBe(true);

    const verify = () =>
      t.app.inject({ method: 'GET', url: `/api/raffle/runs/${runId}/verification`, headers: bearer(admin) });
    const verified = (await verify()).json();
    expect(verified).toMatchObject({ runId, isInputIntact: true, isReproduced: true });
    expect(verified.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(verified.replayedWinners.map((w: { customerKey: string }) => w.customerKey)).toEqual(
      winners.map((row) => row.customerKey),
    );

    const [run] = await t.database.db.select().from(raffleRuns);
    const entrants = run?.entrants as { raffle: string; entrants: { tickets: number }[] }[];
    (entrants[0]?.entrants[0] as { tickets: number }).tickets += 5;
    await t.database.db.update(raffleRuns).set({ entrants });
    expect((await verify()).json()).toMatchObject({ isInputIntact: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/raffle/runs/999999/verification', headers: bearer(admin) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('Raffle Management page and export', () => {
  it('lists runs, tickets and winners with every text escaped, and exports a formula-safe CSV', async () => {
    await importCsv(
      `${HEADER}\n"<script>alert(1)</script>",a@example.com,2026-03,900,0\n"=HYPERLINK(""http://x"")",b@example.com,2026-03,300,0\nCleo,c@example.com,2026-03,56257.41,0\n`,
    );
    await generate({ month: '2026-03', runLastMonth: true, numWinners: 1 });
    const page = await t.app.inject({ method: 'GET', url: '/api/raffle-management/landing', headers: bearer(admin) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Raffle Management</h1>');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&#60;script&#62;');
    expect(page.body).toContain('verified. Replaying its seed');
    expect(page.body).toContain('<td>$56,257.41</td>'); // money with thousands separators (issue 34)

    const csv = await t.app.inject({ method: 'GET', url: '/api/raffle-management/export', headers: bearer(admin) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('raffle-tickets.csv');
    expect(csv.body).toContain('Run,Raffle,Customer,Email,Spend,Tickets,Winner,TOP 50');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.body).toContain('<script>alert(1)</script>,a@example.com,900,3');
  });
});
