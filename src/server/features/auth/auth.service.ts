import type { ChangeFeed } from '#server/db/change-feed';
import type { Db } from '#server/db/client';
import { createAuthPasswords } from './auth-passwords';
import { createAuthSessions, type SessionPolicy } from './auth-sessions';
import { createAuthSignIn } from './auth-sign-in';

export { createTokenHasher, hashToken, type SessionPolicy } from './auth-sessions';
export { LOGIN_SLOWDOWN_MAX_MS, loginSlowdownMs } from './auth-sign-in';

/** The auth service other areas see: sign-in (auth-sign-in.ts), sessions (auth-sessions.ts) and passwords (auth-passwords.ts). */
export function createAuthService(
  db: Db,
  policy: SessionPolicy,
  now: () => Date = () => new Date(),
  options: { keptBy?: ChangeFeed } = {},
) {
  const sessions = createAuthSessions(db, policy, now, options);
  const signIn = createAuthSignIn(db, sessions, now);
  const passwords = createAuthPasswords(db, sessions, signIn.checkSecret, now);
  return {
    checkSecret: signIn.checkSecret,
    login: signIn.login,
    logout: sessions.logout,
    resolveSession: sessions.resolveSession,
    pruneExpiredSessions: sessions.pruneExpiredSessions,
    ...passwords,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
