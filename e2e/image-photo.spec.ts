import sharp from 'sharp';
import { IMAGE_UPLOAD_ACCEPT } from '../src/shared/images/image-upload';
import { authHeaders, createProductViaApi, searchBySku } from './support/api';
import { expect, expectNoSidewaysScroll, expectToast, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });
// The product's old image lives on a host that never resolves.
test.use({ allowedConsoleErrors: [/images\.invalid|ERR_NAME_NOT_RESOLVED/] });

/** A phone's photo: a tall picture stored sideways with EXIF orientation 6, camera and GPS in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a photo taken on the ${viewport.name} appears on the product, square and without its EXIF`, async ({
    page,
    request,
    signIn,
    createUser,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const user = await createUser('associate');
    const headers = await authHeaders(request, user);
    const created = await createProductViaApi(request, { images: ['https://images.invalid/old.jpg'] }, headers);
    const found = (await searchBySku(request, created.shopifyProductId, { headers })).product;
    const sku = found.variants[0]?.sku ?? '';
    await signIn(user, '/image-editing/by-sku');
    await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Variants' })).toContainText(sku);

    const save = page.getByRole('button', { name: 'Save Photo', exact: true });
    await expect(save).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Take a photo', exact: true })).toBeVisible();
    // The button opens this input; a phone's browser takes it to the back camera.
    const camera = page.locator('input[type=file][name=camera-photo]');
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(camera).toHaveAttribute('accept', 'image/*');
    await camera.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });

    const preview = page.getByRole('img', { name: /Photo preview/ });
    await expect(preview).toBeVisible();
    // The preview is square and upright (the tall picture with white on either side).
    const box = await preview.boundingBox();
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(2);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: test.info().outputPath(`photo-preview-${viewport.name}.png`), fullPage: true });

    await save.click();
    await expectToast(page, { title: 'Photo saved', description: `Updated 1 image on ${found.title}` });
    const current = page.getByRole('list', { name: 'Current images' }).getByRole('img');
    await expect(current).toHaveCount(1);
    const src = (await current.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/files\/[\w-]+$/);
    await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await page.screenshot({ path: test.info().outputPath(`photo-saved-${viewport.name}.png`), fullPage: true });

    const stored = await page.request.get(src);
    expect(stored.status()).toBe(200);
    const meta = await sharp(await stored.body()).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 1200]);
    expect(meta.exif).toBeUndefined();

    const after = await searchBySku(request, sku, { headers });
    expect(after.product.images.map((image) => image.src)).toEqual([src]);
  });
}

test('an image file chosen with "Upload an image" appears on the product, square', async ({
  page,
  request,
  signIn,
  createUser,
}) => {
  const user = await createUser('associate');
  const headers = await authHeaders(request, user);
  const created = await createProductViaApi(request, { images: ['https://images.invalid/old.jpg'] }, headers);
  const found = (await searchBySku(request, created.shopifyProductId, { headers })).product;
  const sku = found.variants[0]?.sku ?? '';
  await signIn(user, '/image-editing/by-sku');
  await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Variants' })).toContainText(sku);

  // The button opens the plain file input: image types only, one file, no camera.
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload an image', exact: true }).click();
  const chooser = await choosing;
  expect(chooser.isMultiple()).toBe(false);
  const input = chooser.element();
  expect(await input.getAttribute('name')).toBe('image-file');
  expect(await input.getAttribute('capture')).toBeNull();
  expect(await input.getAttribute('accept')).toBe(IMAGE_UPLOAD_ACCEPT);
  // A wide PNG, as a scan or a supplier's picture might be.
  const wide = await sharp({ create: { width: 900, height: 300, channels: 3, background: { r: 200, g: 40, b: 60 } } })
    .png()
    .toBuffer();
  await chooser.setFiles({ name: 'supplier-bottle.png', mimeType: 'image/png', buffer: wide });

  const preview = page.getByRole('img', { name: /Photo preview/ });
  await expect(preview).toBeVisible();
  await expect(page.getByText('supplier-bottle.png')).toBeVisible();
  await page.getByRole('button', { name: 'Save Photo', exact: true }).click();
  await expectToast(page, { title: 'Photo saved', description: `Updated 1 image on ${found.title}` });
  const current = page.getByRole('list', { name: 'Current images' }).getByRole('img');
  await expect(current).toHaveCount(1);
  const src = (await current.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/api\/files\/[\w-]+$/);

  const stored = await page.request.get(src);
  expect(stored.status()).toBe(200);
  const meta = await sharp(await stored.body()).metadata();
  expect([meta.width, meta.height]).toEqual([900, 900]);
  const after = await searchBySku(request, sku, { headers });
  expect(after.product.images.map((image) => image.src)).toEqual([src]);
});
