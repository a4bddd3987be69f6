import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseCell } from '#shared/exports/neutralise-cell';
import type { ExportColumn } from './csv';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET_NAME_MAX = 31;

/** One sheet of a workbook made by `toXlsxWorkbook`. */
export interface XlsxSheet<TRow> {
  name: string;
  rows: Iterable<TRow>;
  columns: readonly ExportColumn<TRow>[];
}

/**
 * An XLSX workbook of one sheet. Every text cell is neutralised (ADR 013) and written as a plain
 * value: a cell is never a formula, numbers stay numbers and dates stay dates.
 */
export async function toXlsx<TRow>(
  rows: Iterable<TRow>,
  columns: readonly ExportColumn<TRow>[],
  options: { sheetName?: string } = {},
): Promise<Buffer> {
  return toXlsxWorkbook([{ name: options.sheetName ?? 'Sheet1', rows, columns }]);
}

/**
 * An XLSX workbook of several sheets, each written as `toXlsx` writes its one. Rows are streamed
 * into the archive as they are added (exceljs' workbook writer), so a sheet of 100,000 rows never
 * sits in memory as a model.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each sheet has its own row type
export async function toXlsxWorkbook(sheets: readonly XlsxSheet<any>[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.once('end', resolve);
    stream.once('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  for (const input of sheets) {
    // Sheet names may not hold : \ / ? * [ ] and are at most 31 characters.
    const sheetName = input.name.replace(/[:\\/?*[\]]/g, ' ').slice(0, SHEET_NAME_MAX) || 'Sheet1';
    const sheet = workbook.addWorksheet(sheetName);
    sheet.columns = input.columns.map((column) => ({
      header: String(neutraliseCell(column.header)),
      width: column.width ?? 18,
    }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    for (const row of input.rows) {
      sheet.addRow(input.columns.map((column) => neutraliseCell(column.value(row)) ?? null)).commit();
    }
    sheet.commit();
  }
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}
