import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageUpdateResponse } from '#shared/images/images';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MESSAGES as UM } from '#shared/images/image-upload';
import { IMAGE_MESSAGES } from '#shared/images/messages';
import { bearer } from '../support/test-app';
import { createCatalogueApp, type AdapterName, type CatalogueApp } from './images.fixtures';

interface Part {
  name: string;
  filename?: string;
  type?: string;
  body: Buffer | string;
}

function multipart(parts: Part[]) {
  const boundary = '----mc-photo-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A phone photo: 2400 × 1200 stored sideways with EXIF orientation 6 (upright it is 1200 × 2400),
 * red, with the camera, the owner and a GPS position in its EXIF.
 */
let photoMade: Promise<Buffer> | undefined;
const phonePhoto = () =>
  (photoMade ??= sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 0, b: 0 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Artist: 'Maria Home Address' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer());

/** The colour of one pixel of a picture. */
async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describe.each<AdapterName>(['local', 'shopify'])('image upload on the %s store platform', (adapter) => {
  let app: CatalogueApp;
  let token: string;
  let counter = 0;

  beforeAll(async () => {
    app = await createCatalogueApp(adapter);
    token = (await app.t.signIn('associate', 'photo-maria')).token;
  });
  afterAll(async () => {
    await app.close();
  });

  const product = (title: string, images: string[] = ['https://images.example.com/old.jpg']) =>
    app.createProduct(`${title} ${adapter}`, [{ sku: `PHOTO-${adapter}-${++counter}` }], images);

  const upload = (parts: Part[], headers: Record<string, string> = bearer(token)) => {
    const { payload, contentType } = multipart(parts);
    return app.t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload,
      headers: { ...headers, 'content-type': contentType },
    });
  };
  const image = (body: Buffer | string, filename = 'photo.jpg', type = 'image/jpeg'): Part => ({
    name: 'image',
    filename,
    type,
    body,
  });

  /** The bytes the product's only image is made of: our stored copy, or what Shopify was sent. */
  async function imageBytesOf(productId: string): Promise<Buffer> {
    const after = await app.platform.getProduct(productId);
    expect(after?.images).toHaveLength(1);
    const src = after!.images[0]!.src;
    if (adapter === 'local') {
      expect(src).toMatch(/^\/api\/files\/[\w-]+$/);
      const served = await app.t.app.inject({ method: 'GET', url: src, headers: bearer(token) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      return served.rawPayload;
    }
    const source = app.fake!.state.media.get(after!.images[0]!.id)?.originalSource;
    const staged = [...app.fake!.state.stagedUploads.values()].find((upload) => upload.resourceUrl === source);
    expect(staged?.resource).toBe('IMAGE');
    return staged!.bytes!;
  }

  it('turns a phone photo upright, squares it on white at the store’s size and strips its EXIF', async () => {
    const made = await product('Photo Merlot');
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload([{ name: 'productId', body: made.id }, image(original)]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<ImageUpdateResponse>();
    expect(answer.message).toBe(`Updated 1 image on ${made.title}`);
    expect(answer.images).toHaveLength(1);

    const bytes = await imageBytesOf(made.id);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([2048, 2048]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Upright the photo is tall: white bands left and right, the picture in the middle.
    const [r, g, b] = await pixel(bytes, 5, 1024);
    expect(Math.min(r!, g!, b!)).toBeGreaterThan(245);
    const [cr, cg] = await pixel(bytes, 1024, 1024);
    expect(cr).toBeGreaterThan(150);
    expect(cg).toBeLessThan(60);
  });

  it('keeps a small picture at its own size, transparency on white', async () => {
    const made = await product('Photo Rosé');
    const png = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const response = await upload([{ name: 'productId', body: made.id }, image(png, 'label.png', 'image/png')]);
    expect(response.statusCode, response.body).toBe(200);
    const bytes = await imageBytesOf(made.id);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
    expect(await pixel(bytes, 200, 200)).toEqual([255, 255, 255]);
  });

  it('refuses a file that is not an image by its content, whatever its name, and writes nothing', async () => {
    const made = await product('Photo Porter');
    const before = (await app.platform.getProduct(made.id))!.images.map((i) => i.src);
    const text = await upload([{ name: 'productId', body: made.id }, image('just text pretending to be a photo')]);
    expect(text.statusCode).toBe(415);
    expect(text.json<{ message: string }>().message).toBe(UM.wrongType);
    const svg = await upload([
      { name: 'productId', body: made.id },
      image('<svg xmlns="http://www.w3.org/2000/svg"/>', 'photo.png', 'image/png'),
    ]);
    expect(svg.statusCode).toBe(415);
    const pdf = await upload([
      { name: 'productId', body: made.id },
      image('%PDF-1.7\n%…', 'photo.pdf', 'application/pdf'),
    ]);
    expect(pdf.statusCode).toBe(415);
    // JPEG's first bytes, then nothing an image is made of.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const unreadable = await upload([{ name: 'productId', body: made.id }, image(broken)]);
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json<{ message: string }>().message).toBe(UM.unreadable);
    expect((await app.platform.getProduct(made.id))!.images.map((i) => i.src)).toEqual(before);
    if (adapter === 'shopify') expect(app.fake!.invalidRequests()).toEqual([]);
  });

  it('refuses a file over the size limit', async () => {
    const made = await product('Photo Stout');
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]);
    const response = await upload([{ name: 'productId', body: made.id }, image(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe(UM.tooLarge);
    expect((await app.platform.getProduct(made.id))!.images).toHaveLength(1);
  });

  it('asks for a product and a file, and refuses anonymous callers', async () => {
    const photo = await phonePhoto();
    const noProduct = await upload([image(photo)]);
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json<{ message: string }>().message).toBe(IMAGE_MESSAGES.noProductSelected);
    const made = await product('Photo Lager');
    const noFile = await upload([{ name: 'productId', body: made.id }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<{ message: string }>().message).toBe(UM.noFile);
    const unknown = await upload([{ name: 'productId', body: 'gid://shopify/Product/999999999' }, image(photo)]);
    expect(unknown.statusCode).toBe(404);
    const anonymous = await upload([{ name: 'productId', body: made.id }, image(photo)], {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves once when the same action is sent twice (Idempotency-Key)', async () => {
    const made = await product('Photo Cider');
    const photo = await phonePhoto();
    const headers = { ...bearer(token), 'idempotency-key': `photo-${adapter}-1` };
    const first = await upload([{ name: 'productId', body: made.id }, image(photo)], headers);
    const second = await upload([{ name: 'productId', body: made.id }, image(photo)], headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const staged = adapter === 'shopify' ? app.fake!.state.stagedUploads.size : 0;
    const third = await upload([{ name: 'productId', body: made.id }, image(photo)], headers);
    expect(third.json()).toEqual(first.json());
    if (adapter === 'shopify') expect(app.fake!.state.stagedUploads.size).toBe(staged);
  });
});
