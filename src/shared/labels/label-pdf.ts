import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { code128Bars } from './label-barcode';
import { LABEL_HEIGHT_IN, LABEL_WIDTH_IN, layoutLabel, PT_PER_IN, type Label } from './label-layout';

const BLACK = rgb(0, 0, 0);

/** WinAnsi (the standard fonts' encoding) cannot draw every character: others become `?`. */
function toWinAnsi(text: string, isEncodable: (char: string) => boolean) {
  return [...text].map((char) => (isEncodable(char) ? char : '?')).join('');
}

/** One 2.5 × 1 in page per label, laid out by `layoutLabel`, with a scannable Code 128 barcode. */
export async function labelsToPdf(labels: readonly Label[], title = 'Shelf labels'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Mission Control');
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  const isEncodable = (char: string) => {
    try {
      font.encodeText(char);
      return true;
    } catch {
      return false;
    }
  };
  const width = LABEL_WIDTH_IN * PT_PER_IN;
  const height = LABEL_HEIGHT_IN * PT_PER_IN;
  for (const label of labels) {
    const page = pdf.addPage([width, height]);
    const layout = layoutLabel(label);
    for (const line of [...layout.title, layout.price]) {
      page.drawText(toWinAnsi(line.text, isEncodable), {
        x: line.x * PT_PER_IN,
        y: height - line.baseline * PT_PER_IN,
        size: line.fontPt,
        font,
        color: BLACK,
      });
    }
    if (layout.barcode) {
      const { digits, x, y, width: boxWidth, height: boxHeight } = layout.barcode;
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
    }
  }
  return pdf.save();
}
