import type { ChangeFeed, ChangeTopic } from '../../src/server/db/change-feed';

/**
 * A change feed whose liveness and resets the test drives, standing for a PostgreSQL feed whose
 * listening connection comes and goes. `publish` delivers in this process only.
 */
export function createControlledFeed() {
  const handlers = new Map<ChangeTopic, Set<(keys: readonly string[]) => void>>();
  const resetHandlers = new Set<() => void>();
  let live = true;
  const feed: ChangeFeed = {
    publish: async (topic, keys) => {
      for (const handler of handlers.get(topic) ?? []) handler(keys);
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set();
      handlers.set(topic, set);
      set.add(handler);
      return () => void set.delete(handler);
    },
    isLive: () => live,
    whenLive: async () => undefined,
    onReset(handler) {
      resetHandlers.add(handler);
      return () => void resetHandlers.delete(handler);
    },
    isClosed: () => false,
    close: async () => undefined,
  };
  const control = {
    feed,
    setLive(value: boolean) {
      live = value;
    },
    reset() {
      for (const handler of resetHandlers) handler();
    },
    /** The listening connection dropped: not live, and subscribers told to drop what they hold. */
    goDown() {
      control.setLive(false);
      control.reset();
    },
    /** It is back: live again, and subscribers told again, since messages in between were lost. */
    comeBack() {
      control.setLive(true);
      control.reset();
    },
  };
  return control;
}
