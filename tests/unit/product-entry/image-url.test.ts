import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { IMAGE_EXTENSIONS, validateImageUrl } from '#shared/product-entry/image-url';

describe('validateImageUrl (spec 02 §2 step 4)', () => {
  it('refuses an empty URL with the Invalid URL toast', () => {
    for (const url of ['', '   ']) {
      expect(validateImageUrl(url)).toEqual({
        isValid: false,
        title: 'Invalid URL',
        description: 'Please enter a valid image URL',
      });
    }
  });

  it.each([
    'not a url',
    'cdn.example.com/a.jpg',
    'https://cdn.example.com/a.bmp',
    'https://cdn.example.com/jpg',
    'javascript:alert(1)//x.jpg',
    'ftp://example.com/a.png',
    'data:image/png;base64,AA.png',
  ])('refuses %s with the Invalid Image URL toast', (url) => {
    expect(validateImageUrl(url)).toEqual({
      isValid: false,
      title: 'Invalid Image URL',
      description: 'Please enter a valid image URL ending in .jpg, .jpeg, .png, .gif, or .webp',
    });
  });

  it.each([
    'https://cdn.example.com/a.jpg',
    'https://cdn.example.com/b.JPEG',
    'https://example.com/c.Png',
    'https://x.io/d.gif',
    'https://x.io/e.webp',
    'https://cdn.shopify.com/s/files/f.jpg?v=1712',
  ])('accepts %s', (url) => {
    expect(validateImageUrl(url)).toEqual({ isValid: true, url });
  });

  test.prop([
    fc.webUrl({ validSchemes: ['https'], withQueryParameters: false, withFragments: false }),
    fc.constantFrom(...IMAGE_EXTENSIONS),
    fc.boolean(),
  ])('accepts any web URL whose path ends in an image extension, in any case', (base, extension, isUpper) => {
    const url = `${base.replace(/\/$/, '')}/photo.${isUpper ? extension.toUpperCase() : extension}`;
    expect(validateImageUrl(url).isValid).toBe(true);
  });

  it("refuses a plain http image URL, which would send colleagues' browsers to any address", () => {
    expect(validateImageUrl('http://example.com/c.png').isValid).toBe(false);
  });

  test.prop([fc.webUrl(), fc.stringMatching(/^[a-z]{1,5}$/)])('refuses any other extension', (base, extension) => {
    fc.pre(!(IMAGE_EXTENSIONS as readonly string[]).includes(extension));
    expect(validateImageUrl(`${base.split(/[?#]/)[0]?.replace(/\/$/, '')}/photo.${extension}`).isValid).toBe(false);
  });
});
