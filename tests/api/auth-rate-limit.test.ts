import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/auth/schemas';
import { recordAudit } from '#server/audit/audit-log';
import { auditLog } from '#server/db/schema/index';
import { LOGIN_SLOWDOWN_MAX_MS, loginSlowdownMs } from '#server/features/auth/auth.service';
import { MINUTE, TEST_PASSWORD, createClock, createTestApp, type TestApp } from '../support/test-app';

const clock = createClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t?.close());

const login = (username: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

async function failTimes(times: number, username: (i: number) => string, ip: string, stepMs: number) {
  for (let i = 0; i < times; i++) {
    if (i > 0) clock.advance(stepMs);
    const response = await login(username(i), 'wrong-password', ip);
    expect(response.statusCode).toBe(401);
  }
}

/** Failures written straight to the audit log, as earlier sign-ins would have (each real one costs a scrypt). */
async function seedFailures(times: number, row: (i: number) => { subject: string; ip: string }, stepMs: number) {
  for (let i = 0; i < times; i++) {
    if (i > 0) clock.advance(stepMs);
    await recordAudit(t.database.db, { action: 'auth.login_failed', at: clock.now(), ...row(i) });
  }
}

function expectThrottled(response: Awaited<ReturnType<typeof login>>, retryAfterSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts });
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('sign-in limit per username from one address', () => {
  it('refuses the 11th attempt in 15 minutes from that address, even with the right password, until the oldest failure ages out', async () => {
    await t.createUser('associate', { username: 'cellar' });
    const start = clock.now();
    // Ten failures one minute apart: three real ones with the name typed three ways (one counter
    // for the account), then seven more as they would be recorded (each real one costs a scrypt).
    const spellings = ['cellar', ' cellar', 'CELLAR '];
    await failTimes(3, (i) => spellings[i] ?? 'cellar', '198.51.100.10', MINUTE);
    clock.advance(MINUTE);
    await seedFailures(7, () => ({ subject: 'username:cellar', ip: '198.51.100.10' }), MINUTE);
    expect(clock.now().getTime() - start.getTime()).toBe(9 * MINUTE);

    clock.advance(30_000);
    // The first failure leaves the window at start + 15 min, 330 s from now.
    expectThrottled(await login('cellar', TEST_PASSWORD, '198.51.100.10'), 330);
    clock.advance(329_000);
    expectThrottled(await login('cellar', TEST_PASSWORD, '198.51.100.10'), 1);
    clock.advance(1000);
    const allowed = await login('cellar', TEST_PASSWORD, '198.51.100.10');
    expect(allowed.statusCode).toBe(200);

    const throttled = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login_throttled'));
    expect(throttled.map(({ subject, ip }) => ({ subject, ip }))).toEqual([
      { subject: 'username:cellar', ip: '198.51.100.10' },
      { subject: 'username:cellar', ip: '198.51.100.10' },
    ]);
  });

  it('does not count refused attempts as failures', async () => {
    await t.createUser('associate', { username: 'vault' });
    await seedFailures(10, () => ({ subject: 'username:vault', ip: '198.51.100.20' }), 0);
    for (let i = 0; i < 3; i++) expect((await login('vault', 'wrong', '198.51.100.20')).statusCode).toBe(429);
    clock.advance(15 * MINUTE);
    expect((await login('vault', TEST_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });
});

describe('nobody can lock a colleague out', () => {
  it('10 wrong passwords from one address: the right one from another address still signs in', async () => {
    await t.createUser('admin', { username: 'boss' });
    await failTimes(10, () => 'boss', '198.51.100.30', 0);
    expect((await login('boss', TEST_PASSWORD, '203.0.113.31')).statusCode).toBe(200);
    // The failing address is still refused, with the time to wait.
    expectThrottled(await login('boss', TEST_PASSWORD, '198.51.100.30'), 900);
  });

  it('failures spread over many addresses slow the username down, with a growing delay, but never refuse it', async () => {
    await t.createUser('associate', { username: 'sommelier' });
    // 40 failures from 8 addresses, 5 each: no address reaches a limit.
    await seedFailures(40, (i) => ({ subject: 'username:sommelier', ip: `198.51.100.${100 + (i % 8)}` }), 0);
    const started = Date.now();
    const response = await login('sommelier', TEST_PASSWORD, '203.0.113.40');
    const elapsed = Date.now() - started;
    expect(response.statusCode).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN_MAX_MS - 50);
    // A wrong password from yet another address is slowed down and refused as wrong, not throttled.
    expect((await login('sommelier', 'wrong', '203.0.113.41')).statusCode).toBe(401);
  });

  it('the delay grows with the failures and is capped', () => {
    expect([0, 10, 11, 12, 13, 14, 15, 16, 1000].map(loginSlowdownMs)).toEqual([
      0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000,
    ]);
  });

  it('an attempt for a username with few failures elsewhere is neither delayed nor refused', async () => {
    await t.createUser('associate', { username: 'porter' });
    await seedFailures(3, () => ({ subject: 'username:porter', ip: '198.51.100.50' }), 0);
    // Three failures and this attempt: under the threshold, so no wait at all.
    expect(loginSlowdownMs(4)).toBe(0);
    expect((await login('porter', TEST_PASSWORD, '203.0.113.50')).statusCode).toBe(200);
  });
});

describe('Retry-After', () => {
  it('counts from the failures that are over the limit, not from older ones of another kind', async () => {
    const start = clock.now();
    // An old failure from the caller's address, for another account...
    await recordAudit(t.database.db, {
      action: 'auth.login_failed',
      at: start,
      subject: 'username:someone-else',
      ip: '192.0.2.90',
    });
    // ...then ten for this account from the same address, one a minute from minute 5.
    clock.advance(5 * MINUTE);
    await seedFailures(10, () => ({ subject: 'username:keg', ip: '192.0.2.90' }), MINUTE);
    clock.advance(30_000);
    // The account's 1st failure (minute 5) leaves the window at minute 20: 5.5 minutes from now.
    expectThrottled(await login('keg', 'anything', '192.0.2.90'), 330);
  });
});

describe('sign-in limit per address', () => {
  it('cannot be escaped with a forged X-Forwarded-For (no proxy is trusted by default)', async () => {
    await seedFailures(20, (i) => ({ subject: `username:forger-${i}`, ip: '192.0.2.80' }), 0);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'forger-20', password: 'x' },
      remoteAddress: '192.0.2.80',
      headers: { 'x-forwarded-for': '203.0.113.200' },
    });
    expect(response.statusCode).toBe(429);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.subject, 'username:forger-20'));
    expect(row).toMatchObject({ action: 'auth.login_throttled', ip: '192.0.2.80' });
  });

  it('refuses an address after 20 failures across any usernames, and only that address', async () => {
    await t.createUser('associate', { username: 'taproom' });
    await failTimes(2, (i) => `guess-${i}`, '192.0.2.66', 30_000);
    clock.advance(30_000);
    await seedFailures(18, (i) => ({ subject: `username:other-${i}`, ip: '192.0.2.66' }), 30_000);
    // The first of them was 9.5 minutes ago: it leaves the window in 5.5 minutes.
    expectThrottled(await login('taproom', TEST_PASSWORD, '192.0.2.66'), 330);
    expect((await login('taproom', TEST_PASSWORD, '192.0.2.67')).statusCode).toBe(200);
  });
});

describe('parallel attempts', () => {
  it("cannot slip past the limit while each other's password check is running", async () => {
    const responses = await Promise.all(
      Array.from({ length: 16 }, () => login('burst-target', 'wrong-password', '203.0.113.50')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.ip, '203.0.113.50'),
          inArray(auditLog.action, ['auth.login_failed', 'auth.login_throttled', 'auth.login_attempt']),
        ),
      );
    expect(rows.filter((row) => row.action === 'auth.login_failed').length).toBeLessThanOrEqual(10);
    expect(rows.filter((row) => row.action === 'auth.login_attempt')).toEqual([]);
    expect(rows).toHaveLength(16);
  });
});
