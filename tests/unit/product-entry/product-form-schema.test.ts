import { describe, expect, it } from 'vitest';
import { describeZodError } from '#server/http/zod';
import { ProductFormSchema, type ProductFormInput } from '#shared/product-entry/product-form-schema';

export const VALID_FORM: ProductFormInput = {
  producer: 'Ridge',
  type: 'USA Wine',
  price: 40,
  cost: 24,
  barcode: '123456789012',
  sku: 'RIDGE-GV-21',
  typeSpecificFields: { countryOfOrigin: 'United States' },
};

const problemOf = (input: unknown) => {
  const result = ProductFormSchema.safeParse(input);
  return result.success ? null : describeZodError(result.error);
};

describe('ProductFormSchema (spec 02 §3, §5)', () => {
  it('fills the spec defaults', () => {
    const form = ProductFormSchema.parse(VALID_FORM);
    expect(form).toMatchObject({
      packSize: 1,
      option1Name: 'Size',
      published: true,
      createVariant: false,
      images: [],
      title: '',
    });
    expect(form.typeSpecificFields.attributes).toEqual([]);
  });

  it.each([
    [{ producer: undefined }, 'producer: Producer is required'],
    [{ producer: '   ' }, 'producer: Producer is required'],
    [{ type: '' }, 'type: Type is required'],
    [{ price: undefined }, 'price: Price is required'],
    [{ cost: null }, 'cost: Cost is required'],
    [{ barcode: '' }, 'barcode: Barcode is required'],
    [{ barcode: '12AB' }, 'barcode: Barcode must be 1 to 14 digits'],
    [{ sku: '' }, 'sku: SKU is required'],
    [{ sku: 'A B' }, 'sku: SKU must be at most 64 characters with no spaces or commas'],
    [{ quantity: 6 }, 'locationId: Location is required when quantity is entered'],
    [{ typeSpecificFields: {} }, 'typeSpecificFields.countryOfOrigin: Country of origin is required'],
    [
      { typeSpecificFields: { countryOfOrigin: '' } },
      'typeSpecificFields.countryOfOrigin: Country of origin is required',
    ],
    [
      { typeSpecificFields: { countryOfOrigin: 'Narnia' } },
      'typeSpecificFields.countryOfOrigin: Country of origin must be one of the listed countries',
    ],
    [{ distributor: 'Acme Liquor' }, 'distributor: Distributor must be one of the listed distributors'],
    [{ packSize: 0 }, 'packSize: Pack size must be a whole number of at least 1'],
    [{ packSize: 1.5 }, 'packSize: Pack size must be a whole number of at least 1'],
    [
      { createVariant: true, packSize: 1, packCost: 10 },
      'packSize: Pack size must be at least 2 to create a single-unit variant',
    ],
    [{ createVariant: true, packSize: 6 }, 'packCost: Pack cost is required to create a single-unit variant'],
    [
      { criticReview: { reviewerName: 'My Uncle', score: 90 } },
      'criticReview.reviewerName: Reviewer name must be one of the listed critics and publications',
    ],
    [
      { criticReview: { reviewerName: 'Vinous', score: 0 } },
      'criticReview.score: Critic score must be a whole number from 1 to 100',
    ],
    [
      { criticReview: { reviewerName: 'Vinous', score: 101 } },
      'criticReview.score: Critic score must be a whole number from 1 to 100',
    ],
    [{ images: [''] }, 'images.0: Please enter a valid image URL'],
    [
      { images: ['https://x.io/a.jpg', 'https://x.io/a.tiff'] },
      'images.1: Please enter a valid image URL ending in .jpg, .jpeg, .png, .gif, or .webp',
    ],
  ])('refuses %j with a message naming the field', (change, message) => {
    expect(problemOf({ ...VALID_FORM, ...change })).toBe(message);
  });

  it('refuses wrong types instead of coercing them', () => {
    expect(problemOf({ ...VALID_FORM, price: '40' })).toBe('price: Price must be a number');
    expect(problemOf({ ...VALID_FORM, packSize: '6' })).toBe('packSize: Pack size must be a number');
    expect(problemOf({ ...VALID_FORM, quantity: '3' })).toBe('quantity: Quantity must be a number');
    expect(problemOf({ ...VALID_FORM, published: 'true' })).toBe('published: published must be true or false');
    expect(problemOf({ ...VALID_FORM, barcode: 123456789012 })).toBe('barcode: Barcode must be text');
  });

  it('refuses money with more than two decimals or below zero', () => {
    expect(problemOf({ ...VALID_FORM, price: 12.345 })).toBe('price: Price must have at most 2 decimal places');
    expect(problemOf({ ...VALID_FORM, cost: -1 })).toBe('cost: Cost must be 0 or more');
    expect(problemOf({ ...VALID_FORM, price: 0.1 + 0.2 })).toBeNull();
  });

  it('refuses unknown fields, also nested ones', () => {
    expect(problemOf({ ...VALID_FORM, tags: ['DIMARGIN'] })).toBe('Unrecognized key: "tags"');
    expect(problemOf({ ...VALID_FORM, typeSpecificFields: { countryOfOrigin: 'France', colour: 'red' } })).toBe(
      'typeSpecificFields: Unrecognized key: "colour"',
    );
  });

  it('accepts a complete form and trims text', () => {
    const form = ProductFormSchema.parse({
      ...VALID_FORM,
      producer: '  Ridge ',
      quantity: 12,
      locationId: 'gid://shopify/Location/1',
      createVariant: true,
      packSize: 6,
      packCost: 144,
      criticReview: { reviewerName: 'Vinous', score: 94, reviewText: 'Dark fruit.' },
      images: [' https://x.io/a.jpg '],
      distributor: 'Vintus',
    });
    expect(form.producer).toBe('Ridge');
    expect(form.images).toEqual(['https://x.io/a.jpg']);
  });
});
