import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { labelsToPdf } from '#shared/labels/label-pdf';
import { decodeBarcode } from '../../support/barcode-decode';

type Rect = [number, number, number, number];

/**
 * The filled paths a page draws, as boxes in page points: pdf-lib draws each bar as a path at the
 * origin moved into place by a `cm` transform, so the transforms are followed through q/Q.
 */
async function rectanglesOf(page: Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>) {
  const { fnArray, argsArray } = await page.getOperatorList();
  const rects: Rect[] = [];
  let matrix = [1, 0, 0, 1, 0, 0];
  const stack: number[][] = [];
  fnArray.forEach((fn, index) => {
    const args = argsArray[index] as unknown[];
    if (fn === OPS.save) stack.push(matrix);
    else if (fn === OPS.restore) matrix = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (fn === OPS.transform) {
      const [a, b, c, d, e, f] = args as number[];
      const [m0, m1, m2, m3, m4, m5] = matrix as [number, number, number, number, number, number];
      matrix = [
        a! * m0 + b! * m2,
        a! * m1 + b! * m3,
        c! * m0 + d! * m2,
        c! * m1 + d! * m3,
        e! * m0 + f! * m2 + m4,
        e! * m1 + f! * m3 + m5,
      ];
    } else if (fn === OPS.constructPath) {
      const [x0, y0, x1, y1] = args[2] as number[];
      const [a, , , d, e, f] = matrix as [number, number, number, number, number, number];
      rects.push([x0! * a + e, y0! * d + f, (x1! - x0!) * a, (y1! - y0!) * d]);
    }
  });
  return rects;
}

/** Paints the rectangles at 8 px per point on white paper, as a scanner would see the page. */
function paint(rects: Rect[], widthPt: number, heightPt: number) {
  const scale = 8;
  const width = Math.round(widthPt * scale);
  const height = Math.round(heightPt * scale);
  const grey = new Uint8ClampedArray(width * height).fill(255);
  for (const [x, y, w, h] of rects) {
    for (let row = Math.round((heightPt - y - h) * scale); row < Math.round((heightPt - y) * scale); row++)
      for (let col = Math.round(x * scale); col < Math.round((x + w) * scale); col++) grey[row * width + col] = 0;
  }
  return { grey, width, height };
}

describe('label PDF', () => {
  it('has one 2.5 × 1 in page per label with its title and price, and a barcode that scans', async () => {
    const bytes = await labelsToPdf([
      { title: 'Caymus Vineyards Cabernet Sauvignon 2022 750ml', price: 94.99, barcode: '753629106508' },
      { title: 'Rosé ^ Dry', price: 12, barcode: '12345' },
      { title: 'No code', price: 3.5, barcode: null },
    ]);
    const pdf = await getDocument({ data: bytes, standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' })
      .promise;
    expect(pdf.numPages).toBe(3);
    const expected = [
      { text: ['Caymus Vineyards Cabernet', 'Sauvignon 2022 750ml', '$94.99', '753629106508'], digits: '753629106508' },
      { text: ['Rosé ^ Dry', '$12.00', '000000012345'], digits: '000000012345' },
      { text: ['No code', '$3.50'], digits: null },
    ];
    for (const [index, want] of expected.entries()) {
      const page = await pdf.getPage(index + 1);
      expect(page.view).toEqual([0, 0, 180, 72]);
      const content = await page.getTextContent();
      expect(content.items.map((item) => ('str' in item ? item.str : '')).filter(Boolean)).toEqual(want.text);
      const rects = await rectanglesOf(page);
      if (want.digits === null) expect(rects).toEqual([]);
      else {
        const { grey, width, height } = paint(rects, 180, 72);
        expect(decodeBarcode(grey, width, height)).toBe(want.digits);
      }
    }
  });

  it('prints Japanese and accented titles with the embedded font, and keeps the size of a long title', async () => {
    const bytes = await labelsToPdf(
      [
        { title: '獺祭 純米大吟醸 45', price: 29.99, barcode: '4901234567894' },
        { title: 'Żubrówka Bison Grass Vodka Łącko', price: 24, barcode: null },
        {
          title: 'Caymus Vineyards Special Selection Cabernet Sauvignon Napa Valley Reserve 2019 375ml',
          price: 99,
          barcode: '1',
        },
      ],
      { loadUnicodeFont: () => readFile('src/client/features/labels/assets/Mplus1-Bold.otf') },
    );
    const pdf = await getDocument({ data: bytes, standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' })
      .promise;
    const texts: string[][] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).filter(Boolean));
    }
    expect(texts[0]).toEqual(['獺祭 純米大吟醸 45', '$29.99', '490123456789']);
    expect(texts[1]).toEqual(['Żubrówka Bison Grass', 'Vodka Łącko', '$24.00']);
    expect(texts[2]?.[1]).toMatch(/… 375ml$/);
    expect(texts[2]?.join(' ')).not.toContain('?');
  });

  it('says ? for a character no font has, rather than failing', async () => {
    const bytes = await labelsToPdf([{ title: '獺祭', price: 1, barcode: null }]);
    const pdf = await getDocument({ data: bytes, standardFontDataUrl: 'node_modules/pdfjs-dist/standard_fonts/' })
      .promise;
    const content = await (await pdf.getPage(1)).getTextContent();
    expect(content.items.map((item) => ('str' in item ? item.str : '')).filter(Boolean)[0]).toBe('??');
  });
});
