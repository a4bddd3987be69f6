import { roundTo } from '../product-entry/money';

/**
 * Margin in percent, (price - cost) / price × 100, to 2 decimals (spec 03 §9); null when there is
 * no price to divide by or no cost to compare.
 */
export function calculateMargin(price: number | null | undefined, cost: number | null | undefined): number | null {
  if (price == null || cost == null || !Number.isFinite(price) || !Number.isFinite(cost) || price <= 0) return null;
  const margin = roundTo(((price - cost) / price) * 100, 2);
  return margin === 0 ? 0 : margin;
}

export type MarginBand = 'green' | 'yellow' | 'orange' | 'red';

/** The editor's colour bands (spec 03 §9): 50 % or more green, 30 yellow, 10 orange, below red. */
export function marginBandOf(margin: number): MarginBand {
  if (margin >= 50) return 'green';
  if (margin >= 30) return 'yellow';
  if (margin >= 10) return 'orange';
  return 'red';
}

export const formatMargin = (margin: number | null) => (margin === null ? '—' : `${margin.toFixed(2)}%`);

/** The cost queue's pass mark (spec 03 §9): wine needs 35 %, everything else 25 %. */
const goodMarginFor = (isWineProduct: boolean) => (isWineProduct ? 35 : 25);

export const WINE_COLLECTION = 'Wine ALL';
const GOURMET_COLLECTION = 'Gourmet Foods and Accessories ALL';

export type MarginRating = 'great' | 'good' | 'acceptable' | 'poor';

export interface MarginCaption {
  rating: MarginRating;
  /** What the caption says, e.g. `Great margin (35%+ for Wine ALL)`. */
  text: string;
}

const CAPTION_TIERS: Record<string, { min: number; rating: MarginRating }[]> = {
  [WINE_COLLECTION]: [
    { min: 35, rating: 'great' },
    { min: 28, rating: 'good' },
    { min: 24, rating: 'acceptable' },
  ],
  [GOURMET_COLLECTION]: [
    { min: 50, rating: 'great' },
    { min: 40, rating: 'acceptable' },
  ],
};

const RATING_WORD: Record<MarginRating, string> = {
  great: 'Great',
  good: 'Good',
  acceptable: 'Acceptable',
  poor: 'Poor',
};

/**
 * The collection-based caption of a cost-queue item (spec 03 §9): Wine ALL and Gourmet Foods and
 * Accessories ALL have their own tiers; other items are rated against the plain pass mark.
 */
export function marginCaptionOf(
  margin: number | null,
  collections: readonly string[],
  isWineProduct: boolean,
): MarginCaption | null {
  if (margin === null) return null;
  const collection = [WINE_COLLECTION, GOURMET_COLLECTION].find((name) => collections.includes(name));
  if (collection) {
    const tiers = CAPTION_TIERS[collection] ?? [];
    const tier = tiers.find((candidate) => margin >= candidate.min);
    const rating = tier?.rating ?? 'poor';
    const threshold = tier ? `${tier.min}%+` : `below ${tiers[tiers.length - 1]?.min ?? 0}%`;
    return { rating, text: `${RATING_WORD[rating]} margin (${threshold} for ${collection})` };
  }
  const good = goodMarginFor(isWineProduct);
  return margin >= good
    ? { rating: 'good', text: `Good margin (${good}%+ target)` }
    : { rating: 'poor', text: `Below the ${good}% target` };
}
