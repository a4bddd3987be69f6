import type { Page } from '@playwright/test';
import { bearer, signInForToken } from './support/api';
import { expect, expectToast, test } from './support/fixtures';

/** Leaves User Management for the Admin Panel and comes back, inside the app (no reload). */
async function leaveAndReturnToUsers(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /User Management/ }).click();
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
}

const userRow = (page: Page, username: string) =>
  page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: username });

test.describe('user management', () => {
  test('an admin invites a user, who opens the link in a fresh browser, signs in and changes the password', async ({
    page,
    browser,
    createUser,
    signIn,
  }) => {
    // Two browsers and three password hashes: slower than one screen's test.
    test.setTimeout(90_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(await createUser('admin'), '/admin/users');
    await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();

    // Spec 03 §5: the username is required.
    await page.getByRole('button', { name: 'Invite User' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();

    const username = `e2e-invitee-${Date.now().toString(36)}`;
    await page.getByLabel('Username').fill(`  ${username}  `);
    await page.getByRole('button', { name: 'Invite User' }).click();
    const linkField = page.getByLabel('Invite link');
    await expect(linkField).toHaveValue(/\/auth\?invite=/);
    const inviteLink = await linkField.inputValue();
    expect(new URL(inviteLink).searchParams.get('invite')).toBe(username);
    await expect(page.getByRole('list', { name: 'Users' })).toContainText(username);

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);
    // The confirmation lasts 2 seconds (spec 03 §9).
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 3_500 });

    const fresh = await browser.newContext();
    try {
      const invitee = await fresh.newPage();
      await invitee.goto(inviteLink);
      await expect(invitee.getByTestId('invite-notice')).toBeVisible();
      await expect(invitee.getByPlaceholder('Enter your username')).toHaveValue(username);
      await invitee.getByRole('button', { name: 'Sign In' }).click();
      const dialog = invitee.getByRole('dialog', { name: 'Change your password' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('New password', { exact: true }).fill('Invited-Cellar-4821');
      await dialog.getByLabel('Confirm new password').fill('Invited-Cellar-4821');
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expect(invitee.getByRole('heading', { name: 'Mission Control', level: 1 })).toBeVisible();
      await expect(invitee.getByText(`Welcome back, ${username}`)).toBeVisible();
    } finally {
      await fresh.close();
    }

    // The list the admin read before says "Invited"; back on the screen it is read again.
    await leaveAndReturnToUsers(page);
    const row = userRow(page, username);
    await expect(row).toContainText('Created');
    await expect(row).not.toContainText('Invited');
    await expect(row).not.toContainText('Must change password');
  });

  test('stops showing "Must change password" once the user has changed it in their own browser', async ({
    page,
    browser,
    createUser,
    signIn,
  }) => {
    // Two browsers and three password hashes: slower than one screen's test.
    test.setTimeout(90_000);
    const target = await createUser();
    await signIn(await createUser('admin'), '/admin/users');
    await page.getByRole('button', { name: `Reset password for ${target.username}` }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByLabel('New password').fill('Reset-By-Admin-5517');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, { title: 'Password reset' });
    const row = userRow(page, target.username);
    await expect(row).toContainText('Must change password');

    const own = await browser.newContext();
    try {
      const user = await own.newPage();
      await user.goto('/auth');
      await user.getByPlaceholder('Enter your username').fill(target.username);
      await user.getByPlaceholder('Enter your password').fill('Reset-By-Admin-5517');
      await user.getByRole('button', { name: 'Sign In' }).click();
      const dialog = user.getByRole('dialog', { name: 'Change your password' });
      await dialog.getByLabel('New password', { exact: true }).fill('Own-Choice-Cellar-6604');
      await dialog.getByLabel('Confirm new password').fill('Own-Choice-Cellar-6604');
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await expect(dialog).toBeHidden();
      await expect(user.getByText(`Welcome back, ${target.username}`)).toBeVisible();
    } finally {
      await own.close();
    }

    await leaveAndReturnToUsers(page);
    await expect(row).toContainText('Created');
    await expect(row).not.toContainText('Must change password');
  });

  test('resetting a password ends the user’s sessions; deleting asks first', async ({
    page,
    request,
    createUser,
    signIn,
  }) => {
    const target = await createUser();
    const oldToken = await signInForToken(request, target);
    expect((await request.get('/api/user', { headers: bearer(oldToken) })).status()).toBe(200);

    await signIn(await createUser('admin'), '/admin/users');
    await page.getByRole('button', { name: `Reset password for ${target.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await dialog.getByLabel('New password').fill('Reset-By-Admin-7731');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, { title: 'Password reset' });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Users' })).toContainText('Must change password');

    // The old session has ended; the new password signs in and must be changed.
    expect((await request.get('/api/user', { headers: bearer(oldToken) })).status()).toBe(401);
    const login = await request.post('/api/login', {
      data: { username: target.username, password: 'Reset-By-Admin-7731' },
    });
    expect(await login.json()).toMatchObject({ mustChangePassword: true });

    await page.getByRole('button', { name: `Make admin: ${target.username}` }).click();
    await expectToast(page, { title: 'Role changed' });
    await expect(page.getByRole('button', { name: `Make associate: ${target.username}` })).toBeVisible();

    await page.getByRole('button', { name: `Delete ${target.username}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('list', { name: 'Users' })).toContainText(target.username);
    await page.getByRole('button', { name: `Delete ${target.username}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, { title: 'User deleted' });
    await expect(page.getByRole('list', { name: 'Users' })).not.toContainText(target.username);
  });

  test.describe('an invite that fails', () => {
    test.use({ allowedConsoleErrors: [/status of 409 .* @ .*\/api\/users\/invite$/] });

    test('shows the "Failed to invite user" toast with the server message', async ({ page, createUser, signIn }) => {
      const existing = await createUser();
      await signIn(await createUser('admin'), '/admin/users');
      await page.getByLabel('Username').fill(existing.username);
      await page.getByRole('button', { name: 'Invite User' }).click();
      await expectToast(page, {
        title: 'Failed to invite user',
        description: 'That username is already taken',
        variant: 'destructive',
      });
    });
  });
});

test.describe('an associate', () => {
  test.use({ allowedConsoleErrors: [/status of 403 .*/] });

  test('sees Access Denied on each admin screen, and the API refuses', async ({ page, createUser, signIn }) => {
    await signIn(await createUser(), null);
    for (const path of ['/admin/users', '/admin/employees']) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { name: 'Access Denied - You need admin privileges to access this page.' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    }
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', '/api/employee-roster'],
      ['POST', '/api/users/invite'],
      ['POST', '/api/employee-roster/add'],
    ] as const) {
      const response = await page.request.fetch(url, { method, data: method === 'POST' ? {} : undefined });
      expect(response.status(), `${method} ${url}`).toBe(403);
    }
  });
});
