import { PRODUCT_ENTRY_TOASTS } from './messages';

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const MAX_IMAGES = 20;

export type ImageUrlCheck = { isValid: true; url: string } | { isValid: false; title: string; description: string };

const EXTENSION_PATTERN = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');

/**
 * The step-4 rule (spec 02 §2). Deliberate readings (ADR 008, ADR 068): the extension is checked
 * on the URL's path, so CDN links with `?v=…` pass; only https URLs count, because
 * `javascript:x.jpg` also parses as a URL and a plain `http://` image would make colleagues'
 * browsers call whatever address it names (the page's CSP allows `https:` images only).
 */
export function validateImageUrl(input: string): ImageUrlCheck {
  const url = input.trim();
  if (url === '') return { isValid: false, ...PRODUCT_ENTRY_TOASTS.invalidUrl };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { isValid: false, ...PRODUCT_ENTRY_TOASTS.invalidImageUrl };
  }
  if (parsed.protocol === 'http:') return { isValid: false, ...PRODUCT_ENTRY_TOASTS.insecureImageUrl };
  if (parsed.protocol !== 'https:' || !parsed.hostname || !EXTENSION_PATTERN.test(parsed.pathname)) {
    return { isValid: false, ...PRODUCT_ENTRY_TOASTS.invalidImageUrl };
  }
  return { isValid: true, url };
}
