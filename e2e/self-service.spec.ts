import { STORE_TIME_ZONE } from '../src/shared/schedules/dates';
import { addRosterEmployee, authHeaders, linkEmployeeAccount } from './support/api';
import { expect, expectToast, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

/** A date `days` after today in the stores' zone, as the date field takes it. */
const daysFromToday = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toLocaleDateString('en-CA', { timeZone: STORE_TIME_ZONE });
};

test('an associate requests a day off, the admin approves it, and the associate sees it and is mailed', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  const admin = await createUser('admin');
  const associate = await createUser('associate');
  const adminHeaders = await authHeaders(request, admin);
  const employee = await addRosterEmployee(request, adminHeaders, 'Robin Selfserve');
  await linkEmployeeAccount(request, adminHeaders, employee.id, associate.username);

  // A linked associate's schedule opens on their own week, with their requests.
  await signIn(associate, '/schedule');
  await expect(page.getByText(employee.name, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'My Requests' })).toBeVisible();
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Time Off' });
  await dialog.getByLabel('Store').click();
  await page.getByRole('option', { name: 'KW – Kirkwood', exact: true }).click();
  const day = daysFromToday(10);
  await dialog.getByLabel('Start Date').fill(day);
  await dialog.getByLabel('Note').fill('Family wedding');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(page, { title: 'Request sent' });
  const mine = page.getByRole('list', { name: 'My requests' });
  await expect(mine.getByRole('listitem').filter({ hasText: 'Family wedding' })).toContainText('Pending');

  // The admin approves it from the list of requests.
  await signIn(admin, '/schedule/requests');
  const approve = page.getByRole('button', { name: new RegExp(`^Approve ${employee.name} `) });
  await expect(approve).toBeVisible({ timeout: 20_000 });
  await approve.click();
  await expectToast(page, { title: 'Request approved' });
  await expect(approve).toHaveCount(0);

  // The associate sees the decision on their schedule.
  await signIn(associate, '/schedule');
  await expect(
    page.getByRole('list', { name: 'My requests' }).getByRole('listitem').filter({ hasText: 'Family wedding' }),
  ).toContainText('Approved', { timeout: 20_000 });

  // The approval became a time-off entry and a mail to the employee's address.
  const timeOff = await request.get('/api/exceptions', {
    headers: adminHeaders,
    params: { employee: employee.name, from: day, to: day },
  });
  expect(timeOff.status()).toBe(200);
  expect(JSON.stringify(await timeOff.json())).toContain(day);
  await signIn(admin, '/admin/outbox');
  const mail = page.getByText(`To ${employee.email}`);
  await expect(mail.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your day off request was approved').first()).toBeVisible();
});
