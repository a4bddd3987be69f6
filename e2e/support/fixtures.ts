import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { AUTH_TOKEN_KEY } from '#client/lib/auth-token';
import { recordToasts } from './toasts';
import { claimPoolUser } from './user-pool';
import { createUser, type Credentials, type Role } from './users';

/**
 * Chromium reports every non-OK fetch as a console error, so normal use answers none: a signed-out
 * client does not ask for the current user, and the quiz card asks `/api/quizzes/current`, which
 * answers null while no quiz is active (ADRs 053, 054). A test that provokes one declares it.
 */
const EXPECTED_BY_DESIGN: readonly RegExp[] = [];

interface Fixtures {
  /** Extra console errors a test expects, matched against `<text> @ <source url>`. */
  allowedConsoleErrors: RegExp[];
  /** A user of its own for this test: no other test signs in as it (see ./user-pool). */
  createUser: (role?: Role) => Promise<Credentials>;
  /**
   * Signs in as the form leaves a browser, without the form (auth.spec.ts tests the form), then
   * opens `path`: by default the dashboard, once it shows; null opens nothing, for a test that
   * opens its own screen next.
   */
  signIn: (credentials: Credentials, path?: string | null) => Promise<void>;
}

/**
 * Every spec imports `test` from here (playwright.config.ts refuses a spec that does not), so
 * every page fails its test on an undeclared console error or uncaught exception, and records
 * the toasts it shows (see ./toasts).
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  page: async ({ page, allowedConsoleErrors }, use) => {
    const allowed = [...EXPECTED_BY_DESIGN, ...allowedConsoleErrors];
    const unexpected: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const line = `${message.text()} @ ${message.location().url}`;
      if (!allowed.some((pattern) => pattern.test(line))) unexpected.push(line);
    });
    page.on('pageerror', (error) => unexpected.push(`Uncaught: ${error.message}`));
    // A CSP refusal is a console error too, even one the page's code caught (an `eval` probe).
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    await recordToasts(page);
    await use(page);
    expect(unexpected, 'unexpected console errors in the page').toEqual([]);
  },

  createUser: async ({ request, baseURL }, use) => {
    await use(async (role = 'associate') => claimPoolUser(baseURL, role) ?? createUser(request, role));
  },

  signIn: async ({ page }, use) => {
    await use(async (credentials, path = '/') => {
      await signInThroughApi(page, credentials);
      if (path === null) return;
      await page.goto(path);
      if (path === '/') await expect(page.getByRole('heading', { name: 'Mission Control', level: 1 })).toBeVisible();
    });
  },
});

/** Signs in through the sign-in form, as a person does. */
export async function signInThroughForm(page: Page, { username, password }: Credentials) {
  await page.goto('/auth');
  await page.getByPlaceholder('Enter your username').fill(username);
  await page.getByPlaceholder('Enter your password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Mission Control', level: 1 })).toBeVisible();
}

/**
 * POST /api/login from the page's context, then what the form keeps besides the cookies that
 * answer sets: the token in localStorage. One request instead of loading /auth and the dashboard.
 */
async function signInThroughApi(page: Page, credentials: Credentials) {
  const response = await page.request.post('/api/login', { data: credentials });
  expect(response.status(), `sign-in of ${credentials.username}`).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const origin = new URL(response.url()).origin;
  const context = page.context();
  const state = await context.storageState();
  const kept = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  await context.setStorageState({
    cookies: state.cookies,
    origins: [
      ...state.origins.filter((entry) => entry.origin !== origin),
      {
        origin,
        localStorage: [...kept.filter((item) => item.name !== AUTH_TOKEN_KEY), { name: AUTH_TOKEN_KEY, value: token }],
      },
    ],
  });
}

/** The side navigation; on phones the drawer is opened first (spec 01 §2.4). */
export async function openNavigation(page: Page) {
  const hamburger = page.getByRole('button', { name: 'Open navigation menu' });
  if (await hamburger.isVisible()) await hamburger.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  return nav;
}

/** Fails when the page scrolls sideways (phone layouts, spec 01 §2.4). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page wider than the viewport').toBeLessThanOrEqual(0);
}

export { expect };
export { closeToasts, expectToast } from './toasts';
