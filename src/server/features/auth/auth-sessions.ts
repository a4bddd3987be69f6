import { createHash, randomBytes } from 'node:crypto';
import type { PublicUser } from '#shared/auth/schemas';
import { recordAudit } from '#server/audit/audit-log';
import type { ChangeFeed } from '#server/db/change-feed';
import type { Db } from '#server/db/client';
import * as repo from './auth.repo';
import { createKeptSessions } from './kept-sessions';

/** Sessions seen within this long are not written again, keeping reads free of writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** Our tokens are 43 characters; anything much longer is not one of ours and is not worth hashing. */
const MAX_TOKEN_LENGTH = 256;

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  /** REQUIRE_ADMIN_2FA: admins without two-factor sign-in may only turn it on (ADR 022). */
  requireAdminTwoFactor?: boolean;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

const toPublicUser = (row: repo.SessionUser, requireAdminTwoFactor = false): PublicUser => ({
  id: row.id,
  username: row.username,
  role: row.role,
  mustChangePassword: row.mustChangePassword,
  createdAt: row.createdAt.toISOString(),
  twoFactorEnabled: row.totpEnabledAt !== null,
  mustSetUpTwoFactor: requireAdminTwoFactor && row.role === 'admin' && row.totpEnabledAt === null,
});

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens whose hash is remembered: about 160 KB, far more than the staff signed in at once. */
const TOKEN_HASHES_KEPT = 1024;

/**
 * `hashToken`, remembered for the tokens seen lately: every signed-in request hashes its token,
 * and a browser sends the same one all day (a SHA-256 was a twentieth of a search's time). Only
 * the hash is ever looked up or stored; the memo lives in this process and forgets the oldest.
 */
export function createTokenHasher(kept = TOKEN_HASHES_KEPT, hash: (token: string) => string = hashToken) {
  const hashes = new Map<string, string>();
  return (token: string): string => {
    let known = hashes.get(token);
    if (known === undefined) {
      known = hash(token);
      if (hashes.size >= kept) hashes.delete(hashes.keys().next().value as string);
      hashes.set(token, known);
    }
    return known;
  };
}

/** A session found live, with its user: what a signed-in request reads. */
type LiveSession = NonNullable<Awaited<ReturnType<ReturnType<typeof repo.prepareLiveSessionLookup>>>>;

/**
 * `keptBy`: the in-process change feed of the embedded database, whose process may keep the
 * sessions it reads (ADR 093); without it every request asks the database (ADR 090).
 */
export function createAuthSessions(
  db: Db,
  policy: SessionPolicy,
  now: () => Date,
  { keptBy }: { keptBy?: ChangeFeed } = {},
) {
  const publicUser = (row: repo.SessionUser) => toPublicUser(row, policy.requireAdminTwoFactor ?? false);
  const sessionIdOf = createTokenHasher();
  const findLiveSession = repo.prepareLiveSessionLookup(db);
  const kept = keptBy ? createKeptSessions<LiveSession>(keptBy) : null;

  /** The session inside both windows at `time`, from those kept when it is, else from the database. */
  async function findLive(id: string, time: number): Promise<LiveSession | undefined> {
    const idleCutoff = time - policy.idleMs;
    const absoluteCutoff = time - policy.absoluteMs;
    const held = kept?.get(id);
    if (held) {
      if (held.lastSeenAt.getTime() > idleCutoff && held.sessionCreatedAt.getTime() > absoluteCutoff) return held;
      kept?.drop(id);
      return undefined;
    }
    const since = kept?.mark() ?? 0;
    const found = await findLiveSession(id, new Date(idleCutoff), new Date(absoluteCutoff));
    if (found) kept?.keep(id, found, since);
    return found;
  }

  return {
    publicUser,

    /** Opens a session for the user and answers its token (only the token's hash is stored). */
    async start(user: repo.UserRow, meta: RequestMeta) {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await repo.insertSession(db, {
        id: hashToken(token),
        userId: user.id,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 512) ?? null,
        createdAt: at,
        lastSeenAt: at,
      });
      return token;
    },

    /** Ends the tokens' sessions on the server, even ones that have already expired; idempotent. */
    async logout(tokens: string[], meta: RequestMeta) {
      for (const token of new Set(tokens)) {
        if (token.length > MAX_TOKEN_LENGTH) continue;
        const sessionId = hashToken(token);
        const user = await repo.deleteSession(db, sessionId);
        if (user)
          await recordAudit(db, {
            action: 'auth.logout',
            actor: user,
            subject: `user:${user.id}`,
            ip: meta.ip,
            at: now(),
          });
      }
    },

    /**
     * The session's user, or null when the token is unknown, idle too long or too old. Asked of the
     * database in one prepared query of the few columns needed, so that a sign-out, a password
     * change, a new role or a removal made by any process holds for the very next request in every
     * other (ADR 090); the embedded database's process answers from the sessions it keeps, which
     * the database's own notices keep exact (ADR 093).
     */
    async resolveSession(token: string) {
      if (token.length > MAX_TOKEN_LENGTH) return null;
      const id = sessionIdOf(token);
      const at = now();
      const time = at.getTime();
      const found = await findLive(id, time);
      if (!found) return null;
      // The write announces itself (migration 0031): the kept copy goes, and the next request reads the new time.
      if (time - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await repo.touchSession(db, id, at);
      return { sessionId: id, user: publicUser(found) };
    },

    pruneExpiredSessions() {
      const at = now().getTime();
      return repo.deleteExpiredSessions(db, new Date(at - policy.idleMs), new Date(at - policy.absoluteMs));
    },
  };
}

export type AuthSessions = ReturnType<typeof createAuthSessions>;
