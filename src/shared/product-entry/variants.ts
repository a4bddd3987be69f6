import { roundTo, toNumber, type NumericInput } from './money';

export const SINGLE_UNIT_SKU_SUFFIX = '-1';

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
