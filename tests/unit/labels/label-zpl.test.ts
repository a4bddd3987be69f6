import { PNG } from 'pngjs';
import { ready } from 'zpl-renderer-js';
import { describe, expect, it } from 'vitest';
import { escapeFieldData, labelsToZpl, labelToZpl, unprintableOnPrinter } from '#shared/labels/label-zpl';
import { decodeBarcode, greyOfRgba } from '../../support/barcode-decode';

/** Renders ZPL as a 203 dpi printer would (zpl-renderer-js: the Zebrash engine in WebAssembly). */
async function renderZpl(zpl: string) {
  const { api } = await ready;
  const png = PNG.sync.read(Buffer.from(await api.zplToBase64Async(zpl, 63.5, 25.4, 8), 'base64'));
  return { png, grey: greyOfRgba(png.data, png.width, png.height) };
}

describe('ZPL of a label (203 dpi)', () => {
  it('is one 2.5 × 1 in format with the title, the price and a Code 128 of the 12 digits', () => {
    const zpl = labelToZpl({ title: 'Caymus Cabernet', price: 94.99, barcode: '753629106508' });
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl.endsWith('^XZ')).toBe(true);
    expect(zpl).toContain('^PW508');
    expect(zpl).toContain('^LL203');
    expect(zpl).toMatch(/\^FO\d+,\d+\^A0N,45,45\^FH\^FDCaymus Cabernet\^FS/);
    expect(zpl).toMatch(/\^A0N,62,62\^FH\^FD\$94\.99\^FS/);
    expect(zpl).toMatch(/\^BY3\^BCN,47,N,N,N\^FD>;753629106508\^FS/);
    // The digits under the bars, centred in a block as wide as the bars.
    expect(zpl).toMatch(/\^FO12,\d+\^A0N,17,17\^FB381,1,0,C\^FD753629106508\^FS/);
  });

  it('names the characters the printer cannot print, and prints accented Latin', () => {
    expect(unprintableOnPrinter('Crémant de Bourgogne Rosé – €12')).toEqual([]);
    expect(unprintableOnPrinter('獺祭 純米大吟醸 45 Łódź')).toEqual([
      '獺',
      '祭',
      '純',
      '米',
      '大',
      '吟',
      '醸',
      'Ł',
      'ź',
    ]);
    expect(labelToZpl({ title: 'Rosé', price: 1, barcode: null })).toContain('^CI28');
  });

  it('keeps a title from ending its field or starting a command', () => {
    expect(escapeFieldData('A^XZ~JR_é')).toBe('A_5EXZ_7EJR_5F_C3_A9');
    const zpl = labelToZpl({ title: '^XZ^FO0,0^FDinjected', price: 1, barcode: null });
    expect(zpl.match(/\^XZ/g)).toHaveLength(1);
  });

  it('renders, and the rendered barcode decodes back to the 12 digits', async () => {
    for (const [barcode, expected] of [
      ['753629106508', '753629106508'],
      ['12345', '000000012345'],
      ['4012345678901', '401234567890'],
    ] as const) {
      const { png, grey } = await renderZpl(
        labelToZpl({ title: 'Ridge Geyserville Zinfandel Sonoma County 2021', price: 44.99, barcode }),
      );
      expect([png.width, png.height]).toEqual([508, 204]);
      expect(decodeBarcode(grey, png.width, png.height)).toBe(expected);
    }
  });

  it('writes one format per label, in order', () => {
    const zpl = labelsToZpl([
      { title: 'A', price: 1, barcode: '1' },
      { title: 'B', price: 2, barcode: '2' },
    ]);
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.indexOf('^FDA^FS')).toBeLessThan(zpl.indexOf('^FDB^FS'));
  });

  it('writes a 1,000-label queue quickly', () => {
    const labels = Array.from({ length: 1000 }, (_, i) => ({
      title: `Wine number ${i}`,
      price: i,
      barcode: String(i),
    }));
    const started = performance.now();
    expect(labelsToZpl(labels).match(/\^XA/g)).toHaveLength(1000);
    // DESIGN §7's budget is 50 ms; the bound here is loose so a busy machine does not fail it.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
