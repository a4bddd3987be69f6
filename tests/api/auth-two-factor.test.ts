import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type LoginResponse, type PublicUser } from '#shared/auth/schemas';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '#shared/auth/two-factor';
import { recoveryCodes, users } from '#server/db/schema/index';
import { totpAt } from '#server/features/auth/two-factor';
import { MINUTE, TEST_PASSWORD, bearer, createClock, createTestApp, type TestApp } from '../support/test-app';

const clock = createClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t?.close());

const login = (username: string, extra: { code?: string; password?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: extra.password ?? TEST_PASSWORD, ...(extra.code ? { code: extra.code } : {}) },
  });
const post = (url: string, token: string, payload?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const secretFrom = (otpauthUrl: string) => new URL(otpauthUrl).searchParams.get('secret') ?? '';

/** Signs in, sets up and enables two-factor sign-in; answers the secret and the recovery codes. */
async function enableFor(username: string, role: 'admin' | 'associate' = 'associate') {
  await t.createUser(role, { username });
  const { token } = (await login(username)).json<LoginResponse>();
  const setup = (await post('/api/user/2fa/setup', token)).json<TwoFactorSetup>();
  const secret = secretFrom(setup.otpauthUrl);
  const enabled = await post('/api/user/2fa/enable', token, { code: totpAt(secret, clock.now()) });
  expect(enabled.statusCode).toBe(200);
  return { token, secret, recoveryCodes: enabled.json<RecoveryCodes>().recoveryCodes };
}

describe('turning two-factor sign-in on', () => {
  it('gives an otpauth URL and a QR code, and turns on only with a code from that secret', async () => {
    await t.createUser('associate', { username: 'two-fa' });
    const { token } = (await login('two-fa')).json<LoginResponse>();
    expect((await t.app.inject({ url: '/api/user/2fa', headers: bearer(token) })).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });

    const setup = await post('/api/user/2fa/setup', token);
    expect(setup.statusCode).toBe(200);
    const { otpauthUrl, qrCodeDataUrl } = setup.json<TwoFactorSetup>();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Mission%20Control:two-fa\?/);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const secret = secretFrom(otpauthUrl);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const wrong = await post('/api/user/2fa/enable', token, {
      code: '000000' === totpAt(secret, clock.now()) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: expect.stringContaining('code:') });
    const [stillOff] = await t.database.db.select().from(users).where(eq(users.username, 'two-fa'));
    expect(stillOff?.totpEnabledAt).toBeNull();

    const enabled = await post('/api/user/2fa/enable', token, { code: totpAt(secret, clock.now()) });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json<RecoveryCodes>().recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Only hashes are kept.
    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, stillOff!.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]);

    const status = (await t.app.inject({ url: '/api/user/2fa', headers: bearer(token) })).json<TwoFactorStatus>();
    expect(status).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect((await t.app.inject({ url: '/api/user', headers: bearer(token) })).json<PublicUser>().twoFactorEnabled).toBe(
      true,
    );
    expect((await post('/api/user/2fa/setup', token)).statusCode).toBe(409);
  });

  it('cannot be enabled without a set-up first', async () => {
    await t.createUser('associate', { username: 'no-setup' });
    const { token } = (await login('no-setup')).json<LoginResponse>();
    expect((await post('/api/user/2fa/enable', token, { code: '123456' })).statusCode).toBe(409);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for the code after a right password, and signs in with the current code', async () => {
    const { secret } = await enableFor('cellar');
    clock.advance(MINUTE);
    const asked = await login('cellar');
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({ message: AUTH_MESSAGES.twoFactorRequired, code: 'two_factor_required' });
    expect(asked.cookies).toEqual([]);

    // A wrong password never reveals that a code would be asked.
    const wrongPassword = await login('cellar', { password: 'not-the-password', code: totpAt(secret, clock.now()) });
    expect(wrongPassword.json()).toMatchObject({ code: 'invalid_credentials' });

    const signedIn = await login('cellar', { code: totpAt(secret, clock.now()) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<LoginResponse>()).toMatchObject({ username: 'cellar', twoFactorEnabled: true });
  });

  it('refuses a wrong code, and the same code twice (no replay)', async () => {
    const { secret } = await enableFor('replay');
    clock.advance(MINUTE);
    const code = totpAt(secret, clock.now());
    const wrong = await login('replay', { code: code === '123456' ? '654321' : '123456' });
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.twoFactorInvalid, code: 'two_factor_invalid' });
    expect((await login('replay', { code })).statusCode).toBe(200);
    expect((await login('replay', { code })).json()).toMatchObject({ code: 'two_factor_invalid' });
    // A code from two steps back is out of the window.
    clock.advance(MINUTE);
    const old = totpAt(secret, new Date(clock.now().getTime() - 2 * 30_000));
    expect((await login('replay', { code: old })).statusCode).toBe(401);
  });

  it('accepts each recovery code once, whatever its case or dash', async () => {
    const { recoveryCodes: codes } = await enableFor('recovery');
    const [first = ''] = codes;
    expect((await login('recovery', { code: first.toUpperCase().replace('-', '') })).statusCode).toBe(200);
    expect((await login('recovery', { code: first })).statusCode).toBe(401);
  });

  it('counts wrong codes as failed sign-ins, so guessing codes is throttled', async () => {
    await enableFor('guessed');
    for (let i = 0; i < 11; i++) await login('guessed', { code: String(100000 + i) });
    const refused = await login('guessed', { code: '999999' });
    expect(refused.statusCode).toBe(429);
    clock.advance(16 * MINUTE);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code', async () => {
    const { token, secret } = await enableFor('off');
    clock.advance(MINUTE);
    const noPassword = await post('/api/user/2fa/disable', token, {
      password: 'wrong-password',
      code: totpAt(secret, clock.now()),
    });
    expect(noPassword.statusCode).toBe(400);
    const off = await post('/api/user/2fa/disable', token, {
      password: TEST_PASSWORD,
      code: totpAt(secret, clock.now()),
    });
    expect(off.statusCode).toBe(200);
    expect((await login('off')).statusCode).toBe(200);
  });
});

describe('REQUIRE_ADMIN_2FA=1', () => {
  it('lets an admin without it only set it up, then everything; and it cannot be turned off', async () => {
    const strict = await createTestApp({ REQUIRE_ADMIN_2FA: '1' }, { now: clock.now });
    try {
      await strict.createUser('admin', { username: 'boss' });
      await strict.createUser('associate', { username: 'clerk' });
      const signIn = (username: string, code?: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username, password: TEST_PASSWORD, ...(code ? { code } : {}) },
        });
      const admin = (await signIn('boss')).json<LoginResponse>();
      expect(admin.mustSetUpTwoFactor).toBe(true);
      const blocked = await strict.app.inject({ url: '/api/locations', headers: bearer(admin.token) });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ code: 'two_factor_setup_required' });
      // Associates are not concerned.
      const clerk = (await signIn('clerk')).json<LoginResponse>();
      expect(clerk.mustSetUpTwoFactor).toBe(false);
      expect((await strict.app.inject({ url: '/api/locations', headers: bearer(clerk.token) })).statusCode).toBe(200);

      const setup = await strict.app.inject({
        method: 'POST',
        url: '/api/user/2fa/setup',
        headers: bearer(admin.token),
      });
      const secret = secretFrom(setup.json<TwoFactorSetup>().otpauthUrl);
      const enable = await strict.app.inject({
        method: 'POST',
        url: '/api/user/2fa/enable',
        headers: bearer(admin.token),
        payload: { code: totpAt(secret, clock.now()) },
      });
      expect(enable.statusCode).toBe(200);
      expect((await strict.app.inject({ url: '/api/locations', headers: bearer(admin.token) })).statusCode).toBe(200);

      clock.advance(MINUTE);
      const off = await strict.app.inject({
        method: 'POST',
        url: '/api/user/2fa/disable',
        headers: bearer(admin.token),
        payload: { password: TEST_PASSWORD, code: totpAt(secret, clock.now()) },
      });
      expect(off.statusCode).toBe(403);
    } finally {
      await strict.close();
    }
  });
});
