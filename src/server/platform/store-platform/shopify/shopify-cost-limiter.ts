import type { ShopifyLogger } from './shopify-logger';
import type { QueryCost } from './shopify-retry-policy';

/**
 * Shopify's cost bucket, seen from this process (ADR 075): every client of one shop shares one
 * limiter, so requests wait for their points instead of racing each other and retrying.
 *
 * The estimate is the last `throttleStatus` Shopify reported, refilled at its `restoreRate` since,
 * less the points every request in flight holds (some may already be counted in that status: waiting
 * a little longer than needed is cheaper than a THROTTLED answer and its retry).
 * A request's cost is the largest `requestedQueryCost` Shopify reported for the same document; while
 * a document's cost is unknown it counts as the dearest seen, and one request of it goes first while
 * the others wait for its answer; it is sent when nothing else is in flight.
 */
export interface CostLimiter {
  /** Waits until the estimated points cover the document's cost; returns the hold to release. */
  acquire(document: string, variables: Record<string, unknown>, wait: Waiting): Promise<CostHold>;
}

interface CostHold {
  /** With the answer's `extensions.cost` when it had one. */
  release(cost: QueryCost | null): void;
}

interface Waiting {
  sleep(ms: number): Promise<void>;
  logger: ShopifyLogger;
}

interface Status {
  maximumAvailable: number;
  available: number;
  restoreRate: number;
  at: number;
}

export function createCostLimiter(now: () => number = Date.now): CostLimiter {
  let status: Status | null = null;
  /** Time a sleep was asked for but did not pass on the wall clock (tests sleep instantly). */
  let skewMs = 0;
  const clock = () => now() + skewMs;
  const held = new Set<{ cost: number }>();
  const costs = new Map<string, number>();
  const probes = new Map<string, Promise<void>>();
  let queue: Promise<unknown> = Promise.resolve();

  let onRelease: (() => void) | null = null;
  let released: Promise<void> | null = null;
  /** Settles when a request in flight answers (its held points come back, a new status arrives). */
  const nextRelease = () =>
    (released ??= new Promise<void>((resolve) => {
      onRelease = resolve;
    }));
  function signalRelease() {
    const resolve = onRelease;
    onRelease = null;
    released = null;
    resolve?.();
  }

  function reserved(): number {
    let total = 0;
    for (const hold of held) total += hold.cost;
    return total;
  }

  /** The bucket refilled since the last status (capped), before what requests in flight hold. */
  function refilled(current: Status): number {
    return Math.min(
      current.maximumAvailable,
      current.available + ((clock() - current.at) / 1000) * current.restoreRate,
    );
  }

  async function waitFor(cost: number, isKnown: boolean, { sleep, logger }: Waiting) {
    for (;;) {
      // A cost not known yet is found out alone: nothing in flight can then make it overdraw.
      if (!isKnown && held.size > 0) {
        await nextRelease();
        continue;
      }
      const current = status;
      if (!current || !(current.restoreRate > 0)) return;
      const needed = Math.min(cost, current.maximumAvailable);
      const available = refilled(current) - reserved();
      if (available >= needed) return;
      // Time alone cannot free points that requests in flight hold: wait for one to answer.
      const byTime = Math.min(current.maximumAvailable, needed + reserved()) - refilled(current);
      const waitMs = Math.max(1, Math.ceil((byTime / current.restoreRate) * 1000));
      if (byTime <= 0 || refilled(current) >= current.maximumAvailable) {
        logger.info(
          { waitMs: null, requestedCost: cost, estimatedAvailable: Math.floor(available), inFlight: held.size },
          'shopify cost bucket wait',
        );
        await nextRelease();
        continue;
      }
      logger.info(
        { waitMs, requestedCost: cost, estimatedAvailable: Math.floor(available) },
        'shopify cost bucket wait',
      );
      const before = now();
      await sleep(waitMs);
      skewMs += Math.max(0, waitMs - (now() - before));
    }
  }

  function observe(document: string, cost: QueryCost | null) {
    if (!cost) return;
    // The same document asks more for more ids or variants: the largest seen is the estimate.
    costs.set(document, Math.max(costs.get(document) ?? 0, cost.requestedQueryCost));
    const { maximumAvailable, currentlyAvailable, restoreRate } = cost.throttleStatus;
    status = { maximumAvailable, available: currentlyAvailable, restoreRate, at: clock() };
  }

  return {
    async acquire(query, variables, waiting) {
      const document = costKey(query, variables);
      // An unknown cost: the first request of this document finds it out, the others wait for it.
      let probe = probes.get(document);
      while (!costs.has(document) && probe) {
        await probe;
        probe = probes.get(document);
      }
      let settleProbe: (() => void) | null = null;
      if (!costs.has(document)) {
        probes.set(
          document,
          new Promise<void>((resolve) => {
            settleProbe = resolve;
          }),
        );
      }
      // Not known yet: as much as the dearest document seen, so a first call does not overdraw.
      const isKnown = costs.has(document);
      const cost = costs.get(document) ?? Math.max(0, ...costs.values());
      // In order of arrival: a large request is not overtaken for ever by small ones.
      const turn = queue.then(() => waitFor(cost, isKnown, waiting));
      queue = turn.catch(() => undefined);
      const hold = { cost };
      try {
        await turn;
      } catch (error) {
        probes.delete(document);
        (settleProbe as (() => void) | null)?.();
        throw error;
      }
      held.add(hold);
      return {
        release(answered) {
          held.delete(hold);
          observe(document, answered);
          signalRelease();
          if (settleProbe) {
            probes.delete(document);
            (settleProbe as () => void)();
          }
        },
      };
    },
  };
}

/**
 * What a request's cost depends on: its document, how many ids it names and the sizes it asks
 * (`first`, `last`, `variantsFirst`); not the values it sends.
 */
function costKey(document: string, variables: Record<string, unknown>): string {
  const shape = JSON.stringify(variables, (key, value: unknown) => {
    if (Array.isArray(value)) return value.length;
    if (typeof value === 'number') return /first|last/i.test(key) ? value : 0;
    return typeof value === 'object' || key === '' ? value : 0;
  });
  return `${shape}\n${document}`;
}

const limiters = new Map<string, CostLimiter>();

/** The one limiter of this process for a shop's endpoint. */
export function costLimiterFor(endpoint: string): CostLimiter {
  let limiter = limiters.get(endpoint);
  if (!limiter) {
    limiter = createCostLimiter();
    limiters.set(endpoint, limiter);
  }
  return limiter;
}
