import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_DEFAULTS } from '#client/features/product-entry/product-form-defaults';
import { findDraftIssues, maxLengthAt } from '#shared/product-entry/draft-issues';
import type { ProductFormInput } from '#shared/product-entry/product-form-schema';

const draft = (values: Partial<ProductFormInput>) => ({ ...PRODUCT_FORM_DEFAULTS, ...values }) as ProductFormInput;

describe('wizard draft checks from the shared schema', () => {
  it('tells format problems from missing values', () => {
    const issues = findDraftIssues(draft({ price: -5, packCost: -10 }));
    expect(issues.find((issue) => issue.path === 'price')).toEqual({
      path: 'price',
      message: 'Price must be 0 or more',
      isMissing: false,
    });
    expect(issues.find((issue) => issue.path === 'packCost')?.isMissing).toBe(false);
    expect(issues.find((issue) => issue.path === 'producer')?.isMissing).toBe(true);
    expect(issues.find((issue) => issue.path === 'typeSpecificFields.countryOfOrigin')?.isMissing).toBe(true);
  });

  it('takes a blank critic review as no review', () => {
    const issues = findDraftIssues(
      draft({ criticReview: { reviewerName: '', reviewText: '  ' } as ProductFormInput['criticReview'] }),
    );
    expect(issues.some((issue) => issue.path.startsWith('criticReview'))).toBe(false);
  });

  it('reads each text field’s maxLength from the schema', () => {
    expect(maxLengthAt('producer')).toBe(255);
    expect(maxLengthAt('sku')).toBe(64);
    expect(maxLengthAt('barcode')).toBe(14);
    expect(maxLengthAt('typeSpecificFields.vintage')).toBe(20);
    expect(maxLengthAt('description')).toBe(20_000);
    expect(maxLengthAt('criticReview.reviewText')).toBe(5000);
    expect(maxLengthAt('images')).toBe(2048);
    expect(maxLengthAt('price')).toBeUndefined();
    expect(maxLengthAt('nope')).toBeUndefined();
  });
});
