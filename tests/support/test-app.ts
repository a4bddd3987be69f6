import type { Role } from '../../src/shared/auth/access';
import type { LoginResponse } from '../../src/shared/auth/schemas';
import { buildApp } from '../../src/server/app';
import { parseEnv } from '../../src/server/config/env';
import type { Database } from '../../src/server/db/client';
import type { AppDeps } from '../../src/server/http/app-types';
import { insertUser } from '../../src/server/features/auth/auth.repo';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { openTestDatabase } from './test-database';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestApp extends Awaited<ReturnType<typeof buildApp>> {
  database: Database;
  /** Creates a user (password already chosen) and signs in; returns the bearer token and user. */
  signIn(role: Role, username?: string): Promise<LoginResponse>;
  close(): Promise<void>;
}

/** The real app on a clean database; one per test file (`beforeAll`), closed in `afterAll`. */
export async function createTestApp(
  env: Record<string, string> = {},
  extraDeps: Partial<Omit<AppDeps, 'config' | 'database'>> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = parseEnv({ LOG_LEVEL: 'silent', SEED_DEMO: '0', NODE_ENV: 'test', ...env });
  const built = await buildApp({ config, database, ...extraDeps });
  let counter = 0;
  return {
    ...built,
    database,
    async signIn(role, username = `${role}${++counter}`) {
      await insertUser(database.db, {
        username,
        passwordHash: await hashPassword(TEST_PASSWORD),
        role,
        mustChangePassword: false,
      });
      const response = await built.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: TEST_PASSWORD } });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      return response.json<LoginResponse>();
    },
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
