import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createInProcessChangeFeed,
  createPostgresChangeFeed,
  toPayloads,
  type ChangeFeed,
  type ChangeTopic,
} from './change-feed';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const NOTIFY_LIMIT = 8_000;

/** Keys of varied, often long lengths, each unique, so that order, loss and duplication all show. */
function longKeys(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `session:${i}:${'x'.repeat(40 + ((i * 97) % 460))}`);
}

describe('toPayloads', () => {
  it('splits many long keys into valid JSON payloads under the NOTIFY limit, in order, none lost or repeated', () => {
    const keys = longKeys(400);
    const payloads = toPayloads('origin-1', 'sessions', keys);
    expect(payloads.length).toBeGreaterThan(1);
    const seen: string[] = [];
    for (const payload of payloads) {
      expect(Buffer.byteLength(payload, 'utf8')).toBeLessThan(NOTIFY_LIMIT);
      const message = JSON.parse(payload) as { origin: string; topic: ChangeTopic; keys: string[] };
      expect(message.origin).toBe('origin-1');
      expect(message.topic).toBe('sessions');
      expect(message.keys.length).toBeGreaterThan(0);
      seen.push(...message.keys);
    }
    expect(seen).toEqual(keys);
  });

  it('fills payloads rather than sending one key each', () => {
    const keys = longKeys(400);
    const totalBytes = keys.reduce((sum, key) => sum + key.length + 3, 0);
    const payloads = toPayloads('o', 'jobs', keys);
    // Each payload carries at least half of what fits.
    expect(payloads.length).toBeLessThanOrEqual(Math.ceil(totalBytes / (NOTIFY_LIMIT / 2)));
  });

  it('puts a short key list in one payload', () => {
    const payloads = toPayloads('o', 'jobs', ['1', '2', '3']);
    expect(payloads).toHaveLength(1);
    expect(JSON.parse(payloads[0] ?? '')).toEqual({ origin: 'o', topic: 'jobs', keys: ['1', '2', '3'] });
  });

  it('counts UTF-8 bytes, not characters, and refuses a key too long to announce', () => {
    const payloads = toPayloads('0123456789abcdef', 'sessions', Array<string>(2000).fill('é'));
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((payload) => (JSON.parse(payload) as { keys: string[] }).keys)).toHaveLength(2000);
    expect(() => toPayloads('0123456789abcdef', 'sessions', ['x'.repeat(2000)])).toThrow(/too long/);
  });

  it('gives no payload for no keys', () => {
    expect(toPayloads('o', 'sessions', [])).toEqual([]);
  });
});

describe('in-process change feed', () => {
  it('dispatches synchronously to the subscribers of that topic only', () => {
    const feed = createInProcessChangeFeed();
    const sessions: (readonly string[])[] = [];
    const sessions2: (readonly string[])[] = [];
    const jobs: (readonly string[])[] = [];
    feed.subscribe('sessions', (keys) => sessions.push(keys));
    feed.subscribe('sessions', (keys) => sessions2.push(keys));
    feed.subscribe('jobs', (keys) => jobs.push(keys));

    void feed.publish('sessions', ['session:a', 'user:1']);
    expect(sessions).toEqual([['session:a', 'user:1']]);
    expect(sessions2).toEqual([['session:a', 'user:1']]);
    expect(jobs).toEqual([]);

    void feed.publish('jobs', ['42']);
    expect(jobs).toEqual([['42']]);
    expect(sessions).toHaveLength(1);
  });

  it('stops calling a handler once it is unsubscribed', async () => {
    const feed = createInProcessChangeFeed();
    const kept: (readonly string[])[] = [];
    const dropped: (readonly string[])[] = [];
    feed.subscribe('sessions', (keys) => kept.push(keys));
    const unsubscribe = feed.subscribe('sessions', (keys) => dropped.push(keys));
    await feed.publish('sessions', ['one']);
    unsubscribe();
    await feed.publish('sessions', ['two']);
    expect(kept).toEqual([['one'], ['two']]);
    expect(dropped).toEqual([['one']]);
  });

  it('is live at once', async () => {
    const feed = createInProcessChangeFeed();
    expect(feed.isLive()).toBe(true);
    await expect(feed.whenLive()).resolves.toBeUndefined();
    await feed.close();
  });
});

const SERVER_URL = process.env.DATABASE_URL;

describe.skipIf(!SERVER_URL)('PostgreSQL change feed', () => {
  // A database of its own: NOTIFY is per database, so nothing else on the server talks on the channel.
  const databaseName = `mc_test_feed_${randomBytes(6).toString('hex')}`;
  // Every listening connection is named after its feed, so a test can find and kill exactly that one.
  const appPrefix = `mc-feed-test-${randomBytes(4).toString('hex')}`;
  let databaseUrl = '';
  let admin: pg.Pool;
  const opened: { feed: ChangeFeed; pool: pg.Pool }[] = [];
  let openedCount = 0;

  interface Process {
    feed: ChangeFeed;
    pool: pg.Pool;
    appName: string;
    /** Every dispatch on 'sessions', in order. */
    sessions: (readonly string[])[];
    jobs: (readonly string[])[];
    /** isLive() as each reset handler call saw it, with the time. */
    resets: { live: boolean; at: number }[];
  }

  const urlWith = (url: string, applicationName: string) => {
    const withName = new URL(url);
    withName.searchParams.set('application_name', applicationName);
    return withName.toString();
  };

  /** One app process: its own pool for publishing and a feed whose listener is named `<prefix>-<name>-<n>`. */
  function openProcess(name: string): Process {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    pool.on('error', () => undefined);
    // Unique per call: a listener a broken close() left behind cannot be mistaken for a later test's.
    const appName = `${appPrefix}-${name}-${++openedCount}`;
    const feed = createPostgresChangeFeed(pool, urlWith(databaseUrl, appName));
    opened.push({ feed, pool });
    const proc: Process = { feed, pool, appName, sessions: [], jobs: [], resets: [] };
    feed.onReset(() => proc.resets.push({ live: feed.isLive(), at: Date.now() }));
    feed.subscribe('sessions', (keys) => proc.sessions.push(keys));
    feed.subscribe('jobs', (keys) => proc.jobs.push(keys));
    return proc;
  }

  async function listenerPids(appName: string): Promise<number[]> {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = $2',
      [appName, databaseName],
    );
    return rows.map((row) => row.pid);
  }

  /**
   * Waits until `to` has heard a marker from `from`. NOTIFY is delivered in commit order, so by then
   * `to` has also heard everything published on the server before the marker, including its own.
   */
  async function flush(from: Process, to: Process) {
    const marker = `marker:${randomBytes(4).toString('hex')}`;
    await from.feed.publish('sessions', [marker]);
    await vi.waitFor(() => expect(to.sessions.flat()).toContain(marker), { timeout: 5_000, interval: 10 });
    return marker;
  }

  beforeAll(async () => {
    const server = new pg.Client({ connectionString: SERVER_URL });
    await server.connect();
    await server.query(`CREATE DATABASE ${databaseName}`);
    await server.end();
    const url = new URL(SERVER_URL ?? '');
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    admin = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    admin.on('error', () => undefined);
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    for (const { feed, pool } of opened.splice(0)) {
      await feed.close();
      await pool.end();
    }
  });

  afterAll(async () => {
    await admin?.end();
    const server = new pg.Client({ connectionString: SERVER_URL });
    await server.connect();
    await server.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await server.end();
  });

  it('delivers a publish to this process at once and to the other after the notification, once each', async () => {
    const a = openProcess('a');
    const b = openProcess('b');
    await Promise.all([a.feed.whenLive(), b.feed.whenLive()]);
    expect(a.feed.isLive()).toBe(true);
    expect(b.feed.isLive()).toBe(true);
    // Going live resets, with the feed already live.
    expect(a.resets.map((reset) => reset.live)).toEqual([true]);
    expect(b.resets.map((reset) => reset.live)).toEqual([true]);

    const published = a.feed.publish('sessions', ['session:s1', 'user:7']);
    expect(a.sessions).toEqual([['session:s1', 'user:7']]);
    await published;
    await vi.waitFor(() => expect(b.sessions).toEqual([['session:s1', 'user:7']]), { timeout: 5_000, interval: 10 });

    // Each side hears a marker from the other: by then both have heard (and dropped) their own notifications.
    const fromB = await flush(b, a);
    const fromA = await flush(a, b);
    expect(a.sessions).toEqual([['session:s1', 'user:7'], [fromB], [fromA]]);
    expect(b.sessions).toEqual([['session:s1', 'user:7'], [fromB], [fromA]]);
    expect(a.jobs).toEqual([]);
    expect(b.jobs).toEqual([]);

    await a.feed.publish('jobs', ['12']);
    await vi.waitFor(() => expect(b.jobs).toEqual([['12']]), { timeout: 5_000, interval: 10 });
    expect(a.jobs).toEqual([['12']]);
  });

  it('delivers a key list too long for one NOTIFY complete and in order', async () => {
    const a = openProcess('a');
    const b = openProcess('b');
    await Promise.all([a.feed.whenLive(), b.feed.whenLive()]);
    const keys = longKeys(300);
    const payloadCount = toPayloads('0123456789abcdef', 'sessions', keys).length;
    expect(payloadCount).toBeGreaterThan(2);

    await a.feed.publish('sessions', keys);
    expect(a.sessions).toEqual([keys]);
    await vi.waitFor(() => expect(b.sessions.flat()).toHaveLength(keys.length), { timeout: 5_000, interval: 10 });
    const marker = await flush(a, b);
    expect(b.sessions.flat()).toEqual([...keys, marker]);
    expect(b.sessions).toHaveLength(payloadCount + 1);
    await flush(b, a);
    expect(a.sessions).toHaveLength(3);
  });

  it('goes down and resets when its listening connection is killed, then reconnects, resets again and hears again', async () => {
    const a = openProcess('a');
    const b = openProcess('b');
    await Promise.all([a.feed.whenLive(), b.feed.whenLive()]);
    const [before, ...others] = await listenerPids(b.appName);
    expect(before).toBeDefined();
    expect(others).toEqual([]);

    await admin.query('SELECT pg_terminate_backend($1)', [before]);
    await vi.waitFor(() => expect(b.resets).toHaveLength(2), { timeout: 5_000, interval: 5 });
    const down = b.resets[1];
    expect(down?.live).toBe(false);
    await vi.waitFor(() => expect(b.resets).toHaveLength(3), { timeout: 5_000, interval: 10 });
    const up = b.resets[2];
    expect(up?.live).toBe(true);
    expect(b.feed.isLive()).toBe(true);
    await expect(b.feed.whenLive()).resolves.toBeUndefined();
    // The first retry waits 125 to 250 ms (jittered); a little slack for timer rounding.
    expect((up?.at ?? 0) - (down?.at ?? 0)).toBeGreaterThanOrEqual(100);
    expect((up?.at ?? 0) - (down?.at ?? 0)).toBeLessThan(2_000);

    const after = await listenerPids(b.appName);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
    // A was never touched.
    expect(a.resets.map((reset) => reset.live)).toEqual([true]);
    expect(a.feed.isLive()).toBe(true);

    await a.feed.publish('sessions', ['session:after']);
    await vi.waitFor(() => expect(b.sessions).toEqual([['session:after']]), { timeout: 5_000, interval: 10 });
    // And B is heard by A too.
    await flush(b, a);
  });

  it('stops for good on close: no listener, not live, no reconnection, nothing more heard', async () => {
    const a = openProcess('a');
    const b = openProcess('b');
    await Promise.all([a.feed.whenLive(), b.feed.whenLive()]);
    expect(await listenerPids(b.appName)).toHaveLength(1);

    await b.feed.close();
    expect(b.feed.isLive()).toBe(false);
    await expect(b.feed.whenLive()).resolves.toBeUndefined();
    await vi.waitFor(async () => expect(await listenerPids(b.appName)).toEqual([]), { timeout: 5_000, interval: 20 });

    const c = openProcess('c');
    await c.feed.whenLive();
    await a.feed.publish('sessions', ['session:closed']);
    await vi.waitFor(() => expect(c.sessions).toEqual([['session:closed']]), { timeout: 5_000, interval: 10 });
    expect(b.sessions).toEqual([]);
    // Only the reset of going live: closing is not a reset.
    expect(b.resets.map((reset) => reset.live)).toEqual([true]);
  });

  it('does not reconnect when closed while waiting to reconnect', async () => {
    const connect = vi.spyOn(pg.Client.prototype, 'connect');
    const b = openProcess('b');
    await b.feed.whenLive();
    const attempts = () =>
      connect.mock.contexts.filter(
        (client) =>
          (client as unknown as { connectionParameters?: { application_name?: string } }).connectionParameters
            ?.application_name === b.appName,
      ).length;
    expect(attempts()).toBe(1);

    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
      b.appName,
    ]);
    await vi.waitFor(() => expect(b.resets).toHaveLength(2), { timeout: 5_000, interval: 5 });
    expect(b.feed.isLive()).toBe(false);
    await b.feed.close();

    // Longer than the first retry delay (at most 250 ms) plus a connection.
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(attempts()).toBe(1);
    expect(await listenerPids(b.appName)).toEqual([]);
    expect(b.resets).toHaveLength(2);
    expect(b.feed.isLive()).toBe(false);
  });

  it('does not hold the process open once closed, whether live or waiting to reconnect', async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const feedModule = new URL('./change-feed.ts', import.meta.url).href;
    const script = `
      import pg from 'pg';
      import { createPostgresChangeFeed } from ${JSON.stringify(feedModule)};
      const url = process.env.FEED_TEST_URL;
      const pool = new pg.Pool({ connectionString: url });
      const open = (name) => {
        const listenerUrl = new URL(url);
        listenerUrl.searchParams.set('application_name', name);
        const feed = createPostgresChangeFeed(pool, listenerUrl.toString());
        feed.subscribe('sessions', () => undefined);
        return feed;
      };
      const live = open(process.env.FEED_TEST_APP + '-child-live');
      await live.whenLive();
      await live.close();
      const dropped = open(process.env.FEED_TEST_APP + '-child-dropped');
      await dropped.whenLive();
      const down = new Promise((resolve) => dropped.onReset(() => { if (!dropped.isLive()) resolve(); }));
      await pool.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [process.env.FEED_TEST_APP + '-child-dropped']);
      await down;
      await dropped.close();
      await pool.end();
      console.log('closed');
    `;
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { cwd: root, env: { ...process.env, FEED_TEST_URL: databaseUrl, FEED_TEST_APP: appPrefix }, timeout: 8_000 },
        (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
      );
    });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('closed');
    expect(result.code).toBe(0);
  });
});
