import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { composeDescription } from '#server/platform/description-writer/built-in-writer';
import { toPlainText } from '#server/platform/description-writer/plain-text';
import type { DescriptionRequest } from '#server/platform/description-writer/port';
import { categorize } from '#server/platform/description-writer/product-facts';

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
const request = (
  overrides: Partial<DescriptionRequest> = {},
  fields: DescriptionRequest['typeSpecificFields'] = {},
): DescriptionRequest => ({
  producer: 'Ridge',
  type: 'USA Wine',
  title: '',
  typeSpecificFields: fields,
  ...overrides,
});

describe('built-in description writer', () => {
  it('writes about a wine from its fields', () => {
    const { description, confidence } = composeDescription(
      request(
        {},
        {
          varietal: 'Zinfandel',
          vintage: '2021',
          region: 'Sonoma County',
          countryOfOrigin: 'United States',
          attributes: ['Sustainable'],
          size: '750ml',
          subtype: 'Red',
        },
      ),
    );
    expect(description).toContain('Ridge');
    expect(description).toContain('2021 Zinfandel');
    expect(description).toContain('Sonoma County, United States');
    expect(description).toContain('Sustainable');
    expect(description).toContain('750ml');
    expect(sentencesOf(description)).toHaveLength(4);
    expect(confidence).toBe(1);
  });

  it('phrases each category in its own words', () => {
    expect(
      composeDescription(request({ producer: 'Tree House', type: 'USA Beer' }, { subtype: 'IPA' })).description,
    ).toMatch(/brew|beer|cookout|burgers|chilled/i);
    expect(
      composeDescription(request({ producer: 'Lagavulin', type: 'Scotch' }, { subtype: 'Single Malt' })).description,
    ).toMatch(/neat|cocktail|sip|bar/i);
    expect(
      composeDescription(request({ producer: 'Rogue Creamery', type: 'Gourmet Foods' }, { subtype: 'blue cheese' }))
        .description,
    ).toMatch(/cheese board|pantry/i);
    expect(
      composeDescription(request({ producer: 'Riedel', type: 'Accessories' }, { subtype: 'decanter' })).description,
    ).toMatch(/gift|gathering|everyday|entertains/i);
  });

  it('reports the share of useful fields present as its confidence', () => {
    expect(composeDescription(request()).confidence).toBe(0.22);
    expect(
      composeDescription(
        request({}, { region: 'Napa Valley', varietal: 'Cabernet Sauvignon', countryOfOrigin: 'United States' }),
      ).confidence,
    ).toBe(0.56);
  });

  it('is deterministic', () => {
    const input = request({}, { varietal: 'Zinfandel' });
    expect(composeDescription(input)).toEqual(composeDescription(input));
  });

  it('drops markup a user typed', () => {
    const { description } = composeDescription(
      request({ producer: '<script>alert(1)</script>Ridge' }, { region: '<b>Napa</b>' }),
    );
    expect(description).not.toMatch(/[<>]/);
    expect(description).toContain('Napa');
  });

  const text = fc.string({ maxLength: 20 });
  test.prop([
    fc.record({
      producer: fc.string({ minLength: 1, maxLength: 20 }),
      type: fc.oneof(fc.constantFrom('USA Wine', 'USA Beer', 'Scotch', 'Gourmet Foods', 'Accessories', 'Other'), text),
      title: text,
      typeSpecificFields: fc.record(
        {
          subtype: text,
          countryOfOrigin: text,
          region: text,
          varietal: text,
          vintage: text,
          alcohol: text,
          size: text,
          attributes: fc.array(text, { maxLength: 4 }),
        },
        { requiredKeys: [] },
      ),
    }),
  ])('always answers 2–4 plain sentences with a confidence from 0 to 1', (input) => {
    const { description, confidence } = composeDescription(input);
    expect(description).not.toMatch(/<[a-z/!]/i);
    expect(description.length).toBeGreaterThan(0);
    const count = (description.match(/[.!?](\s|$)/g) ?? []).length;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(confidence).toBeGreaterThanOrEqual(0);
    expect(confidence).toBeLessThanOrEqual(1);
  });
});

describe('toPlainText', () => {
  it('strips HTML and markdown a model may add', () => {
    expect(toPlainText('<p>A <strong>bold</strong> red.</p>\n\n**Great** with `steak`.')).toBe(
      'A bold red. Great with steak.',
    );
    expect(toPlainText('"Quoted answer."')).toBe('Quoted answer.');
  });
});

describe('categorize', () => {
  it.each([
    ['France Wine', '', 'wine'],
    ['USA Beer', '', 'beer'],
    ['Mexican Spirits', '', 'spirits'],
    ['Scotch', '', 'spirits'],
    ['Gourmet Foods', '', 'food'],
    ['Wine Accessories', '', 'accessory'],
    ['Other', 'Bourbon', 'spirits'],
    ['Other', '', 'general'],
  ])('%s / %s is %s', (type, subtype, category) => {
    expect(categorize(type, subtype)).toBe(category);
  });
});
