import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { generateBarcode } from '#shared/product-entry/barcode';
import { findMissingRequiredFields } from '#shared/product-entry/required-fields';
import { PRODUCT_ENTRY_TOASTS } from '#shared/product-entry/messages';
import { buildTitle } from '#shared/product-entry/title';
import { buildSingleUnitVariant } from '#shared/product-entry/variants';

describe('buildSingleUnitVariant (spec 02 §5)', () => {
  it('adds -1 to the SKU and divides the price by the pack size', () => {
    expect(buildSingleUnitVariant('ABC123', 59.99, 6)).toEqual({ sku: 'ABC123-1', price: 10 });
    expect(buildSingleUnitVariant('ABC123', '100', '3')).toEqual({ sku: 'ABC123-1', price: 33.33 });
    expect(buildSingleUnitVariant('X', 10, 0).price).toBeUndefined();
  });

  test.prop([
    fc.stringMatching(/^[A-Z0-9-]{1,20}$/),
    fc.integer({ min: 0, max: 1_000_000 }),
    fc.integer({ min: 1, max: 48 }),
  ])('prices the single unit within half a cent of price ÷ pack size, in cents', (sku, priceCents, packSize) => {
    const single = buildSingleUnitVariant(sku, priceCents / 100, packSize);
    expect(single.sku).toBe(`${sku}-1`);
    expect(Math.abs((single.price as number) - priceCents / 100 / packSize)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(Number.isInteger(Math.round((single.price as number) * 100))).toBe(true);
  });
});

describe('buildTitle (spec 02 §2 step 1)', () => {
  const fields = { varietal: 'Zinfandel', vintage: '2021', region: 'Sonoma' };

  it('joins producer, varietal, vintage, region and selling size when the title is empty', () => {
    expect(buildTitle({ title: '', producer: 'Ridge', option1Value: '750ml', typeSpecificFields: fields })).toBe(
      'Ridge Zinfandel 2021 Sonoma 750ml',
    );
    expect(buildTitle({ title: '  ', producer: 'Ridge', typeSpecificFields: { vintage: '2021' } })).toBe('Ridge 2021');
  });

  it('keeps a title the user typed', () => {
    expect(buildTitle({ title: ' Geyserville ', producer: 'Ridge', typeSpecificFields: fields })).toBe('Geyserville');
  });

  test.prop([fc.array(fc.string({ maxLength: 8 }), { minLength: 5, maxLength: 5 })])(
    'never has doubled, leading or trailing spaces from empty parts',
    (parts) => {
      const [producer, varietal, vintage, region, size] = parts.map((part) => part.replace(/\s/g, ''));
      const title = buildTitle({ producer, option1Value: size, typeSpecificFields: { varietal, vintage, region } });
      expect(title).toBe([producer, varietal, vintage, region, size].filter(Boolean).join(' '));
      expect(title).not.toMatch(/^\s|\s$|\s\s/);
    },
  );
});

describe('generateBarcode (spec 02 §9)', () => {
  it('spans 100000000000 to 999999999999', () => {
    expect(generateBarcode(() => 0)).toBe('100000000000');
    expect(generateBarcode(() => 0.999999999999999)).toBe('999999999999');
    expect(generateBarcode(() => 0.5)).toBe('550000000000');
  });

  test.prop([fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })])(
    'is always 12 digits from 100000000000',
    (draw) => {
      const barcode = generateBarcode(() => draw);
      expect(barcode).toMatch(/^[1-9]\d{11}$/);
      expect(Number(barcode)).toBeGreaterThanOrEqual(100_000_000_000);
    },
  );

  it('uses Math.random by default', () => {
    expect(generateBarcode()).toMatch(/^[1-9]\d{11}$/);
  });
});

describe('findMissingRequiredFields (spec 02 §2 step 5)', () => {
  it('lists the empty required fields in form order', () => {
    expect(findMissingRequiredFields({ producer: '', type: 'USA Wine', price: '', cost: 5 })).toEqual([
      'Producer',
      'Price',
    ]);
    expect(findMissingRequiredFields({})).toEqual(['Producer', 'Type', 'Price', 'Cost']);
    expect(findMissingRequiredFields({ producer: 'Ridge', type: 'USA Wine', price: 0, cost: '0' })).toEqual([]);
  });

  it('reads as the spec notice', () => {
    expect(
      PRODUCT_ENTRY_TOASTS.missingRequiredFields(findMissingRequiredFields({ producer: ' ', type: 'x', price: 1 })),
    ).toEqual({
      title: 'Missing Required Fields',
      description: 'Please fill in the following required fields: Producer, Cost',
    });
  });

  test.prop([
    fc.record(
      {
        producer: fc.string(),
        type: fc.string(),
        price: fc.oneof(fc.string(), fc.double()),
        cost: fc.oneof(fc.string(), fc.double()),
      },
      { requiredKeys: [] },
    ),
  ])('names a field exactly when it is empty', (draft) => {
    const missing = findMissingRequiredFields(draft);
    const isEmpty = (value: unknown) =>
      value === undefined || (typeof value === 'string' ? value.trim() === '' : Number.isNaN(value));
    expect(missing.includes('Producer')).toBe(isEmpty(draft.producer));
    expect(missing.includes('Cost')).toBe(isEmpty(draft.cost));
  });
});
