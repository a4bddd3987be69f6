/** A number from a form value: `undefined` for empty, null or anything that is not a finite number. */
export type NumericInput = number | string | null | undefined;

export function toNumber(value: NumericInput): number | undefined {
  if (value == null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const trimmed = value.trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/**
 * Half away from zero, as people round money. The relative nudge keeps binary artefacts such as
 * 1.005 (stored as 1.00499…) from rounding down.
 */
export function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  const magnitude = Math.abs(value);
  const rounded = Math.round((magnitude + magnitude * Number.EPSILON) * factor) / factor;
  return value < 0 ? -rounded : rounded;
}

/** Cost per unit = pack cost ÷ pack size to cents, only when both are above 0 (spec 02 §5). */
export function calculateUnitCost(packCost: NumericInput, packSize: NumericInput): number | undefined {
  const cost = toNumber(packCost);
  const size = toNumber(packSize);
  if (cost === undefined || size === undefined || cost <= 0 || size <= 0) return undefined;
  return roundTo(cost / size, 2);
}

export interface MarginInput {
  price: NumericInput;
  cost: NumericInput;
  packCost?: NumericInput;
  createVariant?: boolean;
}

/**
 * Gross margin in percent to 1 decimal (spec 02 §5). With createVariant the price is the pack's,
 * so the pack cost is the matching cost. 0 when price or cost is not above 0.
 */
export function calculateGrossMargin({ price, cost, packCost, createVariant }: MarginInput): number {
  const sellingPrice = toNumber(price);
  const costBasis = toNumber(createVariant ? packCost : cost);
  if (sellingPrice === undefined || costBasis === undefined || sellingPrice <= 0 || costBasis <= 0) return 0;
  const margin = roundTo(((sellingPrice - costBasis) / sellingPrice) * 100, 1);
  return margin === 0 ? 0 : margin;
}

/** `42.5%`; `0.0%` when there is no margin to show. */
export function formatGrossMargin(margin: number): string {
  return `${(margin === 0 ? 0 : margin).toFixed(1)}%`;
}
