import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

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

export class ResponseValidationError extends Error {}

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
