import { layoutLabel, LABEL_HEIGHT_IN, LABEL_WIDTH_IN, type Label } from './label-layout';

/** Zebra desktop printers print 203 dots per inch: a 2.5 × 1 in label is 508 × 203 dots. */
export const ZPL_DPI = 203;
export const ZPL_LABEL_WIDTH_DOTS = Math.round(LABEL_WIDTH_IN * ZPL_DPI);
export const ZPL_LABEL_HEIGHT_DOTS = Math.round(LABEL_HEIGHT_IN * ZPL_DPI);
/** Narrow bar of the barcode in dots: Code 128 C of 12 digits is 101 modules, 303 dots (1.5 in). */
export const ZPL_MODULE_DOTS = 3;

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
    const { digits, x, y, height } = layout.barcode;
    // >; starts subset C: the 12 digits as 6 symbols, no interpretation line (the box is 30 px).
    parts.push(`^FO${dots(x)},${dots(y)}^BY${ZPL_MODULE_DOTS}^BCN,${dots(height)},N,N,N^FD>;${digits}^FS`);
  }
  parts.push('^PQ1^XZ');
  return parts.join('\n');
}

/** A queue's labels, one format each, in order: what is sent to the printer. */
export const labelsToZpl = (labels: readonly Label[]) => labels.map(labelToZpl).join('\n');
