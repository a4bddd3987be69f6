import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import { code128Bars } from './label-barcode';
import { LABEL_HEIGHT_IN, LABEL_WIDTH_IN, layoutLabel, PT_PER_IN, type Label } from './label-layout';

const BLACK = rgb(0, 0, 0);

export interface LabelPdfOptions {
  title?: string;
  /**
   * The bytes of a font with the glyphs Helvetica lacks (accented letters beyond Latin-1,
   * Japanese…): M+ 1 Bold, carried with the client (ADR 066). Asked for only when a label needs it.
   */
  loadUnicodeFont?: () => Promise<Uint8Array>;
}

function canEncode(font: PDFFont, text: string) {
  try {
    font.encodeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * One 2.5 × 1 in page per label, laid out by `layoutLabel`, with a scannable Code 128 barcode and
 * its digits under it. Lines Helvetica Bold can draw are drawn with it; others with the Unicode
 * font, embedded as a subset of the glyphs used. A character neither has is drawn as `?`.
 */
export async function labelsToPdf(labels: readonly Label[], options: LabelPdfOptions = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(options.title ?? 'Shelf labels');
  pdf.setCreator('Mission Control');
  const helvetica = await pdf.embedFont(StandardFonts.HelveticaBold);
  let unicode: Promise<{ font: PDFFont; glyphs: Set<number> } | null> | null = null;
  const unicodeFont = () =>
    (unicode ??= (async () => {
      if (!options.loadUnicodeFont) return null;
      pdf.registerFontkit(fontkit);
      const font = await pdf.embedFont(await options.loadUnicodeFont(), { subset: true });
      return { font, glyphs: new Set(font.getCharacterSet()) };
    })());

  /** The font for a line, and the line as it can be drawn in it. */
  async function fontFor(text: string): Promise<{ font: PDFFont; text: string }> {
    if (canEncode(helvetica, text)) return { font: helvetica, text };
    const loaded = await unicodeFont();
    if (!loaded)
      return { font: helvetica, text: [...text].map((char) => (canEncode(helvetica, char) ? char : '?')).join('') };
    const drawable = [...text].map((char) => (loaded.glyphs.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
    return { font: loaded.font, text: drawable };
  }

  const width = LABEL_WIDTH_IN * PT_PER_IN;
  const height = LABEL_HEIGHT_IN * PT_PER_IN;
  for (const label of labels) {
    const page = pdf.addPage([width, height]);
    const layout = layoutLabel(label);
    for (const line of [...layout.title, layout.price]) {
      const { font, text } = await fontFor(line.text);
      page.drawText(text, {
        x: line.x * PT_PER_IN,
        y: height - line.baseline * PT_PER_IN,
        size: line.fontPt,
        font,
        color: BLACK,
      });
    }
    if (layout.barcode) {
      const { digits, x, y, width: boxWidth, height: boxHeight, text } = layout.barcode;
      const { modules, bars } = code128Bars(digits);
      const moduleWidth = (boxWidth * PT_PER_IN) / modules;
      const bottom = height - (y + boxHeight) * PT_PER_IN;
      for (const bar of bars) {
        page.drawRectangle({
          x: x * PT_PER_IN + bar.x * moduleWidth,
          y: bottom,
          width: bar.width * moduleWidth,
          height: boxHeight * PT_PER_IN,
          color: BLACK,
        });
      }
      // The digits under the bars, as the preview shows them.
      page.drawText(digits, {
        x: text.centerX * PT_PER_IN - helvetica.widthOfTextAtSize(digits, text.fontPt) / 2,
        y: height - text.baseline * PT_PER_IN,
        size: text.fontPt,
        font: helvetica,
        color: BLACK,
      });
    }
  }
  return pdf.save();
}
