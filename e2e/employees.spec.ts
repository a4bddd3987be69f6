import { expect, expectNoSidewaysScroll, expectToast, test } from './support/fixtures';

test.describe('employee roster and directory', () => {
  test('an admin adds an employee, who shows in the directory, then removes them', async ({
    page,
    createUser,
    signIn,
  }) => {
    test.setTimeout(60_000);
    const name = `E2E Employee ${Date.now().toString(36)}`;
    await signIn(await createUser('admin'), '/admin/employees');
    await expect(page.getByRole('heading', { name: 'Employee Management', level: 1 })).toBeVisible();
    const activeCount = page.getByTestId('active-count');
    await expect(activeCount).toHaveText(/^\d+$/);
    const before = Number(await activeCount.textContent());
    await expect(page.getByText('Mission Control database')).toBeVisible();
    await expect(page.getByText('1 hour')).toBeVisible();

    const form = page.getByRole('form', { name: 'Add employee' });
    await form.getByRole('button', { name: 'Add Employee' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Birthday').fill('1992-08-14');
    await form.getByLabel('Start date').fill('2026-01-05');
    await form.getByLabel('Phone').fill('314-555-0177');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Add Employee' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await form.getByLabel('Email').fill('e2e.employee@example.com');
    await form.getByRole('button', { name: 'Add Employee' }).click();
    await expectToast(page, { title: 'Employee added' });
    await expect(page.getByRole('list', { name: 'Active employees' })).toContainText(name);
    await expect(activeCount).toHaveText(String(before + 1));

    await page.goto('/employee-directory');
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('314-555-0177');
    await expect(card).toContainText('e2e.employee@example.com');

    await page.goto('/admin/employees');
    const remove = page.getByRole('form', { name: 'Remove employee' });
    await remove.getByRole('button', { name: 'Remove Employee' }).click();
    await expect(remove.getByText('Please select an employee')).toBeVisible();
    await expect(remove.getByText('End date is required')).toBeVisible();
    await remove.getByLabel('Employee').click();
    await page.getByRole('option', { name }).click();
    await remove.getByLabel('End date').fill('2026-06-30');
    await remove.getByRole('button', { name: 'Remove Employee' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Employee' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, { title: 'Employee removed' });
    await expect(activeCount).toHaveText(String(before));

    await page.goto('/employee-directory');
    await expect(page.getByRole('heading', { name: 'Employee Directory', level: 1 })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test('an associate reaches the directory from the dashboard @phone', async ({ page, createUser, signIn }) => {
    await signIn(await createUser());
    await page.getByRole('link', { name: 'Employee Directory' }).click();
    await expect(page.getByRole('heading', { name: 'Employee Directory', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Employees' }).or(page.getByText('No Active Employees'))).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
