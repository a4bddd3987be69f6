import { useMemo } from 'react';
import { missingLabelText, type PrintableLabel, type QueueLabel } from '#shared/labels/label-queue';
import { code128Bars } from '#shared/labels/label-barcode';
import { CSS_PX_PER_IN, LABEL_HEIGHT_IN, LABEL_WIDTH_IN, layoutLabel, PT_PER_IN } from '#shared/labels/label-layout';
import { LABEL_FALLBACK_FAMILY, registerLabelFont } from '../lib/label-font';

const px = (inches: number) => inches * CSS_PX_PER_IN;
// First, but only for what it covers (its unicode-range leaves ASCII and Latin-1 to Helvetica):
// listed after them, Chromium on Linux would draw a missing glyph from Arial's stand-in instead.
const FONT_FAMILY = `'${LABEL_FALLBACK_FAMILY}', Helvetica, Arial, sans-serif`;
registerLabelFont();
const ptToPx = (pt: number) => (pt / PT_PER_IN) * CSS_PX_PER_IN;

/** A label whose product is gone: said plainly in its place, nothing drawn that could be printed. */
export function MissingLabel({ label }: { label: QueueLabel }) {
  return (
    <figure
      role="note"
      className="grid content-center gap-1 rounded-sm border border-dashed border-destructive bg-background p-3 text-sm"
    >
      <p className="font-medium text-destructive">Product no longer exists</p>
      <p className="break-words text-muted-foreground">{label.title}</p>
      <figcaption className="font-mono text-xs whitespace-nowrap text-muted-foreground">
        {missingLabelText(label.sku)}
      </figcaption>
    </figure>
  );
}

/** One shelf label drawn from the shared layout: what the printer and the PDF draw too. */
export function LabelPreview({ label }: { label: PrintableLabel }) {
  const layout = useMemo(() => layoutLabel(label), [label]);
  const bars = useMemo(() => (layout.barcode ? code128Bars(layout.barcode.digits) : null), [layout]);
  const width = px(LABEL_WIDTH_IN);
  const height = px(LABEL_HEIGHT_IN);
  return (
    <figure className="grid justify-items-center gap-1">
      <svg
        role="img"
        aria-label={`Label: ${label.title}, ${layout.price.text}${layout.barcode ? `, barcode ${layout.barcode.digits}` : ''}`}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="rounded-sm border border-neutral-300 bg-white text-black shadow-sm"
      >
        {[...layout.title, layout.price].map((line, index) => (
          <text
            key={index}
            x={px(line.x)}
            y={px(line.baseline)}
            fontSize={ptToPx(line.fontPt)}
            fontFamily={FONT_FAMILY}
            fontWeight={700}
            fill="currentColor"
          >
            {line.text}
          </text>
        ))}
        {layout.barcode && bars ? (
          <g
            transform={`translate(${px(layout.barcode.x)} ${px(layout.barcode.y)})`}
            data-barcode={layout.barcode.digits}
          >
            {bars.bars.map((bar, index) => {
              const unit = px(layout.barcode?.width ?? 0) / bars.modules;
              return (
                <rect
                  key={index}
                  x={bar.x * unit}
                  width={bar.width * unit}
                  height={px(layout.barcode?.height ?? 0)}
                  fill="currentColor"
                />
              );
            })}
          </g>
        ) : null}
        {layout.barcode ? (
          <text
            x={px(layout.barcode.text.centerX)}
            y={px(layout.barcode.text.baseline)}
            fontSize={ptToPx(layout.barcode.text.fontPt)}
            fontFamily={FONT_FAMILY}
            fontWeight={700}
            textAnchor="middle"
            fill="currentColor"
          >
            {layout.barcode.digits}
          </text>
        ) : null}
      </svg>
      <figcaption className="font-mono text-xs text-muted-foreground">{label.sku}</figcaption>
    </figure>
  );
}
