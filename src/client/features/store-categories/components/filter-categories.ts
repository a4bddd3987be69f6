import type { StoreCategory } from '#shared/store-categories/store-categories';

/** A category with the lower-cased text the filter searches, built once per list. */
export interface IndexedCategory {
  category: StoreCategory;
  haystack: string;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sorted by full name, so each parent sits just above its children. */
export function indexCategories(categories: readonly StoreCategory[]): IndexedCategory[] {
  return [...categories]
    .sort((a, b) => collator.compare(a.full_name, b.full_name))
    .map((category) => ({
      category,
      haystack: `${category.name}\n${category.full_name}\n${category.id}`.toLowerCase(),
    }));
}

/** Case-insensitive match on name, full name or id; an empty query keeps everything. */
export function filterCategories(indexed: readonly IndexedCategory[], query: string): StoreCategory[] {
  const needle = query.trim().toLowerCase();
  const matches = needle ? indexed.filter((entry) => entry.haystack.includes(needle)) : indexed;
  return matches.map((entry) => entry.category);
}

/** `Food, Beverages & Tobacco > Beverages > Wine` → its segments, for a readable path. */
export const splitFullName = (fullName: string) => fullName.split(' > ');
