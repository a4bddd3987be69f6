import { layoutLabel, LABEL_HEIGHT_IN, LABEL_WIDTH_IN, type Label } from './label-layout';

/** Zebra desktop printers print 203 dots per inch: a 2.5 × 1 in label is 508 × 203 dots. */
const ZPL_DPI = 203;
const ZPL_LABEL_WIDTH_DOTS = Math.round(LABEL_WIDTH_IN * ZPL_DPI);
const ZPL_LABEL_HEIGHT_DOTS = Math.round(LABEL_HEIGHT_IN * ZPL_DPI);
/** Narrow bar of the barcode in dots: Code 128 C of 12 digits is 101 modules, 303 dots (1.5 in). */
const ZPL_MODULE_DOTS = 3;

const dots = (inches: number) => Math.round(inches * ZPL_DPI);
const ptToDots = (pt: number) => Math.round((pt / 72) * ZPL_DPI);

/**
 * Field data under ^FH: `^`, `~` and `_` (and anything outside printable ASCII, as UTF-8 bytes
 * under ^CI28) are written as _XX hex, so no title can end a field or start a command.
 */
export function escapeFieldData(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x20 && code < 0x7f && char !== '^' && char !== '~' && char !== '_') out += char;
    else
      for (const byte of new TextEncoder().encode(char)) out += `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * Characters of Windows-1252 beyond ASCII and Latin-1: with these, the printer's resident font 0
 * prints what a Western European shelf needs (é, ü, ñ, €, –). Anything else (Japanese, Polish ł…)
 * it cannot print: `unprintableOnPrinter` names it so the screen can say so (ADR 066).
 */
const CP1252_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((char) => char.codePointAt(0)));

const printsOnPrinter = (code: number) =>
  (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(code);

/** The characters of `text` the Zebra's resident font cannot print, each once, in order. */
export function unprintableOnPrinter(text: string): string[] {
  return [...new Set([...text].filter((char) => !printsOnPrinter(char.codePointAt(0) ?? 0)))];
}

/** One label as a ZPL II format (^XA … ^XZ), laid out by `layoutLabel`. */
export function labelToZpl(label: Label): string {
  const layout = layoutLabel(label);
  const parts = [`^XA^CI28^PW${ZPL_LABEL_WIDTH_DOTS}^LL${ZPL_LABEL_HEIGHT_DOTS}^LH0,0`];
  // ^FO places a text field by its top; the layout gives baselines, so step up by the font height.
  for (const line of [...layout.title, layout.price]) {
    const height = ptToDots(line.fontPt);
    const top = Math.max(0, dots(line.baseline) - Math.round(height * 0.78));
    parts.push(`^FO${dots(line.x)},${top}^A0N,${height},${height}^FH^FD${escapeFieldData(line.text)}^FS`);
  }
  if (layout.barcode) {
    const { digits, x, y, width, height, text } = layout.barcode;
    // >; starts subset C: the 12 digits as 6 symbols. The digits under the bars are a text field of
    // the layout's size, centred in a block as wide as the bars (^FB … C), as the preview and PDF.
    parts.push(`^FO${dots(x)},${dots(y)}^BY${ZPL_MODULE_DOTS}^BCN,${dots(height)},N,N,N^FD>;${digits}^FS`);
    const size = ptToDots(text.fontPt);
    const top = dots(text.baseline) - Math.round(size * 0.78);
    parts.push(`^FO${dots(x)},${top}^A0N,${size},${size}^FB${dots(width)},1,0,C^FD${digits}^FS`);
  }
  parts.push('^PQ1^XZ');
  return parts.join('\n');
}

/** A queue's labels, one format each, in order: what is sent to the printer. */
export const labelsToZpl = (labels: readonly Label[]) => labels.map(labelToZpl).join('\n');
