import { randomBytes } from 'node:crypto';
import { authHeaders, createProductViaApi } from './support/api';
import { chromiumWithCamera, writeBarcodeVideo } from './support/fake-camera';
import { expect, expectToast, test } from './support/fixtures';

/** The barcode this file's product carries, chosen before the browser starts with its fake camera. */
const BARCODE = `8${(BigInt(`0x${randomBytes(6).toString('hex')}`) % 10n ** 11n).toString().padStart(11, '0')}`;

test.use({ launchOptions: chromiumWithCamera(writeBarcodeVideo(BARCODE)) });

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
