import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../shared/auth/schemas';
import { createControlledFeed } from '../../../../tests/support/controlled-change-feed';
import { createInProcessChangeFeed } from '../../db/change-feed';
import { createSessionCache, sessionKey, userSessionsKey, type CachedSession } from './session-cache';

const TTL = 1_000;
const T0 = 1_700_000_000_000;

function user(id: number): PublicUser {
  return {
    id,
    username: `user${id}`,
    role: 'associate',
    mustChangePassword: false,
    createdAt: '2024-01-01T00:00:00.000Z',
    twoFactorEnabled: false,
    mustSetUpTwoFactor: false,
  };
}

function entry(userId: number, cachedAt = T0): CachedSession {
  return { user: user(userId), createdAt: cachedAt - 60_000, lastSeenAt: cachedAt - 1_000, cachedAt };
}

function storeNow(cache: ReturnType<typeof createSessionCache>, sessionId: string, value: CachedSession) {
  cache.store(sessionId, cache.beginLookup(), value);
}

describe('session cache', () => {
  it('answers from memory within the ttl', () => {
    const cache = createSessionCache(createInProcessChangeFeed(), { ttlMs: TTL, maxEntries: 10 });
    const stored = entry(1);
    expect(cache.get('s1', T0)).toBeNull();
    storeNow(cache, 's1', stored);
    expect(cache.get('s1', T0)).toEqual(stored);
    expect(cache.get('s1', T0 + TTL)).toEqual(stored);
    expect(cache.get('other', T0)).toBeNull();
  });

  it('drops an entry older than the ttl', () => {
    const cache = createSessionCache(createInProcessChangeFeed(), { ttlMs: TTL, maxEntries: 10 });
    storeNow(cache, 's1', entry(1));
    expect(cache.get('s1', T0 + TTL + 1)).toBeNull();
    // Dropped, not merely hidden: even a time within the ttl no longer finds it.
    expect(cache.get('s1', T0)).toBeNull();
  });

  it('drops an entry when the clock has moved backwards', () => {
    const cache = createSessionCache(createInProcessChangeFeed(), { ttlMs: TTL, maxEntries: 10 });
    storeNow(cache, 's1', entry(1));
    expect(cache.get('s1', T0 - 1)).toBeNull();
    expect(cache.get('s1', T0)).toBeNull();
  });

  it('evicts one session without touching the others', async () => {
    const cache = createSessionCache(createInProcessChangeFeed(), { ttlMs: TTL, maxEntries: 10 });
    storeNow(cache, 's1', entry(1));
    storeNow(cache, 's2', entry(1));
    storeNow(cache, 's3', entry(2));
    await cache.evictSession('s1');
    expect(cache.get('s1', T0)).toBeNull();
    expect(cache.get('s2', T0)?.user.id).toBe(1);
    expect(cache.get('s3', T0)?.user.id).toBe(2);
  });

  it("evicts every session of a user and no other user's", async () => {
    const cache = createSessionCache(createInProcessChangeFeed(), { ttlMs: TTL, maxEntries: 10 });
    storeNow(cache, 's1', entry(1));
    storeNow(cache, 's2', entry(1));
    storeNow(cache, 's3', entry(2));
    storeNow(cache, 's4', entry(11));
    await cache.evictUser(1);
    expect(cache.get('s1', T0)).toBeNull();
    expect(cache.get('s2', T0)).toBeNull();
    expect(cache.get('s3', T0)?.user.id).toBe(2);
    expect(cache.get('s4', T0)?.user.id).toBe(11);
  });

  it('publishes evictions on the sessions topic with the documented keys', async () => {
    const feed = createInProcessChangeFeed();
    const heard: (readonly string[])[] = [];
    feed.subscribe('sessions', (keys) => heard.push(keys));
    const cache = createSessionCache(feed, { ttlMs: TTL, maxEntries: 10 });
    await cache.evictSession('abc');
    await cache.evictUser(7);
    expect(heard).toEqual([[sessionKey('abc')], [userSessionsKey(7)]]);
    expect(sessionKey('abc')).toBe('session:abc');
    expect(userSessionsKey(7)).toBe('user:7');
  });

  it('does not store what a look-up begun before an eviction read', async () => {
    const cache = createSessionCache(createInProcessChangeFeed(), { ttlMs: TTL, maxEntries: 10 });
    const lookup = cache.beginLookup();
    await cache.evictSession('s1');
    cache.store('s1', lookup, entry(1));
    expect(cache.get('s1', T0)).toBeNull();

    const later = cache.beginLookup();
    cache.store('s1', later, entry(1));
    expect(cache.get('s1', T0)?.user.id).toBe(1);
  });

  it('does not store what a look-up begun before a user eviction read', async () => {
    const cache = createSessionCache(createInProcessChangeFeed(), { ttlMs: TTL, maxEntries: 10 });
    const lookup = cache.beginLookup();
    await cache.evictUser(1);
    cache.store('s1', lookup, entry(1));
    expect(cache.get('s1', T0)).toBeNull();
  });

  it('evicts on a message from another process, and that message also stops older look-ups from storing', async () => {
    const feed = createInProcessChangeFeed();
    const cache = createSessionCache(feed, { ttlMs: TTL, maxEntries: 10 });
    storeNow(cache, 's1', entry(1));
    storeNow(cache, 's2', entry(1));
    storeNow(cache, 's3', entry(2));
    storeNow(cache, 's4', entry(3));

    const lookup = cache.beginLookup();
    await feed.publish('sessions', [sessionKey('s4')]);
    expect(cache.get('s4', T0)).toBeNull();
    expect(cache.get('s3', T0)?.user.id).toBe(2);
    cache.store('s4', lookup, entry(3));
    expect(cache.get('s4', T0)).toBeNull();

    await feed.publish('sessions', [userSessionsKey(1)]);
    expect(cache.get('s1', T0)).toBeNull();
    expect(cache.get('s2', T0)).toBeNull();
    expect(cache.get('s3', T0)?.user.id).toBe(2);

    // Several keys in one message, and a jobs message that is none of the cache's business.
    await feed.publish('jobs', [sessionKey('s3')]);
    expect(cache.get('s3', T0)?.user.id).toBe(2);
    storeNow(cache, 's5', entry(5));
    await feed.publish('sessions', [sessionKey('s3'), userSessionsKey(5)]);
    expect(cache.get('s3', T0)).toBeNull();
    expect(cache.get('s5', T0)).toBeNull();
  });

  it('clears everything on a feed reset, and a look-up begun before it cannot store', () => {
    const control = createControlledFeed();
    const cache = createSessionCache(control.feed, { ttlMs: TTL, maxEntries: 10 });
    storeNow(cache, 's1', entry(1));
    storeNow(cache, 's2', entry(2));
    const lookup = cache.beginLookup();
    control.reset();
    expect(cache.get('s1', T0)).toBeNull();
    expect(cache.get('s2', T0)).toBeNull();
    cache.store('s3', lookup, entry(3));
    expect(cache.get('s3', T0)).toBeNull();
    storeNow(cache, 's3', entry(3));
    expect(cache.get('s3', T0)?.user.id).toBe(3);
  });

  it('neither answers nor stores while the feed is not live', () => {
    const control = createControlledFeed();
    const cache = createSessionCache(control.feed, { ttlMs: TTL, maxEntries: 10 });
    storeNow(cache, 's1', entry(1));
    control.setLive(false);
    expect(cache.get('s1', T0)).toBeNull();
    storeNow(cache, 's2', entry(2));
    control.setLive(true);
    expect(cache.get('s2', T0)).toBeNull();
    // Not live only hides what is held; only a reset drops it.
    expect(cache.get('s1', T0)?.user.id).toBe(1);
  });

  it('does not store a look-up begun while the feed was down once it comes back (the reconnection resets)', () => {
    const control = createControlledFeed();
    const cache = createSessionCache(control.feed, { ttlMs: TTL, maxEntries: 10 });
    control.setLive(false);
    control.reset();
    const lookup = cache.beginLookup();
    // Back up: a PostgreSQL feed resets its subscribers as it goes live again.
    control.setLive(true);
    control.reset();
    cache.store('s1', lookup, entry(1));
    expect(cache.get('s1', T0)).toBeNull();
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const cache = createSessionCache(createInProcessChangeFeed(), { ttlMs: TTL, maxEntries: 3 });
    storeNow(cache, 's1', entry(1));
    storeNow(cache, 's2', entry(2));
    storeNow(cache, 's3', entry(3));
    storeNow(cache, 's4', entry(4));
    expect(cache.get('s1', T0)).toBeNull();
    expect(['s2', 's3', 's4'].map((id) => cache.get(id, T0)?.user.id)).toEqual([2, 3, 4]);

    // Storing a session again makes it the newest rather than taking a second place.
    storeNow(cache, 's2', entry(2));
    storeNow(cache, 's5', entry(5));
    expect(cache.get('s3', T0)).toBeNull();
    expect(['s2', 's4', 's5'].map((id) => cache.get(id, T0)?.user.id)).toEqual([2, 4, 5]);
  });
});
