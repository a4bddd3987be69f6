/**
 * RFC 4180 CSV: quoted fields may hold commas, quotes (doubled) and line breaks; lines end in
 * CRLF, LF or CR; a leading byte-order mark is dropped. Rows are arrays, never objects, so a
 * header named `__proto__` or `constructor` is just text.
 */
export interface CsvRow {
  /** 1-based line of the file where the row starts. */
  line: number;
  cells: string[];
}

export class CsvFormatError extends Error {}

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

/** Calls `onRow` for each row; stops early when it returns false. */
export function parseCsv(text: string, onRow: (row: CsvRow) => boolean | void): void {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const length = text.length;
  let line = 1;
  while (i < length) {
    const rowLine = line;
    const cells: string[] = [];
    for (;;) {
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        i += 1;
        let out = '';
        let start = i;
        for (;;) {
          const next = text.indexOf('"', i);
          if (next === -1) throw new CsvFormatError(`Line ${rowLine}: a quoted field is never closed`);
          for (let k = i; k < next; k++) if (text.charCodeAt(k) === LF) line += 1;
          if (text.charCodeAt(next + 1) === QUOTE) {
            out += text.slice(start, next + 1);
            i = next + 2;
            start = i;
            continue;
          }
          out += text.slice(start, next);
          i = next + 1;
          break;
        }
        value = out;
        const after = text.charCodeAt(i);
        if (i < length && after !== COMMA && after !== CR && after !== LF) {
          throw new CsvFormatError(`Line ${line}: unexpected text after a quoted field`);
        }
      } else {
        let k = i;
        while (k < length) {
          const c = text.charCodeAt(k);
          if (c === COMMA || c === CR || c === LF) break;
          k += 1;
        }
        value = text.slice(i, k);
        i = k;
      }
      cells.push(value);
      if (i >= length) break;
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        i += 1;
        if (i >= length) {
          cells.push('');
          break;
        }
        continue;
      }
      // End of line.
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      line += 1;
      break;
    }
    if (onRow({ line: rowLine, cells }) === false) return;
  }
}

export function parseCsvRows(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  parseCsv(text, (row) => {
    rows.push(row);
  });
  return rows;
}
