import { describe, expect, it } from 'vitest';
import { CsvFormatError, parseCsv, readCsv } from './read-csv';

describe('readCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, CRLF, LF and CR line ends and a byte-order mark', () => {
    expect(readCsv('\uFEFFa,b\r\n"x, y","say ""hi""\r\nthere"\rlast,row\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"\nthere'] },
      { line: 4, cells: ['last', 'row'] },
    ]);
  });

  it('skips rows with no content, blank or only commas and spaces, and keeps the lines of the others', () => {
    expect(readCsv('a,b\n\n , \n,,\n"",\n1,2\n\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 6, cells: ['1', '2'] },
    ]);
  });

  it('keeps empty fields inside a row and a trailing empty field', () => {
    expect(readCsv('a,,c,\n')).toEqual([{ line: 1, cells: ['a', '', 'c', ''] }]);
  });

  it('reads a quote inside an unquoted field as text', () => {
    expect(readCsv('5" ruler,a"b\n')).toEqual([{ line: 1, cells: ['5" ruler', 'a"b'] }]);
  });

  it('refuses a quoted field never closed, naming the line it starts on', () => {
    expect(() => readCsv('a,b\nc,"open\nmore\n')).toThrow(new CsvFormatError('Line 2: a quoted field is never closed'));
  });

  it('refuses text after a closing quote', () => {
    expect(() => readCsv('a,"b"x\n')).toThrow(CsvFormatError);
  });

  it('reads a header named like an object property as text', () => {
    expect(readCsv('__proto__,constructor\n1,2')[0]?.cells).toEqual(['__proto__', 'constructor']);
  });

  it('answers nothing for an empty file', () => {
    expect(readCsv('')).toEqual([]);
    expect(readCsv('\uFEFF\r\n')).toEqual([]);
  });
});

describe('parseCsv', () => {
  it('stops when the row handler says so', () => {
    const seen: number[] = [];
    parseCsv('a\nb\nc\n', (row) => {
      seen.push(row.line);
      return row.line < 2;
    });
    expect(seen).toEqual([1, 2]);
  });
});
