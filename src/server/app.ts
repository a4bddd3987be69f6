import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { createAuthService } from './features/auth/auth.service';
import { registerAuthRoutes } from './features/auth/auth.routes';
import { registerAppConfigRoutes } from './features/app-config/app-config.routes';
import { registerConnectionRoutes } from './features/connections/connections.routes';
import { createConnectionsService } from './features/connections/connections.service';
import { registerLocationRoutes } from './features/locations/locations.routes';
import { registerProductSearchRoutes } from './features/products/product-search.routes';
import { createProductSearchService } from './features/products/product-search.service';
import { registerStoreCategoryRoutes } from './features/store-categories/store-categories.routes';
import { createStoreCategoriesService } from './features/store-categories/store-categories.service';
import { registerTypeTreeRoutes } from './features/type-tree/type-tree.routes';
import { registerProductEntryRoutes } from './features/product-entry/product-entry.routes';
import { createProductEntryService } from './features/product-entry/product-entry.service';
import { registerLabelQueueRoutes } from './features/labels/label-queue.routes';
import { createLabelQueueService } from './features/labels/label-queue.service';
import { selectDescriptionWriter } from './platform/description-writer/select-description-writer';
import { createTypeTreeService } from './features/type-tree/type-tree.service';
import { PlatformError, statusOfPlatformError } from './platform/store-platform/platform-http-error';
import type { Env } from './config/env';
import type { App, AppDeps } from './http/app-types';
import { HttpError } from './http/errors';
import { RequestValidationError, zodValidatorCompiler, type ZodTypeProvider } from './http/zod';
import { installAccessControl, type RouteAccess } from './plugins/access';
import { installSecurityHeaders } from './plugins/security-headers';
import { zodSerializerCompiler } from './http/zod-serializer';
import { installUploads } from './http/uploads';
import { databaseProbe, registerReadyRoute } from './http/readiness';
import { createJobRunner } from './platform/jobs/job-runner';
import { selectFileStore } from './platform/file-store/select-file-store';
import { selectMailer } from './platform/mailer/select-mailer';
import { registerJobRoutes } from './features/jobs/jobs.routes';
import { registerFileRoutes } from './features/files/files.routes';
import { registerOutboxRoutes } from './features/mail/outbox.routes';
import type { FileStore } from './platform/file-store/port';
import type { JobRunner } from './platform/jobs/port';
import type { Mailer } from './platform/mailer/port';

export interface BuiltApp {
  app: App;
  routes: RouteAccess[];
  /** The shared services the app was built with (tests define job kinds and read the outbox through them). */
  jobs: JobRunner;
  files: FileStore;
  mailer: Mailer;
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
    // Off unless configured: a trusted X-Forwarded-For decides request.ip, and with it the
    // per-address sign-in limit and the address in the audit log.
    trustProxy: toTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
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
  app.setSerializerCompiler(zodSerializerCompiler);
  app.setErrorHandler(handleError);
  // Unknown API paths (and, without a built client, every unknown path) answer JSON 404.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));

  installSecurityHeaders(app, SECURITY_HEADERS);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await installUploads(app);

  const auth = createAuthService(
    database.db,
    { idleMs: config.SESSION_IDLE_HOURS * 3_600_000, absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    deps.now,
    database.changes,
  );
  const routes = installAccessControl(app, { resolveSession: (token) => auth.resolveSession(token) });

  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // In-flight requests are answered by now; background loads must stop before the database closes.
  app.addHook('onClose', async () => deps.storePlatform.close?.());
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    // A request still in flight at shutdown must not leave a keep-alive connection behind:
    // close() waits for every connection, and Fastify keeps idle ones for 72 s.
    if (isClosing) reply.header('connection', 'close');
  });

  app.get('/api/health', { config: { access: 'public' } }, () => ({ status: 'ok' }));
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  const jobs =
    deps.jobs ??
    createJobRunner(database, { concurrency: config.JOB_CONCURRENCY, pollMs: config.JOB_POLL_MS, logError });
  const files = deps.files ?? selectFileStore(config, database);
  const mailer = deps.mailer ?? selectMailer(config, { database, jobs });
  // Handlers are defined while areas register; claiming starts once the app is ready, and on close
  // running jobs get their drain time before the database goes.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop({ drainMs: config.JOB_DRAIN_SECONDS * 1000 }));

  registerReadyRoute(app, database, [
    databaseProbe(database),
    { name: 'store platform', check: () => deps.storePlatform.checkConnection() },
    { name: 'file store', check: () => files.checkConnection() },
    { name: 'mailer', check: () => mailer.checkConnection() },
    { name: 'job runner', check: () => jobs.checkConnection() },
  ]);
  registerJobRoutes(app, { jobs });
  registerFileRoutes(app, { files, jobs });
  registerOutboxRoutes(app, { mailer });

  registerAuthRoutes(app, auth, Math.round(config.SESSION_ABSOLUTE_HOURS * 3600));
  registerAppConfigRoutes(app, config);
  registerLocationRoutes(app, deps.storePlatform);
  registerTypeTreeRoutes(app, createTypeTreeService(database.db, deps.now));
  registerStoreCategoryRoutes(app, createStoreCategoriesService(deps.storePlatform, deps.now));
  registerProductSearchRoutes(app, createProductSearchService(deps.storePlatform));
  registerConnectionRoutes(app, createConnectionsService(database.db));
  const clock = deps.now ?? (() => new Date());
  const productEntry = createProductEntryService({
    db: database.db,
    platform: deps.storePlatform,
    writer: deps.descriptionWriter ?? selectDescriptionWriter(config),
    now: clock,
    logError: (error, message) => app.log.error({ err: error }, message),
  });
  registerProductEntryRoutes(app, productEntry);
  registerLabelQueueRoutes(app, createLabelQueueService({ db: database.db, platform: deps.storePlatform, now: clock }));

  if (deps.clientDir) await registerSpa(app, deps.clientDir);
  return { app, routes, jobs, files, mailer };
}

/** A hop count becomes proxy-addr's function form (Fastify's types accept no number). */
function toTrustProxy(setting: Env['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
  }
  if (error instanceof RequestValidationError) return reply.code(400).send({ message: error.message });
  // The store platform's refusals (unknown id, duplicate SKU, bad input, platform down) are safe to show.
  if (error instanceof PlatformError) return reply.code(statusOfPlatformError(error)).send({ message: error.message });
  if (isSafeClientError(error)) return reply.code(error.statusCode).send({ message: error.message });
  // Anything else may carry SQL, parameters or a stack: log it, answer a fixed text.
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Internal server error' });
}

/**
 * Client errors whose message is meant for the caller: Fastify's and its plugins' own (`FST_*`:
 * bad JSON, wrong content type, body or file too large) and http-errors marked `expose`.
 */
function isSafeClientError(error: unknown): error is Error & { statusCode: number } {
  if (!(error instanceof Error)) return false;
  const { code, statusCode, expose } = error as Partial<FastifyError> & { expose?: boolean };
  const isClientStatus = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
  return isClientStatus && ((typeof code === 'string' && code.startsWith('FST_')) || expose === true);
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
    // Only names with an extension inside the build folder are files; every other path is a page.
    const isFile = candidate.startsWith(root + path.sep) && path.extname(candidate) !== '' && existsSync(candidate);
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
