/**
 * Bookkeeping speed (issue #15): the classifier on 100,000 bank rows (budget ≥ 100,000 rows/s,
 * parse + classify + write the classified CSV), and credit reconciliation of 100,000 bank rows
 * against a workbook of about 10,000 values (budget ≤ 2 s, open + match + write the result),
 * with the process's peak memory (budget < 300 MB), and the largest workbook the server accepts
 * (just under `XLSX_MAX_CELLS`, ADR 068) read and reconciled (budget < 300 MB). Reports ratios and writes them to
 * bench/RESULTS.md; it asserts nothing. Run it on an idle machine: the times scale with whatever
 * else the cores are doing.
 *
 *   npx tsx bench/bookkeeping.bench.ts
 */
import { readBankStatement } from '../src/shared/bookkeeping/bank-statement';
import { createClassifier, DEFAULT_CLASSIFIER_RULES } from '../src/shared/bookkeeping/classifier';
import { reconcileCredits } from '../src/shared/bookkeeping/credit-reconciliation';
import { classifiedCsv, creditReconciliationXlsx } from '../src/server/features/bookkeeping/bookkeeping.exports';
import { readWorkbook } from '../src/server/features/bookkeeping/workbook-reader';
import { XLSX_MAX_CELLS } from '../src/server/features/bookkeeping/xlsx-guard';
import { largeCreditWorkbook } from '../tests/fixtures/bookkeeping/large-workbook';
import {
  bankCsv,
  creditFixture,
  OPERATING_LINES,
  random,
  type BankLine,
} from '../tests/fixtures/bookkeeping/bookkeeping-fixtures';
import { loadNow, stamp, writeResultsSection } from './harness';

const BANK_ROWS = 100_000;
let peakRss = 0;
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
const timer = setInterval(sample, 5);

/** Pads with the account's other traffic: mostly debits, one row in ten an unrelated credit. */
function padBank(lines: BankLine[], rows: number): Buffer {
  const rng = random(99);
  const padded = [...lines];
  while (padded.length < rows) {
    const base = OPERATING_LINES[padded.length % OPERATING_LINES.length] as BankLine;
    const isCredit = rng.next() < 0.1;
    const cents = rng.cents(100_000, 900_000); // Far above any deposit value: never a false match.
    padded.push({ ...base, debitCents: isCredit ? null : cents, creditCents: isCredit ? cents : null });
  }
  return bankCsv(padded);
}

const MB = 1024 * 1024;

/**
 * Runs one operation as the server runs one request: its input made first, then measured from a
 * collected heap, so each figure is that operation's own peak and not the previous one's garbage.
 * `gc` is there when the bench runs with --expose-gc (run-all does); without it the figures are
 * upper bounds.
 */
async function measured<T>(prepare: () => Promise<unknown> | unknown, run: (input: never) => Promise<T> | T) {
  const input = await prepare();
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  peakRss = baseline;
  const started = performance.now();
  const output = await run(input as never);
  const seconds = (performance.now() - started) / 1000;
  sample();
  return { output, seconds, peakMb: peakRss / MB, growthMb: (peakRss - baseline) / MB };
}

async function classifierRun() {
  const classify = createClassifier(DEFAULT_CLASSIFIER_RULES);
  return measured(
    () => padBank([], BANK_ROWS).toString('utf8'),
    (text: string) => {
      const statement = readBankStatement(text);
      const classified = statement.rows.map((row) => ({ row, result: classify(row) }));
      return { rows: statement.rows.length, csvBytes: classifiedCsv(statement.headers, classified).length };
    },
  );
}

async function reconciliationRun() {
  // 6 sheets × 7 columns × 240 days ≈ 10,000 values, 100,000 bank rows.
  const fixture = await creditFixture({ days: 240, missEvery: 50 });
  const fixtureLines = readBankStatement(fixture.bank.toString('utf8')).rows.map((row): BankLine => ({
    date: row.date,
    number: row.number,
    description: row.description,
    debitCents: row.debit === null ? null : row.debit / 100,
    creditCents: row.credit === null ? null : row.credit / 100,
  }));
  return measured(
    () => ({ bank: padBank(fixtureLines, BANK_ROWS).toString('utf8'), workbook: fixture.workbook }),
    async ({ bank, workbook }: { bank: string; workbook: Buffer }) => {
      const bankStatement = readBankStatement(bank, 'The bank report');
      const sheets = await readWorkbook(workbook, 'The credit report');
      const result = reconcileCredits(sheets, bankStatement.rows);
      const xlsx = await creditReconciliationXlsx(result);
      return {
        values: result.values.length,
        bankRows: bankStatement.rows.length,
        credits: result.bankCredits.length,
        unmatched: result.unmatchedValues.length,
        expectedUnmatched: fixture.unmatched.length,
        xlsxBytes: xlsx.length,
      };
    },
  );
}

/** The largest workbook accepted: one sheet of numbers just under the cell limit. */
async function largestWorkbookRun() {
  return measured(
    () => largeCreditWorkbook(XLSX_MAX_CELLS - 1_000, ['KW']),
    async (workbook: Buffer) => {
      const sheets = await readWorkbook(workbook, 'The credit report');
      return { values: reconcileCredits(sheets, []).values.length, bytes: workbook.length };
    },
  );
}

async function main() {
  const loadAtStart = loadNow();
  const classifier = await classifierRun();
  const rowsPerSecond = classifier.output.rows / classifier.seconds;
  process.stdout.write(
    `classifier: ${classifier.output.rows} rows in ${classifier.seconds.toFixed(2)} s = ${Math.round(rowsPerSecond)} rows/s ` +
      `(${(rowsPerSecond / 100_000).toFixed(2)}× the 100,000 rows/s budget; output ${(classifier.output.csvBytes / 1e6).toFixed(1)} MB; ` +
      `peak ${classifier.peakMb.toFixed(0)} MB resident, +${classifier.growthMb.toFixed(0)} MB)\n`,
  );

  const credit = await reconciliationRun();
  const r = credit.output;
  process.stdout.write(
    `credit reconciliation: ${r.values} values vs ${r.bankRows} bank rows (${r.credits} credits) in ${credit.seconds.toFixed(2)} s ` +
      `(${(credit.seconds / 2).toFixed(2)}× the 2 s budget; ${r.unmatched} unmatched, expected ${r.expectedUnmatched}; ` +
      `result ${(r.xlsxBytes / 1024).toFixed(0)} KB; peak ${credit.peakMb.toFixed(0)} MB resident, +${credit.growthMb.toFixed(0)} MB)\n`,
  );
  const largest = await largestWorkbookRun();
  process.stdout.write(
    `largest accepted workbook: ${largest.output.values} values (${(largest.output.bytes / 1024).toFixed(0)} KB) in ${largest.seconds.toFixed(2)} s; ` +
      `peak ${largest.peakMb.toFixed(0)} MB resident, +${largest.growthMb.toFixed(0)} MB\n`,
  );
  clearInterval(timer);
  const peakMb = Math.max(classifier.peakMb, credit.peakMb, largest.peakMb);
  process.stdout.write(
    `peak memory: ${peakMb.toFixed(0)} MB (${(peakMb / 300).toFixed(2)}× the 300 MB budget)` +
      `${globalThis.gc ? '' : ' — run with --expose-gc for per-operation figures'}\n`,
  );
  const verdict = (isPass: boolean) => (isPass ? 'pass' : 'FAIL');
  writeResultsSection(
    'bookkeeping',
    [
      `### Bookkeeping — ${stamp()} UTC`,
      '',
      `Written by bench/bookkeeping.bench.ts (issue #15). Load average ${loadAtStart.toFixed(1)} at the start (2 cores). ` +
        'Each operation is measured as one request: its input is made first and the heap collected, so its peak is ' +
        'the process with that operation alone (the input file included), as the server handles one upload.',
      '',
      '| measure | figure | budget | ratio | budget |',
      '| --- | ---: | ---: | ---: | --- |',
      `| classifier: ${r.bankRows} bank rows, parse + classify + CSV | ${Math.round(rowsPerSecond)} rows/s | ` +
        `≥ 100,000 rows/s | ${(rowsPerSecond / 100_000).toFixed(2)} | ${verdict(rowsPerSecond >= 100_000)} |`,
      `| credit reconciliation: ${r.values} values vs ${r.bankRows} bank rows, ` +
        `open + match + workbook | ${credit.seconds.toFixed(2)} s | ≤ 2 s | ${(credit.seconds / 2).toFixed(2)} | ` +
        `${verdict(credit.seconds <= 2)} |`,
      `| peak resident memory, classifier (+${classifier.growthMb.toFixed(0)} MB over its input) | ${classifier.peakMb.toFixed(0)} MB | < 300 MB | ` +
        `${(classifier.peakMb / 300).toFixed(2)} | ${verdict(classifier.peakMb < 300)} |`,
      `| peak resident memory, reconciliation (+${credit.growthMb.toFixed(0)} MB over its input) | ${credit.peakMb.toFixed(0)} MB | < 300 MB | ` +
        `${(credit.peakMb / 300).toFixed(2)} | ${verdict(credit.peakMb < 300)} |`,
      `| peak resident memory, largest accepted workbook (${largest.output.values} values, read + reconcile in ` +
        `${largest.seconds.toFixed(2)} s, +${largest.growthMb.toFixed(0)} MB) | ${largest.peakMb.toFixed(0)} MB | < 300 MB | ` +
        `${(largest.peakMb / 300).toFixed(2)} | ${verdict(largest.peakMb < 300)} |`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bookkeeping bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
