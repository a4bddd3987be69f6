import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Employee } from '../src/shared/employees/employees';
import { STORE_TIME_ZONE } from '../src/shared/schedules/dates';
import type { ManagedUser } from '../src/shared/users/users';
import { authHeaders, type AuthHeaders } from './support/api';
import { expect, expectToast, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

/** A roster employee of this test's own, with an e-mail the outbox can be searched for. */
async function addEmployee(request: APIRequestContext, headers: AuthHeaders) {
  const tag = randomBytes(3).toString('hex');
  const response = await request.post('/api/employee-roster/add', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      name: `Robin Selfserve ${tag}`,
      birthday: '1990-04-01',
      startDate: '2024-01-15',
      phone: '555-0142',
      email: `robin.${tag}@example.com`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Employee;
}

async function linkAccount(request: APIRequestContext, headers: AuthHeaders, employeeId: number, username: string) {
  const users = (await (await request.get('/api/users', { headers })).json()) as ManagedUser[];
  const user = users.find((entry) => entry.username === username);
  expect(user, `user ${username}`).toBeDefined();
  const response = await request.put(`/api/employee-roster/${employeeId}/account`, {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { userId: user?.id },
  });
  expect(response.status(), await response.text()).toBe(200);
}

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
  const employee = await addEmployee(request, adminHeaders);
  await linkAccount(request, adminHeaders, employee.id, associate.username);

  // A linked associate's schedule opens on their own week, with their requests.
  await signIn(associate, '/schedule');
  await expect(page.getByText(employee.name, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'My Requests' })).toBeVisible();
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Time Off' });
  await dialog.getByLabel('Store').selectOption('KW');
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
