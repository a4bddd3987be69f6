import { authHeaders } from './support/api';
import { expect, test } from './support/fixtures';

test('the admin panel reaches the raffle tickets and the mail outbox, which lists what was mailed', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  const admin = await createUser('admin');
  const headers = await authHeaders(request, admin);
  // Something to be mailed: a store's recipients get a sick day notice.
  const tag = Math.random().toString(36).slice(2, 7);
  const name = `Outbox ${tag} Person`;
  const added = await request.post('/api/employee-roster/add', {
    headers,
    data: { name, birthday: '1990-01-01', startDate: '2024-01-01', phone: '555-0100', email: `${tag}@example.com` },
  });
  expect(added.status()).toBe(201);
  expect(
    (
      await request.put('/api/schedule/recipients/LL', { headers, data: { emails: [`manager-${tag}@example.com`] } })
    ).status(),
  ).toBe(200);
  const today = new Date().toISOString().slice(0, 10);
  expect(
    (
      await request.post('/api/sick-day-notification', {
        headers,
        data: { employeeName: name, date: today, store: 'LL' },
      })
    ).status(),
  ).toBe(200);

  await signIn(admin, '/admin');
  const tools = page.getByLabel('Admin tools');
  await expect(tools.getByRole('link', { name: /Raffle Tickets/ })).toHaveAttribute('href', '/ticket-generator');
  await tools.getByRole('link', { name: /Mail Outbox/ }).click();
  await expect(page.getByRole('heading', { name: 'Mail Outbox', level: 1 })).toBeVisible();
  const mail = page.getByRole('list', { name: 'Mail' });
  const message = mail.getByRole('listitem').filter({ hasText: `Sick day: ${name}` });
  await expect(message).toContainText(`manager-${tag}@example.com`);
  await message.getByRole('button', { name: new RegExp(`Sick day: ${name}`) }).click();
  await expect(message).toContainText(`${name} will not be in on ${today}`);
});

test('the directory has a search box over names, phones and emails', async ({ page, request, createUser, signIn }) => {
  const admin = await createUser('admin');
  const headers = await authHeaders(request, admin);
  const tag = Math.random().toString(36).slice(2, 7);
  // A number no other spec's employee has: the search matches phones by their digits.
  const line = String(1000 + Math.floor(Math.random() * 9000));
  for (const [name, phone] of [
    [`Zed${tag} Quill`, `(314) 556-${line}`],
    [`Ada ${tag} Stone`, '314-555-0000'],
  ] as const) {
    const response = await request.post('/api/employee-roster/add', {
      headers,
      data: {
        name,
        birthday: '1990-01-01',
        startDate: '2024-01-01',
        phone,
        email: `${tag}${phone.length}@example.com`,
      },
    });
    expect(response.status()).toBe(201);
  }
  await signIn(await createUser(), '/employee-directory');
  const search = page.getByRole('searchbox', { name: 'Search employees' });
  await search.fill(`zed${tag}`);
  const cards = page.getByRole('list', { name: 'Employees' }).locator('> li');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(`Zed${tag} Quill`);
  await search.fill(`314556${line}`);
  await expect(cards).toHaveCount(1);
  await search.fill(`nobody-${tag}`);
  await expect(page.getByText(`No employees match “nobody-${tag}”.`)).toBeVisible();
});

test('an admin corrects an employee record; a phone without digits is refused', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  const admin = await createUser('admin');
  const tag = Math.random().toString(36).slice(2, 7);
  const name = `Edit ${tag} Person`;
  const added = await request.post('/api/employee-roster/add', {
    headers: await authHeaders(request, admin),
    data: { name, birthday: '1990-01-01', startDate: '2024-01-01', phone: '555-0100', email: `${tag}@example.com` },
  });
  expect(added.status()).toBe(201);
  await signIn(admin, '/admin/employees');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Employee' });
  await dialog.getByLabel('Phone').fill('ask the office');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Phone must contain digits')).toBeVisible();
  await dialog.getByLabel('Phone').fill('(314) 555-0199');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await signIn(admin, '/employee-directory');
  await page.getByRole('searchbox', { name: 'Search employees' }).fill(name);
  await expect(page.getByRole('list', { name: 'Employees' })).toContainText('(314) 555-0199');
});
