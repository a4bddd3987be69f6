import { describe, expect, it } from 'vitest';
import type { StoreCategory } from '#shared/store-categories/store-categories';
import { filterCategories, indexCategories, splitFullName } from './filter-categories';

const category = (suffix: string, fullName: string): StoreCategory => {
  const segments = fullName.split(' > ');
  return {
    id: `gid://shopify/TaxonomyCategory/${suffix}`,
    name: segments[segments.length - 1] ?? fullName,
    full_name: fullName,
    category_namespace: suffix.split('-')[0] ?? '',
    parent_id: null,
    level: segments.length - 1,
  };
};

const CATEGORIES = [
  category('fb-1-1-7', 'Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Wine'),
  category('fb', 'Food, Beverages & Tobacco'),
  category('fb-1', 'Food, Beverages & Tobacco > Beverages'),
  category('ae', 'Arts & Entertainment'),
];

describe('filterCategories', () => {
  const indexed = indexCategories(CATEGORIES);

  it('keeps every category, parents before children, when the query is blank', () => {
    expect(filterCategories(indexed, '  ').map((c) => c.id.split('/').pop())).toEqual(['ae', 'fb', 'fb-1', 'fb-1-1-7']);
  });

  it('matches the name, the full name and the id, ignoring case', () => {
    expect(filterCategories(indexed, 'WINE').map((c) => c.name)).toEqual(['Wine']);
    expect(filterCategories(indexed, 'beverages > alcoholic').map((c) => c.name)).toEqual(['Wine']);
    expect(filterCategories(indexed, 'fb-1-1').map((c) => c.name)).toEqual(['Wine']);
    expect(filterCategories(indexed, 'tobacco')).toHaveLength(3);
  });

  it('answers nothing when nothing matches', () => {
    expect(filterCategories(indexed, 'kayak')).toEqual([]);
  });
});

describe('splitFullName', () => {
  it('splits on the " > " separator only', () => {
    expect(splitFullName('Food, Beverages & Tobacco > Beverages')).toEqual(['Food, Beverages & Tobacco', 'Beverages']);
  });
});
