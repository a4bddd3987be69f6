import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/auth/schemas';
import { bookkeepingArea } from '#server/features/bookkeeping/bookkeeping.area';
import { JOB_KINDS } from '#server/features/bookkeeping/bookkeeping.jobs';
import { XLSX_MAX_CELLS } from '#server/features/bookkeeping/xlsx-guard';
import { jobs } from '#server/db/schema/jobs';
import { unitsOfNumber } from '#shared/bookkeeping/amounts';
import { reconcileCredits } from '#shared/bookkeeping/credit-reconciliation';
import type { GridCell, SheetGrid } from '#shared/bookkeeping/workbook-grid';
import { creditFixture } from '../fixtures/bookkeeping/bookkeeping-fixtures';
import { largeCreditWorkbook } from '../fixtures/bookkeeping/large-workbook';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

const MB = 1024 * 1024;
const PROCESS_BUDGET_MB = 300;
const folder = mkdtempSync(join(tmpdir(), 'mc-xlsx-bounds-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * Reads and reconciles a workbook in a process of its own, started as the server is, and answers
 * what it said and its peak resident memory. The peak is the process's own high-water mark
 * (VmHWM): `maxRSS` would keep the forking test worker's size, which exec does not reset. Killed
 * after 60 s.
 */
function reconcileInOwnProcess(bytes: Buffer) {
  const file = join(folder, `workbook-${bytes.length}.xlsx`);
  writeFileSync(file, bytes);
  const script = `
    import { readFileSync } from 'node:fs';
    import { readWorkbook } from './src/server/features/bookkeeping/workbook-reader.ts';
    import { reconcileCredits } from './src/shared/bookkeeping/credit-reconciliation.ts';
    let answer;
    try {
      const sheets = await readWorkbook(readFileSync(${JSON.stringify(file)}), 'The credit report');
      answer = { values: reconcileCredits(sheets, []).values.length };
    } catch (error) {
      answer = { error: error.message };
    }
    const hwm = /VmHWM:\\s+(\\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (!hwm) throw new Error("no VmHWM in /proc/self/status");
    const peakKb = Number(hwm[1]);
    console.log(JSON.stringify({ ...answer, peakRssMb: peakKb / 1024 }));
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: process.cwd(),
    timeout: 60_000,
    encoding: 'utf8',
  });
  expect(child.signal, 'the workbook was not read within 60 s').toBeNull();
  expect(child.status, child.stderr).toBe(0);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as {
    values?: number;
    error?: string;
    peakRssMb: number;
  };
}

describe('XLSX bounds (issue #27 item 2)', () => {
  it('refuses a workbook of 1,000,000 cells (under the size limits) before building it, in little memory', () => {
    const bytes = largeCreditWorkbook(1_000_000);
    expect(bytes.length).toBeLessThan(10 * MB);
    const answer = reconcileInOwnProcess(bytes);
    expect(answer.error).toBe('The credit report holds more than 100,000 cells and was refused');
    expect(answer.peakRssMb).toBeLessThan(PROCESS_BUDGET_MB);
  });

  it('reads the largest accepted workbook in under 300 MB', () => {
    const answer = reconcileInOwnProcess(largeCreditWorkbook(XLSX_MAX_CELLS - 1_000, ['KW']));
    expect(answer.values).toBe(XLSX_MAX_CELLS - 1_000 + 1);
    expect(answer.peakRssMb).toBeLessThan(PROCESS_BUDGET_MB);
  });

  it('reconciles 200,000 values of one sheet without spreading them into a call', () => {
    const cell = (value: number): GridCell => ({ kind: 'number', value, units: unitsOfNumber(value) ?? 0 });
    const sheet: SheetGrid = {
      name: 'KW',
      rows: Array.from({ length: 200_000 }, (_, index) => ({
        rowNumber: index + 2,
        cells: [null, null, cell((index % 1000) + 0.5)],
      })),
    };
    const result = reconcileCredits(new Map([['KW', sheet]]), []);
    expect(result.values).toHaveLength(200_000);
  });
});

describe('bookkeeping jobs take turns (issue #27 item 2)', () => {
  let t: TestApp;
  let admin: LoginResponse;

  beforeAll(async () => {
    // Room for three jobs at once in this process: the bookkeeping kinds must still run one by one.
    t = await createTestApp({ JOB_POLL_MS: '50', JOB_CONCURRENCY: '3' });
    await bookkeepingArea.seed?.(t.database.db, { includeDemo: false, now: () => new Date() });
    await t.app.ready();
    admin = await t.signIn('admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('queues three reconciliations sent at once instead of running them together', async () => {
    const fixture = await creditFixture({ days: 2 });
    const workbook = largeCreditWorkbook(5_000);
    const boundary = '----mc-xlsx-bounds';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="bankReport"; filename="bank.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      fixture.bank,
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="creditReport"; filename="credit.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      ),
      workbook,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    let mostRunning = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const rows = await t.database.db
          .select({ status: jobs.status })
          .from(jobs)
          .where(inArray(jobs.kind, Object.values(JOB_KINDS)));
        mostRunning = Math.max(mostRunning, rows.filter((row) => row.status === 'running').length);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/credit-reconciliation/process',
          payload,
          headers: { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        }),
      ),
    );
    // A short job may finish within the route's wait and answer 200 with its result; a longer one 202.
    const ids = answers
      .filter((answer) => answer.statusCode === 202)
      .map((answer) => answer.json<{ jobId: string }>().jobId);
    for (const id of ids) expect((await t.jobs.waitFor(id, 60_000))?.status).toBe('succeeded');
    sampling = false;
    await sampler;
    expect(answers.map((answer) => answer.statusCode).every((code) => code === 200 || code === 202)).toBe(true);
    const ran = await t.database.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(inArray(jobs.kind, Object.values(JOB_KINDS)));
    expect(ran.filter((row) => row.status === 'succeeded').length).toBeGreaterThanOrEqual(3);
    expect(mostRunning).toBeLessThanOrEqual(1);
  });
});
