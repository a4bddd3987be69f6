import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '#shared/auth/access';
import type { LoginResponse } from '#shared/auth/schemas';
import { buildApp } from '#server/app';
import {
  createLocalStorePlatform,
  type LocalStorePlatformOptions,
} from '#server/platform/store-platform/local/local-store-platform';
import { selectStorePlatform } from '#server/platform/store-platform/select-store-platform';
import { parseEnv } from '#server/config/env';
import type { Database } from '#server/db/client';
import type { AreaDeps } from '#server/areas/area';
import { createAreaDeps, type AreaDepsInput } from '#server/areas/create-area-deps';
import { insertSession, insertUser, type UserRow } from '#server/features/auth/auth.repo';
import { hashToken } from '#server/features/auth/auth.service';
import { hashPassword } from '#server/features/auth/passwords';
import { openTestDatabase } from './test-database';

export const TEST_PASSWORD = 'correct-horse-battery';

// scrypt costs ~95 ms: every test user shares one hash of TEST_PASSWORD.
let testPasswordHash: Promise<string> | undefined;
export const getTestPasswordHash = () => (testPasswordHash ??= hashPassword(TEST_PASSWORD));

export interface TestApp extends Awaited<ReturnType<typeof buildApp>> {
  database: Database;
  /** The shared services the app was built with: tests define job kinds and store files through them. */
  jobs: AreaDeps['jobs'];
  files: AreaDeps['files'];
  mailer: AreaDeps['mailer'];
  /** The store platform the app was built with (the Shopify adapter's mirror is reached through it). */
  storePlatform: AreaDeps['storePlatform'];
  /** Creates a user (password already chosen) and signs in through POST /api/login. */
  signIn(role: Role, username?: string): Promise<LoginResponse>;
  /** Creates a user whose password is TEST_PASSWORD, without signing in. */
  createUser(role: Role, options?: { username?: string; mustChangePassword?: boolean }): Promise<UserRow>;
  /** A session token for the user, written straight to the database (no scrypt, no audit row). */
  createSession(user: Pick<UserRow, 'id'>): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a clean database; one per test file (`beforeAll`), closed in `afterAll`. */
export async function createTestApp(
  env: Record<string, string> = {},
  extraDeps: Partial<Omit<AreaDepsInput, 'config' | 'database'>> = {},
  /**
   * Options of the local store platform built on this test's database (e.g. inline taxonomy rows),
   * or `'from-config'` to choose the platform as main.ts does (Shopify when its settings are set).
   */
  localPlatform: LocalStorePlatformOptions | 'from-config' = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  // Stored files and upload spools go to a folder of this test's own, removed on close.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mc-test-data-'));
  const config = parseEnv({ LOG_LEVEL: 'silent', SEED_DEMO: '0', NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  // Tests use the local catalogue unless a test hands in another platform.
  const storePlatform =
    extraDeps.storePlatform ??
    (localPlatform === 'from-config'
      ? selectStorePlatform(config, database)
      : createLocalStorePlatform(database, { ...localPlatform }));
  const deps = createAreaDeps({ config, database, ...extraDeps, storePlatform });
  const built = await buildApp(deps);
  const now = () => extraDeps.now?.() ?? new Date();
  let counter = 0;

  const createUser: TestApp['createUser'] = async (role, options = {}) => {
    const row = await insertUser(database.db, {
      username: options.username ?? `${role}${++counter}`,
      passwordHash: await getTestPasswordHash(),
      role,
      mustChangePassword: options.mustChangePassword ?? false,
      createdAt: now(),
    });
    if (!row) throw new Error(`user ${options.username} already exists`);
    return row;
  };

  return {
    ...built,
    database,
    jobs: deps.jobs,
    files: deps.files,
    mailer: deps.mailer,
    storePlatform,
    createUser,
    async signIn(role, username) {
      const user = await createUser(role, { username });
      const response = await built.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: user.username, password: TEST_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      return response.json<LoginResponse>();
    },
    async createSession(user) {
      const token = randomBytes(32).toString('base64url');
      await insertSession(database.db, { id: hashToken(token), userId: user.id, createdAt: now(), lastSeenAt: now() });
      return token;
    },
    async close() {
      await built.app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A clock the test moves by hand: pass `clock.now` as `deps.now`. */
export function createClock(start = new Date('2026-03-02T09:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(at: Date) {
      current = at.getTime();
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
