import { roundTo, toNumber, type NumericInput } from './money';

const SINGLE_UNIT_SKU_SUFFIX = '-1';

export interface SingleUnitVariant {
  sku: string;
  /** `undefined` until price and pack size are both above 0. */
  price: number | undefined;
}

/** The variant createVariant adds: SKU plus '-1', price ÷ pack size to cents (spec 02 §5). */
export function buildSingleUnitVariant(sku: string, price: NumericInput, packSize: NumericInput): SingleUnitVariant {
  const packPrice = toNumber(price);
  const size = toNumber(packSize);
  const hasPrice = packPrice !== undefined && size !== undefined && packPrice >= 0 && size > 0;
  return {
    sku: `${sku.trim()}${SINGLE_UNIT_SKU_SUFFIX}`,
    price: hasPrice ? roundTo(packPrice / size, 2) : undefined,
  };
}

export interface UnderCostVariant {
  /** "Pack" or "Single unit" when the wizard makes both; "Product" otherwise. */
  label: string;
  price: number;
  cost: number;
}

/**
 * The variants the wizard would create priced below their cost (issue 26.9), e.g. a 6-pack at
 * $19.99 makes a single unit at $3.33 against a $3.75 unit cost. Creating one asks first.
 */
export function variantsPricedUnderCost(form: {
  sku: string;
  price: number;
  cost: number;
  packCost?: number | null;
  packSize: number;
  createVariant: boolean;
}): UnderCostVariant[] {
  const under: UnderCostVariant[] = [];
  const mainCost = form.createVariant ? (form.packCost ?? null) : form.cost;
  if (mainCost !== null && form.price < mainCost)
    under.push({ label: form.createVariant ? 'Pack' : 'Product', price: form.price, cost: mainCost });
  if (form.createVariant) {
    const single = buildSingleUnitVariant(form.sku, form.price, form.packSize);
    if (single.price !== undefined && single.price < form.cost)
      under.push({ label: 'Single unit', price: single.price, cost: form.cost });
  }
  return under;
}
