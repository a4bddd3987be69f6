import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

/**
 * The embedded database's process keeps the sessions it reads (ADR 093): whatever changes what a
 * request reads of its session or user — through the app or straight in the database — holds for
 * the very next request, because the database announces it before the write resolves.
 */
describe.skipIf(Boolean(process.env.DATABASE_URL))('sessions kept by the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

  async function keptSession(role: 'admin' | 'associate' = 'associate') {
    const user = await t.createUser(role);
    const token = await t.createSession(user);
    expect((await me(token)).statusCode).toBe(200);
    return { user, token };
  }

  it('answers a kept session without asking the database, until the database announces a change', async () => {
    const { user, token } = await keptSession();
    // Deleted with the announcing trigger switched off: only a kept copy can still answer.
    await run(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_sessions_changed`);
    try {
      await run(sql`DELETE FROM sessions WHERE user_id = ${user.id}`);
    } finally {
      await run(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_sessions_changed`);
    }
    expect((await me(token)).statusCode).toBe(200);
    // Any announced change to sessions drops every kept one.
    await run(sql`UPDATE sessions SET created_at = created_at WHERE false`);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a new role, a password to change and two-factor sign-in written in the database hold at once', async () => {
    const { user, token } = await keptSession();
    await run(sql`UPDATE users SET role = 'admin' WHERE id = ${user.id}`);
    expect((await me(token)).json()).toMatchObject({ role: 'admin' });
    await run(sql`UPDATE users SET must_change_password = true WHERE id = ${user.id}`);
    expect((await me(token)).json()).toMatchObject({ mustChangePassword: true });
    await run(sql`UPDATE users SET totp_enabled_at = now() WHERE id = ${user.id}`);
    expect((await me(token)).json()).toMatchObject({ twoFactorEnabled: true });
  });

  it('a session made idle or too old in the database, or its user removed, ends at once', async () => {
    const idle = await keptSession();
    await run(sql`UPDATE sessions SET last_seen_at = now() - interval '13 hours' WHERE user_id = ${idle.user.id}`);
    expect((await me(idle.token)).statusCode).toBe(401);

    const old = await keptSession();
    await run(sql`UPDATE sessions SET created_at = now() - interval '8 days' WHERE user_id = ${old.user.id}`);
    expect((await me(old.token)).statusCode).toBe(401);

    const removed = await keptSession();
    await run(sql`DELETE FROM users WHERE id = ${removed.user.id}`);
    expect((await me(removed.token)).statusCode).toBe(401);
  });

  it('a sign-out and a removal through the app end kept sessions for the next request', async () => {
    const own = await t.signIn('associate');
    expect((await me(own.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(own.token) })).statusCode).toBe(
      200,
    );
    expect((await me(own.token)).statusCode).toBe(401);

    const admin = await t.signIn('admin');
    const target = await keptSession();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${target.user.id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await me(target.token)).statusCode).toBe(401);
  });
});
