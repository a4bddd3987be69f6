import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users } from '#server/db/schema/index';
import { createAuthService } from '#server/features/auth/auth.service';
import { verifyPassword } from '#server/features/auth/passwords';
import { HOUR, createClock, createTestApp, type TestApp } from '../support/test-app';

const clock = createClock();
let t: TestApp;
let auth: ReturnType<typeof createAuthService>;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  auth = createAuthService(t.database.db, { idleMs: 12 * HOUR, absoluteMs: 168 * HOUR }, clock.now);
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.database.db.delete(users);
  await t.database.db.delete(auditLog);
});

describe('the first admin', () => {
  it('comes from ADMIN_USERNAME and ADMIN_PASSWORD on an empty database, ready to use', async () => {
    const created = await auth.ensureFirstAdmin({ username: 'owner', password: 'Owner-Chosen-Pass' });
    expect(created).toEqual({ username: 'owner', password: 'Owner-Chosen-Pass', isGenerated: false });

    const rows = await t.database.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'owner', role: 'admin', mustChangePassword: false });
    expect(await verifyPassword('Owner-Chosen-Pass', rows[0]?.passwordHash ?? '')).toBe(true);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.create'));
    expect(audit).toMatchObject({
      subject: `user:${rows[0]?.id}`,
      actorId: null,
      at: clock.now(),
      after: { username: 'owner', role: 'admin', mustChangePassword: false },
    });
  });

  it('is otherwise `admin` with a one-time password that must be changed at first sign-in', async () => {
    const created = await auth.ensureFirstAdmin({});
    expect(created).toEqual({
      username: 'admin',
      password: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      isGenerated: true,
    });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: created?.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'admin', role: 'admin', mustChangePassword: true });
  });

  it('is created only once: a database that has users is left alone', async () => {
    expect(await auth.ensureFirstAdmin({})).not.toBeNull();
    expect(await auth.ensureFirstAdmin({})).toBeNull();
    expect(await auth.ensureFirstAdmin({ username: 'owner', password: 'Owner-Chosen-Pass' })).toBeNull();
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it('is created once when two processes start against the same empty database', async () => {
    const results = await Promise.all([auth.ensureFirstAdmin({}), auth.ensureFirstAdmin({})]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await t.database.db.select().from(users)).toHaveLength(1);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(1);
  });
});
