/**
 * What the fake can be told to do to the next matching requests. `afterCommit` runs the request
 * (the mutation is applied) before failing, which is the case that makes retries dangerous.
 */
export type FaultKind = 'throttle' | '5xx' | '429' | 'timeout' | 'drop' | 'redirect';

export interface FaultOptions {
  /** Only requests whose operation touches this root field (e.g. `productSet`) or has this operation name. */
  operation?: string;
  afterCommit?: boolean;
  status?: number;
  retryAfterSeconds?: number;
  location?: string;
}

export interface Fault extends FaultOptions {
  kind: FaultKind;
}

export class FaultQueue {
  private queue: Fault[] = [];
  private permanent: Fault | null = null;

  add(count: number, kind: FaultKind, options: FaultOptions = {}): void {
    for (let i = 0; i < count; i++) this.queue.push({ kind, ...options });
  }

  always(kind: FaultKind, options: FaultOptions = {}): void {
    this.permanent = { kind, ...options };
  }

  clear(): void {
    this.queue = [];
    this.permanent = null;
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Takes the first queued fault that applies to this request. */
  take(rootFields: readonly string[], operationName: string | null): Fault | null {
    const applies = (f: Fault) => !f.operation || rootFields.includes(f.operation) || f.operation === operationName;
    if (this.permanent && applies(this.permanent)) return this.permanent;
    const index = this.queue.findIndex(applies);
    if (index < 0) return null;
    return this.queue.splice(index, 1)[0] ?? null;
  }
}

/** Shopify's leaky bucket; the clock is injectable so tests can let time pass without waiting. */
export class CostBucket {
  available: number;
  private last: number;

  constructor(
    readonly maximumAvailable: number,
    readonly restoreRate: number,
    private readonly now: () => number,
  ) {
    this.available = maximumAvailable;
    this.last = now();
  }

  refill(): void {
    const at = this.now();
    this.available = Math.min(this.maximumAvailable, this.available + ((at - this.last) / 1000) * this.restoreRate);
    this.last = at;
  }

  drain(): void {
    this.refill();
    this.available = 0;
  }

  status() {
    return {
      maximumAvailable: this.maximumAvailable,
      currentlyAvailable: Math.floor(this.available),
      restoreRate: this.restoreRate,
    };
  }
}
