import type { DecodeHintType } from '@zxing/library';

/** Reads a barcode from a frame; null when the frame shows none. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const WANTED = ['upc_a', 'upc_e', 'ean_13', 'ean_8', 'code_128'];

/**
 * The browser's BarcodeDetector where it reads our codes (Chrome on Android, macOS, ChromeOS);
 * elsewhere ZXing's JavaScript port, loaded only now so the first page stays small.
 */
export async function createFrameReader(): Promise<FrameReader> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
    const formats = WANTED.filter((format) => supported.includes(format));
    if (formats.length > 0) {
      const detector = new Detector({ formats });
      return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
    }
  }
  const zxing = await import('@zxing/library');
  const reader = new zxing.MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [
        zxing.DecodeHintType.POSSIBLE_FORMATS,
        [
          zxing.BarcodeFormat.UPC_A,
          zxing.BarcodeFormat.UPC_E,
          zxing.BarcodeFormat.EAN_13,
          zxing.BarcodeFormat.EAN_8,
          zxing.BarcodeFormat.CODE_128,
        ],
      ],
      [zxing.DecodeHintType.TRY_HARDER, true],
    ]),
  );
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const grey = new Uint8ClampedArray(width * height);
    for (let i = 0; i < grey.length; i++)
      grey[i] = ((data[i * 4] ?? 0) * 299 + (data[i * 4 + 1] ?? 0) * 587 + (data[i * 4 + 2] ?? 0) * 114) / 1000;
    try {
      const bitmap = new zxing.BinaryBitmap(
        new zxing.HybridBinarizer(new zxing.RGBLuminanceSource(grey, width, height)),
      );
      return reader.decode(bitmap).getText();
    } catch {
      // No code in this frame (ZXing's NotFoundException): try the next one.
      return null;
    } finally {
      reader.reset();
    }
  };
}

/** Why the camera cannot be used, in words for the person holding the phone. */
export function cameraProblemOf(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera access was refused. Type the code, or use a handheld scanner, in the search box instead.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NoCamera')
    return 'No camera was found on this device. Type the code, or use a handheld scanner, in the search box instead.';
  return 'The camera could not be started. Type the code, or use a handheld scanner, in the search box instead.';
}
