import type { DescriptionRequest } from './port';

export type ProductCategory = 'wine' | 'beer' | 'spirits' | 'food' | 'accessory' | 'general';

const CATEGORY_PATTERNS: [ProductCategory, RegExp][] = [
  ['accessory', /accessor|glassware|barware|corkscrew|opener|decanter|gift set|tool/i],
  ['food', /food|gourmet|cheese|chocolate|snack|cracker|olive|charcuterie|sauce|pantry|candy/i],
  ['wine', /wine|champagne|sparkling|prosecco|cava|sake|sherry|port\b|vermouth/i],
  ['beer', /beer|\bales?\b|lager|ipa|stout|porter|pilsner|cider|seltzer|mead/i],
  [
    'spirits',
    /spirit|whisk|scotch|bourbon|\brye\b|tequila|mezcal|\brum\b|\bgin\b|vodka|brandy|cognac|armagnac|liqueur|cordial|amaro|aperitif/i,
  ],
];

/** Which phrasing family fits the type (and subtype, for vague types such as `Other`). */
export function categorize(type: string, subtype = ''): ProductCategory {
  for (const text of [type, subtype]) {
    for (const [category, pattern] of CATEGORY_PATTERNS) if (pattern.test(text)) return category;
  }
  return 'general';
}

type FactName =
  'producer' | 'type' | 'subtype' | 'region' | 'country' | 'varietal' | 'vintage' | 'alcohol' | 'attributes' | 'size';

/** The inputs that make a description specific, per category (vintage means little for beer). */
const USEFUL_FACTS: Record<ProductCategory, FactName[]> = {
  wine: ['producer', 'type', 'subtype', 'region', 'country', 'varietal', 'vintage', 'attributes', 'size'],
  spirits: ['producer', 'type', 'subtype', 'region', 'country', 'alcohol', 'attributes', 'size'],
  beer: ['producer', 'type', 'subtype', 'region', 'country', 'alcohol', 'attributes', 'size'],
  food: ['producer', 'type', 'subtype', 'country', 'attributes', 'size'],
  accessory: ['producer', 'type', 'subtype', 'attributes', 'size'],
  general: ['producer', 'type', 'subtype', 'region', 'country', 'attributes', 'size'],
};

export interface ProductFacts {
  category: ProductCategory;
  producer: string;
  type: string;
  title: string;
  subtype: string;
  region: string;
  country: string;
  varietal: string;
  vintage: string;
  alcohol: string;
  attributes: string[];
  size: string;
}

/** Trimmed, tag-free inputs: user text is plain, so anything that looks like markup is dropped. */
export function readFacts(request: DescriptionRequest): ProductFacts {
  const clean = (value: string | undefined) =>
    (value ?? '')
      .replace(/<[^>]*>?/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const fields = request.typeSpecificFields;
  const type = clean(request.type);
  const subtype = clean(fields.subtype);
  return {
    category: categorize(type, subtype),
    producer: clean(request.producer),
    type,
    title: clean(request.title),
    subtype,
    region: clean(fields.region),
    country: clean(fields.countryOfOrigin),
    varietal: clean(fields.varietal),
    vintage: clean(fields.vintage),
    alcohol: clean(fields.alcohol),
    attributes: [...new Set((fields.attributes ?? []).map(clean).filter(Boolean))],
    size: clean(fields.size),
  };
}

/** Share of the category's useful inputs that are present, to 2 decimals. */
export function measureConfidence(facts: ProductFacts): number {
  const wanted = USEFUL_FACTS[facts.category];
  const present = wanted.filter((name) => (name === 'attributes' ? facts.attributes.length > 0 : facts[name] !== ''));
  return Math.round((present.length / wanted.length) * 100) / 100;
}
