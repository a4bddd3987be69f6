import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '#server/app';
import { createAreaDeps } from '#server/areas/create-area-deps';
import { parseEnv } from '#server/config/env';
import { insertUser } from '#server/features/auth/auth.repo';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import { bearer, getTestPasswordHash, TEST_PASSWORD } from '../support/test-app';
import { openSharedServerDatabases } from '../support/test-database';

/**
 * Two app processes on one PostgreSQL server: a sign-out, a password change, a new role or a
 * removal made through one holds in the other for the very next request (ADR 010).
 */
describe.skipIf(!process.env.DATABASE_URL)('sessions shared by two processes', () => {
  let shared: NonNullable<Awaited<ReturnType<typeof openSharedServerDatabases>>>;
  let first: BuiltApp;
  let second: BuiltApp;

  beforeAll(async () => {
    shared = (await openSharedServerDatabases())!;
    const config = parseEnv({ LOG_LEVEL: 'silent', SEED_DEMO: '0', NODE_ENV: 'test' });
    const build = (database: typeof shared.first) =>
      buildApp(createAreaDeps({ config, database, storePlatform: createLocalStorePlatform(database) }));
    [first, second] = await Promise.all([build(shared.first), build(shared.second)]);
    // Both processes listen before the test begins, as they do once started.
    await Promise.all([shared.first.changes.whenLive(), shared.second.changes.whenLive()]);
  });

  afterAll(async () => {
    await Promise.all([first.app.close(), second.app.close()]);
    await shared.close();
  });

  async function signIn(username: string, role: 'admin' | 'associate' = 'associate') {
    await insertUser(shared.first.db, {
      username,
      passwordHash: await getTestPasswordHash(),
      role,
      mustChangePassword: false,
    });
    const response = await first.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { token: string }).token;
  }

  const userStatus = async (built: BuiltApp, token: string) =>
    (await built.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode;

  it('a sign-out in one process ends the session in the other', async () => {
    const token = await signIn('shared-logout');
    // Both have now seen (and kept) the session.
    expect(await userStatus(first, token)).toBe(200);
    expect(await userStatus(second, token)).toBe(200);
    const logout = await first.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(await userStatus(first, token)).toBe(401);
    expect(await userStatus(second, token)).toBe(401);
  });

  it("a password change in one process ends the user's other sessions in the other", async () => {
    const kept = await signIn('shared-password');
    const ended = (
      await first.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'shared-password', password: TEST_PASSWORD },
      })
    ).json<{ token: string }>().token;
    expect(await userStatus(second, ended)).toBe(200);
    const change = await first.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: bearer(kept),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a-much-better-passphrase-42' },
    });
    expect(change.statusCode).toBe(200);
    expect(await userStatus(second, ended)).toBe(401);
    expect(await userStatus(second, kept)).toBe(200);
  });

  const userOf = async (built: BuiltApp, token: string) =>
    (await built.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json<{
      id: number;
      role: string;
    }>();

  it('a user removed through one process is refused by the other at once', async () => {
    const admin = await signIn('shared-admin-remove', 'admin');
    const token = await signIn('shared-removed');
    // The other process has answered for the session before it is removed.
    const { id } = await userOf(second, token);
    const removal = await first.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: bearer(admin) });
    expect(removal.statusCode).toBe(200);
    expect(await userStatus(second, token)).toBe(401);
  });

  it('a new role given through one process holds in the other at once', async () => {
    const admin = await signIn('shared-admin-role', 'admin');
    const token = await signIn('shared-promoted');
    const before = await userOf(second, token);
    expect(before.role).toBe('associate');
    const change = await first.app.inject({
      method: 'PATCH',
      url: `/api/users/${before.id}`,
      headers: bearer(admin),
      payload: { role: 'admin' },
    });
    expect(change.statusCode).toBe(200);
    expect((await userOf(second, token)).role).toBe('admin');
  });
});
