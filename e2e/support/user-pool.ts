import { closeSync, mkdirSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Credentials } from './api';
import { e2eBaseUrl, e2eDemoBaseUrl } from './e2e-env';

/**
 * Ready users for the tests. Every user made through the API costs an admin sign-in, an invite, a
 * sign-in and a password change: five scrypt hashes on a two-core machine already busy with two
 * browsers. Instead each e2e server starts with these users (start-server.ts), as an invite
 * followed by a password change leaves them, and each test claims its own: no two tests, in any
 * worker, ever get the same one, so a test may change its user's password, turn on two-factor
 * sign-in or delete it. When a pool runs dry the tests fall back to creating users.
 */
export type Role = 'admin' | 'associate';
export type PoolServer = 'main' | 'demo';

/**
 * A whole run claims 43 admins and 80 associates of the main server, 1 admin of the demo one: a
 * margin for new tests, but not much more, since /admin/users lists them all (and axe reads it).
 */
export const USER_POOL_SIZE: Record<PoolServer, Record<Role, number>> = {
  main: { admin: 50, associate: 95 },
  demo: { admin: 3, associate: 3 },
};

export const poolUsername = (role: Role, index: number) => `e2e-${role}-pool-${index}`;

/** One e2e run: playwright.config.ts sets it, and the servers and workers inherit it. */
function runId(): string {
  const id = process.env.E2E_RUN_ID;
  if (!id) throw new Error('E2E_RUN_ID is not set (playwright.config.ts sets it)');
  return id;
}

/** Long and unguessable across runs, so the server's common-password check never refuses it. */
export const poolPassword = () => `Pool-${runId()}-7!`;

/** Where the workers record their claims; start-server.ts removes it when the run ends. */
export const poolClaimsDir = () => path.join(tmpdir(), `mc-e2e-users-${runId()}`);

function poolServerOf(baseURL: string | undefined): PoolServer | undefined {
  if (baseURL === e2eBaseUrl()) return 'main';
  if (baseURL === e2eDemoBaseUrl()) return 'demo';
  return undefined;
}

/** Per worker: where the next search starts, so a worker does not retry the users it has seen taken. */
const cursors = new Map<string, number>();

/**
 * A pool user of the server at `baseURL` that no other test has had, or undefined when there is
 * none left. A claim is a file created with O_EXCL: creating it is atomic across processes, so
 * workers need no lock and a restarted worker can never be handed a user its predecessor used.
 */
export function claimPoolUser(baseURL: string | undefined, role: Role): Credentials | undefined {
  const server = poolServerOf(baseURL);
  if (!server) return undefined;
  const dir = poolClaimsDir();
  mkdirSync(dir, { recursive: true });
  const key = `${server}-${role}`;
  for (let index = cursors.get(key) ?? 0; index < USER_POOL_SIZE[server][role]; index += 1) {
    cursors.set(key, index + 1);
    try {
      closeSync(openSync(path.join(dir, `${key}-${index}`), 'wx'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    return { username: poolUsername(role, index), password: poolPassword() };
  }
  return undefined;
}
