import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { CostBucket, FaultQueue, type FaultKind, type FaultOptions } from './fake-shopify-faults';
import { DEFAULT_STORES, FakeShopifyState } from './fake-shopify-state';
import { bulkFile, createBulkOperations } from './fake-shopify-bulk';
import { loadAdminSchema, runGraphql, type GraphqlOutcome } from './fake-shopify-graphql';
import { createStagedUploads, receiveStagedUpload } from './fake-shopify-staged';
import { deliverWebhook, type WebhookDelivery } from './fake-shopify-webhooks';

export interface FakeShopifyOptions {
  token?: string;
  apiVersion?: string;
  /** Bucket size and refill rate (points per second); Shopify's Standard plan is 2000 and 100. */
  maximumAvailable?: number;
  restoreRate?: number;
  storeNames?: readonly string[];
  /** The app's secret webhooks are signed with. */
  webhookSecret?: string;
  /**
   * How many `bulkOperation(id:)` polls a bulk operation takes to complete (default 1: the first
   * answers COMPLETED; 0: complete at once). A query is RUNNING besides until its result is
   * written, in the background (`fake-shopify-bulk.ts`).
   */
  bulkPollsUntilDone?: number;
  /**
   * The number of the first id the fake hands out (default 1001). Real Shopify ids are about
   * 8 × 10^12, past PostgreSQL `integer`: pass e.g. `8_000_000_000_000` to test with ids like them.
   */
  firstId?: number;
  /**
   * Milliseconds each GraphQL call takes (default 0; the bench uses 150). The call holds its
   * requested points for that long, as Shopify does, so overlapping calls compete for them.
   */
  latencyMs?: number;
}

export interface ReceivedRequest {
  operationName: string | null;
  rootFields: string[];
  query: string;
  variables: Record<string, unknown>;
  /** Parse, validation or variable errors: what real Shopify would refuse. Empty when valid. */
  invalid: string[];
  /** Errors raised while executing a valid document (e.g. a malformed global id). */
  executionErrors: string[];
  outcome: string;
  /** The cost and bucket as reported in the response's `extensions.cost`. */
  cost?: {
    requestedQueryCost: number;
    actualQueryCost: number | null;
    throttleStatus: ReturnType<CostBucket['status']>;
  };
}

export interface FakeShopify {
  readonly url: string;
  /** `127.0.0.1:<port>`: what the adapter takes as its shop domain (with protocol `http`). */
  readonly domain: string;
  readonly token: string;
  readonly apiVersion: string;
  readonly state: FakeShopifyState;
  readonly received: ReceivedRequest[];
  /** Filters the fake's search did not know (Shopify would silently ignore them). */
  readonly searchWarnings: string[];
  readonly bucket: CostBucket;
  failNext(count: number, kind: FaultKind, options?: FaultOptions): void;
  failAlways(kind: FaultKind, options?: FaultOptions): void;
  heal(): void;
  /** Runs once, just before the next request that touches this root field executes. */
  beforeNext(rootField: string, change: (state: FakeShopifyState) => void): void;
  advanceClock(ms: number): void;
  /** Changes the per-call latency from now on. */
  setLatency(ms: number): void;
  invalidRequests(): ReceivedRequest[];
  readonly webhookSecret: string;
  /** Delivers a webhook to every subscription of its topic, signed (or not) as asked. */
  deliverWebhook(delivery: WebhookDelivery): Promise<{ status: number; webhookId: string }[]>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** An HTTP server on 127.0.0.1 that answers like Shopify's Admin GraphQL API, from memory. */
export async function startFakeShopify(options: FakeShopifyOptions = {}): Promise<FakeShopify> {
  loadAdminSchema();
  const token = options.token ?? 'shpat_fake_token';
  const apiVersion = options.apiVersion ?? '2026-07';
  const webhookSecret = options.webhookSecret ?? 'fake-webhook-secret';
  const state = new FakeShopifyState(options.storeNames ?? DEFAULT_STORES, options.firstId);
  const faults = new FaultQueue();
  let clockOffset = 0;
  let latencyMs = options.latencyMs ?? 0;
  const bucket = new CostBucket(
    options.maximumAvailable ?? 2000,
    options.restoreRate ?? 100,
    () => Date.now() + clockOffset,
  );
  const received: ReceivedRequest[] = [];
  const searchWarnings: string[] = [];
  const hooks: { rootField: string; change: (s: FakeShopifyState) => void }[] = [];
  const sockets = new Set<Socket>();
  let bulk: { mutations: Record<string, unknown>; queries: Record<string, unknown> } = { mutations: {}, queries: {} };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET' && req.url?.startsWith('/bulk/')) {
      // Shopify serves bulk results from signed storage URLs: no access token.
      const file = bulkFile(state, req.url);
      if (file === null) return sendJson(res, 404, { errors: 'Not Found' });
      res.writeHead(200, { 'content-type': 'application/jsonl' });
      return void res.end(file);
    }
    if (req.method === 'PUT' && req.url?.startsWith('/staged/')) {
      // Staged uploads go to Shopify's storage with a signed URL: no access token either.
      const answer = await receiveStagedUpload(state, req);
      res.writeHead(answer.status, { 'content-type': 'text/plain' });
      return void res.end(answer.body);
    }
    if (req.method !== 'POST' || req.url !== `/admin/api/${apiVersion}/graphql.json`) {
      return sendJson(res, 404, { errors: 'Not Found' });
    }
    if (req.headers['x-shopify-access-token'] !== token) {
      return sendJson(res, 401, {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      });
    }
    let body: { query?: string; variables?: Record<string, unknown>; operationName?: string };
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      return sendJson(res, 400, { errors: 'Bad Request: the body is not JSON' });
    }
    const outcome: GraphqlOutcome = await runGraphql({
      query: body.query ?? '',
      variables: body.variables ?? {},
      operationName: body.operationName ?? null,
      state,
      bucket,
      latencyMs,
      searchWarnings,
      bulk,
      takeFault: (rootFields, operationName) => faults.take(rootFields, operationName),
      runHooks: (rootFields) => {
        for (const hook of [...hooks]) {
          if (!rootFields.includes(hook.rootField)) continue;
          hooks.splice(hooks.indexOf(hook), 1);
          hook.change(state);
        }
      },
    });
    received.push(outcome.record);
    switch (outcome.reply.kind) {
      case 'json':
        return sendJson(res, outcome.reply.status, outcome.reply.body, outcome.reply.headers);
      case 'hang':
        return; // the socket stays open until the client gives up or the fake closes
      case 'drop':
        req.socket.destroy();
        return;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendJson(res, 500, { errors: String(error) }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake Shopify did not get a port');
  const domain = `127.0.0.1:${address.port}`;
  const bulkOperations = createBulkOperations(state, `http://${domain}`, {
    pollsUntilDone: options.bulkPollsUntilDone ?? 1,
  });
  bulk = {
    mutations: { ...bulkOperations.mutations, ...createStagedUploads(state, `http://${domain}`).mutations },
    queries: bulkOperations.queries,
  };

  return {
    url: `http://${domain}/admin/api/${apiVersion}/graphql.json`,
    domain,
    token,
    apiVersion,
    state,
    received,
    searchWarnings,
    bucket,
    failNext: (count, kind, faultOptions) => faults.add(count, kind, faultOptions),
    failAlways: (kind, faultOptions) => faults.always(kind, faultOptions),
    heal: () => faults.clear(),
    beforeNext: (rootField, change) => hooks.push({ rootField, change }),
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    invalidRequests: () => received.filter((r) => r.invalid.length > 0),
    webhookSecret,
    deliverWebhook: (delivery) => deliverWebhook(state, webhookSecret, delivery),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
