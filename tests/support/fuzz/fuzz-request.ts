import { parse as parseQuery } from 'node:querystring';
import { fc } from '@fast-check/vitest';
import { acceptedArbitraryOf, arbitraryOf, jsonSchemaOf, type JsonSchema } from './schema-arbitrary';
import {
  RawJson,
  encodeText,
  hostileKey,
  hostilePathSegment,
  hostileQuery,
  hostileString,
  hostileValue,
  toJsonText,
} from './hostile-values';

/** What the route table says about a route: enough to build input for it. */
export interface FuzzedRoute {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  /** The parts of a multipart body the route reads itself (`config.upload`). */
  upload?: { files: readonly string[]; fields?: readonly string[] };
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
  | { kind: 'multipart'; text: string; contentType: string }
  | { kind: 'upload'; parts: UploadPart[]; lies: boolean };

/** One part of a multipart upload: a text field, or a file with a name, a declared type and bytes. */
type UploadPart =
  { field: string; value: string } | { field: string; filename: string; declaredType: string; content: Buffer };

export interface RequestPlan {
  segments: string[];
  query: string;
  body: BodyPlan;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
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

const ZIP_BYTES = Buffer.from('504b0304140000000800a0a0a0a0000000000000000000000000000000006120', 'hex');
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const PDF_BYTES = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const text = (value: string) => Buffer.from(value);

/**
 * Files whose content is not what their name says (a `.png` of text, a `.pdf` or `.csv` of zip
 * bytes), usually with a declared type that agrees with the name: the name and the declared type
 * lie, so no route may accept them. The content decides, never the client's labels.
 */
const LYING_FILES: { filename: string; declaredType: string; content: Buffer }[] = [
  { filename: 'label.png', declaredType: 'image/png', content: text('just some text, not an image') },
  { filename: 'report.pdf', declaredType: 'application/pdf', content: ZIP_BYTES },
  { filename: 'statement.csv', declaredType: 'text/csv', content: ZIP_BYTES },
  { filename: 'statement.csv', declaredType: 'image/png', content: PNG_BYTES },
  { filename: 'clip.mp4', declaredType: 'video/mp4', content: text('<?php echo 1; ?>') },
  { filename: 'report.pdf', declaredType: 'application/pdf', content: PNG_BYTES },
  { filename: 'report.pdf.png', declaredType: 'image/png', content: PDF_BYTES },
  { filename: '../../etc/passwd', declaredType: 'text/plain', content: text('root:x:0:0:root:/root:/bin/sh\n') },
  { filename: '..%2f..%2fetc%2fpasswd.csv', declaredType: 'text/csv', content: ZIP_BYTES },
  { filename: 'a\u0000.csv', declaredType: 'text/csv', content: PNG_BYTES },
];

/** Files whose content is what the name says: the route may take or refuse them, but never with a 5xx. */
const HONEST_FILES: { filename: string; declaredType: string; content: Buffer }[] = [
  {
    filename: 'statement.csv',
    declaredType: 'text/csv',
    content: text('Date,Description,Amount\n2026-01-02,Coffee,-3.50\n'),
  },
  { filename: 'statement.csv', declaredType: 'application/pdf', content: text('a,b\n"\' OR 1=1 --",2\n') },
  { filename: 'report.pdf', declaredType: 'application/pdf', content: PDF_BYTES },
  { filename: 'label.png', declaredType: 'application/pdf', content: PNG_BYTES },
  { filename: '../../evil.csv', declaredType: 'text/csv', content: text('a,b\n1,2\n') },
];

/** A multipart upload with the parts the route declares, each file honest or lying about its content. */
function uploadBody(upload: NonNullable<FuzzedRoute['upload']>): fc.Arbitrary<BodyPlan> {
  const fieldValue = fc.oneof(
    fc.string({ maxLength: 12 }),
    hostileString.filter((value) => value.length < 2_000),
  );
  const fields = fc.tuple(
    ...(upload.fields ?? []).map((field) => fc.option(fieldValue.map((value) => ({ field, value })))),
  );
  const file = fc.oneof(
    fc.constantFrom(...LYING_FILES).map((spec) => ({ ...spec, lies: true })),
    fc.constantFrom(...HONEST_FILES).map((spec) => ({ ...spec, lies: false })),
  );
  const files = fc.tuple(...upload.files.map((field) => fc.option(file.map((spec) => ({ field, ...spec })))));
  return fc.tuple(fields, files).map(([fieldParts, fileParts]) => {
    const present = fileParts.filter((part) => part !== null);
    return {
      kind: 'upload' as const,
      parts: [
        ...fieldParts.filter((part) => part !== null),
        ...present.map(({ field, filename, declaredType, content }) => ({ field, filename, declaredType, content })),
      ],
      lies: present.some((part) => part.lies),
    };
  });
}

function renderUpload(parts: readonly UploadPart[]): { payload: Buffer; contentType: string } {
  const boundary = 'fuzzUploadBoundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          (part.declaredType ? `Content-Type: ${part.declaredType}\r\n` : '')
        : `Content-Disposition: form-data; name="${part.field}"\r\n`;
    chunks.push(
      text(`--${boundary}\r\n${head}\r\n`),
      'filename' in part ? part.content : text(part.value),
      text('\r\n'),
    );
  }
  chunks.push(text(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

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
  // A body generated from the schema and sent as it is: most pass validation (refinements aside).
  const generatedOnly = (acceptedArbitraryOf(route.schema.body) ?? generated).map((base) => ({
    kind: 'json' as const,
    base,
    mutations: [] as Mutation[],
    contentType: 'application/json',
  }));
  // Mutations of a valid body reach the services; bodies from the schema alone mostly stop at validation.
  const valid =
    examples.length > 0
      ? fc.oneof(
          { arbitrary: fromExample, weight: 3 },
          { arbitrary: json, weight: 1 },
          { arbitrary: generatedOnly, weight: 1 },
        )
      : fc.oneof({ arbitrary: json, weight: 1 }, { arbitrary: generatedOnly, weight: 1 });
  const raw = fc.record({
    kind: fc.constant('raw' as const),
    text: fc.constantFrom(...RAW_BODIES),
    contentType: fc.constantFrom<string | null>('application/json', null, ...LYING_CONTENT_TYPES),
  });
  const jsonWithLyingType = json.chain((plan) =>
    fc.constantFrom(...LYING_CONTENT_TYPES).map((contentType) => ({ ...plan, contentType })),
  );
  const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method);
  if (hasBody && route.upload) {
    return fc.oneof(
      { arbitrary: uploadBody(route.upload), weight: 6 },
      { arbitrary: multipartBody, weight: 2 },
      { arbitrary: raw, weight: 1 },
      { arbitrary: json, weight: 1 },
      { arbitrary: fc.constant({ kind: 'absent' as const }), weight: 1 },
    );
  }
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

/** The names of a URL's path parameters, in order (`*` for a wildcard). */
const paramNames = (url: string) =>
  (url.match(PARAM) ?? []).map((slot) => (slot === '*' ? '*' : slot.slice(1).replace(/\(.*$/, '')));

/** Text of a generated scalar as it travels in a URL (the server sees it as a string). */
const urlText = (value: unknown) => encodeText(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const objectSchemaOf = (schema: unknown): JsonSchema | null => {
  const json = jsonSchemaOf(schema);
  return json?.type === 'object' && json.properties ? json : null;
};

/** Path parameters generated from the params schema, so that requests get past it to the handler. */
function validSegments(route: FuzzedRoute): fc.Arbitrary<string[]> | null {
  if (!objectSchemaOf(route.schema.params)) return null;
  return (acceptedArbitraryOf(route.schema.params) ?? fc.constant({})).map((params) =>
    paramNames(route.url).map((name) => urlText((params as Record<string, unknown>)[name] ?? '1')),
  );
}

/** A query string generated from the querystring schema, now and then with a hostile pair added. */
function validQuery(route: FuzzedRoute): fc.Arbitrary<string> | null {
  if (!objectSchemaOf(route.schema.querystring)) return null;
  return fc
    .tuple(
      acceptedArbitraryOf(route.schema.querystring) ?? fc.constant({}),
      fc.oneof({ arbitrary: fc.constant(''), weight: 3 }, { arbitrary: hostileQuery, weight: 1 }),
    )
    .map(([query, extra]) =>
      [
        ...Object.entries(query as Record<string, unknown>)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => `${encodeText(key)}=${urlText(value)}`),
        ...(extra ? [extra] : []),
      ].join('&'),
    );
}

/** Plans of requests for one route: mutated bodies, queries and path parameters. */
export function requestPlan(route: FuzzedRoute, examples: readonly Example[] = []): fc.Arbitrary<RequestPlan> {
  const slots = route.url.match(PARAM)?.length ?? 0;
  const hostileSegments = fc.array(hostilePathSegment, { minLength: slots, maxLength: slots });
  const generatedSegments = validSegments(route);
  const generatedQuery = validQuery(route);
  return fc.record({
    segments: generatedSegments
      ? fc.oneof({ arbitrary: hostileSegments, weight: 1 }, { arbitrary: generatedSegments, weight: 1 })
      : hostileSegments,
    query: generatedQuery
      ? fc.oneof({ arbitrary: hostileQuery, weight: 1 }, { arbitrary: generatedQuery, weight: 2 })
      : hostileQuery,
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
  if (body.kind === 'upload') {
    const { payload, contentType } = renderUpload(body.parts);
    return { method: route.method, url, headers: { ...headers, 'content-type': contentType }, payload };
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
  const payload = typeof request.payload === 'string' ? request.payload : (request.payload?.toString('latin1') ?? '');
  const excerpt = payload.length > 400 ? `${payload.slice(0, 400)}… (${payload.length} characters)` : payload;
  return `${request.method} ${request.url.slice(0, 300)} [${request.headers['content-type'] ?? 'no content type'}] ${JSON.stringify(excerpt)}`;
}

/** What the server makes of one part of a request: the value its schema is given, or `unknown` when the test cannot tell. */
type SeenValue = { value: unknown } | 'unknown';

export interface SeenInput {
  body: SeenValue;
  query: SeenValue;
  params: SeenValue;
}

/**
 * The body, query and path parameters as the server parses them before validation, for the
 * oracle "what the route's schema refuses never gets a 2xx". Only what the test can reproduce
 * exactly is given; anything else (a body of a type the server has no parser for, a path whose
 * percent-encoding does not decode) is `unknown` and checked by the other oracles only.
 */
export function seenInput(route: FuzzedRoute, request: FuzzRequest): SeenInput {
  const [path = '', query] = splitOnce(request.url, '?');
  return { body: seenBody(request), query: { value: { ...parseQuery(query ?? '') } }, params: seenParams(route, path) };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function seenBody(request: FuzzRequest): SeenValue {
  const contentType = request.headers['content-type'];
  const payload = request.payload;
  if (payload === undefined) return contentType === undefined ? { value: undefined } : 'unknown';
  if (typeof payload !== 'string') return 'unknown';
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  // Only UTF-8 JSON is read as JSON; an empty JSON body is refused before validation.
  if (mediaType !== 'application/json' || /charset=(?!utf-8)/i.test(contentType ?? '') || payload === '') {
    return 'unknown';
  }
  try {
    // Fastify's JSON parser (secure-json-parse) skips a leading byte order mark, as RFC 8259 allows.
    return { value: JSON.parse(payload.startsWith('\ufeff') ? payload.slice(1) : payload) as unknown };
  } catch {
    // Otherwise the server's parser is stricter still: what JSON.parse refuses, it refuses too.
    return { value: Symbol('unparseable JSON') };
  }
}

function seenParams(route: FuzzedRoute, path: string): SeenValue {
  if (route.url.includes('*')) return 'unknown';
  const pattern = new RegExp(
    `^${route.url
      .split(PARAM)
      .filter((_, at) => at % 2 === 0)
      .map((literal) => (literal ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([^/]*)')}$`,
  );
  const match = pattern.exec(path);
  if (!match) return 'unknown';
  try {
    const values = match.slice(1).map((segment) => decodeURIComponent(segment));
    return { value: Object.fromEntries(paramNames(route.url).map((name, at) => [name, values[at]])) };
  } catch {
    return 'unknown';
  }
}
