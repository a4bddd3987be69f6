import { describe, expect, it } from 'vitest';
import { buildNewProductInput, plainTextToHtml } from '#server/features/product-entry/build-new-product';
import { hashForm } from '#server/features/product-entry/hash-form';
import { ProductFormSchema, type ProductFormInput } from '#shared/product-entry/product-form-schema';

const form = (input: Partial<ProductFormInput> = {}) =>
  ProductFormSchema.parse({
    producer: 'Ridge',
    type: 'USA Wine',
    price: 120,
    cost: 12,
    barcode: '123456789012',
    sku: 'RDG-6',
    typeSpecificFields: { countryOfOrigin: 'United States', vintage: '2021', varietal: 'Zinfandel', size: '750ml' },
    ...input,
  });

describe('buildNewProductInput', () => {
  it('creates one variant at the unit cost without createVariant', () => {
    const input = buildNewProductInput(
      form({ option1Value: '750ml', quantity: 4, locationId: 'gid://shopify/Location/2', parValue: 6 }),
    );
    expect(input.variants).toEqual([
      {
        option1: '750ml',
        price: 120,
        cost: 12,
        sku: 'RDG-6',
        barcode: '123456789012',
        metafields: { vintage: '2021', country_of_origin: 'United States', pack_size: '1', par_value: '6' },
        stock: { locationId: 'gid://shopify/Location/2', quantity: 4 },
      },
    ]);
    expect(input).toMatchObject({
      title: 'Ridge Zinfandel 2021 750ml',
      vendor: 'Ridge',
      productType: 'USA Wine',
      status: 'ACTIVE',
      option1Name: 'Size',
    });
  });

  it('adds the single unit with pack cost on the pack and unit cost on the single', () => {
    const input = buildNewProductInput(
      form({
        createVariant: true,
        packSize: 6,
        packCost: 72,
        option1Value: '6 Pack',
        criticReview: { reviewerName: 'Vinous', score: 93 },
      }),
    );
    const review = { reviewer_name: 'Vinous', reviewer_score: '93' };
    expect(input.variants).toEqual([
      expect.objectContaining({
        option1: '6 Pack',
        price: 120,
        cost: 72,
        sku: 'RDG-6',
        metafields: expect.objectContaining({ ...review, pack_size: '6' }),
      }),
      expect.objectContaining({
        option1: '1 x 750ml',
        price: 20,
        cost: 12,
        sku: 'RDG-6-1',
        barcode: null,
        metafields: expect.objectContaining({ ...review, pack_size: '1' }),
      }),
    ]);
    expect(input.variants[1]?.stock).toBeUndefined();
  });

  it('keeps the two option values distinct', () => {
    const input = buildNewProductInput(
      form({ createVariant: true, packSize: 2, packCost: 20, option1Value: '1 x 750ml' }),
    );
    expect(input.variants.map((variant) => variant.option1)).toEqual(['1 x 750ml', 'Single Unit']);
    const unnamed = buildNewProductInput(
      form({ createVariant: true, packSize: 12, packCost: 20, typeSpecificFields: { countryOfOrigin: 'France' } }),
    );
    expect(unnamed.variants.map((variant) => variant.option1)).toEqual(['12 Pack', 'Single']);
  });

  it('turns plain text into escaped HTML and keeps a draft a draft', () => {
    const input = buildNewProductInput(
      form({
        published: false,
        description: 'Bold <b>red</b> & more\nline two\n\nNext',
        producerDescription: 'Since 1962',
      }),
    );
    expect(input.status).toBe('DRAFT');
    expect(input.descriptionHtml).toBe('<p>Bold &lt;b&gt;red&lt;/b&gt; &amp; more<br>line two</p><p>Next</p>');
    expect(input.metafields).toEqual({ producer_description: 'Since 1962' });
    expect(plainTextToHtml('')).toBe('');
  });
});

describe('hashForm', () => {
  it('is the same for equal forms, whatever the key order or explicit nulls', () => {
    const a = form({ packCost: null, quantity: undefined });
    const b = ProductFormSchema.parse({
      typeSpecificFields: { size: '750ml', varietal: 'Zinfandel', vintage: '2021', countryOfOrigin: 'United States' },
      sku: 'RDG-6',
      barcode: '123456789012',
      cost: 12,
      price: 120,
      type: 'USA Wine',
      producer: 'Ridge',
    });
    expect(hashForm(a)).toBe(hashForm(b));
    expect(hashForm(form({ price: 121 }))).not.toBe(hashForm(b));
  });
});
