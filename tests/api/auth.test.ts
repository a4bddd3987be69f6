import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type LoginResponse, type PublicUser } from '#shared/auth/schemas';
import { auditLog, sessions, users } from '#server/db/schema/index';
import { HOUR, TEST_PASSWORD, bearer, createClock, createTestApp, type TestApp } from '../support/test-app';

const clock = createClock();
let t: TestApp;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sessionRows = (userId: number) => t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
const auditRows = (action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.at));

function login(username: string, password: string, extra: { ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    headers: extra.headers,
    remoteAddress: extra.ip,
  });
}

function getUser(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers });
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  // A route any signed-in user may call, standing in for the features to come.
  t.app.get('/api/test/probe', { config: { access: 'user' } }, () => ({ ok: true }));
});
afterAll(() => t?.close());

describe('GET /api/user', () => {
  it('answers 401 when signed out, or with a token that is not a session', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      bearer('not-a-token'),
      { cookie: 'mc_session=not-a-token' },
      { authorization: 'Basic YTpi' },
    ];
    for (const headers of attempts) {
      const response = await getUser(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Authentication required' });
    }
  });
});

describe('POST /api/login', () => {
  it('answers the token and the user, sets an httpOnly SameSite=Lax cookie, stores only the token hash', async () => {
    const user = await t.createUser('associate', { username: 'sommelier' });
    const response = await login('sommelier', TEST_PASSWORD, {
      ip: '203.0.113.7',
      headers: { 'user-agent': 'vitest' },
    });

    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      id: user.id,
      username: 'sommelier',
      role: 'associate',
      mustChangePassword: false,
      createdAt: clock.now().toISOString(),
      twoFactorEnabled: false,
      mustSetUpTwoFactor: false,
    });

    expect(response.cookies).toEqual([
      expect.objectContaining({
        name: 'mc_session',
        value: body.token,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 7 * 24 * 3600,
      }),
      // The readable sign-in hint (ADR 053): no token, the session's lifetime.
      expect.objectContaining({ name: 'mc_signed_in', value: '1', sameSite: 'Lax', path: '/', maxAge: 7 * 24 * 3600 }),
    ]);
    expect(response.cookies[0]).not.toHaveProperty('secure');
    expect(response.cookies[1]).not.toHaveProperty('httpOnly');

    const [session] = await sessionRows(user.id);
    expect(session).toMatchObject({
      id: sha256(body.token),
      ip: '203.0.113.7',
      userAgent: 'vitest',
      createdAt: clock.now(),
      lastSeenAt: clock.now(),
    });
    expect(session?.id).not.toContain(body.token);

    const [audit] = (await auditRows('auth.login')).filter((row) => row.actorId === user.id);
    expect(audit).toMatchObject({
      actorName: 'sommelier',
      subject: `user:${user.id}`,
      ip: '203.0.113.7',
      at: clock.now(),
    });
  });

  it('makes the token work as a bearer token and as the cookie', async () => {
    const user = await t.createUser('admin', { username: 'cellar-master' });
    const { token } = (await login('cellar-master', TEST_PASSWORD)).json<LoginResponse>();
    const expected: PublicUser = {
      id: user.id,
      username: 'cellar-master',
      role: 'admin',
      mustChangePassword: false,
      createdAt: clock.now().toISOString(),
      twoFactorEnabled: false,
      mustSetUpTwoFactor: false,
    };

    for (const headers of [bearer(token), { authorization: `bearer ${token}` }, { cookie: `mc_session=${token}` }]) {
      const response = await getUser(headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
  });

  it('answers the same 401 whether the username or the password was wrong, and records both', async () => {
    await t.createUser('associate', { username: 'brewer' });
    const wrongPassword = await login('brewer', 'not-the-password', { ip: '198.51.100.1' });
    const unknownUser = await login('nobody-here', TEST_PASSWORD, { ip: '198.51.100.2' });

    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe('{"message":"Invalid username or password","code":"invalid_credentials"}');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const failures = await auditRows('auth.login_failed');
    expect(failures.map(({ subject, ip, actorId, at }) => ({ subject, ip, actorId, at }))).toEqual([
      { subject: 'username:brewer', ip: '198.51.100.1', actorId: null, at: clock.now() },
      { subject: 'username:nobody-here', ip: '198.51.100.2', actorId: null, at: clock.now() },
    ]);
    // Every attempt has been settled: none is left counted as "in flight".
    expect(await auditRows('auth.login_attempt')).toEqual([]);
  });

  it('refuses wrong types and unknown fields before looking anything up', async () => {
    const cases: Array<[unknown, string]> = [
      [{ username: 'brewer' }, 'password: Password is required'],
      [{ username: '', password: 'x' }, 'username: Username is required'],
      [{ username: 'brewer', password: 12345678 }, 'password: Password is required'],
      [{ username: 'brewer', password: 'x', remember: true }, 'Unrecognized key: "remember"'],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
  });
});

describe('POST /api/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const user = await t.createUser('associate', { username: 'taster' });
    const { token } = (await login('taster', TEST_PASSWORD, { ip: '192.0.2.5' })).json<LoginResponse>();
    expect(await sessionRows(user.id)).toHaveLength(1);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `mc_session=${token}` },
      remoteAddress: '192.0.2.5',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.cookies).toEqual([
      expect.objectContaining({ name: 'mc_session', value: '', path: '/' }),
      expect.objectContaining({ name: 'mc_signed_in', value: '', path: '/' }),
    ]);
    expect(response.cookies.map((cookie) => cookie.expires?.getTime())).toEqual([0, 0]);

    expect(await sessionRows(user.id)).toEqual([]);
    expect((await getUser(bearer(token))).statusCode).toBe(401);
    const [audit] = (await auditRows('auth.logout')).filter((row) => row.actorId === user.id);
    expect(audit).toMatchObject({ actorName: 'taster', subject: `user:${user.id}`, ip: '192.0.2.5', at: clock.now() });
  });

  it('ends only the session it was called with', async () => {
    const user = await t.createUser('associate');
    const [first, second] = [await t.createSession(user), await t.createSession(user)];
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) });
    expect((await sessionRows(user.id)).map((row) => row.id)).toEqual([sha256(second)]);
    expect((await getUser(bearer(second))).statusCode).toBe(200);
  });

  it('ends both sessions when the bearer token and the cookie name different ones', async () => {
    const user = await t.createUser('associate');
    const [viaHeader, viaCookie, untouched] = [
      await t.createSession(user),
      await t.createSession(user),
      await t.createSession(user),
    ];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...bearer(viaHeader), cookie: `mc_session=${viaCookie}` },
    });
    expect(response.statusCode).toBe(200);
    expect((await sessionRows(user.id)).map((row) => row.id)).toEqual([sha256(untouched)]);
  });

  it('answers 401 once the session has expired, and writes nothing', async () => {
    const user = await t.createUser('associate');
    const token = await t.createSession(user);
    clock.advance(13 * HOUR);
    const before = (await auditRows('auth.logout')).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `mc_session=${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect((await auditRows('auth.logout')).length).toBe(before);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer('unknown-token') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Authentication required' });
  });
});

describe('POST /api/register', () => {
  let admin: LoginResponse;
  beforeAll(async () => {
    admin = await t.signIn('admin', 'head-office');
  });

  const register = (token: string | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload,
      headers: token ? bearer(token) : {},
      remoteAddress: '10.1.2.3',
    });

  it('is refused to anyone but an admin', async () => {
    const associate = await t.createUser('associate');
    const payload = { username: 'intruder', password: 'Pinot-Noir-2019!', role: 'admin' };
    expect((await register(null, payload)).statusCode).toBe(401);
    const forbidden = await register(await t.createSession(associate), payload);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: 'You do not have permission to do that' });
    expect(await t.database.db.select().from(users).where(eq(users.username, 'intruder'))).toEqual([]);
  });

  it('creates a user who must change the temporary password, and audits it', async () => {
    const response = await register(admin.token, {
      username: 'new.hire',
      password: 'Temp-Pass-8842',
      role: 'associate',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<PublicUser>();
    expect(created).toEqual({
      id: expect.any(Number),
      username: 'new.hire',
      role: 'associate',
      mustChangePassword: true,
      createdAt: clock.now().toISOString(),
      twoFactorEnabled: false,
      mustSetUpTwoFactor: false,
    });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('Temp-Pass-8842');
    const [audit] = (await auditRows('user.create')).filter((entry) => entry.subject === `user:${created.id}`);
    expect(audit).toMatchObject({
      actorId: admin.id,
      actorName: 'head-office',
      ip: '10.1.2.3',
      at: clock.now(),
      after: { username: 'new.hire', role: 'associate', mustChangePassword: true },
    });
  });

  it.each([
    [{ username: 'new.hire', password: 'Another-Pass-1', role: 'associate' }, 409, AUTH_MESSAGES.usernameTaken],
    [
      { username: 'someone', password: 'password', role: 'associate' },
      400,
      `password: ${AUTH_MESSAGES.passwordCommon}`,
    ],
    [
      { username: 'someone', password: 'short', role: 'associate' },
      400,
      'password: Password must be at least 8 characters',
    ],
    [
      { username: 'someone', password: 'x'.repeat(129), role: 'associate' },
      400,
      'password: Password must be at most 128 characters',
    ],
    [
      { username: 'someone', password: ' '.repeat(8), role: 'associate' },
      400,
      `password: ${AUTH_MESSAGES.passwordBlank}`,
    ],
    [
      { username: 'someone', password: ' \u00a0 \u3000    ', role: 'associate' },
      400,
      `password: ${AUTH_MESSAGES.passwordBlank}`,
    ],
    [{ username: 'someone', password: 'Another-Pass-1', role: 'owner' }, 400, 'role: Role must be admin or associate'],
    [
      { username: 'some one', password: 'Another-Pass-1', role: 'associate' },
      400,
      'username: Username may contain only letters, digits and . _ @ -',
    ],
    [
      { username: 'someone', password: 'Another-Pass-1', role: 'associate', isAdmin: true },
      400,
      'Unrecognized key: "isAdmin"',
    ],
  ])('refuses %j with %i', async (payload, status, message) => {
    const response = await register(admin.token, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message });
  });
});

describe('temporary passwords', () => {
  it('must be changed before anything but the user, logout and password routes', async () => {
    const admin = await t.createUser('admin');
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: bearer(await t.createSession(admin)),
      payload: { username: 'invitee', password: 'Temp-Pass-1234', role: 'associate' },
    });

    const signedIn = await login('invitee', 'Temp-Pass-1234');
    expect(signedIn.statusCode).toBe(200);
    const { token, mustChangePassword } = signedIn.json<LoginResponse>();
    expect(mustChangePassword).toBe(true);

    expect((await getUser(bearer(token))).json()).toMatchObject({ username: 'invitee', mustChangePassword: true });
    const gated = await t.app.inject({ method: 'GET', url: '/api/test/probe', headers: bearer(token) });
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ message: AUTH_MESSAGES.passwordChangeRequired });

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(token),
      payload: { currentPassword: 'Temp-Pass-1234', newPassword: 'My-Own-Secret-77' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ username: 'invitee', mustChangePassword: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/test/probe', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await login('invitee', 'Temp-Pass-1234')).statusCode).toBe(401);
    expect((await login('invitee', 'My-Own-Secret-77')).json()).toMatchObject({ mustChangePassword: false });
  });
});

describe('POST /api/user/password', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(token),
      payload,
      remoteAddress: '10.9.9.9',
    });

  it.each([
    [
      { currentPassword: 'wrong-password', newPassword: 'Fresh-Secret-99' },
      `currentPassword: ${AUTH_MESSAGES.currentPasswordWrong}`,
    ],
    [{ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, `newPassword: ${AUTH_MESSAGES.passwordSame}`],
    [{ currentPassword: TEST_PASSWORD, newPassword: 'Password1' }, `newPassword: ${AUTH_MESSAGES.passwordCommon}`],
    [{ currentPassword: TEST_PASSWORD, newPassword: 'seven77' }, 'newPassword: Password must be at least 8 characters'],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'y'.repeat(129) },
      'newPassword: Password must be at most 128 characters',
    ],
    [{ currentPassword: TEST_PASSWORD }, 'newPassword: Password is required'],
    [{ currentPassword: TEST_PASSWORD, newPassword: ' '.repeat(12) }, `newPassword: ${AUTH_MESSAGES.passwordBlank}`],
  ])('refuses %j', async (payload, message) => {
    const user = await t.createUser('associate');
    const response = await change(await t.createSession(user), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
  });

  it('accepts 8 to 128 characters, ends every other session of the user, and audits the change', async () => {
    const user = await t.createUser('associate', { username: 'rotator', mustChangePassword: true });
    const [current, other, another] = [
      await t.createSession(user),
      await t.createSession(user),
      await t.createSession(user),
    ];
    const bystander = await t.createUser('associate');
    const bystanderToken = await t.createSession(bystander);

    const response = await change(current, { currentPassword: TEST_PASSWORD, newPassword: 'z'.repeat(127) + '!' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      username: 'rotator',
      role: 'associate',
      mustChangePassword: false,
      createdAt: user.createdAt.toISOString(),
      twoFactorEnabled: false,
      mustSetUpTwoFactor: false,
    });

    expect((await sessionRows(user.id)).map((row) => row.id)).toEqual([sha256(current)]);
    expect((await getUser(bearer(other))).statusCode).toBe(401);
    expect((await getUser(bearer(another))).statusCode).toBe(401);
    expect((await getUser(bearer(current))).statusCode).toBe(200);
    expect((await getUser(bearer(bystanderToken))).statusCode).toBe(200);

    const [audit] = (await auditRows('user.password_change')).filter((row) => row.actorId === user.id);
    expect(audit).toMatchObject({
      actorName: 'rotator',
      subject: `user:${user.id}`,
      ip: '10.9.9.9',
      at: clock.now(),
      before: { mustChangePassword: true },
      after: { mustChangePassword: false },
    });
  });
});

describe('cross-site requests', () => {
  let token: string;
  let userId: number;
  beforeAll(async () => {
    const user = await t.createUser('associate');
    userId = user.id;
    token = await t.createSession(user);
  });

  const logoutWith = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/logout', headers });

  it.each<Record<string, string>>([
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site', origin: 'https://shop.mc.example' },
    { 'sec-fetch-site': 'cross-site', origin: 'http://mc.example' },
  ])('refuses a cookie-carrying state change with %j and changes nothing', async (headers) => {
    const response = await logoutWith({ cookie: `mc_session=${token}`, host: 'mc.example', ...headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.crossSite });
    expect(await sessionRows(userId)).toHaveLength(1);
  });

  it('refuses a cross-site multipart post before reading its body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: {
        cookie: `mc_session=${token}`,
        origin: 'https://evil.example',
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="newPassword"\r\n\r\nowned-by-evil\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.crossSite });
  });

  it('refuses a cross-site sign-in (login CSRF)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { username: 'a', password: 'b' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets same-origin requests, reads, and bearer-token calls through', async () => {
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: {
        cookie: `mc_session=${token}`,
        host: 'mc.example',
        origin: 'http://mc.example',
        'sec-fetch-site': 'same-origin',
      },
      payload: {},
    });
    expect(sameOrigin.statusCode).toBe(400);
    const originOnly = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie: `mc_session=${token}`, host: 'mc.example:5000', origin: 'http://mc.example:5000' },
      payload: {},
    });
    expect(originOnly.statusCode).toBe(400);
    const crossSiteRead = await getUser({ cookie: `mc_session=${token}`, 'sec-fetch-site': 'cross-site' });
    expect(crossSiteRead.statusCode).toBe(200);
    const crossSiteBearer = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { ...bearer(token), origin: 'https://evil.example' },
      payload: {},
    });
    expect(crossSiteBearer.statusCode).toBe(400);
  });
});
