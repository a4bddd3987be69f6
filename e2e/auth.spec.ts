import type { Page } from '@playwright/test';
import { expect, expectToast, openNavigation, signInThroughForm, test } from './support/fixtures';
import { inviteUser } from './support/users';

// Each test signs in its own user: both workers take them.
test.describe.configure({ mode: 'parallel' });

const mainHeading = (page: Page) => page.getByRole('heading', { name: 'Mission Control', level: 1 });

test.describe('sign-in page', () => {
  test('signs in, shows the pending state and lands on the dashboard', async ({ page, createUser }) => {
    const user = await createUser();
    // The sign-in request is held until the pending state has been seen, then let through.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/login', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/auth');
    await expect(page.getByText('Welcome', { exact: true })).toBeVisible();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await page.getByPlaceholder('Enter your username').fill(user.username);
    await page.getByPlaceholder('Enter your password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();

    await expect(mainHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  });

  test.describe('with a wrong password', () => {
    // After Logout, a read of the signed-in user still under way when the session ends answers 401.
    test.use({ allowedConsoleErrors: [/status of 401 .* @ .*\/api\/(login|user)$/] });

    test('shows the "Login failed" toast with the server message', async ({ page, createUser }) => {
      const user = await createUser();
      await page.goto('/auth');
      await page.getByPlaceholder('Enter your username').fill(user.username);
      await page.getByPlaceholder('Enter your password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();

      await expectToast(page, {
        title: 'Login failed',
        description: 'Invalid username or password',
        variant: 'destructive',
      });
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    });

    test('clears the "Login failed" toast once a sign-in succeeds', async ({ page, createUser }) => {
      const user = await createUser();
      await page.goto('/auth');
      await page.getByPlaceholder('Enter your username').fill(user.username);
      await page.getByPlaceholder('Enter your password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectToast(page, { title: 'Login failed', variant: 'destructive' });
      const toasts = page.locator('li[data-swipe-direction]');
      await expect(toasts).toHaveCount(1);

      await page.getByPlaceholder('Enter your password').fill(user.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(mainHeading(page)).toBeVisible();
      // Well before the toast would close by itself (5 s).
      await expect(toasts).toHaveCount(0, { timeout: 1500 });
    });
  });

  test('a signed-out visitor is sent to /auth, a signed-in one away from it', async ({ page, createUser }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
    await signInThroughForm(page, await createUser());
    await page.goto('/auth');
    await expect(mainHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('logout ends the session and returns to the sign-in page', async ({ page, createUser }) => {
    await signInThroughForm(page, await createUser());
    await openNavigation(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('invite link and temporary password', () => {
  test('pre-fills the form, then requires a new password before anything else', async ({ page, request }) => {
    const invited = await inviteUser(request);
    const query = new URLSearchParams({ invite: invited.username, temp: invited.password });
    await page.goto(`/auth?${query.toString()}`);

    await expect(page.getByTestId('invite-notice')).toContainText('invited');
    await expect(page.getByTestId('invite-notice')).toContainText('pre-filled');
    await expect(page.getByTestId('invite-notice')).toContainText('temporary password');
    await expect(page.getByPlaceholder('Enter your username')).toHaveValue(invited.username);
    await expect(page.getByPlaceholder('Enter your password')).toHaveValue(invited.password);
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Current password')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await dialog.getByLabel('New password', { exact: true }).fill('Fresh-Cellar-2931');
    await dialog.getByLabel('Confirm new password').fill('Fresh-Cellar-2932');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByText('Passwords do not match')).toBeVisible();

    await dialog.getByLabel('Confirm new password').fill('Fresh-Cellar-2931');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog).toBeHidden();
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByText(`Welcome back, ${invited.username}`)).toBeVisible();
  });

  test.describe('after a reload', () => {
    // After Logout, a read of the signed-in user still under way when the session ends answers 401.
    test.use({ allowedConsoleErrors: [/status of 401 .* @ .*\/api\/(login|user)$/] });

    test('the dialog does not ask for the temporary password, and the used invite link says it was used', async ({
      page,
      request,
    }) => {
      const invited = await inviteUser(request);
      const query = new URLSearchParams({ invite: invited.username, temp: invited.password });
      await page.goto(`/auth?${query.toString()}`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('dialog', { name: 'Change your password' })).toBeVisible();

      await page.reload();
      const dialog = page.getByRole('dialog', { name: 'Change your password' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Current password')).toHaveCount(0);
      await dialog.getByLabel('New password', { exact: true }).fill('Fresh-Cellar-4410');
      await dialog.getByLabel('Confirm new password').fill('Fresh-Cellar-4410');
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expect(mainHeading(page)).toBeVisible();

      // The invite link opened again, once its temporary password was replaced.
      await openNavigation(page);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.goto(`/auth?${query.toString()}`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'This invite link has already been used' })).toBeVisible();
      await expect(page.getByText('Invalid username or password')).toHaveCount(0);
    });
  });
});
