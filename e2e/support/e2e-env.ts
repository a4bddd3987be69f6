/** Settings shared by the Playwright config, the server it starts and the tests. */
export const E2E_ADMIN = { username: 'admin', password: 'E2e-Admin-Orbit-7391!' } as const;

export const E2E_LINKS = {
  WEBSITE_URL: 'https://shop.example.com/',
  SHOPIFY_ADMIN_URL: 'https://admin.example.com/login',
  TIME_CLOCK_URL: 'https://clock.example.com/',
  PAYROLL_URL: 'https://payroll.example.com/login',
} as const;

export function e2ePort(): number {
  const port = Number(process.env.E2E_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_PORT is not set (playwright.config.ts sets it)');
  return port;
}

export const e2eBaseUrl = () => `http://127.0.0.1:${e2ePort()}`;

/**
 * A second server, seeded with the demo catalogue (SEED_DEMO=1), for the tests that need the
 * local catalogue's collections and costs as a fresh install has them; the main server starts empty.
 */
export function e2eDemoPort(): number {
  const port = Number(process.env.E2E_DEMO_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_DEMO_PORT is not set (playwright.config.ts sets it)');
  return port;
}

export const e2eDemoBaseUrl = () => `http://127.0.0.1:${e2eDemoPort()}`;

/** What start-server.ts prints once both servers answer: Playwright waits for it. */
export const E2E_SERVERS_READY = 'e2e servers ready';
