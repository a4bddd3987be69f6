import { describe, expect, it } from 'vitest';
import { createInProcessChangeFeed } from '#server/db/change-feed';
import { createKeptSessions } from './kept-sessions';

const notice = (topic: string) => JSON.stringify({ origin: 'database', topic, keys: ['changed'] });

describe('kept sessions', () => {
  it('keeps what a look-up found until the database announces a change to sessions', () => {
    const changes = createInProcessChangeFeed();
    const kept = createKeptSessions<string>(changes);
    kept.keep('a', 'carla', kept.mark());
    expect(kept.get('a')).toBe('carla');
    changes.deliver(notice('catalogue'));
    expect(kept.get('a')).toBe('carla');
    changes.deliver(notice('sessions'));
    expect(kept.get('a')).toBeUndefined();
  });

  it('does not keep what a look-up found if a change came while it ran', () => {
    const changes = createInProcessChangeFeed();
    const kept = createKeptSessions<string>(changes);
    const since = kept.mark();
    changes.deliver(notice('sessions'));
    kept.keep('a', 'carla (before the change)', since);
    expect(kept.get('a')).toBeUndefined();
  });

  it('keeps and answers nothing once the feed is closed', async () => {
    const changes = createInProcessChangeFeed();
    const kept = createKeptSessions<string>(changes);
    kept.keep('a', 'carla', kept.mark());
    await changes.close();
    expect(kept.get('a')).toBeUndefined();
    kept.keep('b', 'dev', kept.mark());
    expect(kept.get('b')).toBeUndefined();
  });

  it('forgets the session read longest ago when full', () => {
    const changes = createInProcessChangeFeed();
    const kept = createKeptSessions<string>(changes, 2);
    kept.keep('a', 'first', kept.mark());
    kept.keep('b', 'second', kept.mark());
    kept.keep('a', 'first again', kept.mark());
    kept.keep('c', 'third', kept.mark());
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual(['first again', undefined, 'third']);
  });
});
