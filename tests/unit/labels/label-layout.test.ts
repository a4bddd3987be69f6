import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  BARCODE_BARS_PX,
  BARCODE_GRAPHIC_PX,
  formatLabelPrice,
  LABEL_HEIGHT_IN,
  LABEL_WIDTH_IN,
  labelBarcodeDigits,
  layoutLabel,
  shortenTitle,
  textWidth,
  titleFontPt,
  wrapText,
} from '#shared/labels/label-layout';
import { code128Bars } from '#shared/labels/label-barcode';

describe('label rules (spec 03 §9)', () => {
  it.each([
    ['a'.repeat(20), 16],
    ['a'.repeat(21), 14],
    ['a'.repeat(35), 14],
    ['a'.repeat(36), 12],
    ['a'.repeat(50), 12],
    ['a'.repeat(51), 10],
  ])('a title of %s characters is set at %i pt', (title, size) => {
    expect(titleFontPt(title)).toBe(size);
  });

  it.each([
    ['012345678905', '012345678905'],
    ['12345', '000000012345'],
    ['0-12345-67890-5', '012345678905'],
    ['40123456789012', '401234567890'],
    ['ABC', null],
    [null, null],
  ])('barcode %s prints as %s', (code, digits) => {
    expect(labelBarcodeDigits(code)).toBe(digits);
  });

  it('prints the price as dollars with 2 decimals', () => {
    expect(formatLabelPrice(12.5)).toBe('$12.50');
    expect(formatLabelPrice(1234)).toBe('$1,234.00');
  });

  test.prop([fc.string(), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 3 })])(
    'wrapped lines never exceed their width or count',
    (text, maxChars, maxLines) => {
      const lines = wrapText(text.replace(/\s+/g, ' '), maxChars, maxLines);
      expect(lines.length).toBeLessThanOrEqual(maxLines);
      for (const line of lines) expect([...line].length).toBeLessThanOrEqual(maxChars);
    },
  );

  test.prop([fc.string({ unit: 'grapheme' }), fc.integer({ min: 2, max: 60 }), fc.integer({ min: 1, max: 3 })])(
    'wrapped lines are never wider than their width, a wide character counting 2',
    (text, maxChars, maxLines) => {
      for (const line of shortenTitle(text.replace(/\s+/g, ' '), maxChars, maxLines))
        expect(textWidth(line)).toBeLessThanOrEqual(maxChars);
    },
  );

  it('wraps Japanese by its width: a kanji takes the room of two letters', () => {
    expect(textWidth('獺祭 Rosé')).toBe(9);
    expect(wrapText('純米大吟醸純米大吟醸', 10, 2)).toEqual(['純米大吟醸', '純米大吟醸']);
    // "獺祭 純米大吟醸" is 15 wide: the second word goes to the next line, cut to leave room for the size.
    expect(shortenTitle('獺祭 純米大吟醸 磨き二割三分 遠心分離 720ml', 14, 2)).toEqual(['獺祭', '純米大… 720ml']);
  });

  test.prop([fc.string({ maxLength: 120 }), fc.double({ min: 0, max: 99_999, noNaN: true }), fc.option(fc.string())])(
    'every label fits: text above the barcode, everything inside 2.5 × 1 in',
    (title, price, barcode) => {
      const layout = layoutLabel({ title, price, barcode });
      const lines = [...layout.title, layout.price];
      for (const line of lines) {
        expect(line.baseline).toBeGreaterThan(0);
        expect(line.baseline).toBeLessThan(LABEL_HEIGHT_IN);
      }
      if (layout.barcode) {
        expect(layout.barcode.width * 96).toBeCloseTo(BARCODE_GRAPHIC_PX.width);
        expect(layout.barcode.height * 96).toBeCloseTo(BARCODE_BARS_PX);
        expect(layout.barcode.x + layout.barcode.width).toBeLessThanOrEqual(LABEL_WIDTH_IN);
        expect(layout.barcode.y + layout.barcode.height).toBeLessThanOrEqual(LABEL_HEIGHT_IN);
        expect(layout.price.baseline).toBeLessThanOrEqual(layout.barcode.y);
      }
    },
  );

  it('shortens a long title after a word and keeps its size', () => {
    const title = 'Caymus Vineyards Special Selection Cabernet Sauvignon Napa Valley Reserve 2019 375ml';
    const lines = layoutLabel({ title, price: 99, barcode: null }).title.map((line) => line.text);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\S.*\S… 375ml$/);
    expect(title.startsWith(`${lines[0]} ${lines[1]!.replace(/… 375ml$/, '')}`)).toBe(true);
    expect(shortenTitle('Ridge Zinfandel 1.5L', 40, 2)).toEqual(['Ridge Zinfandel 1.5L']);
    expect(shortenTitle('Aaaa Bbbb Cccc Dddd Eeee 12 Pack', 10, 2)).toEqual(['Aaaa Bbbb', 'C… 12 Pack']);
    expect(shortenTitle('Aaaa Bbbb Cccc Dddd Eeee Ffff', 10, 2)).toEqual(['Aaaa Bbbb', 'Cccc Dddd…']);
  });

  it('writes the digits under the bars, inside the 180 × 30 px graphic', () => {
    const layout = layoutLabel({ title: 'Caymus Cabernet', price: 94.99, barcode: '753629106508' });
    const barcode = layout.barcode!;
    expect(barcode.text.baseline).toBeGreaterThan(barcode.y + barcode.height);
    expect(barcode.text.baseline).toBeLessThanOrEqual(barcode.y + BARCODE_GRAPHIC_PX.height / 96);
    expect(barcode.text.centerX).toBeCloseTo(barcode.x + barcode.width / 2);
  });

  it('encodes 12 digits as Code 128 subset C: start, 6 symbols, check, stop', () => {
    const { modules, bars } = code128Bars('012345678905');
    expect(modules).toBe(11 * 8 + 13);
    expect(bars[0]).toEqual({ x: 0, width: 2 });
  });
});
