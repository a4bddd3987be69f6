import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculateGrossMargin } from '#shared/product-entry/money';
import { DIMARGIN_WINE_TYPES } from '#shared/product-entry/product-types';
import { buildTags, isDimarginEligible, type TagInput } from '#shared/product-entry/tags';

const base: TagInput = {
  type: 'France Wine',
  producer: 'Domaine Tempier',
  price: 50,
  cost: 30,
  typeSpecificFields: {
    subtype: 'Rosé',
    region: 'Bandol',
    varietal: 'Mourvèdre',
    size: '750ml',
    attributes: ['Organic'],
  },
};

describe('buildTags (spec 02 §5, Tags)', () => {
  it('collects the fields, flags and DIMARGIN, de-duplicated and sorted', () => {
    expect(buildTags({ ...base, directImport: true, twcpExclusive: true })).toEqual([
      '750ml',
      'Bandol',
      'DIMARGIN',
      'Direct Import',
      'Domaine Tempier',
      'France Wine',
      'Mourvèdre',
      'Organic',
      'Rosé',
      'TWCP Exclusive',
    ]);
  });

  it('drops empty values and repeats', () => {
    const tags = buildTags({
      ...base,
      price: 0,
      typeSpecificFields: {
        subtype: '',
        region: ' Bandol ',
        varietal: 'Bandol',
        attributes: ['Organic', 'Organic', '  '],
      },
    });
    expect(tags).toEqual(['Bandol', 'Domaine Tempier', 'France Wine', 'Organic']);
  });

  it('gives DIMARGIN only to the eight wine types at 35% or more', () => {
    expect(buildTags({ ...base, price: 20, cost: 13 })).toContain('DIMARGIN');
    expect(buildTags({ ...base, price: 20, cost: 13.02 })).not.toContain('DIMARGIN');
    // 34.95% shows as 35.0%: the tag follows the margin as displayed.
    expect(buildTags({ ...base, price: 20, cost: 13.01 })).toContain('DIMARGIN');
    expect(buildTags({ ...base, type: 'Scotch', price: 100, cost: 10 })).not.toContain('DIMARGIN');
    expect(buildTags({ ...base, type: 'france wine', price: 100, cost: 10 })).not.toContain('DIMARGIN');
  });

  it('judges a pack by its pack cost when createVariant is on', () => {
    const pack = { ...base, price: 120, cost: 7, createVariant: true };
    expect(buildTags({ ...pack, packCost: 72 })).toContain('DIMARGIN');
    expect(buildTags({ ...pack, packCost: 90 })).not.toContain('DIMARGIN');
  });

  const words = fc.string({ minLength: 0, maxLength: 12 });
  const tagInput = fc.record({
    type: fc.oneof(fc.constantFrom(...DIMARGIN_WINE_TYPES, 'Scotch', 'USA Beer'), words),
    producer: words,
    price: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
    cost: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
    directImport: fc.boolean(),
    twcpExclusive: fc.boolean(),
    typeSpecificFields: fc.record({
      subtype: words,
      region: words,
      varietal: words,
      size: words,
      attributes: fc.array(words, { maxLength: 5 }),
    }),
  });

  test.prop([tagInput])('is a sorted set of trimmed, non-empty tags', (input) => {
    const tags = buildTags(input);
    expect(new Set(tags).size).toBe(tags.length);
    expect([...tags].sort()).toEqual(tags);
    for (const tag of tags) expect(tag).toBe(tag.trim());
    for (const tag of tags) expect(tag).not.toBe('');
  });

  test.prop([tagInput])('contains every non-empty input and the flags exactly when set', (input) => {
    const tags = buildTags(input);
    const fields = input.typeSpecificFields;
    for (const value of [
      input.type,
      input.producer,
      fields.subtype,
      fields.region,
      fields.varietal,
      fields.size,
      ...fields.attributes,
    ]) {
      if (value.trim()) expect(tags).toContain(value.trim());
    }
    const sources = new Set(
      [
        input.type,
        input.producer,
        fields.subtype,
        fields.region,
        fields.varietal,
        fields.size,
        ...fields.attributes,
      ].map((value) => value.trim()),
    );
    if (!sources.has('Direct Import')) expect(tags.includes('Direct Import')).toBe(input.directImport);
    if (!sources.has('TWCP Exclusive')) expect(tags.includes('TWCP Exclusive')).toBe(input.twcpExclusive);
  });

  test.prop([tagInput])(
    'has DIMARGIN exactly when the type is a listed wine and the margin is at least 35',
    (input) => {
      fc.pre(
        ![input.producer, ...Object.values(input.typeSpecificFields).flat()].some(
          (value) => value.trim() === 'DIMARGIN',
        ),
      );
      fc.pre(input.type.trim() !== 'DIMARGIN');
      const expected =
        (DIMARGIN_WINE_TYPES as readonly string[]).includes(input.type) && calculateGrossMargin(input) >= 35;
      expect(buildTags(input).includes('DIMARGIN')).toBe(expected);
      expect(isDimarginEligible(input)).toBe(expected);
    },
  );
});
