/** A spreadsheet as the reconciliation rules see it (the server fills it from exceljs). */
export type GridCell = { kind: 'number'; value: number; units: number } | { kind: 'text'; text: string } | null;

export interface GridRow {
  /** 1-based row number in the sheet. */
  rowNumber: number;
  /** Column A is index 0. */
  cells: GridCell[];
}

export interface SheetGrid {
  name: string;
  rows: GridRow[];
}

/** `A`, `B`, … `Z`, `AA` for a 0-based column index. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

export const cellText = (cell: GridCell | undefined) =>
  !cell ? '' : cell.kind === 'text' ? cell.text : String(cell.value);
