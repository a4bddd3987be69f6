import { fc } from '@fast-check/vitest';
import { z } from 'zod';
import { COUNTRIES } from '#shared/product-entry/countries';
import { DISTRIBUTORS } from '#shared/product-entry/distributors';
import { REVIEWERS } from '#shared/product-entry/reviewers';
import { STORES } from '#shared/stores';

/** The part of JSON Schema that `z.toJSONSchema` writes for our request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Words our rules look for (stores, countries, reviewers…): random text alone rarely gets past a refinement. */
const DOMAIN_WORDS = [
  ...STORES.flatMap((store) => [store.name, store.code]),
  ...COUNTRIES.slice(0, 5),
  ...DISTRIBUTORS.slice(0, 3),
  ...REVIEWERS.slice(0, 3),
  'USA Wine',
  'New Product',
  'admin',
  'associate',
  'gid://shopify/Product/1',
  'gid://shopify/Location/1',
  'gid://shopify/TaxonomyCategory/fb-1-1-7',
  'https://example.com/bottle.jpg',
];

/**
 * Values a field's name asks for (`weekStart` a date, `imageUrls` image addresses): refinements
 * are not in the JSON Schema, so without these most bodies with a date or a listed name would
 * never get past validation.
 */
const FIELD_HINTS: [RegExp, readonly string[]][] = [
  [/date|weekStart|birthday|day$|^(from|to)$/i, ['2026-03-02', '2026-03-09', '2026-03-16', '2026-04-06']],
  [/time$/i, ['09:00', '12:00', '17:30']],
  [/^month$/i, ['2026-01', '2025-12']],
  [
    /^stores?$|storeName/i,
    [...STORES.flatMap((store) => [store.code, store.name]), STORES.map((store) => store.code).join(',')],
  ],
  [/^(id|recordId|userId|subcategoryId|costChangeId)$/i, ['1', '2', 'auto-72h']],
  [/distributor/i, DISTRIBUTORS],
  [/reviewerName/i, REVIEWERS],
  [/country/i, COUNTRIES],
  [/imageUrls?|url$/i, ['https://example.com/bottle.jpg', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ']],
  [/videoId/i, ['dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ']],
  [/emails?$/i, ['buyer@example.com', 'store.manager@example.org']],
  [/^(producer|type|productType)$/i, ['Ridge', 'USA Wine']],
  [/^(sku|variantSku)$/i, ['FZ-1', 'FZ-2']],
  [/phone/i, ['314-555-0100']],
];

const hintFor = (name: string | undefined) =>
  name === undefined ? undefined : FIELD_HINTS.find(([pattern]) => pattern.test(name))?.[1];

/** The JSON Schema of a request schema as a client sends it (defaults optional, transforms not applied). */
export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };

function stringArbitrary(schema: JsonSchema, name?: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  const fits = (value: string) => value.length >= min && value.length <= (schema.maxLength ?? Infinity);
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const hinted = hintFor(name)?.filter((value) => fits(value) && (!pattern || pattern.test(value))) ?? [];
  const hint = hinted.length > 0 ? [{ arbitrary: fc.constantFrom(...hinted), weight: 8 }] : [];
  if (pattern) {
    return fc.oneof({ arbitrary: fc.stringMatching(pattern).filter(fits), weight: 2 }, ...hint);
  }
  const words = DOMAIN_WORDS.filter(fits);
  return fc.oneof(
    { arbitrary: fc.string({ minLength: min, maxLength: max }), weight: 2 },
    ...(words.length > 0 ? [{ arbitrary: fc.constantFrom(...words), weight: 1 }] : []),
    ...hint,
  );
}

function numberArbitrary(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : INT32.min);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : INT32.max);
  const min = Math.max(Math.ceil(low), INT32.min);
  const max = Math.min(Math.floor(high), INT32.max);
  const small = fc.integer({ min: Math.max(min, -5), max: Math.max(Math.min(max, 100), Math.max(min, -5)) });
  const any = fc.integer({ min, max });
  const whole = fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: any, weight: 1 });
  // Non-integers as cents: what money fields hold.
  return isInteger
    ? whole
    : fc.oneof(
        whole,
        whole.map((value) => Math.min(max, Math.max(min, value / 100))),
      );
}

/** Values that satisfy the JSON Schema (so, often, the zod schema: refinements are not in it). */
export function arbitraryOf(schema: JsonSchema | undefined, depth = 0, name?: string): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, depth + 1, name)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], depth + 1, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items, depth + 1, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, depth + 1, key)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values the zod schema itself accepts, as far as can be found: a few candidates from the JSON
 * Schema and the first the schema accepts (refinements decide), else the first candidate.
 */
export function acceptedArbitraryOf(schema: unknown): fc.Arbitrary<unknown> | null {
  const json = jsonSchemaOf(schema);
  if (!json || !(schema instanceof z.ZodType)) return null;
  return fc
    .array(arbitraryOf(json), { minLength: 8, maxLength: 8 })
    .map((candidates) => candidates.find((candidate) => schema.safeParse(candidate).success) ?? candidates[0]);
}
