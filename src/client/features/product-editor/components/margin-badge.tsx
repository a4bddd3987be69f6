import { calculateMargin, formatMargin, marginBandOf, type MarginBand } from '#shared/product-editor/margin';
import { cn } from '#client/lib/cn';

const BAND_CLASSES: Record<MarginBand, string> = {
  green: 'bg-emerald-100 text-emerald-900 border-emerald-300',
  yellow: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  orange: 'bg-orange-100 text-orange-900 border-orange-300',
  red: 'bg-red-100 text-red-900 border-red-300',
};

/** The margin in its colour band (spec 03 §9). */
export function MarginBadge({ price, cost }: { price: number | null; cost: number | null }) {
  const margin = calculateMargin(price, cost);
  const band = margin === null ? null : marginBandOf(margin);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md border px-2 py-0.5 font-mono text-xs font-semibold',
        band ? BAND_CLASSES[band] : 'text-muted-foreground',
      )}
      data-band={band ?? 'none'}
      aria-label={`Margin ${formatMargin(margin)}`}
    >
      {formatMargin(margin)}
    </span>
  );
}
