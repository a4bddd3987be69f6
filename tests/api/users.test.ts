import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '#server/db/schema/index';
import { createAuthService } from '#server/features/auth/auth.service';
import { createUsersService } from '#server/features/users/users.service';
import { AUTH_MESSAGES } from '#shared/auth/schemas';
import { USERS_MESSAGES, type ManagedUser } from '#shared/users/users';
import { TEST_PASSWORD, bearer, createClock, createTestApp, HOUR, type TestApp } from '../support/test-app';

const clock = createClock();
let t: TestApp;
let adminToken: string;
let adminId: number;
let associateToken: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const admin = await t.createUser('admin', { username: 'boss' });
  adminId = admin.id;
  adminToken = await t.createSession(admin);
  associateToken = await t.createSession(await t.createUser('associate', { username: 'clerk' }));
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(adminToken), ...(payload === undefined ? {} : { payload }) });

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

async function invite(username: string, role = 'associate') {
  const response = await asAdmin('POST', '/api/users/invite', { username, role });
  expect(response.statusCode).toBe(201);
  const link = new URL(response.json<{ inviteLink: string }>().inviteLink);
  return { link, temp: link.searchParams.get('temp') ?? '' };
}

describe('admin only', () => {
  it.each([
    ['GET', '/api/users'],
    ['POST', '/api/users/invite'],
    ['POST', '/api/users/reset-password'],
    ['DELETE', '/api/users/1'],
  ] as const)('%s %s refuses an associate (403) and a visitor (401)', async (method, url) => {
    const payload = method === 'POST' ? {} : undefined;
    const asAssociate = await t.app.inject({ method, url, headers: bearer(associateToken), payload });
    expect(asAssociate.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method, url, payload });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/users', () => {
  it('lists users with username, role and creation time, without password data', async () => {
    const response = await asAdmin('GET', '/api/users');
    expect(response.statusCode).toBe(200);
    const list = response.json<ManagedUser[]>();
    expect(list.map((user) => user.username)).toEqual(expect.arrayContaining(['boss', 'clerk']));
    const boss = list.find((user) => user.username === 'boss');
    expect(boss).toMatchObject({ role: 'admin', createdAt: clock.now().toISOString(), inviteExpiresAt: null });
    expect(response.body).not.toContain('scrypt');
  });
});

describe('POST /api/users/invite', () => {
  it('creates the user and answers a link to /auth carrying the trimmed username and a temporary password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: { ...bearer(adminToken), origin: 'https://portal.example.com' },
      payload: { username: '  newbie  ', role: 'associate' },
    });
    expect(response.statusCode).toBe(201);
    const link = new URL(response.json<{ inviteLink: string }>().inviteLink);
    expect(link.origin).toBe('https://portal.example.com');
    expect(link.pathname).toBe('/auth');
    expect(link.searchParams.get('invite')).toBe('newbie');
    const temp = link.searchParams.get('temp') ?? '';
    expect(temp.length).toBeGreaterThanOrEqual(16);

    const signIn = await login('newbie', temp);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ username: 'newbie', role: 'associate', mustChangePassword: true });
    // Until the password is changed, the session reaches nothing else.
    const token = signIn.json<{ token: string }>().token;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/exceptions/employees', headers: bearer(token) })).statusCode,
    ).toBe(403);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(token),
      payload: { currentPassword: temp, newPassword: 'a-fresh-long-password' },
    });
    expect(change.statusCode).toBe(200);
    // Used: the temporary password no longer signs in.
    expect((await login('newbie', temp)).statusCode).toBe(401);
    expect((await login('newbie', 'a-fresh-long-password')).statusCode).toBe(200);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.invite'));
    expect(audit).toMatchObject({ actorName: 'boss' });
    expect(JSON.stringify(audit?.after)).not.toContain(temp);
  });

  it('invites an admin with the admin role', async () => {
    const { temp } = await invite('second-admin', 'admin');
    expect((await login('second-admin', temp)).json()).toMatchObject({ role: 'admin' });
  });

  it('stops the link working after 7 days', async () => {
    const { temp } = await invite('late-starter');
    clock.advance(7 * 24 * HOUR + 1000);
    // The admin's own session has idled out meanwhile: a new one for the tests that follow.
    adminToken = await t.createSession({ id: adminId });
    const response = await login('late-starter', temp);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.inviteExpired, code: 'invite_expired' });
    const list = (await asAdmin('GET', '/api/users')).json<ManagedUser[]>();
    expect(list.find((user) => user.username === 'late-starter')?.inviteExpiresAt).not.toBeNull();
  });

  it.each([
    [{ username: '', role: 'associate' }, USERS_MESSAGES.usernameRequired],
    [{ username: '   ', role: 'associate' }, USERS_MESSAGES.usernameRequired],
    [{ role: 'associate' }, USERS_MESSAGES.usernameRequired],
    [{ username: 'x', role: 'owner' }, USERS_MESSAGES.roleRequired],
    [{ username: 'x', role: 'associate', extra: 1 }, 'extra'],
    [{ username: 'a'.repeat(65), role: 'associate' }, 'Username'],
  ])('refuses %j', async (payload, message) => {
    const before = await t.database.db.select().from(users);
    const response = await asAdmin('POST', '/api/users/invite', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
  });

  it('refuses a username already taken (409)', async () => {
    const response = await asAdmin('POST', '/api/users/invite', { username: 'clerk', role: 'admin' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: USERS_MESSAGES.usernameTaken });
  });
});

describe('POST /api/users/reset-password', () => {
  it('sets a trimmed password the user must change, and ends every session of theirs', async () => {
    const user = await t.createUser('associate', { username: 'forgetful' });
    const first = await t.createSession(user);
    const second = await t.createSession(user);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(first) })).statusCode).toBe(200);

    const response = await asAdmin('POST', '/api/users/reset-password', {
      userId: user.id,
      newPassword: '  brand-new-secret  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    for (const token of [first, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
    }
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await login('forgetful', TEST_PASSWORD)).statusCode).toBe(401);
    const signIn = await login('forgetful', 'brand-new-secret');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ mustChangePassword: true });
  });

  it.each([
    [{ userId: 1, newPassword: '' }, USERS_MESSAGES.passwordRequired],
    [{ userId: 1, newPassword: '    ' }, USERS_MESSAGES.passwordRequired],
    [{ userId: 1 }, USERS_MESSAGES.passwordRequired],
    [{ userId: 1, newPassword: 'short' }, AUTH_MESSAGES.passwordTooShort],
    [{ userId: 'one', newPassword: 'long-enough-secret' }, 'User'],
    [{ userId: 1, newPassword: 'password123' }, AUTH_MESSAGES.passwordCommon],
  ])('refuses %j', async (payload, message) => {
    const response = await asAdmin('POST', '/api/users/reset-password', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await asAdmin('POST', '/api/users/reset-password', {
      userId: 999_999,
      newPassword: 'long-enough-secret',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: USERS_MESSAGES.userNotFound });
  });
});

describe('PATCH /api/users/:id', () => {
  it("changes a user's role, which applies to their live session at once", async () => {
    const user = await t.createUser('associate', { username: 'promoted' });
    const token = await t.createSession(user);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(403);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(adminToken),
      payload: { role: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'promoted', role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(200);
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(adminToken),
      payload: { role: 'associate' },
    });
    expect(back.json()).toMatchObject({ role: 'associate' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('refuses changing your own role, a bad role and an associate caller', async () => {
    const own = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${adminId}`,
      headers: bearer(adminToken),
      payload: { role: 'associate' },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ message: USERS_MESSAGES.demoteSelf });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${adminId}`,
      headers: bearer(adminToken),
      payload: { role: 'owner' },
    });
    expect(bad.statusCode).toBe(400);
    const associate = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${adminId}`,
      headers: bearer(associateToken),
      payload: { role: 'associate' },
    });
    expect([401, 403]).toContain(associate.statusCode);
  });

  it('never demotes the last admin', async () => {
    const { db } = t.database;
    const lone = await t.createUser('admin', { username: 'lone-admin' });
    for (const row of await db.select().from(users).where(eq(users.role, 'admin'))) {
      if (row.id !== lone.id) await db.update(users).set({ role: 'associate' }).where(eq(users.id, row.id));
    }
    const service = createUsersService({
      db,
      auth: createAuthService(db, { idleMs: HOUR, absoluteMs: HOUR }),
      now: clock.now,
    });
    const actor = {
      id: 0,
      username: 'system',
      role: 'admin' as const,
      mustChangePassword: false,
      createdAt: '',
      twoFactorEnabled: false,
      mustSetUpTwoFactor: false,
    };
    await expect(service.changeRole(lone.id, { role: 'associate' }, actor, '127.0.0.1')).rejects.toMatchObject({
      statusCode: 409,
      message: USERS_MESSAGES.lastAdmin,
    });
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
    await db.delete(users).where(eq(users.id, lone.id));
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes the user and ends their sessions', async () => {
    const user = await t.createUser('associate', { username: 'leaver' });
    const token = await t.createSession(user);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    const response = await asAdmin('DELETE', `/api/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
    const list = (await asAdmin('GET', '/api/users')).json<ManagedUser[]>();
    expect(list.some((row) => row.username === 'leaver')).toBe(false);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.delete'));
    expect(audit).toMatchObject({ actorName: 'boss', subject: `user:${user.id}` });
  });

  it('refuses deleting yourself', async () => {
    const response = await asAdmin('DELETE', `/api/users/${adminId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: USERS_MESSAGES.deleteSelf });
  });

  it('never deletes the last admin, even when two admins delete each other at once', async () => {
    const { db } = t.database;
    // Leave exactly two admins: boss and one more.
    for (const row of await db.select().from(users).where(eq(users.role, 'admin'))) {
      if (row.id !== adminId) await db.delete(users).where(eq(users.id, row.id));
    }
    const other = await t.createUser('admin', { username: 'co-admin' });
    const otherToken = await t.createSession(other);
    const [a, b] = await Promise.all([
      asAdmin('DELETE', `/api/users/${other.id}`),
      t.app.inject({ method: 'DELETE', url: `/api/users/${adminId}`, headers: bearer(otherToken) }),
    ]);
    // One wins; the other finds its own session ended (401) or, when both passed the session
    // check first, that it would remove the last admin (409, on a server with parallel requests).
    const statuses = [a.statusCode, b.statusCode];
    expect(statuses).toContain(200);
    expect(statuses.filter((status) => status !== 200)).toEqual([expect.toBeOneOf([401, 409])]);
    const admins = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });

  it('refuses removing the only admin left (409)', async () => {
    const { db } = t.database;
    const [only] = await db.select().from(users).where(eq(users.role, 'admin'));
    const service = createUsersService({
      db,
      auth: createAuthService(db, { idleMs: HOUR, absoluteMs: HOUR }),
      now: clock.now,
    });
    const actor = {
      id: 0,
      username: 'system',
      role: 'admin' as const,
      mustChangePassword: false,
      createdAt: '',
      twoFactorEnabled: false,
      mustSetUpTwoFactor: false,
    };
    await expect(service.remove(only?.id ?? 0, actor, '127.0.0.1')).rejects.toMatchObject({
      statusCode: 409,
      message: USERS_MESSAGES.lastAdmin,
    });
    expect(await db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    // The race above may have removed boss: ask as whichever admin is left.
    const [remaining] = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    const headers = bearer(await t.createSession(remaining!));
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/999999', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/abc', headers })).statusCode).toBe(400);
  });
});
