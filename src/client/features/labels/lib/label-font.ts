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
