import { z } from 'zod';
import type { RouteAccess } from './route-table';

/** A JSON Schema object as zod writes it (draft 2020-12, the dialect of OpenAPI 3.1). */
type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
  paths: Record<string, Record<string, unknown>>;
}

const ACCESS_DESCRIPTION = {
  public: 'Anyone.',
  user: 'Any signed-in user (a session cookie or bearer token).',
  admin: 'Administrators only.',
} as const;

/** `/api/items/:id(^\\d+$)/tags/*` → `/api/items/{id}/tags/{wildcard}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}').replace(/\*/g, '{wildcard}');
}

const isZod = (value: unknown): value is z.ZodType =>
  typeof (value as Partial<z.ZodType> | undefined)?.safeParse === 'function';

/**
 * zod → JSON Schema for one direction: requests are described as the client must send them
 * (`input`: before transforms and defaults), answers as the server sends them (`output`). A type
 * JSON Schema cannot say (a Date, a custom check) becomes `{}` rather than failing the document.
 */
function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** Query and path objects become one OpenAPI parameter per property. */
function parametersOf(schema: unknown, location: 'query' | 'path'): unknown[] {
  if (!isZod(schema)) return [];
  const json = toJsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function requestBodyOf(route: RouteAccess): unknown {
  if (route.upload) {
    const properties: Record<string, JsonSchema> = {};
    for (const field of route.upload.files) properties[field] = { type: 'string', format: 'binary' };
    for (const field of route.upload.fields ?? []) properties[field] = { type: 'string' };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties, required: [...route.upload.files] } } },
    };
  }
  if (!isZod(route.schema.body)) return undefined;
  return { required: true, content: { 'application/json': { schema: toJsonSchema(route.schema.body, 'input') } } };
}

function responsesOf(route: RouteAccess): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(route.schema.response ?? {})) {
    responses[status] = isZod(schema)
      ? { description: `Status ${status}`, content: { 'application/json': { schema: toJsonSchema(schema, 'output') } } }
      : { description: `Status ${status}` };
  }
  if (route.produces) {
    responses['200'] ??= {
      description: `A ${route.produces.join(' or ')} answer`,
      content: Object.fromEntries(
        route.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }] as const),
      ),
    };
  }
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };
  responses['4XX'] ??= { description: '`{ message, code }` naming what was refused', content: errorContent };
  return responses;
}

/**
 * The API contract, generated from the route table: each route's declared access, request
 * schemas (path, query, JSON or multipart body) and response schemas. Nothing is written by hand,
 * so the document cannot drift from what the server validates.
 */
export function buildOpenApiDocument(routes: readonly RouteAccess[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const apiRoutes = routes.filter((route) => route.url.startsWith('/api/'));
  for (const route of apiRoutes) {
    const path = openApiPath(route.url);
    const parameters = [
      ...parametersOf(route.schema.params, 'path'),
      ...parametersOf(route.schema.querystring, 'query'),
    ];
    const requestBody = requestBodyOf(route);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: `${route.method.toLowerCase()} ${route.url}`,
      tags: [route.area ?? 'platform'],
      description: `Access: ${ACCESS_DESCRIPTION[route.access]}`,
      security: route.access === 'public' ? [] : [{ session: [] }, { bearer: [] }],
      'x-access': route.access,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: responsesOf(route),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mission Control API',
      version,
      description:
        'The staff portal API. Every answer to a refused request is `{ message, code }`; state changes from a browser must be same-origin.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'mc_session' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
      schemas: {
        ApiError: {
          type: 'object',
          properties: { message: { type: 'string' }, code: { type: 'string' } },
          required: ['message', 'code'],
        },
      },
    },
    paths,
  };
}
