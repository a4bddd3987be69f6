import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '#server/db/schema/index';
import { AUTH_MESSAGES } from '#shared/auth/schemas';
import { USERS_MESSAGES, type ManagedUser } from '#shared/users/users';
import { bearer, createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.createSession(await t.createUser('admin'));
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, token = adminToken) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

async function invite(username: string) {
  const response = await inject('POST', '/api/users/invite', { username, role: 'associate' });
  expect(response.statusCode).toBe(201);
  return new URL(response.json<{ inviteLink: string }>().inviteLink).searchParams.get('temp') ?? '';
}

describe('the first password change after an invite', () => {
  it('does not ask for the temporary password again, and the user list stops saying it must change', async () => {
    const temp = await invite('carla');
    const signedIn = await login('carla', temp);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<{ token: string }>().token;
    const listed = async () =>
      (await inject('GET', '/api/users')).json<ManagedUser[]>().find((user) => user.username === 'carla');
    expect(await listed()).toMatchObject({ mustChangePassword: true });

    // The same password again is still refused.
    const same = await inject('POST', '/api/user/password', { newPassword: temp }, token);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: `newPassword: ${AUTH_MESSAGES.passwordSame}` });

    const changed = await inject('POST', '/api/user/password', { newPassword: 'Cellar-Door-5521' }, token);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ username: 'carla', mustChangePassword: false });
    expect(await listed()).toMatchObject({ mustChangePassword: false, inviteExpiresAt: null });
    expect((await login('carla', 'Cellar-Door-5521')).statusCode).toBe(200);
  });

  it('still asks everyone else for their current password', async () => {
    const user = await t.createUser('associate');
    const token = await t.createSession(user);
    const response = await inject('POST', '/api/user/password', { newPassword: 'Another-Fine-Day-8' }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'currentPassword: Current password is required' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
    const withIt = await inject(
      'POST',
      '/api/user/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'Another-Fine-Day-8' },
      token,
    );
    expect(withIt.statusCode).toBe(200);
  });
});

describe('usernames regardless of case', () => {
  it('refuses "Dora" when "dora" exists, and signs either spelling in', async () => {
    const temp = await invite('dora');
    const again = await inject('POST', '/api/users/invite', { username: 'Dora', role: 'associate' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: USERS_MESSAGES.usernameTaken });
    expect(await t.database.db.select().from(users).where(eq(users.username, 'Dora'))).toEqual([]);
    expect((await login('DORA', temp)).statusCode).toBe(200);
  });

  it('the database itself refuses a second spelling', async () => {
    await expect(
      t.database.db.insert(users).values({ username: 'CARLA', passwordHash: 'x', role: 'associate' }),
    ).rejects.toThrow();
  });
});

describe('the migration that makes usernames unique regardless of case', () => {
  it('keeps the oldest of names that differ only by case, renames the others and says so', async () => {
    const { db } = t.database;
    await db.execute(sql`drop index users_username_lower_idx`);
    const at = (minute: number) => new Date(`2026-01-01T00:${String(minute).padStart(2, '0')}:00Z`);
    const [first, second, third] = await db
      .insert(users)
      .values([
        { username: 'erin', passwordHash: 'x', role: 'associate', createdAt: at(1) },
        { username: 'Erin', passwordHash: 'x', role: 'associate', createdAt: at(2) },
        { username: 'ERIN', passwordHash: 'x', role: 'admin', createdAt: at(3) },
      ])
      .returning();
    const file = new URL('../../src/server/db/migrations/0020_users_username_case_insensitive.sql', import.meta.url);
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));

    const rows = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(sql`lower(${users.username}) like 'erin%'`)
      .orderBy(asc(users.id));
    expect(rows).toEqual([
      { id: first?.id, username: 'erin' },
      { id: second?.id, username: `Erin-${second?.id}` },
      { id: third?.id, username: `ERIN-${third?.id}` },
    ]);
    const told = await db.select().from(auditLog).where(eq(auditLog.action, 'user.rename_case_duplicate'));
    expect(told.map((row) => [row.subject, row.before, row.after])).toEqual(
      expect.arrayContaining([
        [`user:${second?.id}`, { username: 'Erin' }, { username: `Erin-${second?.id}` }],
        [`user:${third?.id}`, { username: 'ERIN' }, { username: `ERIN-${third?.id}` }],
      ]),
    );
    await expect(db.insert(users).values({ username: 'eRiN', passwordHash: 'x', role: 'associate' })).rejects.toThrow();
  });
});
