import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type LoginResponse } from '#shared/auth/schemas';
import type { TwoFactorSetup } from '#shared/auth/two-factor';
import { totpAt } from '#server/features/auth/two-factor';
import { TEST_PASSWORD, bearer, createClock, createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue #27 item 4: a signed-in session must not be an unlimited password or code oracle. Every
 * check is throttled like sign-in (per account from an address, per address), and ten wrong
 * answers in a row end the session.
 */
const clock = createClock();
let t: TestApp;
let lastAddress = 0;
/** A fresh address per test, so the per-address counts of one test do not reach another. */
const newAddress = () => `10.27.0.${++lastAddress}`;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  await t.app.ready();
});
afterAll(() => t?.close());

const signIn = async (username: string, address: string, code?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    payload: { username, password: TEST_PASSWORD, ...(code ? { code } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoginResponse>().token;
};
const post = (url: string, token: string, address: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), remoteAddress: address, payload });
const wrongPassword = (token: string, address: string) =>
  post('/api/user/password', token, address, { currentPassword: 'not-my-password', newPassword: 'a-new-Password-27' });
const isSignedIn = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode === 200;

async function withTwoFactor(username: string, address: string) {
  await t.createUser('associate', { username });
  const token = await signIn(username, address);
  const setup = (await post('/api/user/2fa/setup', token, address, {})).json<TwoFactorSetup>();
  const secret = new URL(setup.otpauthUrl).searchParams.get('secret') ?? '';
  const enabled = await post('/api/user/2fa/enable', token, address, { code: totpAt(secret, clock.now()) });
  expect(enabled.statusCode).toBe(200);
  return { token, secret };
}

describe('checks of a password or code by a signed-in user', () => {
  it('ends the session after 10 wrong current passwords in a row', async () => {
    const address = newAddress();
    await t.createUser('associate', { username: 'oracle-password' });
    const token = await signIn('oracle-password', address);
    for (let attempt = 1; attempt <= 9; attempt++) {
      const answer = await wrongPassword(token, address);
      expect([attempt, answer.statusCode]).toEqual([attempt, 400]);
    }
    expect(await isSignedIn(token)).toBe(true);
    const tenth = await wrongPassword(token, address);
    expect(tenth.statusCode).toBe(401);
    expect(tenth.json()).toEqual({
      message: AUTH_MESSAGES.signedOutAfterWrongAnswers,
      code: 'signed_out_wrong_answers',
    });
    expect(await isSignedIn(token)).toBe(false);
  });

  it('answers 429 with the wait once the account has failed too often from one address', async () => {
    const address = newAddress();
    await t.createUser('associate', { username: 'oracle-throttle' });
    const first = await signIn('oracle-throttle', address);
    for (let attempt = 1; attempt <= 9; attempt++) expect((await wrongPassword(first, address)).statusCode).toBe(400);
    const second = await signIn('oracle-throttle', address);
    expect((await wrongPassword(second, address)).statusCode).toBe(400);
    const throttled = await wrongPassword(second, address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json<{ message: string }>().message).toBe(AUTH_MESSAGES.tooManyWrongAnswers);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before the password is looked at: even the right one waits.
    const right = await post('/api/user/password', second, address, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-Password-27',
    });
    expect(right.statusCode).toBe(429);
    // Signing in to the account from that address waits too: the failures are the account's.
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: address,
      payload: { username: 'oracle-throttle', password: TEST_PASSWORD },
    });
    expect(signInAgain.statusCode).toBe(429);
  });

  it('throttles an address that fails for many accounts', async () => {
    const address = newAddress();
    const tokens: string[] = [];
    for (const name of ['spray-a', 'spray-b', 'spray-c']) {
      await t.createUser('associate', { username: name });
      tokens.push(await signIn(name, address));
    }
    let statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await wrongPassword(tokens[attempt % 3] ?? '', address)).statusCode);
    }
    statuses = statuses.slice(18);
    expect(statuses).toEqual([400, 400, 429]);
  });

  it('counts wrong codes and passwords of two-factor sign-in the same way, across routes', async () => {
    const address = newAddress();
    const { token, secret } = await withTwoFactor('oracle-2fa', address);
    const current = totpAt(secret, clock.now());
    const wrongCode = current === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await post('/api/user/2fa/disable', token, address, { password: TEST_PASSWORD, code: wrongCode });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(/^code: /);
    }
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await post('/api/user/2fa/disable', token, address, { password: 'wrong-password', code: current });
      expect(answer.json<{ message: string }>().message).toMatch(/^password: /);
    }
    expect((await wrongPassword(token, address)).statusCode).toBe(401);
    expect(await isSignedIn(token)).toBe(false);
  });

  it('starts the count again after a right answer', async () => {
    const address = newAddress();
    await t.createUser('associate', { username: 'oracle-reset' });
    const guessing = await signIn('oracle-reset', address);
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await wrongPassword(guessing, address)).statusCode).toBe(400);
    const right = await post('/api/user/password', guessing, address, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-new-Password-27',
    });
    expect(right.statusCode).toBe(200);
    // Five more wrong answers from another address (the first one's budget is half spent): still signed in.
    const other = newAddress();
    for (let attempt = 1; attempt <= 5; attempt++) expect((await wrongPassword(guessing, other)).statusCode).toBe(400);
    expect(await isSignedIn(guessing)).toBe(true);
    for (let attempt = 1; attempt <= 5; attempt++) await wrongPassword(guessing, other);
    expect(await isSignedIn(guessing)).toBe(false);
  });
});
