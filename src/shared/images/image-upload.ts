import { z } from 'zod';
import { IMAGE_MESSAGES as M } from './messages';
import { productId } from './images';

/**
 * An image uploaded or photographed in the image screens (`POST /api/images/upload`): the file's
 * name must end in one of these and its content must be that kind of image (checked by its bytes).
 */
export const IMAGE_UPLOAD_TYPES = [
  { ext: 'jpg', mime: 'image/jpeg' },
  { ext: 'jpeg', mime: 'image/jpeg' },
  { ext: 'png', mime: 'image/png' },
  { ext: 'webp', mime: 'image/webp' },
  { ext: 'gif', mime: 'image/gif' },
] as const;

/** What the file input offers; `capture` opens the back camera on a phone. */
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** Shopify's own limit for a product image file; a phone photo is 2–8 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** Larger pictures are refused before they are decoded (a 48 MP phone sensor saves 12 MP photos). */
export const IMAGE_UPLOAD_MAX_PIXELS = 50_000_000;

/**
 * The store's product image: a square, at most this many pixels a side (Shopify's recommended
 * 2048 × 2048), the picture whole inside it on white. Smaller pictures are not enlarged.
 */
export const PRODUCT_IMAGE_MAX_SIDE = 2048;

/** The text fields sent with the file (multipart `image`). */
export const ImageUploadFieldsSchema = z.strictObject({ productId });

export const IMAGE_UPLOAD_MESSAGES = {
  noFile: 'Choose an image or take a photo first',
  wrongType: 'The file is not a JPEG, PNG, WebP or GIF image',
  tooLarge: `The image is larger than ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
  unreadable: 'The image could not be read',
  tooManyPixels: 'The image has too many pixels (at most 50 megapixels)',
  uploadFailed: M.updateFailed,
} as const;
