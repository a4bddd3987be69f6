/**
 * Bookkeeping speed (issue #15): the classifier on 100,000 bank rows (budget ≥ 100,000 rows/s,
 * parse + classify + write the classified CSV), and credit reconciliation of 100,000 bank rows
 * against a workbook of about 10,000 values (budget ≤ 2 s, open + match + write the result),
 * with the process's peak memory (budget < 300 MB). Reports ratios and writes them to
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

async function main() {
  const loadAtStart = loadNow();
  // Classifier: 100,000 rows.
  const classifierCsv = padBank([], BANK_ROWS).toString('utf8');
  const classify = createClassifier(DEFAULT_CLASSIFIER_RULES);
  sample();
  let started = performance.now();
  const statement = readBankStatement(classifierCsv);
  const classified = statement.rows.map((row) => ({ row, result: classify(row) }));
  const csv = classifiedCsv(statement.headers, classified);
  const classifySeconds = (performance.now() - started) / 1000;
  const rowsPerSecond = statement.rows.length / classifySeconds;
  process.stdout.write(
    `classifier: ${statement.rows.length} rows in ${classifySeconds.toFixed(2)} s = ${Math.round(rowsPerSecond)} rows/s ` +
      `(${(rowsPerSecond / 100_000).toFixed(2)}× the 100,000 rows/s budget; output ${(csv.length / 1e6).toFixed(1)} MB)\n`,
  );

  // Credit reconciliation: 6 sheets × 7 columns × 240 days ≈ 10,000 values, 100,000 bank rows.
  const fixture = await creditFixture({ days: 240, missEvery: 50 });
  const fixtureLines = readBankStatement(fixture.bank.toString('utf8')).rows.map((row): BankLine => ({
    date: row.date,
    number: row.number,
    description: row.description,
    debitCents: row.debit === null ? null : row.debit / 100,
    creditCents: row.credit === null ? null : row.credit / 100,
  }));
  const bank = padBank(fixtureLines, BANK_ROWS).toString('utf8');
  started = performance.now();
  const bankStatement = readBankStatement(bank, 'The bank report');
  const sheets = await readWorkbook(fixture.workbook, 'The credit report');
  const result = reconcileCredits(sheets, bankStatement.rows);
  const xlsx = await creditReconciliationXlsx(result);
  const reconcileSeconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `credit reconciliation: ${result.values.length} values vs ${bankStatement.rows.length} bank rows ` +
      `(${result.bankCredits.length} credits) in ${reconcileSeconds.toFixed(2)} s ` +
      `(${(reconcileSeconds / 2).toFixed(2)}× the 2 s budget; ${result.unmatchedValues.length} unmatched, ` +
      `expected ${fixture.unmatched.length}; result ${(xlsx.length / 1024).toFixed(0)} KB)\n`,
  );
  sample();
  clearInterval(timer);
  const peakMb = peakRss / 1024 / 1024;
  process.stdout.write(`peak memory: ${peakMb.toFixed(0)} MB (${(peakMb / 300).toFixed(2)}× the 300 MB budget)\n`);
  const verdict = (isPass: boolean) => (isPass ? 'pass' : 'FAIL');
  writeResultsSection(
    'bookkeeping',
    [
      `### Bookkeeping — ${stamp()} UTC`,
      '',
      `Written by bench/bookkeeping.bench.ts (issue #15). Load average ${loadAtStart.toFixed(1)} at the start (2 cores).`,
      '',
      '| measure | figure | budget | ratio | budget |',
      '| --- | ---: | ---: | ---: | --- |',
      `| classifier: ${statement.rows.length} bank rows, parse + classify + CSV | ${Math.round(rowsPerSecond)} rows/s | ` +
        `≥ 100,000 rows/s | ${(rowsPerSecond / 100_000).toFixed(2)} | ${verdict(rowsPerSecond >= 100_000)} |`,
      `| credit reconciliation: ${result.values.length} values vs ${bankStatement.rows.length} bank rows, ` +
        `open + match + workbook | ${reconcileSeconds.toFixed(2)} s | ≤ 2 s | ${(reconcileSeconds / 2).toFixed(2)} | ` +
        `${verdict(reconcileSeconds <= 2)} |`,
      `| peak resident memory | ${peakMb.toFixed(0)} MB | < 300 MB | ${(peakMb / 300).toFixed(2)} | ${verdict(peakMb < 300)} |`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bookkeeping bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
