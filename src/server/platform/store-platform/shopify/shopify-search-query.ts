import type { SearchField } from '../port';

/** Characters with a meaning in Shopify's search syntax; escaped with a backslash in bare values. */
const SPECIAL = /[\\:()"'*]/g;

export function escapeSearchWord(word: string): string {
  // A leading `-` would negate the term.
  return word.replace(SPECIAL, (c) => `\\${c}`).replace(/^-/, '\\-');
}

export function quoteSearchValue(value: string): string {
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

function words(term: string, separators: RegExp): string[] {
  return term.split(separators).filter(Boolean);
}

/** `filter:word*` per word (AND): Shopify matches whole values and words inside them by prefix. */
function prefixTerms(filter: string, term: string, separators = /\s+/): string {
  return words(term, separators)
    .map((w) => `${filter}:${escapeSearchWord(w)}*`)
    .join(' ');
}

/**
 * The Shopify searches that find candidates for a term; ranking (exact, prefix, substring) is done
 * afterwards on the values themselves. Shopify has no infix search, so "substring" means a word
 * inside the value (e.g. `ROSE` in `MC-ROSE-750`, `Reserve` in `Old Vine Reserve`).
 */
export function buildCandidateQueries(
  field: SearchField,
  term: string,
): { on: 'variants' | 'products'; query: string }[] {
  switch (field) {
    case 'sku':
    case 'barcode':
      return [{ on: 'variants', query: prefixTerms(field, term) }];
    case 'name':
      return [{ on: 'products', query: prefixTerms('title', term) }];
    case 'handle':
      // `handle:` only matches whole handles; handles are made from titles, so words find the rest.
      return [
        { on: 'products', query: `handle:${quoteSearchValue(term)}` },
        { on: 'products', query: prefixTerms('title', term, /[\s-]+/) },
      ];
  }
}

export function skuExactQuery(sku: string): string {
  return `sku:${quoteSearchValue(sku)}`;
}

/** 0 exact, 1 prefix, 2 substring, 3 a word match only (case-insensitive). */
export function rankMatch(value: string | null | undefined, term: string): number {
  if (!value) return 4;
  const v = value.toLowerCase();
  const t = term.trim().toLowerCase();
  if (v === t) return 0;
  if (v.startsWith(t)) return 1;
  if (v.includes(t)) return 2;
  return 3;
}
