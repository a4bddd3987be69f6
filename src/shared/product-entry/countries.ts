/**
 * Countries of origin offered in step 2: 25 names sorted from Austria through United States
 * (spec 02 §2). The range rules out Argentina, Australia and Uruguay; see ADR 008.
 */
export const COUNTRIES = [
  'Austria',
  'Belgium',
  'Canada',
  'Chile',
  'Czech Republic',
  'England',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Ireland',
  'Israel',
  'Italy',
  'Jamaica',
  'Japan',
  'Mexico',
  'Netherlands',
  'New Zealand',
  'Peru',
  'Portugal',
  'Scotland',
  'South Africa',
  'Spain',
  'Switzerland',
  'United States',
] as const;
export type Country = (typeof COUNTRIES)[number];

/** Types whose country is implied by the type itself (spec 02 §2, step 2). */
export const COUNTRY_BY_TYPE: Readonly<Record<string, Country>> = {
  'USA Wine': 'United States',
  'USA Beer': 'United States',
  'France Wine': 'France',
  'Italy Wine': 'Italy',
  Scotch: 'Scotland',
  'Mexican Spirits': 'Mexico',
};

/** The country to show after the type changes: the implied one, but never over a user's choice. */
export function autoSelectCountry(type: string, currentCountry: string): string {
  if (currentCountry.trim() !== '') return currentCountry;
  return COUNTRY_BY_TYPE[type] ?? currentCountry;
}
