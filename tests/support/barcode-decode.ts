import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';

/** Decodes a 1D barcode from grey levels (0 black … 255 white) with ZXing; throws when none is found. */
export function decodeBarcode(grey: Uint8ClampedArray, width: number, height: number): string {
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128, BarcodeFormat.UPC_A, BarcodeFormat.EAN_13]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  reader.setHints(hints);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(grey, width, height)))).getText();
}

/** Grey levels of RGBA pixels (transparent counts as white paper). */
export function greyOfRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(width * height);
  for (let i = 0; i < grey.length; i++) {
    const alpha = (rgba[i * 4 + 3] ?? 255) / 255;
    const value = ((rgba[i * 4] ?? 0) + (rgba[i * 4 + 1] ?? 0) + (rgba[i * 4 + 2] ?? 0)) / 3;
    grey[i] = Math.round(value * alpha + 255 * (1 - alpha));
  }
  return grey;
}
