import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * What changed, for the in-memory views of the database this process keeps: sessions and their
 * users (key `changed`, told by the database's triggers, migration 0031: the embedded database's
 * process keeps the sessions it reads, ADR 093); background jobs (ADR 011; key `kind:<kind>` when
 * one is queued, `finished:<id>` when one ends), which wake idle workers and waiting requests in
 * every process; and the catalogue (key `changed`), told by the database itself: triggers on every
 * table a search answer shows NOTIFY the channel (migration 0030, ADR 092), whoever wrote.
 */
export const CHANGE_TOPICS = ['sessions', 'jobs', 'catalogue'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export interface ChangeFeed {
  /**
   * Tells this process at once and every other process of the app on the same database soon after.
   * Call it after the change has committed: a view that reloads on the message must see it.
   */
  publish(topic: ChangeTopic, keys: readonly string[]): Promise<void>;
  subscribe(topic: ChangeTopic, handler: (keys: readonly string[]) => void): () => void;
  /**
   * False while messages from other processes may be going missing (the listening connection is
   * down or not yet up): views must not answer from memory then.
   */
  isLive(): boolean;
  /** Resolves once the feed is live (at once in-process; after the listening connection is up on PostgreSQL). */
  whenLive(): Promise<void>;
  /** Runs when messages may have been missed: subscribers drop whatever they hold. */
  onReset(handler: () => void): () => void;
  /** True once closed (with its database): background work built on it stops. */
  isClosed(): boolean;
  close(): Promise<void>;
}

/** The channel of the feed, also NOTIFYed by the database's own triggers (migration 0030). */
export const CHANGE_CHANNEL = 'mc_changes';
const CHANNEL = CHANGE_CHANNEL;
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more: longer key lists go in several. */
const PAYLOAD_MAX = 7_000;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

interface Message {
  origin: string;
  topic: ChangeTopic;
  keys: string[];
}

/**
 * Subscribers must not throw (ours only drop or queue work); one that does anyway must not keep
 * the others from hearing, nor break the NOTIFY that follows or the listening connection.
 */
function runIsolated(handler: () => void) {
  try {
    handler();
  } catch {
    // Nothing to undo: the failing subscriber simply missed this message.
  }
}

function createDispatcher() {
  const handlers = new Map<ChangeTopic, Set<(keys: readonly string[]) => void>>();
  const resetHandlers = new Set<() => void>();
  return {
    subscribe(topic: ChangeTopic, handler: (keys: readonly string[]) => void) {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      set.add(handler);
      return () => void set.delete(handler);
    },
    onReset(handler: () => void) {
      resetHandlers.add(handler);
      return () => void resetHandlers.delete(handler);
    },
    dispatch(topic: ChangeTopic, keys: readonly string[]) {
      if (keys.length === 0) return;
      for (const handler of handlers.get(topic) ?? []) runIsolated(() => handler(keys));
    },
    reset() {
      for (const handler of resetHandlers) runIsolated(handler);
    },
  };
}

/**
 * PGlite lives inside this one process: nobody else can change the database behind our back.
 * What its triggers NOTIFY is handed to `deliver` (PGlite's `listen`), which PGlite calls before
 * the statement that committed the change resolves.
 */
export function createInProcessChangeFeed(): ChangeFeed & { deliver(payload: string): void } {
  const dispatcher = createDispatcher();
  let closed = false;
  return {
    deliver(payload) {
      const parsed = parseMessage(payload);
      if (parsed && !closed) dispatcher.dispatch(parsed.topic, parsed.keys);
    },
    publish: async (topic, keys) => dispatcher.dispatch(topic, keys),
    subscribe: dispatcher.subscribe,
    isLive: () => !closed,
    whenLive: async () => undefined,
    onReset: dispatcher.onReset,
    isClosed: () => closed,
    close: async () => {
      closed = true;
    },
  };
}

/** Keys are ids and hashes; anything near the payload limit is a mistake, refused before NOTIFY fails on it. */
const KEY_MAX_BYTES = 1_000;

/** Splits keys into NOTIFY payloads that stay under PostgreSQL's size limit (counted in UTF-8 bytes, as sent). */
export function toPayloads(origin: string, topic: ChangeTopic, keys: readonly string[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 0;
  for (const key of keys) {
    // As it will appear in the JSON array: quoted, escaped, and a comma.
    const bytes = Buffer.byteLength(JSON.stringify(key)) + 1;
    if (bytes > KEY_MAX_BYTES) throw new Error(`A change key of ${bytes} bytes is too long to announce`);
    if (batch.length > 0 && size + bytes > PAYLOAD_MAX) {
      payloads.push(JSON.stringify({ origin, topic, keys: batch } satisfies Message));
      batch = [];
      size = 0;
    }
    batch.push(key);
    size += bytes;
  }
  if (batch.length > 0) payloads.push(JSON.stringify({ origin, topic, keys: batch } satisfies Message));
  return payloads;
}

function parseMessage(payload: string | undefined): Message | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<Message>;
    const isTopic = CHANGE_TOPICS.includes(value.topic as ChangeTopic);
    if (typeof value.origin !== 'string' || !isTopic || !Array.isArray(value.keys)) return null;
    return {
      origin: value.origin,
      topic: value.topic as ChangeTopic,
      keys: value.keys.filter((k) => typeof k === 'string'),
    };
  } catch {
    return null;
  }
}

/**
 * Several processes may share one PostgreSQL server: each publishes with NOTIFY and hears the
 * others on one LISTEN connection of its own, opened on first subscription. While that connection
 * is down the feed is not live, and every reconnection resets the subscribers, since what was said
 * in between is lost.
 */
export function createPostgresChangeFeed(pool: pg.Pool, connectionString: string): ChangeFeed {
  const dispatcher = createDispatcher();
  const origin = randomBytes(8).toString('hex');
  let listener: pg.Client | null = null;
  let live = false;
  let started = false;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  const wakeWaiters: (() => void)[] = [];

  const goDown = () => {
    if (!live) return;
    live = false;
    dispatcher.reset();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    // Jittered, doubling up to a bound: a restarted server is not met by every process at once.
    const delay = Math.round(retryMs * (0.5 + Math.random() / 2));
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  async function connect() {
    const client = new pg.Client({ connectionString });
    listener = client;
    const lost = () => {
      if (listener !== client) return;
      listener = null;
      goDown();
      void client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      const parsed = message.channel === CHANNEL ? parseMessage(message.payload) : null;
      if (parsed && parsed.origin !== origin) dispatcher.dispatch(parsed.topic, parsed.keys);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch {
      lost();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    retryMs = RECONNECT_MIN_MS;
    live = true;
    // Whatever was held before this connection existed may be out of date.
    dispatcher.reset();
    for (const wake of wakeWaiters.splice(0)) wake();
  }

  const start = () => {
    if (started || closed) return;
    started = true;
    void connect();
  };

  return {
    async publish(topic, keys) {
      if (keys.length === 0) return;
      dispatcher.dispatch(topic, keys);
      try {
        for (const payload of toPayloads(origin, topic, keys)) {
          await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
        }
      } catch {
        // The change itself has committed and must not be reported as failed. The other processes
        // miss this message: they hold a stale copy until their feed resets, which an outage that
        // refuses a NOTIFY normally causes by dropping their listening connections too (ADR 010).
      }
    },
    subscribe(topic, handler) {
      start();
      return dispatcher.subscribe(topic, handler);
    },
    isLive: () => live,
    whenLive() {
      start();
      if (live || closed) return Promise.resolve();
      return new Promise<void>((resolve) => wakeWaiters.push(resolve));
    },
    onReset: dispatcher.onReset,
    isClosed: () => closed,
    async close() {
      closed = true;
      live = false;
      for (const wake of wakeWaiters.splice(0)) wake();
      if (retryTimer) clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
