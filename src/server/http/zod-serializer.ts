import type { FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * Answers declared with `schema.response` pass their zod schema on the way out: a strict schema
 * turns a field that should not leave the server into a 500 rather than a leak.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  if (typeof (schema as Partial<z.ZodType> | undefined)?.safeParse !== 'function') {
    throw new Error(`Route ${method} ${url}: schema.response must hold zod schemas`);
  }
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success)
      throw new Error(`Response of ${method} ${url} does not match its schema: ${result.error.message}`);
    return JSON.stringify(result.data);
  };
};
