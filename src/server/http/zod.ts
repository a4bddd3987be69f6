import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE } from '#shared/validation/control-characters';

/** Lets `schema: { body: SomeZodSchema }` type `req.body` as the schema's output. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export class RequestValidationError extends Error {
  readonly statusCode = 400;
}

/** Describes the first problem so that the message names the field (`price: Expected number`). */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * Validation is zod's alone: Fastify's default AJV would coerce "5" into 5 and silently drop
 * unknown fields (ADR 001). Request schemas are `.strict()` so unknown fields are refused.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, method, url, httpPart }) => {
  // A plain JSON schema would otherwise fail on the first request; refuse it at start-up instead.
  if (typeof (schema as Partial<z.ZodType> | undefined)?.safeParse !== 'function') {
    throw new Error(`Route ${method} ${url}: schema.${httpPart ?? 'body'} must be a zod schema`);
  }
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(describeZodError(result.error)) };
  };
};

class ResponseValidationError extends Error {}

/**
 * Response schemas document each route's answer (and feed the API contract). Production sends
 * the value as it is; with `isChecked` (tests, development) every answer is checked against its
 * schema first, so a route cannot drift from the shape it declares.
 */
export function zodSerializerCompiler(options: { isChecked: boolean }): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    if (typeof (schema as Partial<z.ZodType> | undefined)?.safeParse !== 'function') {
      throw new Error(`Route ${method} ${url}: schema.response.${httpStatus} must be a zod schema`);
    }
    if (!options.isChecked) return (data) => JSON.stringify(data);
    return (data) => {
      const json = JSON.stringify(data);
      const result = schema.safeParse(JSON.parse(json));
      if (!result.success) {
        throw new ResponseValidationError(
          `Response of ${method} ${url} (${httpStatus}) does not match its schema: ${describeZodError(result.error)}`,
        );
      }
      return json;
    };
  };
}

/**
 * C0 controls other than tab, line feed and carriage return. No text we keep may hold them, and
 * PostgreSQL refuses U+0000 with an error; the shared text builders refuse more than this (C1,
 * DEL, line separators), this is only the floor under every route.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

/** JSON objects, and the prototype-less records of the query-string and path parsers; not streams or buffers. */
const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
};

const pathOf = (visit: Visit) => {
  const keys: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
};

/**
 * The dotted path (`typeSpecificFields.attributes.0`) of the first string under `value` holding
 * a control character: '' for `value` itself, null when there is none. Walks with its own stack,
 * so a deeply nested body cannot overflow the call stack; only arrays and plain objects are
 * entered (file streams and buffers of uploads are not text).
 */
function findControlCharacter(value: unknown): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? '' : null;
  if (value === null || typeof value !== 'object') return null;
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push({ value: current[index], key: index, parent: visit });
      }
    } else if (current !== null && typeof current === 'object' && isPlainObject(current)) {
      const record = current as Record<string, unknown>;
      // Keys are text too: a control character in a key is refused like one in a value.
      for (const key of Object.keys(record).reverse()) {
        if (CONTROL_CHARACTER.test(key)) return pathOf({ value: key, key, parent: visit });
        pending.push({ value: record[key], key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * The safety net under every route, whatever its schema says: after validation, a control
 * character anywhere in the params, query or body is refused with 400 naming the field, so no
 * route can hand one to the database (DESIGN §5). Routes that parse their body themselves are
 * covered too.
 */
export function installControlCharacterGuard(app: FastifyInstance) {
  const refusal = (path: string | null, part: string) =>
    path === null ? null : new RequestValidationError(`${path || part}: ${CONTROL_CHARACTERS_MESSAGE}`);
  app.addHook('preHandler', (request, _reply, done) => {
    // A path no route answers is 404 whatever its query holds: nothing reads it.
    if (request.is404) return done();
    const error =
      refusal(findControlCharacter(request.params), 'params') ??
      refusal(findControlCharacter(request.query), 'query') ??
      refusal(findControlCharacter(request.body), 'body');
    done(error ?? undefined);
  });
}
