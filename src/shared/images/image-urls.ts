import { z } from 'zod';
import { singleLineText } from '../validation/text';
import { IMAGE_MESSAGES as M } from './messages';

/** Spec 03 §9: up to 3 image URLs, checked 500 ms after typing, with one of these extensions. */
export const IMAGE_URLS_MAX = 3;
export const IMAGE_VALIDATION_DEBOUNCE_MS = 500;
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const IMAGE_URL_MAX_LENGTH = 2048;

/** Whether the text is a plain `http://` address: refused, images load over https only (ADR 068). */
function isPlainHttpUrl(text: string): boolean {
  try {
    return new URL(text.trim()).protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Whether the text is an https URL whose path ends in an image extension (spec 03 §4: "a URL
 * without one of .jpg, .jpeg, .png, .gif, .webp is invalid"; https only, ADR 068); whether it
 * loads is the browser's check.
 */
export function hasImageExtension(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const path = url.pathname.toLowerCase();
  return IMAGE_EXTENSIONS.some((extension) => path.endsWith(`.${extension}`));
}

const imageUrl = singleLineText({
  max: IMAGE_URL_MAX_LENGTH,
  label: 'Image URL',
  trim: true,
  typeError: M.imageUrlInvalid,
}).superRefine((text, ctx) => {
  if (isPlainHttpUrl(text)) ctx.addIssue({ code: 'custom', message: M.imageUrlNotHttps });
  else if (!hasImageExtension(text)) ctx.addIssue({ code: 'custom', message: M.imageUrlInvalid });
});

/** 1 to 3 image URLs, in the order they replace the product's images (spec 03 §5). */
export const ImageUrlsSchema = z
  .array(imageUrl, { error: 'imageUrls must be a list' })
  .min(1, M.noValidImages)
  .max(IMAGE_URLS_MAX, M.tooManyImages);
