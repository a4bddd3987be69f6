import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, mondayOf } from '../src/shared/schedules/dates';
import { authHeaders, type Credentials } from './support/api';
import { expect, expectToast, test } from './support/fixtures';

const SICK_DAY_SUCCESS =
  "We hope you feel better! Thanks for letting us know. If you can't come in tomorrow or your next scheduled workday, please fill this out again with that date. Thank you.";

function localDate(at = new Date()) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
const THIS_WEEK = mondayOf(localDate());

// These flows walk through several screens and many selects: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Adds people to the roster through the employee roster's own call (spec 03 §7). */
async function addEmployees(request: APIRequestContext, admin: Credentials, count: number) {
  const headers = await authHeaders(request, admin);
  const tag = Math.random().toString(36).slice(2, 7);
  const names = Array.from({ length: count }, (_, i) => `E2E ${tag} Person${i + 1}`);
  for (const name of names) {
    const response = await request.post('/api/employee-roster/add', {
      headers,
      data: {
        name,
        birthday: '1990-01-01',
        startDate: '2024-01-01',
        phone: '555-0100',
        email: `${tag}${name.length}@example.com`,
      },
    });
    expect(
      response.status(),
      `POST /api/employee-roster/add (the employees area's roster call): ${await response.text()}`,
    ).toBe(201);
  }
  return names;
}

/** Picks an option of a Radix select by its label. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an associate reports a sick day and sees it on the schedule', async ({ page, request, createUser, signIn }) => {
  const admin = await createUser('admin');
  const [name = ''] = await addEmployees(request, admin, 1);
  await signIn(await createUser());
  await page.getByRole('button', { name: 'Sick Day Notification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sick Day Notification' });
  await dialog.getByRole('button', { name: 'Submit Sick Day' }).click();
  await expect(dialog.getByText('Employee name is required')).toBeVisible();
  await expect(dialog.getByText('Date is required')).toBeVisible();
  await expect(dialog.getByText('Store is required')).toBeVisible();

  await choose(dialog, page, 'Employee Name', name);
  await dialog.getByLabel('Sick Day Date').fill(THIS_WEEK);
  await choose(dialog, page, 'Store', 'NB');
  await dialog.getByRole('button', { name: 'Submit Sick Day' }).click();
  await expectToast(page, { title: 'Success', description: SICK_DAY_SUCCESS });
  await expect(dialog).toBeHidden();

  await page.goto('/schedule');
  await choose(page, page, 'Store', 'NB – Creve Coeur');
  await expect(page.getByTestId(`day-NB-${THIS_WEEK}`).locator('[data-kind="sick"]')).toContainText(name);
  await page.getByRole('button', { name: 'My Schedule' }).click();
  await expect(page.getByRole('button', { name: 'My Schedule' })).toHaveAttribute('aria-pressed', 'true');
  await choose(page, page, 'Employee', name);
  await expect(page.getByTestId(`day-NB-${THIS_WEEK}`)).toContainText('Sick');
});

test('time off: each validation error, then a day off on the schedule', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  const admin = await createUser('admin');
  const [name = ''] = await addEmployees(request, admin, 1);
  await signIn(admin, '/schedule');
  await page.getByRole('button', { name: 'Schedule Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Time Off' });
  const submit = dialog.getByRole('button', { name: 'Schedule Time Off' });
  await submit.click();
  for (const text of [
    'Employee name is required',
    'Store is required',
    'Type is required',
    'Start date is required',
    'End date is required',
  ])
    await expect(dialog.getByText(text)).toBeVisible();

  await choose(dialog, page, 'Employee Name', name);
  await choose(dialog, page, 'Store', 'SH');
  await choose(dialog, page, 'Type', 'Shift Swap (New Shift)');
  await dialog.getByLabel('Start Date').fill(addDays(THIS_WEEK, 2));
  await dialog.getByLabel('End Date').fill(addDays(THIS_WEEK, 1));
  await submit.click();
  await expect(dialog.getByText('End date must be on or after start date')).toBeVisible();
  await expect(dialog.getByText('Shift swap start time is required')).toBeVisible();
  await expect(dialog.getByText('Shift swap end time is required')).toBeVisible();

  await dialog.getByLabel('End Date').fill(addDays(THIS_WEEK, 2));
  await dialog.getByLabel('Shift Swap Start Time').fill('14:00');
  await dialog.getByLabel('Shift Swap End Time').fill('13:00');
  await submit.click();
  await expect(dialog.getByText('Shift swap end time must be after start time')).toBeVisible();

  await choose(dialog, page, 'Type', 'Day Off');
  await dialog.getByLabel('PTO Days').fill('-1');
  await submit.click();
  await expect(dialog.getByText('PTO days must be 0 or greater')).toBeVisible();
  await dialog.getByLabel('PTO Days').fill('0.3');
  await submit.click();
  await expect(dialog.getByText('PTO days must be in increments of 0.5 (half days)')).toBeVisible();
  await dialog.getByLabel('PTO Days').fill('1');
  await dialog.getByLabel('Note').fill('Family event');
  await submit.click();
  await expectToast(page, { title: 'Time off scheduled' });
  await expect(dialog).toBeHidden();

  await choose(page, page, 'Store', 'SH – South Hampton - Spirit Wine & Craft');
  await expect(page.getByTestId(`day-SH-${addDays(THIS_WEEK, 2)}`).locator('[data-kind="day-off"]')).toContainText(
    name,
  );
});

test('an admin builds a week in the editor, copies it, imports one by CSV, and browses weeks', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  const admin = await createUser('admin');
  const [ana = '', ben = ''] = await addEmployees(request, admin, 2);
  await signIn(admin, '/schedule');
  await page.getByRole('link', { name: 'Edit Schedule' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Schedule', level: 1 })).toBeVisible();
  await choose(page, page, 'Store', 'OO – Olive Ovation - Ladue');

  // Build this week: one shift, then change it, and mark Sunday closed.
  const monday = page.getByTestId(`editor-day-${THIS_WEEK}`);
  await monday.getByRole('button', { name: `Add shift on ${THIS_WEEK}` }).click();
  await choose(monday, page, 'Employee', ana);
  await monday.getByLabel('Start').fill('09:00');
  await monday.getByLabel('End').fill('08:00');
  await monday.getByRole('button', { name: 'Save' }).click();
  await expect(monday.getByText('End time must be after start time')).toBeVisible();
  await monday.getByLabel('End').fill('17:00');
  await monday.getByRole('button', { name: 'Save' }).click();
  await expect(monday).toContainText('9:00 AM - 5:00 PM');
  await monday.getByRole('button', { name: `Change ${ana}'s shift on ${THIS_WEEK}` }).click();
  await monday.getByLabel('End').fill('15:30');
  await monday.getByRole('button', { name: 'Save' }).click();
  await expect(monday).toContainText('9:00 AM - 3:30 PM');
  const sunday = page.getByTestId(`editor-day-${addDays(THIS_WEEK, 6)}`);
  await sunday.getByLabel('Store closed').click();
  await expect(sunday.getByLabel('Store closed')).toBeChecked();

  // Copy it into next week.
  await page.getByRole('button', { name: 'Next Week' }).click();
  const nextWeek = addDays(THIS_WEEK, 7);
  await page.getByRole('button', { name: 'Copy Last Week' }).click();
  await page.getByRole('dialog', { name: 'Copy last week?' }).getByRole('button', { name: 'Copy Last Week' }).click();
  await expectToast(page, { title: 'Week copied' });
  await expect(page.getByTestId(`editor-day-${nextWeek}`)).toContainText('9:00 AM - 3:30 PM');

  // Import the week after by CSV: a bad file first, then a clean one.
  await page.getByRole('button', { name: 'Next Week' }).click();
  const third = addDays(THIS_WEEK, 14);
  const file = (body: string) => ({ name: 'week.csv', mimeType: 'text/csv', buffer: Buffer.from(body) });
  const [year, month, day] = addDays(third, 1).split('-').map(Number);
  const spreadsheetDate = `${month}/${day}/${year}`;
  await page
    .getByLabel('CSV file')
    .setInputFiles(
      file(`store,date,employee,start,end\nOO,${third},${ben},10:00,09:00\nOO,${third},Nobody Here,10:00,18:00\n`),
    );
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('End time must be after start time');
  await expect(preview).toContainText('Unknown employee "Nobody Here"');
  await expect(preview.getByRole('button', { name: 'Import 2 shifts' })).toBeDisabled();
  await page
    .getByLabel('CSV file')
    .setInputFiles(
      file(
        `store,date,employee,start,end\nOO,${third},${ben},10:00,18:00\nOO,${spreadsheetDate},${ana},8:00 AM,12:00 PM\n`,
      ),
    );
  // A spreadsheet's dates and times are read too, and the preview says which rows were converted.
  await expect(page.getByTestId('import-read-summary')).toHaveText(
    '1 of 2 rows read as written; line 3 converted from spreadsheet dates or times (see Read as).',
  );
  await expect(preview).toContainText(`${spreadsheetDate} read as ${addDays(third, 1)} (month/day/year)`);
  await expect(preview).toContainText('12:00 PM read as 12:00');
  await preview.getByRole('button', { name: 'Import 2 shifts' }).click();
  await expectToast(page, { title: 'Schedule imported' });
  await expect(page.getByTestId(`editor-day-${third}`)).toContainText(ben);

  // Browse the weeks in the viewer, in both modes.
  await page.getByRole('link', { name: 'Back to Schedule' }).click();
  await choose(page, page, 'Store', 'OO – Olive Ovation - Ladue');
  await expect(page.getByTestId(`day-OO-${THIS_WEEK}`)).toContainText(ana);
  await expect(page.getByTestId(`day-OO-${addDays(THIS_WEEK, 6)}`)).toContainText('Store Closed');
  await page.getByRole('button', { name: 'Next Week' }).click();
  await expect(page.getByTestId(`day-OO-${nextWeek}`)).toContainText('9:00 AM - 3:30 PM');
  await page.getByRole('button', { name: 'Next Week' }).click();
  await expect(page.getByTestId(`day-OO-${third}`)).toContainText(ben);
  await page.getByRole('button', { name: 'My Schedule' }).click();
  await choose(page, page, 'Employee', ana);
  await expect(page.getByTestId(`day-OO-${addDays(third, 1)}`)).toContainText('8:00 AM - 12:00 PM');
  await expect(page.getByTestId(`day-OO-${third}`)).not.toContainText(ben);
  await page.getByRole('button', { name: 'Previous Week' }).click();
  await page.getByRole('button', { name: 'Previous Week' }).click();
  await expect(page.getByTestId(`day-OO-${THIS_WEEK}`)).toContainText('9:00 AM - 3:30 PM');
  await page.getByRole('button', { name: 'Previous Week' }).click();
  await expect(page.getByText('No schedule data available')).toBeVisible();
});

test.describe('when the schedule cannot load', () => {
  test.use({ allowedConsoleErrors: [/status of 500 .* @ .*\/api\/schedule\?/] });
  test('says so with the message', async ({ page, createUser, signIn }) => {
    await page.route('**/api/schedule?**', (route) =>
      route.fulfill({ status: 500, json: { message: 'Database down' } }),
    );
    await signIn(await createUser(), '/schedule');
    await expect(page.getByText('Error loading schedule: Database down')).toBeVisible();
  });
});

test('the schedule fits a phone @phone', async ({ page, createUser, signIn }) => {
  await signIn(await createUser(), '/schedule');
  await expect(page.getByRole('button', { name: 'Next Week' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an admin finds a day off typed with the wrong year, corrects it, then deletes it after confirming', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  const admin = await createUser('admin');
  const [name = ''] = await addEmployees(request, admin, 1);
  const created = await request.post('/api/exceptions', {
    headers: await authHeaders(request, admin),
    data: { employeeName: name, store: 'OO', type: 'Day Off', startDate: '2026-12-21', endDate: '2027-12-21' },
  });
  expect(created.status()).toBe(201);

  await signIn(admin, '/admin');
  await page.getByRole('link', { name: /Time Off.*List, correct and remove/ }).click();
  await expect(page.getByRole('heading', { name: 'Time Off', level: 1 })).toBeVisible();
  await choose(page, page, 'Employee', name);
  const entries = page.getByRole('list', { name: 'Time off' });
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entries.getByText('2026-12-21 – 2027-12-21')).toBeVisible();

  await entries.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Time Off' });
  await dialog.getByLabel('End Date').fill('2026-12-21');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, { title: 'Time off updated' });
  await expect(entries.getByText('2026-12-21', { exact: true })).toBeVisible();

  await entries.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this time off?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await entries.getByRole('button', { name: /^Delete / }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, { title: 'Time off deleted' });
  await expect(page.getByText('No time off matches.')).toBeVisible();
});

test.describe('the week editor warns and asks', () => {
  // Closing a day with shifts is answered 409 (a question): Chromium logs it.
  test.use({ allowedConsoleErrors: [/status of 409 .* @ .*\/api\/schedule\/closed-days$/] });

  test('overlaps and days off are shown, a closed day asks about its shifts, an empty last week copies nothing', async ({
    page,
    request,
    createUser,
    signIn,
  }) => {
    const admin = await createUser('admin');
    const [name = ''] = await addEmployees(request, admin, 1);
    const headers = await authHeaders(request, admin);
    const week = addDays(THIS_WEEK, 28);
    const [first, second] = [addDays(week, 1), addDays(week, 2)];
    for (const [date, startTime, endTime] of [
      [first, '09:00', '13:00'],
      [first, '12:00', '18:00'],
      [second, '09:00', '17:00'],
    ] as const) {
      const response = await request.post('/api/schedule/shifts', {
        headers,
        data: { store: 'SH', date, employee: name, startTime, endTime },
      });
      expect(response.status()).toBe(201);
    }
    const off = await request.post('/api/exceptions', {
      headers,
      data: { employeeName: name, store: 'SH', type: 'Day Off', startDate: second, endDate: second },
    });
    expect(off.status()).toBe(201);

    await signIn(admin, '/schedule/edit');
    await choose(page, page, 'Store', 'SH – South Hampton - Spirit Wine & Craft');
    for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'Next Week' }).click();
    const firstDay = page.getByTestId(`editor-day-${first}`);
    const secondDay = page.getByTestId(`editor-day-${second}`);
    await expect(firstDay.getByRole('note')).toHaveCount(2);
    await expect(firstDay).toContainText(`Overlaps ${name}'s other shift 12:00–18:00`);
    await expect(secondDay.getByRole('list', { name: `Away on ${second}` })).toContainText(`${name}: Day Off`);
    await expect(secondDay.getByRole('note')).toHaveText(`${name} has a day off that day`);

    await firstDay.getByLabel('Store closed').click();
    const question = page.getByRole('dialog', { name: /^Close / });
    await expect(question).toContainText('This day has 2 shifts: keep or remove them?');
    await question.getByRole('button', { name: 'Remove Shifts' }).click();
    await expect(firstDay.getByLabel('Store closed')).toBeChecked();
    await expect(firstDay.getByText(name)).toHaveCount(0);

    await page.getByRole('button', { name: 'Copy Last Week' }).click();
    await page.getByRole('dialog', { name: 'Copy last week?' }).getByRole('button', { name: 'Copy Last Week' }).click();
    await expectToast(page, { title: 'Last week has no shifts' });
    await expect(secondDay).toContainText('9:00 AM - 5:00 PM');
  });
});
