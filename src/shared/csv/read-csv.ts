import Papa from 'papaparse';

/**
 * The one CSV reader of the app, in the browser and on the server (over papaparse). One rule for
 * every file:
 * - fields are comma-separated; a field that starts with a double quote may hold commas, line
 *   breaks and doubled quotes (`""` is one quote); a quote inside an unquoted field is text;
 * - lines end in CRLF, LF or CR (a line break inside a quoted field is read as LF); a leading
 *   byte-order mark is dropped;
 * - a row with no content (every field empty or spaces, `,,` included) is skipped;
 * - a quoted field never closed, or text after a closing quote, is a CsvFormatError naming its line.
 * Rows are arrays, never objects, so a header named `__proto__` or `constructor` is just text.
 * Writing CSV (formula-safe) is `server/exports/csv.ts`.
 */
export interface CsvRow {
  /** 1-based line of the file where the row starts, as an editor shows it. */
  line: number;
  cells: string[];
}

export class CsvFormatError extends Error {}

const countBreaks = (text: string, from: number, to: number) => {
  let count = 0;
  for (let index = text.indexOf('\n', from); index !== -1 && index < to; index = text.indexOf('\n', index + 1)) count++;
  return count;
};

/** Calls `onRow` for each row with content, in order; stops early when it returns false. */
export function parseCsv(text: string, onRow: (row: CsvRow) => boolean | void): void {
  const source = (text.startsWith('\uFEFF') ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  let counted = 0;
  let breaks = 0;
  let failure: CsvFormatError | null = null;
  Papa.parse<string[]>(source, {
    delimiter: ',',
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    skipEmptyLines: 'greedy',
    step(result, parser) {
      // The row ends at the cursor (its line break, if any, left out); it started as many lines
      // earlier as its quoted fields hold line breaks.
      const end = source[result.meta.cursor - 1] === '\n' ? result.meta.cursor - 1 : result.meta.cursor;
      breaks += countBreaks(source, counted, end);
      counted = end;
      const cells = result.data;
      const line = 1 + breaks - cells.reduce((sum, cell) => sum + countBreaks(cell, 0, cell.length), 0);
      const [error] = result.errors;
      if (error) {
        // Named by the line of the quote at fault (the row may run to the end of the file).
        const at = 1 + countBreaks(source, 0, error.index ?? 0);
        failure = new CsvFormatError(
          error.code === 'MissingQuotes'
            ? `Line ${at}: a quoted field is never closed`
            : `Line ${at}: unexpected text after a quoted field`,
        );
        parser.abort();
        return;
      }
      if (onRow({ line, cells }) === false) parser.abort();
    },
  });
  if (failure) throw failure;
}

/** Every row with content (see `parseCsv`). */
export function readCsv(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  parseCsv(text, (row) => {
    rows.push(row);
  });
  return rows;
}
