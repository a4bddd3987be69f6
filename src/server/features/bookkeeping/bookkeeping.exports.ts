import { dollarsOfUnits, formatAmount } from '#shared/bookkeeping/amounts';
import type { BankRow } from '#shared/bookkeeping/bank-statement';
import type { Classification } from '#shared/bookkeeping/classifier';
import type { CheckReconciliation } from '#shared/bookkeeping/check-reconciliation';
import type { CreditReconciliation } from '#shared/bookkeeping/credit-reconciliation';
import { toCsv, type ExportColumn } from '#server/exports/csv';
import { toXlsxWorkbook } from '#server/exports/xlsx';

export interface ClassifiedRow {
  row: BankRow;
  result: Classification;
}

/** The uploaded rows as read, every column kept, plus description_type and Explanation (spec 03 §3). */
export function classifiedCsv(headers: readonly string[], rows: readonly ClassifiedRow[]): Buffer {
  const width = Math.max(headers.length, ...rows.slice(0, 1).map((entry) => entry.row.cells.length));
  const columns: ExportColumn<ClassifiedRow>[] = [];
  for (let index = 0; index < width; index++) {
    columns.push({ header: headers[index] ?? '', value: (entry) => entry.row.cells[index] ?? '' });
  }
  columns.push({ header: 'description_type', value: (entry) => entry.result.type });
  columns.push({ header: 'Explanation', value: (entry) => entry.result.explanation });
  return toCsv(rows, columns);
}

export interface TypeSummary {
  type: string;
  count: number;
  debitUnits: number;
  creditUnits: number;
}

/** One line per type: how many rows and their debit and credit totals (summed exactly in units). */
export function summaryCsv(summary: readonly TypeSummary[]): Buffer {
  return toCsv(summary, [
    { header: 'description_type', value: (line) => line.type },
    { header: 'Transactions', value: (line) => line.count },
    { header: 'Debit Total', value: (line) => dollarsOfUnits(line.debitUnits) },
    { header: 'Credit Total', value: (line) => dollarsOfUnits(line.creditUnits) },
  ]);
}

interface NoteRow {
  label: string;
  value: string | number;
}

const notesColumns: ExportColumn<NoteRow>[] = [
  { header: 'Item', value: (row) => row.label, width: 40 },
  { header: 'Value', value: (row) => row.value, width: 60 },
];

export function creditReconciliationXlsx(result: CreditReconciliation): Promise<Buffer> {
  const notes: NoteRow[] = [
    { label: 'Workbook values', value: result.values.length },
    { label: 'Bank credits', value: result.bankCredits.length },
    { label: 'Matched (within $0.005, each bank credit once)', value: result.matchedCount },
    { label: 'Unmatched values', value: result.unmatchedValues.length },
    { label: 'Unmatched $0.00 values left out', value: result.zeroValuesExcluded },
    { label: 'Bank credits that matched nothing', value: result.unmatchedCredits.length },
    { label: 'Missing sheets', value: result.missingSheets.join(', ') || 'None' },
  ];
  return toXlsxWorkbook([
    {
      name: 'Unmatched values',
      rows: result.unmatchedValues,
      columns: [
        { header: 'Store', value: (value) => value.store, width: 8 },
        { header: 'Row', value: (value) => value.rowNumber, width: 8 },
        { header: 'Column', value: (value) => value.column, width: 8 },
        { header: 'Column header', value: (value) => value.header, width: 28 },
        { header: 'Amount', value: (value) => dollarsOfUnits(value.units), width: 14 },
      ],
    },
    {
      name: 'Unmatched bank credits',
      rows: result.unmatchedCredits,
      columns: [
        { header: 'Line', value: (credit) => credit.line, width: 8 },
        { header: 'Date', value: (credit) => credit.date, width: 12 },
        { header: 'No.', value: (credit) => credit.number, width: 10 },
        { header: 'Description', value: (credit) => credit.description, width: 48 },
        { header: 'Credit Amount', value: (credit) => dollarsOfUnits(credit.units), width: 14 },
      ],
    },
    { name: 'Summary', rows: notes, columns: notesColumns },
  ]);
}

export function checkReconciliationXlsx(result: CheckReconciliation): Promise<Buffer> {
  const unmatched = [...result.unmatchedChecks].sort(
    (a, b) => a.store.localeCompare(b.store) || a.sheet.localeCompare(b.sheet) || a.rowNumber - b.rowNumber,
  );
  const notes: NoteRow[] = [
    { label: 'Checks in the report', value: result.checks.length },
    { label: 'Bank rows with "Check" in the description', value: result.bankChecks.length },
    { label: 'Matched by check number and amount', value: result.matches.filter((m) => m.by === 'number').length },
    {
      label: 'Matched by amount alone (no number at the bank)',
      value: result.matches.filter((m) => m.by === 'amount').length,
    },
    { label: 'Same amount, different check number (not cleared)', value: result.numberMismatches.length },
    { label: 'Unmatched checks', value: result.unmatchedChecks.length },
    { label: 'Bank check rows that matched nothing', value: result.unmatchedBankChecks.length },
  ];
  return toXlsxWorkbook([
    {
      name: 'Unmatched checks',
      rows: unmatched,
      columns: [
        { header: 'Store', value: (check) => check.store, width: 8 },
        { header: 'Sheet', value: (check) => check.sheet, width: 12 },
        { header: 'Row', value: (check) => check.rowNumber, width: 8 },
        { header: 'Check No.', value: (check) => check.checkNumber, width: 12 },
        { header: 'Date', value: (check) => check.date, width: 12 },
        { header: 'Payee', value: (check) => check.payee, width: 32 },
        { header: 'Amount', value: (check) => dollarsOfUnits(check.units), width: 14 },
      ],
    },
    {
      name: 'Unmatched bank checks',
      rows: result.unmatchedBankChecks,
      columns: [
        { header: 'Line', value: (bank) => bank.line, width: 8 },
        { header: 'Date', value: (bank) => bank.date, width: 12 },
        { header: 'Check No.', value: (bank) => bank.checkNumber, width: 12 },
        { header: 'Description', value: (bank) => bank.description, width: 48 },
        { header: 'Amount', value: (bank) => dollarsOfUnits(bank.units), width: 14 },
      ],
    },
    {
      name: 'Matches',
      rows: result.matches,
      columns: [
        { header: 'Store', value: (match) => match.check.store, width: 8 },
        { header: 'Check No.', value: (match) => match.check.checkNumber, width: 12 },
        { header: 'Amount', value: (match) => dollarsOfUnits(match.check.units), width: 14 },
        { header: 'Bank line', value: (match) => match.bank.line, width: 10 },
        { header: 'Bank amount', value: (match) => dollarsOfUnits(match.bank.units), width: 14 },
        {
          header: 'Matched by',
          value: (match) =>
            match.by === 'number'
              ? `Check number ${match.check.checkNumber} and amount ${formatAmount(match.check.units)}`
              : `Amount ${formatAmount(match.check.units)} alone (no number at the bank)`,
          width: 44,
        },
      ],
    },
    {
      name: 'Number mismatches',
      rows: result.numberMismatches,
      columns: [
        { header: 'Store', value: (pair) => pair.check.store, width: 8 },
        { header: 'Check No.', value: (pair) => pair.check.checkNumber, width: 12 },
        { header: 'Payee', value: (pair) => pair.check.payee, width: 32 },
        { header: 'Amount', value: (pair) => dollarsOfUnits(pair.check.units), width: 14 },
        { header: 'Bank line', value: (pair) => pair.bank.line, width: 10 },
        { header: 'Bank check No.', value: (pair) => pair.bank.checkNumber, width: 14 },
        { header: 'Bank description', value: (pair) => pair.bank.description, width: 40 },
        {
          header: 'Note',
          value: (pair) =>
            `Same amount ${formatAmount(pair.check.units)}, but check ${pair.check.checkNumber} is not bank check ${pair.bank.checkNumber}: check by hand`,
          width: 60,
        },
      ],
    },
    { name: 'Summary', rows: notes, columns: notesColumns },
  ]);
}
