import { PlatformError } from '../port';
import { costLimiterFor, type CostLimiter } from './shopify-cost-limiter';
import { buildShopifyEndpoint, type ShopifyEndpointOptions } from './shopify-endpoint';
import {
  computeBackoffMs,
  MAX_BACKOFF_MS,
  parseRetryAfterMs,
  readQueryCost,
  type QueryCost,
} from './shopify-retry-policy';
import type { ShopifyLogger } from './shopify-logger';

export interface ShopifyGraphqlClientOptions extends ShopifyEndpointOptions {
  token: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  logger?: ShopifyLogger;
  maxAttempts?: number;
  timeoutMs?: number;
  maxBackoffMs?: number;
  /** The shop's cost bucket as this process sees it; by default the one every client of the shop shares. */
  costLimiter?: CostLimiter;
}

interface ShopifyRequestOptions {
  /** Fewer attempts than the client's default, e.g. for a quick health check. */
  maxAttempts?: number;
  /**
   * Whether a failure that may have happened after Shopify applied the request (timeout, dropped
   * connection, 5xx) may simply be sent again. False for mutations that are not idempotent: the
   * caller then gets an AmbiguousOutcomeError and checks what actually happened.
   */
  retryAmbiguous?: boolean;
}

export interface ShopifyGraphqlClient {
  request<T>(document: string, variables?: Record<string, unknown>, options?: ShopifyRequestOptions): Promise<T>;
}

/** The request may or may not have been applied; the caller must look before trying again. */
export class AmbiguousOutcomeError extends PlatformError {
  constructor(message: string) {
    super(message, 'unavailable');
  }
}

interface GraphqlBody {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: unknown;
}

type Attempt = (
  | { kind: 'done'; data: unknown }
  | { kind: 'safe' | 'ambiguous'; waitMs: number | null; reason: string; throttled?: boolean }
) & { cost?: QueryCost | null };

const NEVER_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const silentLogger: ShopifyLogger = { warn: () => {}, info: () => {} };

export function createShopifyGraphqlClient(options: ShopifyGraphqlClientOptions): ShopifyGraphqlClient {
  // Built once from the configured shop; nothing else is ever called (redirects are refused too).
  const endpoint = buildShopifyEndpoint(options);
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const logger = options.logger ?? silentLogger;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 5);
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxBackoffMs = options.maxBackoffMs ?? MAX_BACKOFF_MS;
  const limiter = options.costLimiter ?? costLimiterFor(endpoint.href);

  async function send(body: string): Promise<Attempt> {
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-shopify-access-token': options.token,
        },
        body,
        // A redirect could carry the token to another host: never follow one.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      if (timedOut) return { kind: 'ambiguous', waitMs: null, reason: `timed out after ${timeoutMs} ms` };
      const code = ((error as { cause?: { code?: unknown } }).cause?.code ?? '') as string;
      // No connection was made, so nothing can have been applied.
      const isUnsent = NEVER_SENT_CODES.has(code);
      return { kind: isUnsent ? 'safe' : 'ambiguous', waitMs: null, reason: `network error ${code}`.trim() };
    }
    if (response.status === 429) {
      await response.body?.cancel();
      return { kind: 'safe', waitMs: parseRetryAfterMs(response.headers.get('retry-after')), reason: 'HTTP 429' };
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      return { kind: 'ambiguous', waitMs: null, reason: `HTTP ${response.status}` };
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new PlatformError(
        `Shopify answered with a redirect (HTTP ${response.status}); not followed`,
        'unavailable',
      );
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new PlatformError(`Shopify refused the access token (HTTP ${response.status})`, 'unavailable');
    }
    let parsed: GraphqlBody;
    try {
      parsed = (await response.json()) as GraphqlBody;
    } catch {
      return { kind: 'ambiguous', waitMs: null, reason: `unreadable response (HTTP ${response.status})` };
    }
    if (!response.ok) {
      throw new PlatformError(`Shopify rejected the request (HTTP ${response.status})`, 'unavailable');
    }
    if (parsed.errors?.length) {
      if (parsed.errors.some((e) => e.extensions?.code === 'THROTTLED')) {
        // The limiter now knows the cost and the bucket, and waits for the points before the retry.
        const cost = readQueryCost(parsed.extensions);
        return { kind: 'safe', waitMs: cost ? 0 : null, reason: 'THROTTLED', throttled: cost !== null, cost };
      }
      const messages = parsed.errors.map((e) => e.message).join('; ');
      const codes = parsed.errors.map((e) => e.extensions?.code);
      if (codes.includes('INTERNAL_SERVER_ERROR')) return { kind: 'ambiguous', waitMs: null, reason: messages };
      // Missing API scopes are a configuration problem, not bad input.
      const kind = codes.includes('ACCESS_DENIED') ? 'unavailable' : 'invalid';
      throw new PlatformError(`Shopify rejected the request: ${messages}`, kind);
    }
    return { kind: 'done', data: parsed.data, cost: readQueryCost(parsed.extensions) };
  }

  return {
    async request<T>(
      document: string,
      variables: Record<string, unknown> = {},
      requestOptions: ShopifyRequestOptions = {},
    ) {
      const retryAmbiguous = requestOptions.retryAmbiguous ?? true;
      const attempts = Math.max(1, Math.min(maxAttempts, requestOptions.maxAttempts ?? maxAttempts));
      const body = JSON.stringify({ query: document, variables });
      let lastReason = '';
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const hold = await limiter.acquire(document, variables, { sleep, logger });
        let outcome: Attempt | undefined;
        try {
          outcome = await send(body);
        } finally {
          hold.release(outcome?.cost ?? null);
        }
        if (outcome.kind === 'done') return outcome.data as T;
        lastReason = outcome.reason;
        if (outcome.kind === 'ambiguous' && !retryAmbiguous) {
          throw new AmbiguousOutcomeError(`Shopify request outcome unknown: ${outcome.reason}`);
        }
        if (attempt === attempts) break;
        const waitMs = outcome.waitMs ?? computeBackoffMs(attempt, random, maxBackoffMs);
        logger.warn({ attempt, reason: outcome.reason, waitMs }, 'shopify request retry');
        if (!(outcome.kind === 'safe' && outcome.throttled)) await sleep(waitMs);
      }
      throw new PlatformError(`Shopify unavailable after ${attempts} attempts (last: ${lastReason})`, 'unavailable');
    },
  };
}
