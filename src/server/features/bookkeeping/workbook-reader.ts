import ExcelJS from 'exceljs';
import { unitsOfNumber } from '../../../shared/bookkeeping/amounts';
import { FileContentError } from '../../../shared/bookkeeping/bank-statement';
import type { GridCell, GridRow, SheetGrid } from '../../../shared/bookkeeping/workbook-grid';
import { checkXlsxArchive } from './xlsx-guard';

const NO_COLUMNS_PAST = 60;

function toGridCell(value: ExcelJS.CellValue): GridCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    const units = unitsOfNumber(value);
    return units === undefined ? null : { kind: 'number', value, units };
  }
  if (typeof value === 'string') return value.trim() === '' ? null : { kind: 'text', text: value };
  if (typeof value === 'boolean') return null;
  if (value instanceof Date) return { kind: 'text', text: value.toISOString().slice(0, 10) };
  if ('richText' in value) return toGridCell(value.richText.map((part) => part.text).join(''));
  if ('formula' in value || 'sharedFormula' in value) {
    // A formula is never run: its cached result, as the spreadsheet program last saved it, is read.
    const result = (value as { result?: unknown }).result;
    if (typeof result === 'number' || typeof result === 'string' || result instanceof Date) return toGridCell(result);
    return null;
  }
  if ('text' in value && typeof value.text === 'string') return toGridCell(value.text);
  return null;
}

/** Opens an XLSX (after the archive checks) and reads every sheet as a grid of plain cells. */
export async function readWorkbook(bytes: Buffer, label: string): Promise<Map<string, SheetGrid>> {
  checkXlsxArchive(bytes, label);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new FileContentError(`${label} is not a readable XLSX workbook`);
  }
  const sheets = new Map<string, SheetGrid>();
  for (const worksheet of workbook.worksheets) {
    const rows: GridRow[] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: GridCell[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        if (column <= NO_COLUMNS_PAST) cells[column - 1] = toGridCell(cell.value);
      });
      rows.push({ rowNumber, cells });
    });
    const key = worksheet.name.trim().toUpperCase();
    if (!sheets.has(key)) sheets.set(key, { name: worksheet.name, rows });
  }
  return sheets;
}
