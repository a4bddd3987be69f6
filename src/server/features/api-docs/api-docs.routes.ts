import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import type { App } from '#server/http/app-types';
import { buildOpenApiDocument, type OpenApiDocument } from '#server/http/openapi';

const require = createRequire(import.meta.url);

/** The interactive reference's own files, by the name the page asks for: nothing else is served. */
const ASSETS = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
} as const;

// The page's one script of ours, served from our origin so the page needs no inline script (CSP).
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/docs/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  tryItOutEnabled: false,
  withCredentials: true,
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mission Control API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<main id="reference"><h1>Mission Control API</h1><p>Loading the reference…</p></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body>
</html>
`;

const OpenApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

const AssetParamsSchema = z.strictObject({ name: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js']) });

async function readVersion(): Promise<string> {
  const manifest = JSON.parse(await readFile(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? '0.0.0';
}

/** The API contract (`/api/docs/openapi.json`) and its interactive reference (`/api/docs`), for admins. */
export function registerApiDocsRoutes(app: App) {
  const uiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  // Built on first request: every area has registered its routes by then.
  let document: Promise<OpenApiDocument> | null = null;

  app.get(
    '/api/docs/openapi.json',
    { config: { access: 'admin' }, schema: { response: { 200: OpenApiDocumentSchema } } },
    async () => {
      document ??= readVersion().then((version) => buildOpenApiDocument(app.routeTable, version));
      return { ...(await document) };
    },
  );

  app.get('/api/docs', { config: { access: 'admin', produces: 'text/html' } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  );

  app.get(
    '/api/docs/assets/:name',
    {
      // The stylesheet is an asset too: the contract names both types the route sends.
      config: { access: 'admin', produces: ['text/javascript', 'text/css'] },
      schema: { params: AssetParamsSchema },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (name === 'start.js') return reply.type('text/javascript; charset=utf-8').send(START_SCRIPT);
      const asset = ASSETS[name];
      reply.header('cache-control', 'private, max-age=86400');
      return reply.type(asset.type).send(await readFile(path.join(uiDir, asset.file)));
    },
  );
}
