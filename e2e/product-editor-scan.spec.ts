import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { code128Bars } from '../src/shared/labels/label-barcode';
import { authHeaders, createProductViaApi } from './support/api';
import { expect, expectToast, test } from './support/fixtures';

/** The barcode this file's product carries, chosen before the browser starts with its fake camera. */
const BARCODE = `8${(BigInt(`0x${randomBytes(6).toString('hex')}`) % 10n ** 11n).toString().padStart(11, '0')}`;

/**
 * A Y4M video (what Chromium's fake camera plays) of a Code 128 of BARCODE: black bars on white,
 * 4 pixels per module, centred in a 640 × 480 frame, repeated.
 */
function writeBarcodeVideo(digits: string): string {
  const width = 640;
  const height = 480;
  const { modules, bars } = code128Bars(digits);
  const scale = 4;
  const left = Math.floor((width - modules * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 140; y < 340; y++)
    for (const bar of bars)
      luma.fill(16, y * width + left + bar.x * scale, y * width + left + (bar.x + bar.width) * scale);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(tmpdir(), `mc-scan-${digits}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]),
  );
  return file;
}

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${writeBarcodeVideo(BARCODE)}`,
    ],
  },
});

test.describe.configure({ timeout: 60_000 });

test('scans a barcode with the camera and finds the product', async ({ page, request, signIn, createUser }) => {
  const user = await createUser('associate');
  await createProductViaApi(
    request,
    { producer: 'Scanned Cellars', barcode: BARCODE, sku: `SCAN-${BARCODE}` },
    await authHeaders(request, user),
  );
  await page.context().grantPermissions(['camera']);
  await signIn(user, '/product-editor');
  await page.getByRole('button', { name: /Edit a Single Product/ }).click();
  await page.getByLabel('Store location').click();
  await page.getByRole('option', { name: 'Clayton', exact: true }).click();
  await page.getByRole('button', { name: 'Scan barcode' }).click();
  await expect(page.getByRole('textbox', { name: 'SKU or barcode' })).toHaveValue(BARCODE, { timeout: 20_000 });
  await expect(page.getByRole('form', { name: /Scanned Cellars/ })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Variant / }).getByLabel('SKU')).toHaveValue(`SCAN-${BARCODE}`);
});

test('a hardware scanner typing the code and Enter searches too', async ({ page, request, signIn, createUser }) => {
  const user = await createUser('associate');
  await createProductViaApi(
    request,
    { producer: 'Typed Cellars', ...{ barcode: `9${BARCODE.slice(1)}`, sku: `TYPED-${BARCODE}` } },
    await authHeaders(request, user),
  );
  await signIn(user, '/product-editor');
  await page.getByRole('button', { name: /Edit a Single Product/ }).click();
  await page.getByLabel('Store location').click();
  await page.getByRole('option', { name: 'Clayton', exact: true }).click();
  await page.getByRole('textbox', { name: 'SKU or barcode' }).pressSequentially(`9${BARCODE.slice(1)}`);
  await page.getByRole('textbox', { name: 'SKU or barcode' }).press('Enter');
  await expect(page.getByRole('form', { name: /Typed Cellars/ })).toBeVisible();
});

test.describe('without a camera', () => {
  test('explains and leaves the box working', async ({ page, signIn, createUser }) => {
    await signIn(await createUser('associate'), null);
    await page.addInitScript(() => {
      Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
        value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      });
    });
    await page.goto('/product-editor');
    await page.getByRole('button', { name: /Edit a Single Product/ }).click();
    await page.getByRole('button', { name: 'Scan barcode' }).click();
    await expectToast(page, {
      title: 'Camera unavailable',
      description: /Camera access was refused/,
      variant: 'destructive',
    });
    await expect(page.getByRole('textbox', { name: 'SKU or barcode' })).toBeEditable();
  });
});
