import { formatMoney } from '../money/format-money';

/**
 * Shelf label layout (spec 03 "Label printing preview", §9), in inches from the top-left corner.
 * The on-screen preview, the PDF and the ZPL are all drawn from this one layout, so what staff
 * see is what prints.
 */

export const LABEL_WIDTH_IN = 2.5;
export const LABEL_HEIGHT_IN = 1;
export const PRICE_FONT_PT = 22;
export const BARCODE_DIGITS = 12;
/** The barcode graphic is 180 × 30 CSS pixels (96 per inch). */
export const BARCODE_GRAPHIC_PX = { width: 180, height: 30 } as const;
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

export const cleanLabelText = (text: string) => text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();

/** Words wrapped into at most `maxLines` lines of `maxChars`; the last line ends in … when cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(' ').filter(Boolean);
  for (let index = 0; index < words.length; index++) {
    let word = words[index] as string;
    while ([...word].length > maxChars) {
      if (current) {
        lines.push(current);
        current = '';
      }
      lines.push([...word].slice(0, maxChars).join(''));
      word = [...word].slice(maxChars).join('');
    }
    const candidate = current ? `${current} ${word}` : word;
    if ([...candidate].length <= maxChars) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = [...(kept[maxLines - 1] as string)];
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).join('')}…`;
  return kept;
}

export interface TextLine {
  text: string;
  /** Left edge and baseline, in inches. */
  x: number;
  baseline: number;
  fontPt: number;
}

export interface LabelLayout {
  title: TextLine[];
  price: TextLine;
  /** The barcode box (inches) and its digits; null when the label has no barcode. */
  barcode: { digits: string; x: number; y: number; width: number; height: number } | null;
}

const ptToIn = (pt: number) => pt / PT_PER_IN;

export function layoutLabel(label: Label): LabelLayout {
  const title = cleanLabelText(label.title);
  const fontPt = titleFontPt(title);
  const usableWidth = LABEL_WIDTH_IN - 2 * MARGIN_IN;
  const maxChars = Math.max(1, Math.floor(usableWidth / ptToIn(fontPt * AVERAGE_GLYPH_EM)));
  // Lines are one em apart; the first sits its capitals just under the top edge.
  let baseline = TOP_IN + ptToIn(fontPt * CAP_HEIGHT_EM) - ptToIn(fontPt);
  const titleLines = wrapText(title, maxChars, TITLE_MAX_LINES).map((text) => {
    baseline += ptToIn(fontPt);
    return { text, x: MARGIN_IN, baseline, fontPt };
  });
  const priceBaseline = baseline + ptToIn(2 + PRICE_FONT_PT * CAP_HEIGHT_EM);
  const digits = labelBarcodeDigits(label.barcode);
  const width = BARCODE_GRAPHIC_PX.width / CSS_PX_PER_IN;
  const height = BARCODE_GRAPHIC_PX.height / CSS_PX_PER_IN;
  return {
    title: titleLines,
    price: { text: formatLabelPrice(label.price), x: MARGIN_IN, baseline: priceBaseline, fontPt: PRICE_FONT_PT },
    barcode: digits ? { digits, x: MARGIN_IN, y: LABEL_HEIGHT_IN - BOTTOM_IN - height, width, height } : null,
  };
}
