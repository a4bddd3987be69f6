import { fc } from '@fast-check/vitest';

/** JSON text written as is into a body: what JSON.stringify cannot produce (NaN, `__proto__` keys, depth). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Percent-encoding that survives unpaired surrogates (encodeURIComponent throws on them): they become U+FFFD. */
export const encodeText = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const CONTROL_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
  '\ud800',
  '\udfff',
  '\ufeff',
];

const withInserted = (characters: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.string({ maxLength: 8 }), characters, fc.string({ maxLength: 8 }))
    .map(([before, character, after]) => `${before}${character}${after}`);

/** NUL first: it is the one character PostgreSQL refuses outright, so the one that turns into a 500. */
export const hostileString = fc.oneof(
  { arbitrary: withInserted(fc.constant('\u0000')), weight: 4 },
  { arbitrary: withInserted(fc.constantFrom(...CONTROL_CHARACTERS)), weight: 2 },
  { arbitrary: fc.constantFrom(1_000, 70_000, 300_000).map((length) => 'x'.repeat(length)), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\t',
      "'; drop table users; --",
      "' OR 1=1 --",
      '" OR ""="',
      '"; DROP TABLE users; --',
      '1; select pg_sleep(5)',
      '%_\\',
      '$1',
      '%00',
      '../../etc/passwd',
      '..%2f..%2fetc%2fpasswd',
      '..\\..\\windows\\win.ini',
      '/etc/passwd',
      'file:///etc/passwd',
      '....//....//etc/passwd',
      '9'.repeat(400),
      '-1',
      '2147483648',
      '9007199254740993',
      'NaN',
      '1e308',
      '__proto__',
      'constructor',
      '🍷'.repeat(300),
      'gid://shopify/Product/2147483648',
      'gid://shopify/Product/-1',
      'gid://shopify/Location/99999999999',
    ),
    weight: 2,
  },
);

/** Past PostgreSQL `integer` first (the other 500), then past 2^53, negatives and fractions. */
const hostileNumber = fc.oneof(
  { arbitrary: fc.constantFrom(2 ** 31, 2 ** 31 + 1, 2 ** 32, 99_999_999_999, -(2 ** 31) - 1), weight: 3 },
  { arbitrary: fc.constantFrom(2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308), weight: 1 },
  { arbitrary: fc.constantFrom(2 ** 31 - 1, -1, 0, -0, 0.1, 0.005, 5e-324), weight: 1 },
);

const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, 'text', 1, [[[]]], { a: { b: {} } });

const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

const rawValue = fc.oneof(
  fc
    .constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '-1e400', '"\\ud800"', '"\\u0000"')
    .map((text) => new RawJson(text)),
  fc.constantFrom(64, 1_000, 20_000).chain((depth) => fc.constantFrom(deepArray(depth), deepObject(depth))),
  fc.constantFrom(
    new RawJson('{"__proto__":{"role":"admin","isAdmin":true}}'),
    new RawJson('{"constructor":{"prototype":{"role":"admin"}}}'),
    new RawJson('{"a":1,"a":2}'),
  ),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: wrongType, weight: 1 },
  { arbitrary: rawValue, weight: 1 },
);

export const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'unknownField', 'id', 'role', 'isAdmin', ''),
  fc.string({ maxLength: 10 }),
  hostileString.filter((key) => key.length < 2000),
);

/** A path parameter as a client could write it in the URL (already percent-encoded where it must be). */
export const hostilePathSegment = fc.oneof(
  fc.constantFrom('1', '2', '2147483647'),
  fc.constantFrom(
    '2147483648',
    '9007199254740993',
    '0',
    '-1',
    '01',
    '1.5',
    '1e3',
    '0x10',
    'NaN',
    'abc',
    '%00',
    '%1F',
    '%zz',
    '%E0%A4%A',
    '%C0%80',
    '%ED%A0%80',
    '%20',
    '1%2F2',
    '..%2F..',
    '..%2f..%2fetc%2fpasswd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..%5C..%5Cwindows',
    encodeURIComponent("1' OR 1=1 --"),
    encodeURIComponent('1"; DROP TABLE users; --'),
    '__proto__',
    'constructor',
    '9'.repeat(300),
    encodeURIComponent('gid://shopify/Product/1'),
  ),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeText),
);

/** Extra query text: encoded pairs, and malformed encodings a parser must survive. */
export const hostileQuery = fc.oneof(
  fc.constant(''),
  fc.array(fc.tuple(hostileKey, fc.oneof(hostileString, fc.string({ maxLength: 8 }))), { maxLength: 3 }).map((pairs) =>
    pairs
      .filter(([key, value]) => key.length + value.length < 5_000)
      .map(([key, value]) => `${encodeText(key)}=${encodeText(value)}`)
      .join('&'),
  ),
  fc.constantFrom(
    'a=%',
    'a=%zz',
    'a=%00',
    'a=%C0%80',
    'a=%ED%A0%80',
    'a[b]=1',
    '__proto__=x',
    '__proto__[role]=admin',
    'constructor[prototype][role]=admin',
    'constructor=x&prototype=y',
    `id=${encodeURIComponent("1' OR '1'='1")}`,
    `term=${encodeURIComponent('"; DROP TABLE users; --')}`,
    'file=..%2f..%2fetc%2fpasswd',
    'a=1&a=2&a=3',
    'id=2147483648',
    '%E0%A4%A=1',
  ),
);

/** JSON text of a value, with RawJson fragments written verbatim. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== undefined);
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${toJsonText(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
