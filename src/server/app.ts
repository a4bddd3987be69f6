import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { createAuthService } from './features/auth/auth.service';
import { registerAuthRoutes } from './features/auth/auth.routes';
import type { App, AppDeps } from './http/app-types';
import { HttpError } from './http/errors';
import { RequestValidationError, zodValidatorCompiler, type ZodTypeProvider } from './http/zod';
import { installAccessControl, type RouteAccess } from './plugins/access';

export interface BuiltApp {
  app: App;
  routes: RouteAccess[];
}

const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix primitives inject small <style> elements (scroll locking); no user text reaches CSS.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginEmbedderPolicy: false,
};

/** Builds the whole HTTP application from already-opened dependencies; listening is main.ts's job. */
export async function buildApp(deps: AppDeps): Promise<BuiltApp> {
  const { config, database } = deps;
  const app = Fastify({
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: {
              // Query strings can carry invite passwords (`/auth?temp=`): log the path only.
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: req.url.split('?')[0],
                ip: req.ip,
              }),
            },
          },
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>() as App;

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setErrorHandler(handleError);
  // Unknown API paths (and, without a built client, every unknown path) answer JSON 404.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));

  await app.register(helmet, SECURITY_HEADERS);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);

  const auth = createAuthService(
    database.db,
    { idleMs: config.SESSION_IDLE_HOURS * 3_600_000, absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    deps.now,
  );
  const routes = installAccessControl(app, { resolveSession: (token) => auth.resolveSession(token) });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  app.get('/api/health', { config: { access: 'public' } }, () => ({ status: 'ok' }));
  app.get('/api/ready', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ready', database: database.engine };
    } catch {
      return reply.code(503).send({ message: 'Database is not answering' });
    }
  });

  registerAuthRoutes(app, auth, Math.round(config.SESSION_ABSOLUTE_HOURS * 3600));

  if (deps.clientDir) await registerSpa(app, deps.clientDir);
  return { app, routes };
}

function handleError(error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
  }
  if (error instanceof RequestValidationError) return reply.code(400).send({ message: error.message });
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors (bad JSON, wrong content type, body too large) carry safe messages.
    return reply.code(statusCode).send({ message: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Internal server error' });
}

/** Serves the built SPA: real files with long caching for hashed assets, index.html for every other page. */
async function registerSpa(app: App, clientDir: string) {
  const root = path.resolve(clientDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`The client has not been built: ${root}/index.html is missing (run npm run build)`);
  }
  await app.register(fastifyStatic, { root, serve: false });
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    const urlPath = safeDecode(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/')) return reply.code(404).send({ message: 'Not found' });
    const candidate = path.resolve(root, `.${urlPath}`);
    const isFile = candidate.startsWith(root + path.sep) && existsSync(candidate) && !candidate.endsWith(path.sep) && path.extname(candidate) !== '';
    if (isFile) {
      const isHashedAsset = urlPath.startsWith('/assets/');
      return reply.sendFile(path.relative(root, candidate), {
        maxAge: isHashedAsset ? 31_536_000_000 : 0,
        immutable: isHashedAsset,
      });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return '/';
  }
}
