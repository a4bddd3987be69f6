import { fc } from '@fast-check/vitest';
import { arbitraryOf, jsonSchemaOf } from './schema-arbitrary';
import { RawJson, hostileKey, hostilePathSegment, hostileQuery, hostileValue, toJsonText } from './hostile-values';

/** What the route table says about a route: enough to build input for it. */
export interface FuzzedRoute {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

type Key = string | number;
type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'remove'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown };

/** A body known to pass validation; a function where each call must differ (a fresh SKU). */
export type Example = () => unknown;

type BodyPlan =
  | { kind: 'absent' }
  | { kind: 'json'; base: unknown; mutations: Mutation[]; contentType: string }
  | { kind: 'example'; example: number; mutations: Mutation[] }
  | { kind: 'raw'; text: string; contentType: string | null }
  | { kind: 'multipart'; text: string; contentType: string };

export interface RequestPlan {
  segments: string[];
  query: string;
  body: BodyPlan;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Every path in a JSON value, the root included, in a stable order. */
function pathsOf(value: unknown, prefix: Key[] = [], out: Key[][] = []): Key[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...prefix, index], out));
  else if (value !== null && typeof value === 'object' && !(value instanceof RawJson)) {
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...prefix, key], out);
  }
  return out;
}

/** A fresh copy of a generated value (constants are shared between runs); raw JSON is immutable. */
function cloneValue(value: unknown): unknown {
  if (value instanceof RawJson || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneValue);
  const copy = {};
  for (const [key, item] of Object.entries(value)) setOwn(copy, key, cloneValue(item));
  return copy;
}

/** Own properties only: `__proto__` as a key must stay a key, never become the prototype. */
const setOwn = (target: object, key: Key, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

function applyMutation(value: unknown, mutation: Mutation): unknown {
  if (mutation.kind === 'none') return value;
  // The root one time in ten (whole-body replacements have their own plans); otherwise a field.
  const all = pathsOf(value);
  const paths = all.length > 1 && mutation.at % 10 !== 0 ? all.slice(1) : all;
  const path = paths[Math.floor(mutation.at / 10) % paths.length] ?? [];
  const inserted = 'value' in mutation ? cloneValue(mutation.value) : undefined;
  if (path.length === 0) {
    if (mutation.kind === 'replace') return inserted;
    if (mutation.kind === 'remove') return undefined;
  }
  const parentPath = mutation.kind === 'add' ? path : path.slice(0, -1);
  let parent: unknown = value;
  for (const key of parentPath) parent = (parent as Record<Key, unknown>)[key];
  if (parent === null || typeof parent !== 'object' || parent instanceof RawJson) return value;
  const last = path[path.length - 1] as Key;
  if (mutation.kind === 'replace') setOwn(parent, last, inserted);
  else if (mutation.kind === 'remove') {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else delete (parent as Record<Key, unknown>)[last];
  } else if (Array.isArray(parent)) parent.push(inserted);
  else setOwn(parent, mutation.key, inserted);
  return value;
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: hostileValue }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('add' as const), at: fc.nat(), key: hostileKey, value: hostileValue }),
    weight: 1,
  },
);

const RAW_BODIES = [
  '',
  '{',
  '}',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '\ufeff{}',
  '{"a":',
  '{}{}',
  '[1,2',
  'a=1&b=2',
];
const LYING_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/xml',
  'image/png',
];

/** A multipart body whose declared types lie about their content (and sometimes about the boundary). */
const multipartBody = fc
  .record({
    field: fc.oneof(fc.string({ maxLength: 8 }), hostileKey),
    value: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('{"a":1}', '\u0000', 'x'.repeat(70_000))),
    filename: fc.constantFrom('label.png', '../../etc/passwd', 'a\u0000.jpg', '', 'x'.repeat(600) + '.gif'),
    declaredType: fc.constantFrom('image/png', 'image/jpeg', 'application/json', 'text/csv', 'video/mp4', ''),
    content: fc.constantFrom('<?php echo 1; ?>', 'GIF89a', '\u0089PNG\r\n', '{"not":"an image"}', ''),
    headerBoundary: fc.constantFrom('fuzzBoundary', 'otherBoundary', ''),
  })
  .map(({ field, value, filename, declaredType, content, headerBoundary }) => {
    const b = '--fuzzBoundary';
    const typeLine = declaredType ? `Content-Type: ${declaredType}\r\n` : '';
    const text =
      `${b}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n` +
      `${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n${typeLine}\r\n${content}\r\n` +
      `${b}--\r\n`;
    const contentType = headerBoundary ? `multipart/form-data; boundary=${headerBoundary}` : 'multipart/form-data';
    return { kind: 'multipart' as const, text, contentType };
  });

function bodyPlan(route: FuzzedRoute, examples: readonly Example[]): fc.Arbitrary<BodyPlan> {
  const schema = jsonSchemaOf(route.schema.body);
  const generated = schema
    ? arbitraryOf(schema)
    : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  const mutations = fc.array(mutation, { minLength: 0, maxLength: 2 });
  const json = fc.record({
    kind: fc.constant('json' as const),
    base: generated,
    mutations,
    contentType: fc.constantFrom('application/json', 'application/json', 'application/json; charset=utf-8'),
  });
  const fromExample = fc.record({
    kind: fc.constant('example' as const),
    example: fc.nat({ max: Math.max(0, examples.length - 1) }),
    mutations,
  });
  // Mutations of a valid body reach the services; bodies from the schema alone mostly stop at validation.
  const valid =
    examples.length > 0 ? fc.oneof({ arbitrary: fromExample, weight: 3 }, { arbitrary: json, weight: 1 }) : json;
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    text: fc.constantFrom(...RAW_BODIES),
    contentType: fc.constantFrom<string | null>('application/json', null, ...LYING_CONTENT_TYPES),
  });
  const jsonWithLyingType = json.chain((plan) =>
    fc.constantFrom(...LYING_CONTENT_TYPES).map((contentType) => ({ ...plan, contentType })),
  );
  const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method);
  return hasBody
    ? fc.oneof(
        { arbitrary: valid, weight: 8 },
        { arbitrary: raw, weight: 1 },
        { arbitrary: jsonWithLyingType, weight: 1 },
        { arbitrary: multipartBody, weight: 1 },
        { arbitrary: fc.constant({ kind: 'absent' as const }), weight: 1 },
      )
    : fc.oneof({ arbitrary: fc.constant({ kind: 'absent' as const }), weight: 6 }, { arbitrary: json, weight: 1 });
}

const PARAM = /:[A-Za-z0-9_]+(\([^)]*\))?|\*/g;

/** Plans of requests for one route: mutated bodies, queries and path parameters. */
export function requestPlan(route: FuzzedRoute, examples: readonly Example[] = []): fc.Arbitrary<RequestPlan> {
  const slots = route.url.match(PARAM)?.length ?? 0;
  return fc.record({
    segments: fc.array(hostilePathSegment, { minLength: slots, maxLength: slots }),
    query: hostileQuery,
    body: bodyPlan(route, examples),
  });
}

/**
 * Plans that put the two values PostgreSQL refuses, NUL in text and numbers past `integer`, into
 * every field of every example and every path parameter, one at a time: the random plans may
 * miss a field, these do not.
 */
export function systematicPlans(route: FuzzedRoute, examples: readonly Example[]): RequestPlan[] {
  const slots = route.url.match(PARAM)?.length ?? 0;
  const valid = Array.from({ length: slots }, () => '1');
  const plans: RequestPlan[] = [];
  const absent: BodyPlan = { kind: 'absent' };
  const firstBody: BodyPlan = examples.length > 0 ? { kind: 'example', example: 0, mutations: [] } : absent;
  for (let slot = 0; slot < slots; slot++) {
    for (const segment of ['2147483648', '%00', '0']) {
      plans.push({ segments: valid.map((value, at) => (at === slot ? segment : value)), query: '', body: firstBody });
    }
  }
  plans.push({ segments: valid, query: 'term=%00&id=2147483648', body: firstBody });
  examples.forEach((example, index) => {
    const sample = example();
    pathsOf(sample).forEach((path, at) => {
      if (path.length === 0) return;
      let leaf: unknown = sample;
      for (const key of path) leaf = (leaf as Record<Key, unknown>)[key];
      const values = typeof leaf === 'string' ? ['Na\u0000me'] : typeof leaf === 'number' ? [2 ** 31, 2 ** 53] : [];
      for (const value of values) {
        // `at` counts the root; replace() skips it, so the leaf's position among fields is `at - 1`.
        const mutations: Mutation[] = [{ kind: 'replace', at: 1 + (at - 1) * 10, value }];
        plans.push({ segments: valid, query: '', body: { kind: 'example', example: index, mutations } });
      }
    });
  });
  return plans;
}

/** The request a plan describes; examples and constants are copied, never changed. */
export function renderRequest(
  route: FuzzedRoute,
  plan: RequestPlan,
  headers: Record<string, string>,
  examples: readonly Example[] = [],
): FuzzRequest {
  let slot = 0;
  const path = route.url.replace(PARAM, () => plan.segments[slot++] ?? '1');
  const url = plan.query ? `${path}?${plan.query}` : path;
  const body = plan.body;
  if (body.kind === 'absent') return { method: route.method, url, headers };
  if (body.kind === 'json' || body.kind === 'example') {
    const base = body.kind === 'json' ? cloneValue(body.base) : examples[body.example]?.();
    const value = body.mutations.reduce(applyMutation, base);
    const text = value === undefined ? '' : toJsonText(value);
    const contentType = body.kind === 'json' ? body.contentType : 'application/json';
    return { method: route.method, url, headers: { ...headers, 'content-type': contentType }, payload: text };
  }
  const contentType = body.contentType;
  return {
    method: route.method,
    url,
    headers: contentType ? { ...headers, 'content-type': contentType } : headers,
    payload: body.text,
  };
}

/** A short account of a request for failure messages. */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload ?? '';
  const excerpt = payload.length > 400 ? `${payload.slice(0, 400)}… (${payload.length} characters)` : payload;
  return `${request.method} ${request.url.slice(0, 300)} [${request.headers['content-type'] ?? 'no content type'}] ${JSON.stringify(excerpt)}`;
}
