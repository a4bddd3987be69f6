import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageUrlsSchema } from '#shared/images/image-urls';
import { IMAGE_MESSAGES } from '#shared/images/messages';
import { validateImageUrl } from '#shared/product-entry/image-url';
import { PRODUCT_ENTRY_TOASTS } from '#shared/product-entry/messages';
import { createTestApp, type TestApp } from '../support/test-app';

/** Issue #27 item 6: images load over https only, at input and in the page's CSP. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t?.close());

describe('image URLs', () => {
  it('refuses a plain http image at input, saying why, in both image schemas', () => {
    expect(validateImageUrl('http://127.0.0.1:9100/pwn.png')).toEqual({
      isValid: false,
      ...PRODUCT_ENTRY_TOASTS.insecureImageUrl,
    });
    expect(validateImageUrl('https://cdn.example.com/label.png')).toEqual({
      isValid: true,
      url: 'https://cdn.example.com/label.png',
    });
    const refused = ImageUrlsSchema.safeParse(['http://127.0.0.1:8080/a.jpg']);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([IMAGE_MESSAGES.imageUrlNotHttps]);
    expect(ImageUrlsSchema.safeParse(['https://cdn.example.com/a.jpg']).success).toBe(true);
  });

  it('lets the page load images from itself, data: and https only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(page.headers['content-security-policy'] ?? '');
    const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/);
    expect(imgSrc).toEqual(["'self'", 'data:', 'https:']);
  });
});
