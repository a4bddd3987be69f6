import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_SERVERS_READY } from './e2e/support/e2e-env';

/**
 * Every spec takes `test` from e2e/support/fixtures, whose `page` fails a test on an undeclared
 * console error and records the toasts: a spec that takes it from @playwright/test is refused.
 */
function assertSpecsUseFixtures(dir: string) {
  const offenders = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => {
      const source = readFileSync(`${dir}/${file}`, 'utf8');
      return (
        /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(source) ||
        !/support\/fixtures'/.test(source)
      );
    });
  if (offenders.length > 0)
    throw new Error(`These specs must import { test } from './support/fixtures': ${offenders.join(', ')}`);
}
assertSpecsUseFixtures('e2e');

/**
 * A free port, chosen once in the runner process; workers inherit it through the environment.
 * Set E2E_PORT to pin one (e.g. 5099).
 */
function pickFreePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
process.env.E2E_PORT ??= pickFreePort();
// Where the label tests run their fake Zebra Browser Print agent; the server allows it in its CSP.
process.env.E2E_PRINT_PORT ??= pickFreePort();
// Where the help desk tests run their fake YouTube; the server looks videos up there.
process.env.E2E_YOUTUBE_PORT ??= pickFreePort();
// The demo-seeded second server (e2e/support/e2e-env.ts, e2eDemoPort).
process.env.E2E_DEMO_PORT ??= pickFreePort();
// Names this run's pool of ready users and its claims (e2e/support/user-pool.ts).
process.env.E2E_RUN_ID ??= randomBytes(8).toString('hex');
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Never a downloaded browser: Debian's Chromium, with these flags (no network side-traffic). */
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const QUIZ_SPECS = /quiz(zes|-lifecycle|-training|-double-click)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Margins for a slow, shared machine: a passing run takes no longer for them.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    // Pages ask for reduced motion, which the app honours (spinners stand still, transitions take
    // 1 ms): the suite tests behaviour, and painting animation frames took a fifth of its time on
    // two cores. accessibility-flows.spec.ts checks the motion itself, both ways.
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Tests run on the desktop viewport unless tagged: @phone ones only on the phone, @desktop ones
  // (layout that differs on a phone) only on the desktop. Nothing runs twice.
  // The quiz specs each make "this week's quiz", and only the newest quiz of a week is open: they run
  // one at a time, after the rest (which only read quizzes).
  projects: [
    // The Shopify adapter against the fake Shopify: its specs start their own server
    // (e2e/support/shopify-store.ts) and are skipped in the projects below. First, so its one
    // worker's share runs beside the others instead of after them.
    { name: 'shopify', testMatch: /shopify-store\.spec\.ts$/, workers: 1, use: DESKTOP },
    { name: 'desktop', grepInvert: /@phone/, testIgnore: QUIZ_SPECS, use: DESKTOP },
    { name: 'phone', grep: /@phone/, testIgnore: QUIZ_SPECS, use: PHONE },
    {
      name: 'quizzes',
      testMatch: QUIZ_SPECS,
      grepInvert: /@phone/,
      workers: 1,
      dependencies: ['desktop', 'phone'],
      use: DESKTOP,
    },
    { name: 'quizzes-phone', testMatch: QUIZ_SPECS, grep: /@phone/, workers: 1, dependencies: ['quizzes'], use: PHONE },
  ],
  // Both servers (the main one and the demo-seeded one) serve the built client from dist/client:
  // `npm run test:e2e` builds first. One process starts them side by side and says when both answer.
  webServer: {
    command: 'node --import tsx e2e/support/start-server.ts',
    wait: { stdout: new RegExp(E2E_SERVERS_READY) },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
