import type { LabelQueue } from '../src/shared/labels/label-queue';
import { authHeaders, uniqueBarcodeAndSku } from './support/api';
import { expect, test } from './support/fixtures';

const STORE = 'Town & Country';

test('a queue whose product no longer exists says so in the print dialog and offers nothing to print', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  const user = await createUser();
  const headers = await authHeaders(request, user);
  // A SKU no product has: the label is queued, but the catalogue has nothing for it to print.
  const { sku } = uniqueBarcodeAndSku('GONE');
  const title = `Vanished Viognier ${sku}`;
  const response = await request.post('/api/label-queue/add', {
    headers,
    data: { variantSku: sku, title, stores: [STORE], labelType: 'New Product' },
  });
  expect(response.status()).toBe(201);
  const queue = ((await response.json()) as LabelQueue[])[0]!;

  await signIn(user, '/label-queue');
  const card = page.getByRole('region', { name: STORE });
  const item = card.getByRole('listitem', { name: `Queue ${queue.id}` });
  const more = card.getByRole('button', { name: /more queues?$/ });
  await expect(item.or(more).first()).toBeVisible();
  if (!(await item.isVisible())) await more.click();
  await item.getByRole('button', { name: 'View/Print' }).click();

  const dialog = page.getByRole('dialog', { name: `Print Labels - Queue ${queue.id}` });
  await expect(dialog.getByRole('alert')).toHaveText('1 product in this queue no longer exists: it has no label.');
  const note = dialog.getByRole('note');
  await expect(note).toContainText('Product no longer exists');
  await expect(note).toContainText(title);
  await expect(note).toContainText(`${sku}: product no longer exists, no label printed`);
  await expect(dialog.getByRole('img', { name: /^Label: / })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Print ZPL Labels' })).toBeDisabled();
});
