import { PlatformError } from '../port';
import {
  BULK_MUTATION_RUN_MUTATION,
  BULK_OPERATION_QUERY,
  BULK_OPERATIONS_RECENT_QUERY,
  BULK_QUERY_RUN_MUTATION,
} from './documents/bulk-documents';
import { AmbiguousOutcomeError, type ShopifyGraphqlClient } from './shopify-graphql-client';
import { assertNoUserErrors, type ShopifyUserError } from './shopify-user-errors';

export interface BulkOperationView {
  id: string;
  status: 'CANCELED' | 'CANCELING' | 'COMPLETED' | 'CREATED' | 'EXPIRED' | 'FAILED' | 'RUNNING';
  errorCode: string | null;
  objectCount: string;
  rootObjectCount: string;
  url: string | null;
  query: string;
  type: 'QUERY' | 'MUTATION';
}

export interface BulkOperationsOptions {
  sleep?: (ms: number) => Promise<void>;
  /** The longest wait between polls of a running operation (default 2 s); see `pollWaits`. */
  pollMs?: number;
  /** Downloads result files; the global fetch otherwise. */
  fetch?: typeof fetch;
}

type RunPayload = { bulkOperation: BulkOperationView | null; userErrors: (ShopifyUserError & { code?: string })[] };

const UNFINISHED = new Set(['CREATED', 'RUNNING', 'CANCELING']);
export const isUnfinished = (operation: Pick<BulkOperationView, 'status'>) => UNFINISHED.has(operation.status);
/** How many times a start refused because another operation runs waits for it and tries again. */
const START_ATTEMPTS = 5;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The waits between polls of one running operation (ADR 094): 250 ms, then twice as long each
 * time up to `pollMs`. A small shop's operation is done in well under a second; a large one takes
 * tens, and is not asked about every 250 ms.
 */
export function pollWaits(pollMs: number): () => number {
  let wait = Math.min(250, pollMs) / 2;
  return () => (wait = Math.min(wait * 2, pollMs));
}

/** The lines of a JSONL download, as they arrive. */
export async function* jsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let rest = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    rest += decoder.decode(chunk, { stream: true });
    let end = rest.indexOf('\n');
    while (end >= 0) {
      const line = rest.slice(0, end).trim();
      if (line) yield line;
      rest = rest.slice(end + 1);
      end = rest.indexOf('\n');
    }
  }
  rest += decoder.decode();
  if (rest.trim()) yield rest.trim();
}

/**
 * Starting, finding, awaiting and reading Shopify's bulk operations (ADR 091). Shopify runs a few
 * bulk queries and one bulk mutation at a time for an app: a query refused with
 * OPERATION_IN_PROGRESS waits for the running ones and tries again; a mutation refused so is
 * answered `busy` to its caller, which decides (a mutation is not sent twice blindly).
 */
export function createShopifyBulkOperations(client: ShopifyGraphqlClient, options: BulkOperationsOptions = {}) {
  const sleep = options.sleep ?? defaultSleep;
  const pollMs = options.pollMs ?? 2_000;
  const download = options.fetch ?? fetch;

  /** The app's latest operations of a type, newest first, whatever their status. */
  async function recent(type: 'QUERY' | 'MUTATION'): Promise<BulkOperationView[]> {
    const data = await client.request<{ bulkOperations: { nodes: BulkOperationView[] } }>(
      BULK_OPERATIONS_RECENT_QUERY,
      { query: `operation_type:${type.toLowerCase()}` },
    );
    return data.bulkOperations.nodes;
  }

  async function unfinished(type: 'QUERY' | 'MUTATION'): Promise<BulkOperationView[]> {
    return (await recent(type)).filter((operation) => isUnfinished(operation));
  }

  async function finished(
    id: string,
    onPoll?: (operation: BulkOperationView) => void | Promise<void>,
    signal?: AbortSignal,
  ): Promise<BulkOperationView> {
    const nextWait = pollWaits(pollMs);
    for (;;) {
      if (signal?.aborted) throw signal.reason;
      const data = await client.request<{ bulkOperation: BulkOperationView | null }>(BULK_OPERATION_QUERY, { id });
      const operation = data.bulkOperation;
      if (!operation) throw new PlatformError(`Bulk operation ${id} not found`, 'unavailable');
      if (operation.status === 'COMPLETED') return operation;
      if (!UNFINISHED.has(operation.status)) {
        throw new PlatformError(
          `Bulk operation ${id} ended ${operation.status}${operation.errorCode ? ` (${operation.errorCode})` : ''}`,
          'unavailable',
        );
      }
      await onPoll?.(operation);
      await sleep(nextWait());
    }
  }

  /** Starts an operation; one refused because another of its type runs waits for that one first. */
  async function start(
    type: 'QUERY',
    send: () => Promise<RunPayload | null>,
    name: string,
    signal?: AbortSignal,
  ): Promise<BulkOperationView> {
    for (let attempt = 1; ; attempt++) {
      const payload = await send();
      const busy = payload?.userErrors.some((error) => error.code === 'OPERATION_IN_PROGRESS');
      if (busy && attempt < START_ATTEMPTS) {
        for (const running of await unfinished(type)) {
          await finished(running.id, undefined, signal).catch(() => undefined);
        }
        continue;
      }
      assertNoUserErrors(name, payload);
      if (!payload?.bulkOperation) throw new PlatformError(`Shopify ${name} returned no operation`, 'unavailable');
      return payload.bulkOperation;
    }
  }

  return {
    recent,
    unfinished,
    finished,

    runQuery(query: string, signal?: AbortSignal): Promise<BulkOperationView> {
      return start(
        'QUERY',
        async () =>
          (await client.request<{ bulkOperationRunQuery: RunPayload | null }>(BULK_QUERY_RUN_MUTATION, { query }))
            .bulkOperationRunQuery,
        'bulkOperationRunQuery',
        signal,
      );
    },

    /**
     * Starts a bulk mutation, once. `busy` when another bulk mutation runs, or when the answer was
     * lost after Shopify may have started it: the caller looks at what runs before sending again,
     * since a mutation sent twice would apply its lines twice.
     */
    async runMutation(
      mutation: string,
      stagedUploadPath: string,
    ): Promise<{ operation: BulkOperationView } | { busy: true }> {
      let payload: RunPayload | null;
      try {
        payload = (
          await client.request<{ bulkOperationRunMutation: RunPayload | null }>(
            BULK_MUTATION_RUN_MUTATION,
            { mutation, stagedUploadPath },
            { retryAmbiguous: false },
          )
        ).bulkOperationRunMutation;
      } catch (error) {
        if (error instanceof AmbiguousOutcomeError) return { busy: true };
        throw error;
      }
      if (payload?.userErrors.some((error) => error.code === 'OPERATION_IN_PROGRESS')) return { busy: true };
      assertNoUserErrors('bulkOperationRunMutation', payload);
      if (!payload?.bulkOperation) {
        throw new PlatformError('Shopify bulkOperationRunMutation returned no operation', 'unavailable');
      }
      return { operation: payload.bulkOperation };
    },

    /** The result file's lines; none when Shopify answered no file (nothing matched). */
    async *lines(operation: BulkOperationView): AsyncGenerator<string> {
      if (!operation.url) return;
      let response: Response;
      try {
        response = await download(operation.url);
      } catch (error) {
        throw new PlatformError(
          `Bulk result download failed (${error instanceof Error ? error.message : String(error)})`,
          'unavailable',
        );
      }
      if (!response.ok || !response.body) {
        throw new PlatformError(`Bulk result download failed: HTTP ${response.status}`, 'unavailable');
      }
      yield* jsonLines(response.body);
    },
  };
}

export type ShopifyBulkOperations = ReturnType<typeof createShopifyBulkOperations>;
