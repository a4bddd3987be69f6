import ExcelJS from 'exceljs';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { neutraliseCell } from '#shared/exports/neutralise-cell';
import { toCsv, type ExportColumn } from '#server/exports/csv';
import { toXlsx } from '#server/exports/xlsx';
import Fastify from 'fastify';
import { CSV_CONTENT_TYPE } from '#server/exports/csv';
import { contentDisposition, parseRange, sendDownload } from '#server/http/downloads';

const HOSTILE = [
  '=HYPERLINK("http://evil.example","click")',
  '+1+1',
  "-2+3+cmd|' /C calc'!A0",
  '@SUM(1,1)',
  '\t=1+1',
  '\r=1+1',
  '=1+1',
];

interface Row {
  text: string;
  amount: number | null;
}
const columns: ExportColumn<Row>[] = [
  { header: 'Text', value: (row) => row.text },
  { header: 'Amount', value: (row) => row.amount },
];

/** A strict RFC 4180 reader, to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') endField();
    else if (char === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += char;
  }
  return rows;
}

describe('neutraliseCell', () => {
  it('quotes text that would start a formula, and leaves numbers and plain numeric text alone', () => {
    for (const cell of HOSTILE) expect(neutraliseCell(cell)).toBe(`'${cell}`);
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell('-5')).toBe('-5');
    expect(neutraliseCell('+3.25')).toBe('+3.25');
    expect(neutraliseCell('-')).toBe("'-");
    expect(neutraliseCell('Chardonnay = good')).toBe('Chardonnay = good');
    expect(neutraliseCell(null)).toBeNull();
  });

  test.prop([fc.string()])('never lets a formula character lead, and only ever adds one quote', (text) => {
    const safe = neutraliseCell(text);
    expect(typeof safe).toBe('string');
    const isPlainNumber = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text);
    if (!isPlainNumber) expect(/^[=+\-@\t\r]/.test(safe as string)).toBe(false);
    expect(safe === text || safe === `'${text}`).toBe(true);
  });
});

describe('CSV', () => {
  it('writes RFC 4180 with a BOM, hostile cells neutralised, numbers as numbers', () => {
    const rows: Row[] = [
      ...HOSTILE.map((text) => ({ text, amount: -5 })),
      { text: 'Says "hi", twice\r\nover lines', amount: 12.5 },
    ];
    const csv = toCsv(rows, columns).toString('utf8');
    expect(csv.startsWith('\uFEFFText,Amount\r\n')).toBe(true);
    const parsed = parseCsv(csv.slice(1));
    expect(parsed[0]).toEqual(['Text', 'Amount']);
    expect(parsed.slice(1, 1 + HOSTILE.length)).toEqual(HOSTILE.map((text) => [`'${text}`, '-5']));
    expect(parsed.at(-1)).toEqual(['Says "hi", twice\r\nover lines', '12.5']);
    expect(toCsv([], columns, { bom: false }).toString('utf8')).toBe('Text,Amount\r\n');
  });
});

describe('XLSX', () => {
  it('reads back with no formula anywhere, values intact and numbers still numbers', async () => {
    const when = new Date('2026-11-23T10:00:00.000Z');
    const rows: Row[] = [...HOSTILE.map((text) => ({ text, amount: -5 })), { text: 'plain', amount: null }];
    const buffer = await toXlsx(rows, [...columns, { header: '=Date', value: () => when }], {
      sheetName: 'Margins: Q1/Q2',
    });
    const workbook = new ExcelJS.Workbook();
    // exceljs's own Buffer type predates Node's generic one.
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Margins  Q1 Q2');
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.formula).toBeFalsy();
      }),
    );
    expect(sheet.getRow(1).values).toEqual([undefined, 'Text', 'Amount', "'=Date"]);
    HOSTILE.forEach((text, index) => {
      const row = sheet.getRow(index + 2);
      // XML keeps no bare carriage return: a CR inside a cell reads back as a line feed.
      expect(row.getCell(1).value).toBe(`'${text.replace(/\r/g, '\n')}`);
      expect(row.getCell(2).value).toBe(-5);
      expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number);
      expect((row.getCell(3).value as Date).toISOString()).toBe(when.toISOString());
    });
    expect(sheet.getRow(HOSTILE.length + 2).getCell(2).value).toBeNull();
  });
});

describe('download helpers', () => {
  it('encode any file name safely in Content-Disposition', () => {
    expect(contentDisposition('attachment', 'report.csv')).toBe(
      `attachment; filename="report.csv"; filename*=UTF-8''report.csv`,
    );
    expect(contentDisposition('attachment', 'a"b\r\nSet-Cookie: x=1;.csv')).toBe(
      `attachment; filename="abSet-Cookie x=1_.csv"; filename*=UTF-8''abSet-Cookie%20x%3D1%3B.csv`,
    );
    expect(contentDisposition('inline', '../../etc/passwd')).toBe(`inline; filename="passwd"; filename*=UTF-8''passwd`);
    expect(contentDisposition('inline', 'Crémant 100%.pdf')).toBe(
      `inline; filename="Cr_mant 100_.pdf"; filename*=UTF-8''Cr%C3%A9mant%20100%25.pdf`,
    );
  });

  it('read one byte range, and the whole file for anything else', () => {
    expect(parseRange(undefined, 10)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-3', 10)).toEqual({ kind: 'partial', start: 0, end: 3 });
    expect(parseRange('bytes=5-', 10)).toEqual({ kind: 'partial', start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ kind: 'partial', start: 7, end: 9 });
    expect(parseRange('bytes=-30', 10)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseRange('bytes=8-100', 10)).toEqual({ kind: 'partial', start: 8, end: 9 });
    expect(parseRange('bytes=10-', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=4-2', 10)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-1,4-5', 10)).toEqual({ kind: 'whole' });
    expect(parseRange('items=0-1', 10)).toEqual({ kind: 'whole' });
  });
});

describe('sendDownload', () => {
  it('answers the bytes as an attachment with a safe name, nosniff and a sandboxing CSP', async () => {
    const app = Fastify();
    const body = toCsv([{ text: '=1+1', amount: 3 }], columns);
    app.get('/export', (_request, reply) =>
      sendDownload(reply, { body, filename: 'Margins 2026/Q1 "final".csv', contentType: CSV_CONTENT_TYPE }),
    );
    const response = await app.inject({ method: 'GET', url: '/export' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(body)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="Q1 final.csv"; filename*=UTF-8''Q1%20final.csv`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    await app.close();
  });
});
