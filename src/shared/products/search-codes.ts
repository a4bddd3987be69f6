/**
 * How a SKU or barcode is compared in search (ADR 064): case-insensitively and without the spaces
 * and dashes people paste or scanners add ("0 12345-67890 5"). The database compares its codes by
 * the same rule (`translate(lower(code), ' -', '')`), so the two must change together.
 */
export function codeKey(code: string): string {
  return code.toLowerCase().replace(/[ -]/g, '');
}

/** What a SKU or barcode search field sends: the code without spaces and dashes, never cut short. */
export function cleanCodeTerm(term: string): string {
  return term.replace(/[\s-]/g, '');
}

const GTIN_DIGITS = /^\d{1,14}$/;

/**
 * A barcode of at most 14 digits as a GTIN-14 (left-padded with zeros), so that an EAN-13 scanned
 * with a leading zero ("0012345678905") and the UPC-A it encodes ("012345678905") are one code;
 * null for anything else.
 */
export function gtin14(code: string): string | null {
  const key = codeKey(code);
  return GTIN_DIGITS.test(key) ? key.padStart(14, '0') : null;
}
