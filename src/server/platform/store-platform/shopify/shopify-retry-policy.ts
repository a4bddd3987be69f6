const BACKOFF_BASE_MS = 250;
export const MAX_BACKOFF_MS = 8_000;
/** A throttle or Retry-After wait longer than this is treated as an outage rather than waited out. */
const MAX_WAIT_MS = 60_000;

interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

export interface QueryCost {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: ThrottleStatus;
}

/** Exponential backoff with "equal jitter": never below half the step, so retries still spread out. */
export function computeBackoffMs(attempt: number, random: () => number, maxBackoffMs = MAX_BACKOFF_MS): number {
  const step = Math.min(maxBackoffMs, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/** `Retry-After` is seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(MAX_WAIT_MS, Math.ceil(seconds * 1000));
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.min(MAX_WAIT_MS, Math.max(0, at - now));
}

export function readQueryCost(extensions: unknown): QueryCost | null {
  const cost = (extensions as { cost?: QueryCost } | undefined)?.cost;
  const status = cost?.throttleStatus;
  if (!cost || !status || typeof cost.requestedQueryCost !== 'number') return null;
  if (typeof status.currentlyAvailable !== 'number' || typeof status.restoreRate !== 'number') return null;
  return cost;
}
