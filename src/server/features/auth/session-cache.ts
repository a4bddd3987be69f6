import type { PublicUser } from '../../../shared/auth/schemas';
import type { ChangeFeed } from '../../db/change-feed';

/**
 * Live sessions this process has looked up lately, so that a signed-in request does not cost a
 * database round trip (DESIGN §7, ADR 010). Only positive answers are kept: anything the cache
 * cannot vouch for (missing, older than `ttlMs`, apparently expired, feed not live) goes back to
 * the database. Logouts, password changes and user changes evict through the change feed, in this
 * process at once and in the others as soon as PostgreSQL delivers the notification.
 */
export interface CachedSession {
  user: PublicUser;
  createdAt: number;
  lastSeenAt: number;
  cachedAt: number;
}

export const sessionKey = (sessionId: string) => `session:${sessionId}`;
export const userSessionsKey = (userId: number) => `user:${userId}`;

export interface SessionCache {
  get(sessionId: string, at: number): CachedSession | null;
  /** Marks the start of a database look-up whose answer may be stored afterwards. */
  beginLookup(): number;
  /** Stores a look-up's answer, unless something was evicted since `beginLookup` (it may be stale). */
  store(sessionId: string, lookup: number, entry: CachedSession): void;
  evictSession(sessionId: string): Promise<void>;
  evictUser(userId: number): Promise<void>;
}

export function createSessionCache(changes: ChangeFeed, options: { ttlMs: number; maxEntries: number }): SessionCache {
  const entries = new Map<string, CachedSession>();
  // Bumped by every eviction: a look-up that started before one must not store what it read.
  let epoch = 0;

  const forget = (keys: readonly string[]) => {
    epoch++;
    for (const key of keys) {
      if (key.startsWith('session:')) entries.delete(key.slice('session:'.length));
      else if (key.startsWith('user:')) {
        const userId = Number(key.slice('user:'.length));
        for (const [id, entry] of entries) if (entry.user.id === userId) entries.delete(id);
      }
    }
  };
  changes.subscribe('sessions', forget);
  changes.onReset(() => {
    epoch++;
    entries.clear();
  });

  return {
    get(sessionId, at) {
      if (!changes.isLive()) return null;
      const entry = entries.get(sessionId);
      if (!entry) return null;
      // A clock that went backwards (tests move it) proves nothing about freshness either.
      if (at - entry.cachedAt > options.ttlMs || at < entry.cachedAt) {
        entries.delete(sessionId);
        return null;
      }
      return entry;
    },
    beginLookup: () => epoch,
    store(sessionId, lookup, entry) {
      if (lookup !== epoch || !changes.isLive()) return;
      entries.delete(sessionId);
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(sessionId, entry);
    },
    evictSession: (sessionId) => changes.publish('sessions', [sessionKey(sessionId)]),
    evictUser: (userId) => changes.publish('sessions', [userSessionsKey(userId)]),
  };
}
