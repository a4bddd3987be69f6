import { formatMoney } from '../money/format-money';

/**
 * Shelf label layout (spec 03 "Label printing preview", §9), in inches from the top-left corner.
 * The on-screen preview, the PDF and the ZPL are all drawn from this one layout, so what staff
 * see is what prints.
 */

export const LABEL_WIDTH_IN = 2.5;
export const LABEL_HEIGHT_IN = 1;
const PRICE_FONT_PT = 22;
const BARCODE_DIGITS = 12;
/**
 * The barcode graphic is 180 × 30 CSS pixels (96 per inch): its bars and, under them, the digits
 * they encode, as a person reads them when the scanner fails (ADR 066: bars 22 px, digits 8 px).
 */
export const BARCODE_GRAPHIC_PX = { width: 180, height: 30 } as const;
export const BARCODE_BARS_PX = 22;
/** The digits under the bars: 6 pt (8 CSS px), centred under the bars. */
const BARCODE_DIGITS_PT = 6;
export const CSS_PX_PER_IN = 96;
export const PT_PER_IN = 72;

const MARGIN_IN = 0.06;
const TOP_IN = 0.04;
const BOTTOM_IN = 0.02;
const TITLE_MAX_LINES = 2;
/** Average advance of a bold sans glyph in ems: generous, so wrapped lines fit every renderer's font. */
const AVERAGE_GLYPH_EM = 0.56;
/** Height of digits and capitals in ems (the price has no descenders). */
const CAP_HEIGHT_EM = 0.74;

export interface Label {
  title: string;
  price: number;
  barcode: string | null;
}

/** Title size by length (spec 03 §9): up to 20 characters 16 pt, 35 14 pt, 50 12 pt, else 10 pt. */
export function titleFontPt(title: string): number {
  const length = [...title].length;
  if (length <= 20) return 16;
  if (length <= 35) return 14;
  if (length <= 50) return 12;
  return 10;
}

/** `$12.99`: the price as dollars with 2 decimals. */
export const formatLabelPrice = (price: number) => formatMoney(Number.isFinite(price) ? price : 0);

/**
 * The digits a label's barcode encodes: digits only, zero-padded to 12 and cut to 12 (spec 03).
 * Null when the code has no digit at all: twelve zeros would scan as a product that is not this.
 */
export function labelBarcodeDigits(code: string | null | undefined): string | null {
  const digits = (code ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return digits.padStart(BARCODE_DIGITS, '0').slice(0, BARCODE_DIGITS);
}

/** Control characters and surrounding space removed; inner runs of space collapsed. */
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

const cleanLabelText = (text: string) => text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();

/**
 * A size or pack count as titles end with: "375ml", "1.5L", "750 ML", "12oz", "6pk", "4x355ml",
 * "12 Pack". Shortening a title keeps it: the shelf must say which bottle the price is for.
 */
const SIZE_AT_END = /\s((?:\d+\s?x\s?)?\d+(?:[.,]\d+)?\s?(?:ml|cl|l|lt|ltr|liter|litre|oz|gal|pk|pack|ct|g|kg|lb)s?)$/i;

/**
 * East Asian wide characters (kana, kanji, hangul, full-width forms) take about twice the room of
 * a Latin letter: they count as 2 where lines are measured in characters.
 */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u;

/** A line's width in Latin characters (a wide character counts 2). */
export const textWidth = (text: string) => [...text].reduce((width, char) => width + (WIDE.test(char) ? 2 : 1), 0);

/** The longest start of `text` at most `width` wide. */
function cutToWidth(text: string, width: number): string {
  let out = '';
  for (const char of text) {
    if (textWidth(out + char) > width) break;
    out += char;
  }
  return out;
}

/**
 * The title in at most `maxLines` lines of `maxChars` (see `textWidth`). When it does not fit it
 * is cut after a word with …, and the size it ends with (e.g. "375ml") is kept after the …: the
 * shelf must say which bottle the price is for.
 */
export function shortenTitle(text: string, maxChars: number, maxLines: number): string[] {
  const all = wrapLines(text, maxChars);
  if (all.length <= maxLines) return all;
  const size = SIZE_AT_END.exec(text)?.[1];
  const suffix = size ? `… ${size}` : '';
  if (!size || textWidth(suffix) >= maxChars) return wrapText(text, maxChars, maxLines);
  const rest = wrapLines(text.slice(0, text.length - size.length).trimEnd(), maxChars);
  const lines = rest.slice(0, maxLines - 1);
  const room = maxChars - textWidth(suffix);
  let last = '';
  for (const word of rest
    .slice(maxLines - 1)
    .join(' ')
    .split(' ')) {
    const candidate = last ? `${last} ${word}` : word;
    if (textWidth(candidate) > room) break;
    last = candidate;
  }
  // A first word too wide for the room (a run of Japanese, say) is cut to it.
  if (!last) last = cutToWidth(rest.slice(maxLines - 1).join(' '), room);
  lines.push(`${last}${suffix}`.trimStart());
  return lines;
}

/** Words wrapped into lines at most `maxChars` wide; a wider word is split. */
function wrapLines(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (let word of text.split(' ').filter(Boolean)) {
    while (textWidth(word) > maxChars) {
      if (current) {
        lines.push(current);
        current = '';
      }
      const head = cutToWidth(word, maxChars) || ([...word][0] as string);
      lines.push(head);
      word = word.slice(head.length);
    }
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate) <= maxChars) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Words wrapped into at most `maxLines` lines `maxChars` wide; the last line ends in … when cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines = wrapLines(text, maxChars);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${cutToWidth(kept[maxLines - 1] as string, Math.max(0, maxChars - 1))}…`;
  return kept;
}

interface TextLine {
  text: string;
  /** Left edge and baseline, in inches. */
  x: number;
  baseline: number;
  fontPt: number;
}

export interface LabelLayout {
  title: TextLine[];
  price: TextLine;
  /**
   * The barcode's bars (a box in inches) and its digits, written under them centred on `centerX`
   * with their baseline at `baseline`; null when the label has no barcode.
   */
  barcode: {
    digits: string;
    x: number;
    y: number;
    width: number;
    height: number;
    text: { centerX: number; baseline: number; fontPt: number };
  } | null;
}

const ptToIn = (pt: number) => pt / PT_PER_IN;

export function layoutLabel(label: Label): LabelLayout {
  const title = cleanLabelText(label.title);
  const fontPt = titleFontPt(title);
  const usableWidth = LABEL_WIDTH_IN - 2 * MARGIN_IN;
  const maxChars = Math.max(1, Math.floor(usableWidth / ptToIn(fontPt * AVERAGE_GLYPH_EM)));
  // Lines are one em apart; the first sits its capitals just under the top edge.
  let baseline = TOP_IN + ptToIn(fontPt * CAP_HEIGHT_EM) - ptToIn(fontPt);
  const titleLines = shortenTitle(title, maxChars, TITLE_MAX_LINES).map((text) => {
    baseline += ptToIn(fontPt);
    return { text, x: MARGIN_IN, baseline, fontPt };
  });
  const priceBaseline = baseline + ptToIn(2 + PRICE_FONT_PT * CAP_HEIGHT_EM);
  const digits = labelBarcodeDigits(label.barcode);
  const width = BARCODE_GRAPHIC_PX.width / CSS_PX_PER_IN;
  const top = LABEL_HEIGHT_IN - BOTTOM_IN - BARCODE_GRAPHIC_PX.height / CSS_PX_PER_IN;
  const barsHeight = BARCODE_BARS_PX / CSS_PX_PER_IN;
  return {
    title: titleLines,
    price: { text: formatLabelPrice(label.price), x: MARGIN_IN, baseline: priceBaseline, fontPt: PRICE_FONT_PT },
    barcode: digits
      ? {
          digits,
          x: MARGIN_IN,
          y: top,
          width,
          height: barsHeight,
          text: {
            centerX: MARGIN_IN + width / 2,
            // A point of space under the bars, then the digits' capitals.
            baseline: top + barsHeight + ptToIn(1 + BARCODE_DIGITS_PT * CAP_HEIGHT_EM),
            fontPt: BARCODE_DIGITS_PT,
          },
        }
      : null,
  };
}
