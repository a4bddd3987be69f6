import type { ChangeFeed } from '#server/db/change-feed';

/** Sessions kept at most: far more than the staff signed in at once; the oldest read goes first. */
const SESSIONS_KEPT = 10_000;

/**
 * Sessions found in the database, kept by the process the embedded database lives in (ADR 093).
 * Migration 0031's triggers announce every change to what a request reads of a session or its
 * user on the change feed's `sessions` topic, and PGlite hands the notice over before the writing
 * statement resolves: every kept session is dropped then, whoever wrote. A look-up that began
 * before a change is not kept, and nothing is kept or answered while the feed is not live. Only
 * ever given the in-process feed: on a PostgreSQL server another process may write, and a notice
 * arrives after its write (ADR 090).
 */
export function createKeptSessions<T>(changes: ChangeFeed, kept = SESSIONS_KEPT) {
  const sessions = new Map<string, T>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    sessions.clear();
  };
  changes.subscribe('sessions', forget);
  changes.onReset(forget);

  return {
    get: (id: string): T | undefined => (changes.isLive() ? sessions.get(id) : undefined),
    /** Where changes stand now: a look-up keeps its answer only if none came since. */
    mark: () => generation,
    keep(id: string, session: T, since: number) {
      if (since !== generation || !changes.isLive()) return;
      sessions.delete(id);
      if (sessions.size >= kept) sessions.delete(sessions.keys().next().value as string);
      sessions.set(id, session);
    },
    drop: (id: string) => void sessions.delete(id),
  };
}
