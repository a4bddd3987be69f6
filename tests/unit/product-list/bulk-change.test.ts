import { describe, expect, it } from 'vitest';
import { applyBulkChange, refusalOf, type BulkChange } from '#shared/product-list/bulk-edit';
import { marginOf } from '#shared/product-list/product-list';

const change = (overrides: Partial<BulkChange>): BulkChange =>
  ({ field: 'price', mode: 'percent', value: 0, rounding: 'none', ...overrides }) as BulkChange;

describe('a bulk change on one value', () => {
  it('adds an amount, a percent to the cent, or sets a value', () => {
    expect(applyBulkChange(16, change({ mode: 'percent', value: 3 }))).toBe(16.48);
    expect(applyBulkChange(27, change({ mode: 'percent', value: 3 }))).toBe(27.81);
    expect(applyBulkChange(19.99, change({ mode: 'percent', value: -10 }))).toBe(17.99);
    expect(applyBulkChange(0.1, change({ mode: 'amount', value: 0.2 }))).toBe(0.3);
    expect(applyBulkChange(12, change({ mode: 'value', value: 9.5 }))).toBe(9.5);
  });

  it('rounds up to the next .99 or .49 ending, keeping a value that already ends so', () => {
    expect(applyBulkChange(12.3, change({ mode: 'amount', value: 0, rounding: '.99' }))).toBe(12.99);
    expect(applyBulkChange(12.99, change({ mode: 'amount', value: 0, rounding: '.99' }))).toBe(12.99);
    expect(applyBulkChange(12.3, change({ mode: 'amount', value: 0, rounding: '.49' }))).toBe(12.49);
    expect(applyBulkChange(12.5, change({ mode: 'amount', value: 0, rounding: '.49' }))).toBe(13.49);
  });

  it('refuses values below zero or past the money limit', () => {
    expect(refusalOf(applyBulkChange(5, change({ mode: 'amount', value: -6 })))).toBe(
      'The new value would be below $0.00',
    );
    expect(refusalOf(1_000_000.01)).toMatch(/above/);
    expect(refusalOf(0)).toBeNull();
  });

  it('gives the margin in percent, or null without a price or cost', () => {
    expect(marginOf(20, 16)).toBe(20);
    expect(marginOf(20, null)).toBeNull();
    expect(marginOf(0, 5)).toBeNull();
  });
});
