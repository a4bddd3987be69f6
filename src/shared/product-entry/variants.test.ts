import { describe, expect, it } from 'vitest';
import { variantsPricedUnderCost } from './variants';

const form = { sku: 'RDG', price: 19.99, cost: 3.75, packCost: 18, packSize: 6, createVariant: true };

describe('variantsPricedUnderCost', () => {
  it('finds a single unit priced under its cost ($3.33 against $3.75)', () => {
    expect(variantsPricedUnderCost(form)).toEqual([{ label: 'Single unit', price: 3.33, cost: 3.75 }]);
  });

  it('finds a pack priced under the pack cost, and a plain product under its cost', () => {
    expect(variantsPricedUnderCost({ ...form, packCost: 21, cost: 3 })).toEqual([
      { label: 'Pack', price: 19.99, cost: 21 },
    ]);
    expect(variantsPricedUnderCost({ ...form, createVariant: false, price: 9, cost: 10 })).toEqual([
      { label: 'Product', price: 9, cost: 10 },
    ]);
  });

  it('finds nothing when every variant covers its cost', () => {
    expect(variantsPricedUnderCost({ ...form, cost: 3.33 })).toEqual([]);
    expect(variantsPricedUnderCost({ ...form, createVariant: false, price: 10, cost: 10 })).toEqual([]);
  });
});
