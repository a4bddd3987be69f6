import ExcelJS from 'exceljs';
import { neutraliseCell } from '../../shared/exports/neutralise-cell';
import type { ExportColumn } from './csv';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET_NAME_MAX = 31;

/**
 * An XLSX workbook of one sheet. Every text cell is neutralised (ADR 013) and written as a plain
 * value: a cell is never a formula, numbers stay numbers and dates stay dates.
 */
export async function toXlsx<TRow>(
  rows: Iterable<TRow>,
  columns: readonly ExportColumn<TRow>[],
  options: { sheetName?: string } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // Sheet names may not hold : \ / ? * [ ] and are at most 31 characters.
  const sheetName = (options.sheetName ?? 'Sheet1').replace(/[:\\/?*[\]]/g, ' ').slice(0, SHEET_NAME_MAX) || 'Sheet1';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: String(neutraliseCell(column.header)),
    width: column.width ?? 18,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(columns.map((column) => neutraliseCell(column.value(row)) ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
