/**
 * Folding for the help desk search (case- and accent-insensitive): NFKD, combining marks removed,
 * lower-cased. The server stores each entry's folded question and answer and folds the query the
 * same way, so "cafe" finds "Café" and "CAFÉ" finds "cafe".
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, folded; every word must appear in the question or the answer. */
export function searchTerms(query: string): string[] {
  return foldForSearch(query)
    .split(/\s+/u)
    .filter((word) => word.length > 0)
    .slice(0, 10);
}
