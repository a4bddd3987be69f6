import sharp from 'sharp';
import {
  IMAGE_UPLOAD_MAX_PIXELS,
  IMAGE_UPLOAD_MESSAGES as M,
  PRODUCT_IMAGE_MAX_SIDE,
} from '#shared/images/image-upload';
import { unprocessable } from '#server/http/errors';

export interface ProductPhoto {
  /** A baseline JPEG with no metadata at all (no EXIF, no GPS position, no ICC profile beyond sRGB). */
  bytes: Buffer;
  side: number;
}

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/**
 * Makes the store's product image from an uploaded file: turned upright by its EXIF orientation
 * (a phone photo is stored sideways with a flag), the picture whole in a white square at most
 * PRODUCT_IMAGE_MAX_SIDE a side, transparency on white, saved as JPEG without the metadata (sharp
 * writes none unless asked). Only the first frame of an animation is kept.
 */
export async function makeProductPhoto(path: string): Promise<ProductPhoto> {
  let width: number;
  let height: number;
  try {
    const meta = await sharp(path, { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS }).metadata();
    // Orientations 5–8 turn the picture a quarter: its upright width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    width = turned ? meta.height : meta.width;
    height = turned ? meta.width : meta.height;
  } catch (error) {
    throw tooManyPixels(error) ?? unprocessable(M.unreadable, 'unreadable_image');
  }
  if (width * height > IMAGE_UPLOAD_MAX_PIXELS) throw unprocessable(M.tooManyPixels, 'too_many_pixels');
  const side = Math.min(PRODUCT_IMAGE_MAX_SIDE, Math.max(width, height));
  try {
    const bytes = await sharp(path, { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS })
      .rotate()
      .resize(side, side, { fit: 'contain', background: WHITE })
      .flatten({ background: WHITE })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer();
    return { bytes, side };
  } catch (error) {
    throw tooManyPixels(error) ?? unprocessable(M.unreadable, 'unreadable_image');
  }
}

function tooManyPixels(error: unknown) {
  return error instanceof Error && /pixel limit/i.test(error.message)
    ? unprocessable(M.tooManyPixels, 'too_many_pixels')
    : null;
}
