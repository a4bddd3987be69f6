import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmountText, unitsOfNumber } from '#shared/bookkeeping/amounts';
import {
  FileContentError,
  checkBankHeader,
  headerCandidates,
  previewBankStatement,
  readBankStatement,
  type BankRow,
} from '#shared/bookkeeping/bank-statement';
import {
  createClassifier,
  DEFAULT_CLASSIFIER_RULES,
  regexProblem,
  UNCLASSIFIED,
  type ClassifierRuleInput,
} from '#shared/bookkeeping/classifier';
import { checksOf, reconcileChecks } from '#shared/bookkeeping/check-reconciliation';
import { reconcileCredits } from '#shared/bookkeeping/credit-reconciliation';
import { readCsv } from '#shared/csv/read-csv';
import { matchAmounts } from '#shared/bookkeeping/matching';
import type { GridCell, SheetGrid } from '#shared/bookkeeping/workbook-grid';

const n = (value: number): GridCell => ({ kind: 'number', value, units: unitsOfNumber(value) ?? 0 });
const s = (text: string): GridCell => ({ kind: 'text', text });
const bankRow = (line: number, credit: number | null, extra: Partial<BankRow> = {}): BankRow => ({
  line,
  cells: [],
  date: '10/01/2026',
  number: '',
  description: 'DEPOSIT',
  debit: null,
  credit: credit === null ? null : (unitsOfNumber(credit) ?? 0),
  ...extra,
});
const sheet = (name: string, rows: GridCell[][], firstRow = 1): SheetGrid => ({
  name,
  rows: rows.map((cells, index) => ({ rowNumber: firstRow + index, cells })),
});

describe('amounts', () => {
  it('reads bank text exactly, in ten-thousandths of a dollar', () => {
    expect(parseAmountText('1234.56')).toBe(12_345_600);
    expect(parseAmountText('$1,234.56')).toBe(12_345_600);
    expect(parseAmountText('(12.50)')).toBe(-125_000);
    expect(parseAmountText('-0.01')).toBe(-100);
    expect(parseAmountText('12.00-')).toBe(-120_000);
    expect(parseAmountText('0.1')).toBe(1_000);
    expect(parseAmountText(' ')).toBeNull();
    expect(parseAmountText('12.3456')).toBe(123_456);
    expect(parseAmountText('12.34565')).toBe(123_457);
    expect(parseAmountText('abc')).toBeUndefined();
    expect(parseAmountText('1,23.00')).toBeUndefined();
    expect(parseAmountText('--1')).toBeUndefined();
  });

  it('sums exactly where binary floats do not', () => {
    const units = Array.from({ length: 10 }, () => parseAmountText('0.10') ?? 0);
    expect(formatAmount(units.reduce((a, b) => a + b, 0))).toBe('$1.00');
    expect(formatAmount(unitsOfNumber(100.005) ?? 0)).toBe('$100.005');
    expect(formatAmount(-5_000)).toBe('-$0.50');
  });
});

describe('CSV and the bank statement', () => {
  it('reads quoted fields with commas, quotes and line breaks', () => {
    const rows = readCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\n');
    expect(rows.map((row) => row.cells)).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('matches header names ignoring case and spaces, and names a missing column', () => {
    const ok = readBankStatement('date , NO. ,description,DebitAmount, credit amount\n10/01/2026,1,Test,1.00,\n');
    expect(ok.rows[0]).toMatchObject({ number: '1', description: 'Test', debit: 10_000, credit: null });
    expect(() => readBankStatement('Date,No.,Description,Debit Amount\n')).toThrow(/"Credit Amount"/);
    expect(() => readBankStatement('Date,No.,Description,Debit Amount,Credit Amount\n1,2,3,x,\n')).toThrow(
      FileContentError,
    );
  });

  it('finds the header below the account lines of a real bank export, and maps columns by name', () => {
    const exported = [
      'Account Name:,OPERATING ACCOUNT',
      'Account Number:,XXXXXX1234',
      'Date Range:,10/01/2026 - 10/31/2026',
      'Beginning Balance:,"$56,257.41"',
      '',
      'Posting Date,Check Number,Memo,Withdrawals,Deposits,Running Balance',
      '10/01/2026,1043,CHECK 1043,"1,250.00",,"55,007.41"',
      '10/02/2026,,MOBILE CHECK DEPOSIT,,"5,000",60007.41',
    ].join('\r\n');
    const statement = readBankStatement(exported);
    expect(statement.headers[0]).toBe('Posting Date');
    expect(
      statement.rows.map((row) => [row.line, row.date, row.number, row.description, row.debit, row.credit]),
    ).toEqual([
      [7, '10/01/2026', '1043', 'CHECK 1043', 12_500_000, null],
      [8, '10/02/2026', '', 'MOBILE CHECK DEPOSIT', null, 50_000_000],
    ]);
    expect(() => checkBankHeader(exported)).not.toThrow();
    // The spec's own name wins over an alias in the same file.
    const both = readBankStatement('Date,No.,Description,Debit,Debit Amount,Credit Amount\nd,1,X,9,2.00,\n');
    expect(both.rows[0]?.debit).toBe(20_000);
  });

  it('previews the header line, the columns mapped and the first rows, from the start of a file', () => {
    const head =
      'Account Number:,1234\r\n\r\nPosting Date,No.,Memo,Withdrawals,Deposits\r\n10/01/2026,7,A,1.00,\r\n10/02/2026,,B,,"2,000.50"\r\n10/03/2026,,C,3.0';
    const preview = previewBankStatement(head, 'The CSV file', 5);
    expect(preview.headerLine).toBe(3);
    expect(preview.skippedLines).toBe(2);
    expect(preview.mapping).toEqual([
      { column: 'Date', header: 'Posting Date' },
      { column: 'No.', header: 'No.' },
      { column: 'Description', header: 'Memo' },
      { column: 'Debit Amount', header: 'Withdrawals' },
      { column: 'Credit Amount', header: 'Deposits' },
    ]);
    // The last line, cut by the end of the head, is left out.
    expect(preview.sample.map((row) => [row.line, row.description, row.debit, row.credit])).toEqual([
      [4, 'A', 10_000, null],
      [5, 'B', null, 20_005_000],
    ]);
  });

  it('reads the header from the line a person picked, and offers the rows near the top to pick from', () => {
    const text =
      'Date,No.,Description,Debit Amount,Credit Amount\nSummary,,,,\n\nDate,No.,Description,Debit Amount,Credit Amount\n10/01/2026,7,A,1.00,\n';
    expect(readBankStatement(text, 'The bank report', { headerLine: 4 }).rows.map((row) => row.line)).toEqual([5]);
    expect(() => checkBankHeader(text, 'The bank report', { headerLine: 4 })).not.toThrow();
    expect(previewBankStatement(text, 'The bank report', 3, { headerLine: 4 }).headerLine).toBe(4);
    // Line 3 is blank: no row starts there.
    expect(() => readBankStatement(text, 'The bank report', { headerLine: 3 })).toThrow(
      'The bank report has no row starting on line 3 to read as the header',
    );
    expect(() => checkBankHeader(text, 'The bank report', { headerLine: 2 })).toThrow(/missing the columns "Date"/);
    expect(headerCandidates(text).map((row) => [row.line, row.columnsNamed])).toEqual([
      [1, 5],
      [2, 0],
      [4, 5],
      [5, 0],
    ]);
  });

  it('names what the closest row lacks when no row is a header', () => {
    const noHeader = 'Account Number:,1234\nPosting Date,Memo,Withdrawals,Deposits\n10/01/2026,X,1.00,\n';
    expect(() => readBankStatement(noHeader)).toThrow('The bank CSV is missing the column "No."');
    expect(() => checkBankHeader(noHeader)).toThrow('The bank CSV is missing the column "No."');
  });

  it('treats a __proto__ or constructor header as a plain column', () => {
    const statement = readBankStatement(
      '__proto__,constructor,Date,No.,Description,Debit Amount,Credit Amount\nx,y,d,1,Desc,,5\n',
    );
    expect(statement.headers.slice(0, 2)).toEqual(['__proto__', 'constructor']);
    expect(statement.rows[0]?.credit).toBe(50_000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('matching amounts (±$0.005, each bank entry once)', () => {
  const units = (...dollars: number[]) => dollars.map((value) => ({ units: unitsOfNumber(value) ?? 0 }));

  it('matches at ±0.005 and not at ±0.006', () => {
    expect([...matchAmounts(units(100), units(100.005))]).toEqual([0]);
    expect([...matchAmounts(units(100), units(99.995))]).toEqual([0]);
    expect([...matchAmounts(units(100), units(100.006))]).toEqual([-1]);
    expect([...matchAmounts(units(100), units(99.994))]).toEqual([-1]);
  });

  it('uses each bank entry once when equal amounts repeat, matching as many as it can', () => {
    expect([...matchAmounts(units(50, 50, 50), units(50, 50))].filter((i) => i >= 0).sort()).toEqual([0, 1]);
    // A greedy-by-input order would give 100.004 the 100.000 entry and leave 99.996 alone.
    const result = matchAmounts(units(100.004, 99.996), units(100.008, 100));
    expect([...result].filter((i) => i >= 0)).toHaveLength(2);
  });

  it('never uses a bank entry twice and matches the most possible (property)', () => {
    const amount = fc.integer({ min: 0, max: 400 }).map((u) => ({ units: 1_000_000 + u }));
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 30 }), fc.array(amount, { maxLength: 30 }), (values, bank) => {
        const matchOf = [...matchAmounts(values, bank)];
        const used = matchOf.filter((i) => i >= 0);
        expect(new Set(used).size).toBe(used.length);
        matchOf.forEach((b, v) => {
          if (b >= 0) expect(Math.abs((values[v]?.units ?? 0) - (bank[b]?.units ?? 0))).toBeLessThanOrEqual(50);
        });
        expect(used.length).toBe(maximumMatching(values, bank));
      }),
      { numRuns: 300 },
    );
  });
});

/** Augmenting paths: the true maximum, to check the greedy against. */
function maximumMatching(values: { units: number }[], bank: { units: number }[]) {
  const owner = new Array<number>(bank.length).fill(-1);
  const tryValue = (v: number, seen: boolean[]): boolean => {
    for (let b = 0; b < bank.length; b++) {
      if (seen[b] || Math.abs((values[v]?.units ?? 0) - (bank[b]?.units ?? 0)) > 50) continue;
      seen[b] = true;
      if (owner[b] === -1 || tryValue(owner[b] ?? -1, seen)) {
        owner[b] = v;
        return true;
      }
    }
    return false;
  };
  let count = 0;
  for (let v = 0; v < values.length; v++) if (tryValue(v, [])) count += 1;
  return count;
}

describe('credit reconciliation', () => {
  const kw = sheet('KW', [
    [s('Kirkwood deposits')],
    [s('Date'), s('Day'), s('Visa'), s('Amex'), null, null, null, null, null, n(999)],
    [s('10/01'), s('Thu'), n(100), n(0), s('n/a'), n(12.345), null, null, n(7)],
    [s('10/02'), s('Fri'), n(100), n(0), null, null, null, null, null],
    [null, s('MONTHLY SALES SUMMARY')],
    [s('Total'), null, n(200), n(55.55)],
  ]);

  it('reads C to I above MONTHLY SALES SUMMARY, ignoring text, other columns and rows below', () => {
    const result = reconcileCredits(new Map([['KW', kw]]), [bankRow(2, 100), bankRow(3, 12.35)]);
    expect(result.values.map((value) => [value.rowNumber, value.column, value.header, value.units])).toEqual([
      [3, 'C', 'Visa', 1_000_000],
      [3, 'D', 'Amex', 0],
      [3, 'F', 'F', 123_450],
      [3, 'I', 'I', 70_000],
      [4, 'C', 'Visa', 1_000_000],
      [4, 'D', 'Amex', 0],
    ]);
    // 12.345 vs 12.35 is 0.005 apart: a match. One 100 is left; the $0.00 values are not listed.
    expect(result.unmatchedValues.map((value) => [value.rowNumber, value.column, value.units])).toEqual([
      [3, 'I', 70_000],
      [4, 'C', 1_000_000],
    ]);
    expect(result.zeroValuesExcluded).toBe(2);
    expect(result.missingSheets).toEqual(['FR', 'LL', 'NB', 'SH', 'OO']);
  });

  it('lists bank credits that matched nothing and ignores debit rows', () => {
    const rows = [bankRow(2, 100), bankRow(3, 5), bankRow(4, null, { debit: 1_000_000 })];
    const result = reconcileCredits(new Map([['KW', kw]]), rows);
    expect(result.bankCredits).toHaveLength(2);
    expect(result.unmatchedCredits.map((credit) => credit.line)).toEqual([3]);
  });

  it('lists every value either as matched or unmatched, never a bank credit twice (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 40 }),
        (cells, credits) => {
          const grid = sheet('FR', [[s('h')], ...cells.map((c) => [null, null, n(c / 100 + 1)])]);
          const result = reconcileCredits(
            new Map([['FR', grid]]),
            credits.map((c, i) => bankRow(i + 2, c / 100 + 1)),
          );
          expect(result.matchedCount + result.unmatchedValues.length + result.zeroValuesExcluded).toBe(
            result.values.length,
          );
          expect(result.matchedCount + result.unmatchedCredits.length).toBe(result.bankCredits.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('check reconciliation', () => {
  const report = sheet('Checks', [
    [s('01 KW Outstanding checks (title, not a section)')],
    [null],
    [null, null, null, n(999)],
    [s('Check No.'), s('Date'), s('Payee'), s('Amount')],
    [s('01 KW')],
    [n(1001), s('2026-10-01'), s('Breakthru'), n(250)],
    [n(1002), s('2026-10-02'), s('Ace Plumbing'), n(80.5)],
    [s('Total'), null, null, n(330.5)],
    [s('02 FR')],
    [s('1003'), s('2026-10-03'), s('City'), n(80.5)],
    [n(1004), s('2026-10-04'), s('Ice Co'), n(12)],
  ]);

  it('starts at row 5 and sections rows by "01 KW" markers', () => {
    const checks = checksOf(report);
    expect(checks.map((check) => [check.store, check.checkNumber, check.units])).toEqual([
      ['KW', '1001', 2_500_000],
      ['KW', '1002', 805_000],
      ['FR', '1003', 805_000],
      ['FR', '1004', 120_000],
    ]);
  });

  it('matches by number and amount first, then by amount alone; only "Check" rows count', () => {
    const bank = [
      bankRow(2, null, { description: 'CHECK 1003', debit: 805_000 }),
      bankRow(3, null, { description: 'Check', number: '1001', debit: 2_500_000 }),
      bankRow(4, null, { description: 'check paid', debit: 805_000 }),
      bankRow(5, null, { description: 'ACH DEBIT', debit: 120_000 }),
      bankRow(6, null, { description: 'CHECK 5555', debit: 4_440_000 }),
    ];
    const result = reconcileChecks(checksOf(report), bank);
    expect(result.bankChecks).toHaveLength(4);
    const byCheck = Object.fromEntries(
      result.matches.map((match) => [match.check.checkNumber, [match.bank.line, match.by]]),
    );
    expect(byCheck).toEqual({ '1001': [3, 'number'], '1003': [2, 'number'], '1002': [4, 'amount'] });
    expect(result.unmatchedChecks.map((check) => check.checkNumber)).toEqual(['1004']);
    expect(result.unmatchedBankChecks.map((bankCheck) => bankCheck.line)).toEqual([6]);
  });

  it('counts only debits with the word "check": not a check deposit, not a card purchase', () => {
    const bank = [
      bankRow(2, 805_000, { description: 'MOBILE CHECK DEPOSIT' }),
      bankRow(3, null, { description: 'Checkcard purchase 1001 STARBUCKS', debit: 2_500_000 }),
      bankRow(4, null, { description: 'POS CHECK CARD 1002', debit: 805_000 }),
      bankRow(5, null, { description: 'CHECK DEPOSIT RETURNED 1004', debit: 120_000 }),
      bankRow(6, null, { description: 'CHECK #1001', debit: 2_500_000 }),
    ];
    const result = reconcileChecks(checksOf(report), bank);
    expect(result.bankChecks.map((check) => [check.line, check.checkNumber])).toEqual([[6, '1001']]);
    expect(result.matches.map((match) => [match.check.checkNumber, match.by])).toEqual([['1001', 'number']]);
  });

  it('flags a check whose amount matches a bank check of another number, instead of clearing it', () => {
    const mismatched = sheet('Checks', [
      [null],
      [null],
      [null],
      [s('Check No.'), s('Date'), s('Payee'), s('Amount')],
      [s('01 KW')],
      [n(1043), s('2026-10-01'), s('Breakthru'), n(50)],
      [n(1044), s('2026-10-02'), s('Ace'), n(75)],
    ]);
    const result = reconcileChecks(checksOf(mismatched), [
      bankRow(2, null, { description: 'CHECK 9999', debit: 500_000 }),
      bankRow(3, null, { description: 'CHECK', debit: 750_000 }),
    ]);
    expect(result.matches.map((match) => [match.check.checkNumber, match.bank.line, match.by])).toEqual([
      ['1044', 3, 'amount'],
    ]);
    expect(result.numberMismatches.map((pair) => [pair.check.checkNumber, pair.bank.checkNumber])).toEqual([
      ['1043', '9999'],
    ]);
    expect(result.unmatchedChecks).toEqual([]);
    expect(result.unmatchedBankChecks).toEqual([]);
  });

  it('matches by number only within the tolerance', () => {
    const near = reconcileChecks(checksOf(report), [bankRow(2, null, { description: 'CHECK 1004', debit: 120_050 })]);
    expect(near.matches.map((match) => match.by)).toEqual(['number']);
    const far = reconcileChecks(checksOf(report), [bankRow(2, null, { description: 'CHECK 1004', debit: 120_060 })]);
    expect(far.matches).toEqual([]);
  });
});

describe('the classifier', () => {
  const classify = createClassifier(DEFAULT_CLASSIFIER_RULES);
  const row = (description: string, debit: number | null, credit: number | null) => ({
    description,
    debit: debit === null ? null : debit * 10_000,
    credit: credit === null ? null : credit * 10_000,
  });

  it('types a retailer’s operating account with the default rules, explaining each', () => {
    const cases: [string, number | null, number | null, string][] = [
      ['MERCHANT BNKCD DEPOSIT VISA MC KW', null, 812, 'Card Deposit - Visa/Mastercard'],
      ['AMERICAN EXPRESS SETTLEMENT', null, 90, 'Card Deposit - American Express'],
      ['SHOPIFY TRANSFER ST-8812', null, 400, 'Shopify Payout'],
      ['ADP WAGE PAY WAGE PAY', 41_000, null, 'Payroll'],
      ['IRS USATAXPYMT 2706', 12_000, null, 'Payroll Taxes'],
      ['MO DEPT REVENUE SALES TAX', 23_000, null, 'Sales Tax'],
      ['ONLINE TRANSFER TO SAVINGS', 50_000, null, 'Transfer Between Accounts'],
      ['MONTHLY SERVICE CHARGE', 45, null, 'Bank Fees'],
      ['SBA LOAN PMT', 6_000, null, 'Loan Payment'],
      ['KIRKWOOD PROPERTIES LLC RENT OCT', 14_500, null, 'Rent'],
      ['AMEREN MISSOURI ELECTRIC', 3_800, null, 'Utilities'],
      ['HARTFORD INSURANCE PREMIUM', 2_200, null, 'Insurance'],
      ['SOUTHERN GLAZERS WINE AND SPIRITS', 33_000, null, 'Distributor Payment'],
      ['RETURNED ITEM CHARGEBACK', 125, null, 'Returned Item'],
      ['TELLER CASH DEPOSIT BRANCH', null, 9_550, 'Cash Deposit'],
      ['REMOTE DEPOSIT CAPTURE', null, 1_843, 'Check Deposit'],
      ['CHECK 1045', 250, null, 'Check Paid'],
      ['SOMETHING ELSE', 1, null, UNCLASSIFIED],
    ];
    for (const [description, debit, credit, type] of cases) {
      expect([description, classify(row(description, debit, credit)).type]).toEqual([description, type]);
    }
    expect(classify(row('SHOPIFY TRANSFER', null, 400)).explanation).toBe(
      'Rule 7 (Shopify Payout): description contains "SHOPIFY" on the credit side',
    );
    expect(classify(row('NOTHING', 1, null)).explanation).toMatch(/^No rule matched \(\d+ rules checked\)$/);
  });

  it('honours sides and amount ranges, first match winning', () => {
    const rules: ClassifierRuleInput[] = [
      { type: 'Small fee', matchKind: 'contains', pattern: 'fee', side: 'debit', minAmount: null, maxAmount: 10 },
      { type: 'Fee', matchKind: 'regex', pattern: String.raw`\bfee\b`, side: 'any', minAmount: null, maxAmount: null },
    ];
    const classifyWith = createClassifier(rules);
    expect(classifyWith(row('WIRE FEE', 10, null)).type).toBe('Small fee');
    expect(classifyWith(row('WIRE FEE', 10.01, null)).type).toBe('Fee');
    expect(classifyWith(row('WIRE FEE', null, 5)).type).toBe('Fee');
    expect(classifyWith(row('WIRE FEE', 10, null)).explanation).toContain('amount $10.00 within any to $10.00');
  });

  it('refuses patterns the linear-time engine cannot run, and the defaults all run', () => {
    expect(regexProblem('(a+)+$')).toBeNull();
    expect(regexProblem('(?=a)b')).toMatch(/lookahead/);
    expect(regexProblem(String.raw`(a)\1`)).toMatch(/backreferences/);
    expect(regexProblem('[')).toMatch(/not a valid/);
    for (const rule of DEFAULT_CLASSIFIER_RULES)
      expect([rule.pattern, regexProblem(rule.pattern)]).toEqual([rule.pattern, null]);
  });

  it('counts add up to the rows (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 50 }), (descriptions) => {
        const counts = new Map<string, number>();
        for (const description of descriptions) {
          const type = classify(row(description, 1, null)).type;
          counts.set(type, (counts.get(type) ?? 0) + 1);
        }
        expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(descriptions.length);
      }),
    );
  });
});
