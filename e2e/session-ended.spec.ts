import { AUTH_TOKEN_KEY } from '../src/client/lib/auth-token';
import { SESSION_ENDED_MESSAGE } from '../src/client/lib/session-ended';
import { bearer } from './support/api';
import { expect, test } from './support/fixtures';

// The page's next request is refused: Chromium logs that 401 as a console error.
test.use({ allowedConsoleErrors: [/status of 401 .* @ .*\/api\/employee-directory$/] });

test('a page whose session ended elsewhere goes to the sign-in page and says why', async ({
  page,
  request,
  createUser,
  signIn,
}) => {
  await signIn(await createUser());
  const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY);
  expect(token).toBeTruthy();
  // Signed out from another tab or device: the session this page holds is gone.
  expect((await request.post('/api/logout', { headers: bearer(token ?? '') })).status()).toBe(200);

  // The open page's next call answers 401.
  await page.getByRole('link', { name: /Employee Directory/ }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText(SESSION_ENDED_MESSAGE)).toBeVisible();
  await expect(page.getByText('Authentication required')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeNull();

  // Said once: a reload of the sign-in page no longer says it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText(SESSION_ENDED_MESSAGE)).toHaveCount(0);
});
