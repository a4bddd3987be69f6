/** The hand-curated catalogue rows the generator turns into demo products. */

import { COUNTRIES, type Country } from '#shared/product-entry/countries';
import type { Distributor } from '#shared/product-entry/distributors';

export { COUNTRIES };

/**
 * Where a product really comes from. Rows whose origin is not one of the wizard's 25 countries
 * (spec 02 §2; `src/shared/product-entry/countries.ts`) are kept in the source but left out of
 * the generated demo products, so no product carries a wrong country of origin.
 */
export type Origin = Country | 'Argentina' | 'Australia' | 'Barbados' | 'Lebanon';

/** Distributors used by the catalogue; every one is in the wizard's list (`distributors.ts`). */
export const D = {
  SGWS: "Southern Glazer's Wine & Spirits",
  BB: 'Breakthru Beverage Group',
  MB: 'Major Brands',
  RNDC: 'Republic National Distributing Company',
  JB: 'Johnson Brothers',
  VINTUS: 'Vintus',
  WINEBOW: 'Winebow',
  KYSELA: 'Kysela Pere et Fils',
  SKURNIK: 'Skurnik Wines',
  DRESSNER: 'Louis/Dressner Selections',
  VB: 'Vineyard Brands',
  KOBRAND: 'Kobrand Corporation',
  WILDMAN: 'Frederick Wildman and Sons',
  KERMIT: 'Kermit Lynch Wine Merchant',
  POLANER: 'Polaner Selections',
  WILSON: 'Wilson Daniels',
  DREYFUS: 'Dreyfus, Ashby & Co.',
  LOOSEN: 'Loosen Bros. USA',
  RARE: 'The Rare Wine Co.',
  BROADBENT: 'Broadbent Selections',
  RUDI: 'Rudi Wiest Selections',
  VALCKENBERG: 'Valckenberg International',
  BANFI: 'Banfi Vintners',
  NEAL: 'Charles Neal Selections',
  QUINTESSENTIAL: 'Quintessential Wines',
  HAUS: 'Haus Alpenz',
  PREISS: 'Preiss Imports',
  ORDONEZ: 'Fine Estates From Spain',
  ROYAL: 'Royal Wine Corporation',
  GREY_EAGLE: 'Grey Eagle Distributors',
  LOHR: 'Lohr Distributing',
} as const satisfies Record<string, Distributor>;

export type TypeGroup = 'Wine' | 'Spirits' | 'Beer' | 'Gourmet';

export interface CatalogRow {
  type: string;
  vendor: string;
  /** The product name after the producer; empty when the producer's name is the product (Opus One). */
  name: string;
  vintage: number | null;
  /** The selling size, e.g. `750ml` or `12oz 6pk` (a pack gets a single-unit variant for beer types). */
  size: string;
  price: number;
  subtype: string;
  region: string;
  varietal: string;
  distributor: string;
  /** One or two plain sentences; becomes the `<p>` description. */
  note: string;
  country: Origin;
  attributes: string[];
  directImport: boolean;
  twcpExclusive: boolean;
  /** Taxonomy category id suffix, e.g. `fb-1-1-7`. */
  category: string;
}

interface Extra {
  attrs?: string[];
  di?: boolean;
  twcp?: boolean;
  country?: Origin;
  cat?: string;
}

/** vendor, name, vintage, size, price, subtype, region, varietal, distributor, note, extra */
export type Tuple = [string, string, number | null, string, number, string, string, string, string, string, Extra?];

export function group(defaults: { type: string; country: Origin; cat: string }, tuples: Tuple[]): CatalogRow[] {
  return tuples.map(([vendor, name, vintage, size, price, subtype, region, varietal, distributor, note, extra]) => ({
    type: defaults.type,
    vendor,
    name,
    vintage,
    size,
    price,
    subtype,
    region,
    varietal,
    distributor,
    note,
    country: extra?.country ?? defaults.country,
    attributes: extra?.attrs ?? [],
    directImport: extra?.di ?? false,
    twcpExclusive: extra?.twcp ?? false,
    category: extra?.cat ?? defaults.cat,
  }));
}

export function titleOf(row: Pick<CatalogRow, 'vendor' | 'name' | 'vintage' | 'size'>): string {
  return [row.vendor, row.name, row.vintage === null ? '' : String(row.vintage), row.size].filter(Boolean).join(' ');
}
