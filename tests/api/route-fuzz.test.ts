import { fc } from '@fast-check/vitest';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedTypeTree } from '#server/features/type-tree/type-tree.seed';
import { CONNECTION_CHECKS } from '#server/features/connections/connection-checks';
import { seedLocations } from '#server/platform/store-platform/local/local-catalogue-seed';
import { createLocalStorePlatform } from '#server/platform/store-platform/local/local-store-platform';
import { STORES } from '#shared/stores';
import { createFingerprinter, walPosition, type Fingerprint } from '../support/database-fingerprint';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { jobs, typeSubcategories, users as usersTable } from '#server/db/schema/index';
import {
  describeRequest,
  renderRequest,
  requestPlan,
  seenInput,
  systematicPlans,
  type Example,
  type RequestPlan,
  type SeenInput,
} from '../support/fuzz/fuzz-request';
import { acceptedArbitraryOf } from '../support/fuzz/schema-arbitrary';
import type { RouteAccess } from '#server/http/route-table';
import { unroutableUrlError } from '#server/http/error-handler';
import { TEST_PASSWORD, bearer, createTestApp } from '../support/test-app';
import { productForm } from './product-entry.fixtures';

/**
 * Every route of the route table, as anonymous, associate and admin, with bodies, queries and path
 * parameters generated from its schemas and mutated: no answer may be a 5xx, no refused (4xx)
 * request may write a row, nothing the route's own schemas refuse (nor a file whose content is not
 * what its name says) may get a 2xx, every 2xx must match the response schema the route declares
 * (or the media type it produces), and a caller below the route's access level gets 401 or 403.
 * `npm test` runs a small budget on each engine; `npm run fuzz` (FUZZ_RUNS, FUZZ_SEED) a longer one.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

// Nothing leaves the machine: the video host's YouTube look-up goes to a port nobody listens on.
const t = await createTestApp({ YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9/oembed' });
afterAll(() => t.close());
await seedLocations(t.database.db, STORES);
await seedTypeTree(t.database.db, {
  types: [{ name: 'USA Wine', lists: { Size: ['750ml'], Subtype: ['Red'], Region: [], Varietal: [], Attributes: [] } }],
});
await createLocalStorePlatform(t.database).createProduct(
  {
    title: 'Ridge Geyserville 2021',
    vendor: 'Ridge',
    productType: 'USA Wine',
    descriptionHtml: '',
    status: 'ACTIVE',
    tags: [],
    option1Name: 'Size',
    images: [],
    variants: [{ option1: '750ml', price: 44.99, cost: 27, sku: 'FZ-1', barcode: '123456789012' }],
  },
  'fuzz-fixture',
  null,
);
const users = { admin: await t.createUser('admin'), associate: await t.createUser('associate') };
const [subcategory] = await t.database.db.select({ id: typeSubcategories.id }).from(typeSubcategories).limit(1);
let sequence = 0;

/**
 * Bodies known to get past validation, so that mutations of them reach the services (each call
 * may differ: a product needs a SKU nobody holds yet). Routes without one are fuzzed from their
 * schema alone, so a new route is covered without an entry here.
 */
const EXAMPLES: Record<string, Example[]> = {
  'POST /api/login': [() => ({ username: users.associate.username, password: TEST_PASSWORD })],
  'POST /api/register': [
    () => ({ username: `fuzzed.${++sequence}`, password: 'a-long-enough-secret', role: 'associate' }),
  ],
  'POST /api/user/password': [() => ({ currentPassword: 'not-the-password', newPassword: 'another-long-secret' })],
  'POST /api/type-tree/selections': [() => ({ subcategoryId: subcategory?.id, value: `Fuzzed ${++sequence}` })],
  'POST /api/shopify/test-category': [() => ({ gid: 'gid://shopify/TaxonomyCategory/fb-1-1-7', productId: '1' })],
  'POST /api/shopify/test-category/restore': [
    () => ({ productId: 'gid://shopify/Product/1', categoryId: 'gid://shopify/TaxonomyCategory/fb-1' }),
  ],
  'POST /api/products/search': [
    () => ({ term: 'FZ', type: 'sku' }),
    () => ({ term: 'Ridge', type: 'name', locationId: 'gid://shopify/Location/1' }),
  ],
  'POST /api/products': [
    () => productForm({ sku: `FZ-${++sequence}`, quantity: 2, locationId: 'gid://shopify/Location/1' }),
    () => productForm({ sku: 'FZ-1' }),
  ],
  'POST /api/products/generate-description': [() => ({ producer: 'Ridge', type: 'USA Wine' })],
  'POST /api/label-queue/add': [
    () => ({ variantSku: 'FZ-1', title: 'Ridge', stores: ['Kirkwood'], labelType: 'New Product' }),
  ],
};

/**
 * Writes a refused request may make: the audit log's record of a failed or throttled sign-in or
 * check of a password or code (that is how their limit counts), a session's last-seen time and its
 * count of wrong answers in a row (ADR 068).
 */
const REFUSAL_WRITES = {
  ignoreColumns: { sessions: ['last_seen_at', 'wrong_answers'] },
  ignoreRows: {
    audit_log:
      "action in ('auth.login_failed', 'auth.login_throttled', 'auth.check_failed', 'auth.session_ended_wrong_answers')",
  },
};
const fingerprint = createFingerprinter(t.database, REFUSAL_WRITES);
/** The 10th wrong password or code in a row ends the session that sent it: compared without sessions. */
const besideSessions = ({ sessions: _sessions, ...rest }: Fingerprint) => rest;
const SESSION_ENDED = 'signed_out_wrong_answers';

/**
 * Routes whose job is to report on another system answer 503 when it is down or not set up: that
 * is their answer, not a failure. Every other 5xx fails the fuzz.
 */
const REPORTS_UNAVAILABLE = new Set([
  '/api/ready',
  ...Object.keys(CONNECTION_CHECKS),
  // Asks YouTube whether the video exists; here YouTube is a closed port (no network in tests).
  '/api/youtube/validate-video',
]);
const isDesignedAnswer = (url: string, status: number) => status === 503 && REPORTS_UNAVAILABLE.has(url);

const ROLES = ['anonymous', 'associate', 'admin'] as const;
const endedSession = (response: LightMyRequestResponse) =>
  response.statusCode === 401 && response.body.includes(`"code":"${SESSION_ENDED}"`);
const tokens: Record<(typeof ROLES)[number], string | null> = { anonymous: null, associate: null, admin: null };
/**
 * What a refused request is compared with: every table's fingerprint, and where the write-ahead
 * log was when it was taken (read first, so a write racing the fingerprint is not missed). While
 * the log has not moved, nothing was written and the tables need not be read again.
 */
let baseline: { wal: string; tables: Fingerprint };

/**
 * A request that got a 2xx may have queued work (a bulk edit applies as a job): it finishes before
 * the baseline is taken, or its writes would be blamed on the next refused request.
 */
async function settleJobs() {
  const soon = new Date(Date.now() + 2_000);
  const unfinished = await t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.status, ['queued', 'running']), lte(jobs.runAt, soon)));
  for (const { id } of unfinished) await t.jobs.waitFor(id, 15_000);
}

/** Fresh sessions (a request may have ended or replaced one) and the state refusals are compared with. */
async function resetBaseline() {
  await settleJobs();
  // DELETE /api/users/:id may have removed the associate and PATCH made them an admin (an admin
  // never deletes or demotes themselves).
  const [associate] = await t.database.db.select().from(usersTable).where(eq(usersTable.id, users.associate.id));
  if (!associate) users.associate = await t.createUser('associate');
  else if (associate.role !== 'associate')
    await t.database.db.update(usersTable).set({ role: 'associate' }).where(eq(usersTable.id, associate.id));
  tokens.associate = await t.createSession(users.associate);
  tokens.admin = await t.createSession(users.admin);
  const wal = await walPosition(t.database);
  baseline = { wal, tables: await fingerprint() };
}

/** Fails when a row differs from the baseline (sessions left out when `withoutSessions`). */
async function expectNothingWritten(context: string, withoutSessions: boolean) {
  const wal = await walPosition(t.database);
  if (wal === baseline.wal) return;
  const tables = await fingerprint();
  if (withoutSessions) expect(besideSessions(tables), context).toEqual(besideSessions(baseline.tables));
  else {
    expect(tables, context).toEqual(baseline.tables);
    // The same rows as the baseline: later writes are measured from here.
    baseline.wal = wal;
  }
}
await resetBaseline();

const CAN_PASS: Record<(typeof ROLES)[number], readonly string[]> = {
  anonymous: ['public'],
  associate: ['public', 'user'],
  admin: ['public', 'user', 'admin'],
};

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;
const mediaType = (contentType: unknown) =>
  String(contentType ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();

/** The first of body, query and path parameters that the route's own schema refuses, with zod's reason. */
function refusedPart(route: RouteAccess, seen: SeenInput): string | null {
  const parts = [
    ['body', route.upload ? undefined : route.schema.body, seen.body],
    ['querystring', route.schema.querystring, seen.query],
    ['params', route.schema.params, seen.params],
  ] as const;
  for (const [part, schema, value] of parts) {
    if (!isZod(schema) || value === 'unknown') continue;
    const result = schema.safeParse(value.value);
    if (!result.success) return `${part} refused by its schema: ${result.error.issues[0]?.message ?? ''}`;
  }
  return null;
}

/** A 2xx answer is what the route declares: its response schema for that status, or the media type it produces. */
function checkAnswer(route: RouteAccess, response: LightMyRequestResponse, context: string) {
  const status = response.statusCode;
  if (route.produces && mediaType(response.headers['content-type']) !== 'application/json') {
    expect(route.produces.map(mediaType), context).toContain(mediaType(response.headers['content-type']));
    return;
  }
  if (status === 204) {
    expect(response.body, context).toBe('');
    return;
  }
  const schema = route.schema.response?.[String(status)] ?? route.schema.response?.['2xx'];
  expect(isZod(schema), `${context}: no response schema declared for ${status}`).toBe(true);
  expect(mediaType(response.headers['content-type']), context).toBe('application/json');
  if (!isZod(schema)) return;
  const result = schema.safeParse(response.json());
  expect(result.success ? null : result.error.issues.slice(0, 3), context).toBeNull();
}

describe('the input generator', () => {
  it("produces values each route's own body, query and path schemas accept (so valid input reaches the handlers)", () => {
    const missed: string[] = [];
    for (const route of t.routes) {
      for (const part of ['body', 'querystring', 'params'] as const) {
        const schema = route.schema[part];
        const accepted = part === 'body' && route.upload ? null : acceptedArbitraryOf(schema);
        if (!accepted || !isZod(schema)) continue;
        const samples = fc.sample(accepted, { numRuns: 30, seed: 17 });
        if (!samples.some((sample) => schema.safeParse(sample).success))
          missed.push(`${route.method} ${route.url} ${part}`);
      }
    }
    expect(missed).toEqual([]);
  });
});

describe.each(t.routes)('$method $url', (route) => {
  const examples = EXAMPLES[`${route.method} ${route.url}`] ?? [];

  async function check(plan: RequestPlan, role: (typeof ROLES)[number]) {
    const token = tokens[role];
    const request = renderRequest(route, plan, token ? bearer(token) : {}, examples);
    const refusal = refusedPart(route, seenInput(route, request));
    const response = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const context = `as ${role}: ${describeRequest(request)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    try {
      await checkAnswerTo(plan, role, refusal, response, context);
    } finally {
      // Whatever failed, later plans (fast-check's shrinking included) compare with what this one left.
      if (response.statusCode < 400 || endedSession(response)) await resetBaseline();
    }
  }

  async function checkAnswerTo(
    plan: RequestPlan,
    role: (typeof ROLES)[number],
    refusal: string | null,
    response: LightMyRequestResponse,
    context: string,
  ) {
    if (!isDesignedAnswer(route.url, response.statusCode)) expect(response.statusCode, context).toBeLessThan(500);
    const isSuccess = response.statusCode >= 200 && response.statusCode < 300;
    if (!CAN_PASS[role].includes(route.access)) {
      // The access check runs before the body is read. Only a URL the router cannot take is
      // answered first: too long (414), not decodable (400), or matching no route (404).
      const badUrl = unroutableUrlError({ code: 'FST_ERR_BAD_URL' }).body.message;
      const beforeRouting = [414, 404, ...(response.body.includes(badUrl) ? [400] : [])];
      expect([role === 'anonymous' ? 401 : 403, ...beforeRouting], context).toContain(response.statusCode);
    }
    if (refusal !== null) expect(isSuccess, `${context}\n${refusal}`).toBe(false);
    if (plan.body.kind === 'upload' && plan.body.lies) expect(isSuccess, `${context}\na file lies`).toBe(false);
    if (isSuccess) checkAnswer(route, response, context);
    if (response.statusCode >= 400 && response.statusCode < 500) {
      expect(typeof response.json<{ message?: unknown }>().message, context).toBe('string');
      await expectNothingWritten(context, endedSession(response));
    }
  }

  it.each(ROLES)(
    'as %s: never a 5xx, and nothing written by a refusal',
    async (role) => {
      // A failure elsewhere (a 5xx may write before it fails) must not be blamed on this route.
      await resetBaseline();
      // Past the access check only: a refused caller never reaches the fields.
      if (CAN_PASS[role].includes(route.access)) {
        for (const plan of systematicPlans(route, examples)) await check(plan, role);
      }
      await fc.assert(
        fc.asyncProperty(requestPlan(route, examples), (plan) => check(plan, role)),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    },
    30_000 + RUNS * 3_000,
  );
});
