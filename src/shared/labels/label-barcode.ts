import bwipjs from 'bwip-js/browser';

export interface BarcodeBars {
  /** Width of the whole symbol in modules (narrowest bar widths), quiet zones excluded. */
  modules: number;
  /** Each dark bar: its left edge and width, in modules. */
  bars: { x: number; width: number }[];
}

/**
 * The Code 128 bars of a label's digits, encoded by bwip-js (subset C packs two digits per
 * symbol). Code 128 rather than UPC-A: it carries exactly the 12 digits, whereas UPC-A would
 * replace the last one with its own check digit.
 */
export function code128Bars(digits: string): BarcodeBars {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text: digits }) as { sbs: number[] }[];
  const widths = symbol?.sbs ?? [];
  const bars: BarcodeBars['bars'] = [];
  let x = 0;
  widths.forEach((width, index) => {
    // sbs alternates bar, space, bar, … starting with a bar.
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { modules: x, bars };
}
