import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  calculateGrossMargin,
  calculateUnitCost,
  formatGrossMargin,
  roundTo,
  toNumber,
} from '#shared/product-entry/money';
import { hasAtMostTwoDecimals } from '#shared/validation/money';

const cents = fc.integer({ min: 1, max: 10_000_000 }).map((value) => value / 100);
const packSizes = fc.integer({ min: 1, max: 48 });

describe('calculateUnitCost (spec 02 §5)', () => {
  it('divides the pack cost by the pack size to cents', () => {
    expect(calculateUnitCost(60, 12)).toBe(5);
    expect(calculateUnitCost(100, 3)).toBe(33.33);
    expect(calculateUnitCost(20, 6)).toBe(3.33);
    expect(calculateUnitCost(10.05, 1)).toBe(10.05);
    expect(calculateUnitCost('45.50', '4')).toBe(11.38);
  });

  it('gives nothing unless both are above 0', () => {
    expect(calculateUnitCost(0, 6)).toBeUndefined();
    expect(calculateUnitCost(12, 0)).toBeUndefined();
    expect(calculateUnitCost(-5, 2)).toBeUndefined();
    expect(calculateUnitCost('', 6)).toBeUndefined();
    expect(calculateUnitCost(undefined, 6)).toBeUndefined();
  });

  test.prop([cents, packSizes])(
    'is within half a cent of the exact quotient and in whole cents',
    (packCost, packSize) => {
      const unit = calculateUnitCost(packCost, packSize);
      expect(unit).toBeDefined();
      expect(Math.abs((unit as number) - packCost / packSize)).toBeLessThanOrEqual(0.005 + 1e-6);
      expect(hasAtMostTwoDecimals(unit as number)).toBe(true);
    },
  );

  test.prop([cents])('of a single unit is the pack cost itself', (packCost) => {
    expect(calculateUnitCost(packCost, 1)).toBe(packCost);
  });
});

describe('calculateGrossMargin (spec 02 §5)', () => {
  it('is (price − cost) / price × 100 to 1 decimal', () => {
    expect(calculateGrossMargin({ price: 20, cost: 13 })).toBe(35);
    expect(calculateGrossMargin({ price: 19.99, cost: 12.99 })).toBe(35);
    expect(calculateGrossMargin({ price: 30, cost: 20 })).toBe(33.3);
    expect(calculateGrossMargin({ price: 10, cost: 15 })).toBe(-50);
  });

  it('uses the pack cost when createVariant is on', () => {
    expect(calculateGrossMargin({ price: 120, cost: 7, packCost: 72, createVariant: true })).toBe(40);
    expect(calculateGrossMargin({ price: 120, cost: 7, packCost: 72, createVariant: false })).toBe(94.2);
    expect(calculateGrossMargin({ price: 120, cost: 7, createVariant: true })).toBe(0);
  });

  it('is 0.0% when price or cost is not above 0', () => {
    for (const [price, cost] of [
      [0, 5],
      [10, 0],
      [-1, 5],
      ['', 5],
      [10, undefined],
    ] as const) {
      expect(calculateGrossMargin({ price, cost })).toBe(0);
      expect(formatGrossMargin(calculateGrossMargin({ price, cost }))).toBe('0.0%');
    }
  });

  test.prop([cents, cents])('matches the formula to within rounding, never above 100%', (price, cost) => {
    const margin = calculateGrossMargin({ price, cost });
    expect(Math.abs(margin - ((price - cost) / price) * 100)).toBeLessThanOrEqual(0.05 + 1e-6);
    expect(margin).toBeLessThanOrEqual(100);
    expect(roundTo(margin, 1)).toBe(margin);
  });

  test.prop([cents, cents, cents])('falls as the cost rises', (price, low, high) => {
    fc.pre(low <= high);
    expect(calculateGrossMargin({ price, cost: low })).toBeGreaterThanOrEqual(
      calculateGrossMargin({ price, cost: high }),
    );
  });
});

describe('formatGrossMargin', () => {
  it('shows one decimal and a percent sign', () => {
    expect(formatGrossMargin(35)).toBe('35.0%');
    expect(formatGrossMargin(33.3)).toBe('33.3%');
    expect(formatGrossMargin(-50)).toBe('-50.0%');
    expect(formatGrossMargin(-0)).toBe('0.0%');
  });
});

describe('roundTo and toNumber', () => {
  it('rounds half away from zero despite binary artefacts', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(34.95, 1)).toBe(35);
  });

  it('reads form strings strictly', () => {
    expect(toNumber(' 12.5 ')).toBe(12.5);
    expect(toNumber('.5')).toBe(0.5);
    expect(toNumber('')).toBeUndefined();
    expect(toNumber('1e3')).toBeUndefined();
    expect(toNumber('0x10')).toBeUndefined();
    expect(toNumber(Number.NaN)).toBeUndefined();
  });

  test.prop([fc.integer({ min: -1_000_000_000, max: 1_000_000_000 })])('keeps whole cents exactly', (wholeCents) => {
    expect(roundTo(wholeCents / 100, 2)).toBe(wholeCents / 100);
  });
});
