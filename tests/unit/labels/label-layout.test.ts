import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  BARCODE_GRAPHIC_PX,
  formatLabelPrice,
  LABEL_HEIGHT_IN,
  LABEL_WIDTH_IN,
  labelBarcodeDigits,
  layoutLabel,
  titleFontPt,
  wrapText,
} from '../../../src/shared/labels/label-layout';
import { code128Bars } from '../../../src/shared/labels/label-barcode';

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
        expect(layout.barcode.height * 96).toBeCloseTo(BARCODE_GRAPHIC_PX.height);
        expect(layout.barcode.x + layout.barcode.width).toBeLessThanOrEqual(LABEL_WIDTH_IN);
        expect(layout.barcode.y + layout.barcode.height).toBeLessThanOrEqual(LABEL_HEIGHT_IN);
        expect(layout.price.baseline).toBeLessThanOrEqual(layout.barcode.y);
      }
    },
  );

  it('encodes 12 digits as Code 128 subset C: start, 6 symbols, check, stop', () => {
    const { modules, bars } = code128Bars('012345678905');
    expect(modules).toBe(11 * 8 + 13);
    expect(bars[0]).toEqual({ x: 0, width: 2 });
  });
});
