import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculateMargin, marginBandOf, marginCaptionOf } from '#shared/product-editor/margin';

describe('margin (spec 03 §9)', () => {
  it('is (price - cost) / price × 100 to 2 decimals', () => {
    expect(calculateMargin(30, 20)).toBe(33.33);
    expect(calculateMargin(94.99, 57.3)).toBe(39.68);
    expect(calculateMargin(10, 12)).toBe(-20);
    expect(calculateMargin(0, 5)).toBeNull();
    expect(calculateMargin(10, null)).toBeNull();
  });

  it.each([
    [50, 'green'],
    [49.99, 'yellow'],
    [30, 'yellow'],
    [29.99, 'orange'],
    [10, 'orange'],
    [9.99, 'red'],
    [-5, 'red'],
  ] as const)('%d %% is %s', (margin, band) => {
    expect(marginBandOf(margin)).toBe(band);
  });

  test.prop([fc.double({ min: 0.01, max: 1e5, noNaN: true }), fc.double({ min: 0, max: 1e5, noNaN: true })])(
    'a cost at or under the price gives a margin from 0 to 100',
    (price, cost) => {
      const margin = calculateMargin(price, Math.min(cost, price));
      expect(margin).toBeGreaterThanOrEqual(0);
      expect(margin).toBeLessThanOrEqual(100);
    },
  );

  it('captions wine and gourmet by their collection tiers, others by the plain pass mark', () => {
    expect(marginCaptionOf(36, ['Wine ALL'], true)?.rating).toBe('great');
    expect(marginCaptionOf(28, ['Wine ALL'], true)?.rating).toBe('good');
    expect(marginCaptionOf(24, ['Wine ALL'], true)?.rating).toBe('acceptable');
    expect(marginCaptionOf(23.99, ['Wine ALL'], true)?.rating).toBe('poor');
    expect(marginCaptionOf(50, ['Gourmet Foods and Accessories ALL'], false)?.rating).toBe('great');
    expect(marginCaptionOf(40, ['Gourmet Foods and Accessories ALL'], false)?.rating).toBe('acceptable');
    expect(marginCaptionOf(39, ['Gourmet Foods and Accessories ALL'], false)?.text).toBe(
      'Poor margin (below 40% for Gourmet Foods and Accessories ALL)',
    );
    expect(marginCaptionOf(25, ['Spirits ALL'], false)?.rating).toBe('good');
    expect(marginCaptionOf(24.99, ['Spirits ALL'], false)?.rating).toBe('poor');
    expect(marginCaptionOf(34.99, [], true)?.rating).toBe('poor');
  });
});
