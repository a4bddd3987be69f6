/** The eight wine types that may carry the DIMARGIN tag (spec 02 §5, Tags). */
export const DIMARGIN_WINE_TYPES = [
  'USA Wine',
  'France Wine',
  'Italy Wine',
  'Spanish & Portuguese Wine',
  'South American Wine',
  'Germany Austria Swiss Wine',
  'Australia New Zealand Wine',
  'Other Wine',
] as const;

/** Gross margin (percent) at or above which a wine gets DIMARGIN (spec 02 §9). */
export const DIMARGIN_THRESHOLD = 35;
export const DIMARGIN_TAG = 'DIMARGIN';
export const DIRECT_IMPORT_TAG = 'Direct Import';
export const TWCP_EXCLUSIVE_TAG = 'TWCP Exclusive';

export function isDimarginWineType(type: string): boolean {
  return (DIMARGIN_WINE_TYPES as readonly string[]).includes(type);
}

/** Vintage is asked for wine and spirits types (spec 02 §2, step 2). */
export function showsVintage(type: string): boolean {
  return /wine|spirits/i.test(type);
}

/** Alcohol is asked for wine, beer and spirits types (spec 02 §2, step 2). */
export function showsAlcohol(type: string): boolean {
  return /wine|beer|spirits/i.test(type);
}
