import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { unitsOfNumber } from '#shared/bookkeeping/amounts';
import { FileContentError } from '#shared/bookkeeping/bank-statement';
import type { GridCell, GridRow, SheetGrid } from '#shared/bookkeeping/workbook-grid';
import { checkXlsxArchive, inReadingOrder } from './xlsx-guard';

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

/**
 * Reads every sheet of an XLSX as a grid of plain cells. The archive is checked first (size, and
 * the cells, rows and shared strings it holds, counted while inflating: `xlsx-guard.ts`); then
 * exceljs's streaming reader parses it row by row, keeping only the grid, never a workbook model
 * (ADR 068).
 */
export async function readWorkbook(bytes: Buffer, label: string): Promise<Map<string, SheetGrid>> {
  await checkXlsxArchive(bytes, label);
  const sheets = new Map<string, SheetGrid>();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([inReadingOrder(bytes, label)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell dates from numbers; they are small and bounded by the archive check.
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of reader) {
      const rows: GridRow[] = [];
      for await (const row of worksheet) {
        const cells: GridCell[] = [];
        let hasValue = false;
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          if (column > NO_COLUMNS_PAST) return;
          cells[column - 1] = toGridCell(cell.value);
          hasValue = true;
        });
        if (hasValue) rows.push({ rowNumber: row.number, cells });
      }
      // The streaming reader names a sheet from workbook.xml (`Sheet<n>` when that is missing).
      const name = (worksheet as unknown as { name?: string }).name ?? '';
      const key = name.trim().toUpperCase();
      if (!sheets.has(key)) sheets.set(key, { name, rows });
    }
  } catch (error) {
    if (error instanceof FileContentError) throw error;
    throw new FileContentError(`${label} is not a readable XLSX workbook`);
  }
  return sheets;
}
