import fontUrl from '../assets/Mplus1-Bold.otf?url';

/**
 * M+ 1 Bold (SIL OFL 1.1, `assets/OFL.txt`): Latin with its accents, kana and kanji, for label
 * text Helvetica cannot draw. 1.6 MB, fetched only for a PDF that needs it (ADR 066).
 */
export async function loadLabelFont(): Promise<Uint8Array> {
  const response = await fetch(fontUrl);
  if (!response.ok) throw new Error(`The label font could not be loaded (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The family the preview draws what Helvetica and Arial lack with, as the PDF does. */
export const LABEL_FALLBACK_FAMILY = 'MC Label';

let registered = false;
/**
 * Makes M+ 1 Bold the preview's font for characters beyond Latin-1 (Latin Extended, kana, kanji,
 * full-width forms) and for nothing else. The browser downloads it only when a label shows one.
 */
export function registerLabelFont() {
  if (registered || typeof FontFace === 'undefined' || typeof document === 'undefined') return;
  registered = true;
  document.fonts.add(
    new FontFace(LABEL_FALLBACK_FAMILY, `url(${fontUrl})`, {
      weight: '700',
      unicodeRange: 'U+0100-024F, U+1E00-1EFF, U+3000-30FF, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF, U+FF00-FFEF',
    }),
  );
}
