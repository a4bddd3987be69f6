import { HealthSchema } from '../shared/health/health';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';
import type { AreaDeps, ServerArea } from './areas/area';
import type { Env } from './config/env';
import type { App } from './http/app-types';
import { compressionOptions } from './http/compression';
import { installIdempotency } from './http/idempotency';
import { handleError, unroutableUrlError } from './http/error-handler';
import { databaseProbe, readyMirrorProbe, registerReadyRoute } from './http/readiness';
import { ffmpegProbe } from './platform/video-host/ffmpeg';
import { installJsonBodyParser } from './http/json-body';
import { installUploads } from './http/uploads';
import {
  installControlCharacterGuard,
  zodSerializerCompiler,
  zodValidatorCompiler,
  type ZodTypeProvider,
} from './http/zod';
import type { RouteAccess } from './http/route-table';
import { installAccessControl } from './plugins/access';
import { installSecurityHeaders, securityHeadersOf } from './plugins/security-headers';
import { SERVER_AREAS } from './server-areas';

export interface BuiltApp {
  app: App;
  /** Every route with its declared access and the area that registered it. */
  routes: RouteAccess[];
}

export interface BuildAppOptions {
  /** The built SPA; absent in API tests, where unknown non-API paths simply 404. */
  clientDir?: string;
  /** The areas to register; every area of the app unless a test narrows it. */
  areas?: readonly ServerArea[];
}

/**
 * The Zebra Browser Print agent's origins (its HTTP port and, as the agent serves both, HTTPS on
 * 9101): label printing sends ZPL from the page to the agent on the till (ADR 017). Nothing else
 * beyond our own origin may be fetched.
 */
function browserPrintOrigins(url: string): string[] {
  const origin = new URL(url);
  const https = new URL(url);
  https.protocol = 'https:';
  https.port = origin.port === '9100' || origin.port === '' ? '9101' : origin.port;
  return [...new Set([origin.origin, https.origin])];
}

const securityHeadersFor = (config: Env) => ({
  ...SECURITY_HEADERS,
  contentSecurityPolicy: {
    ...SECURITY_HEADERS.contentSecurityPolicy,
    directives: {
      ...SECURITY_HEADERS.contentSecurityPolicy.directives,
      connectSrc: ["'self'", ...browserPrintOrigins(config.BROWSER_PRINT_URL)],
    },
  },
});

const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The weekly quiz plays YouTube videos through the IFrame Player API (ADR 021): its script
      // comes from www.youtube.com and the player is a frame on the privacy-enhanced host.
      scriptSrc: ["'self'", 'https://www.youtube.com'],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      // Radix primitives inject small <style> elements (scroll locking); no user text reaches CSS.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Images over https only (a plain http image could make colleagues' browsers call local
      // ports: issue #27, ADR 068); data: for the two-factor QR code.
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

/** Builds the whole HTTP application from already-built dependencies; listening is main.ts's job. */
export async function buildApp(deps: AreaDeps, options: BuildAppOptions = {}): Promise<BuiltApp> {
  const { config, database } = deps;
  const securityHeaders = securityHeadersOf(securityHeadersFor(config));
  const app = Fastify({
    // Off unless configured: a trusted X-Forwarded-For decides request.ip, and with it the
    // per-address sign-in limit and the address in the audit log.
    trustProxy: toTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    loggerInstance: deps.log as App['log'],
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    // A URL the router cannot take (not decodable, or a parameter over its length) is answered
    // before any route or hook runs: in the same `{ message, code }` shape, with the same headers.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = unroutableUrlError(error);
      // Typed for no route in particular: any status and body go.
      void (reply as unknown as FastifyReply)
        .code(status)
        .headers({ ...securityHeaders, 'cache-control': 'no-store' })
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(body));
    },
  }).withTypeProvider<ZodTypeProvider>() as App;

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler({ isChecked: config.VALIDATE_RESPONSES }));
  installControlCharacterGuard(app);
  app.setErrorHandler(handleError);
  // Unknown API paths (and, without a built client, every unknown path) answer JSON 404.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found', code: 'not_found' }));

  installSecurityHeaders(app, securityHeaders);
  installJsonBodyParser(app);
  await app.register(compress, compressionOptions);
  await app.register(cookie);
  await installUploads(app);

  const routes = installAccessControl(app, {
    resolveSession: (token) => deps.auth.resolveSession(token),
  });

  installIdempotency(app, { db: deps.db, now: deps.now, jobs: deps.jobs });

  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // In-flight requests are answered by now; background loads must stop before the database closes.
  app.addHook('onClose', async () => deps.storePlatform.close?.());
  // A callback, not an async function: it runs on every answer, and a promise each is garbage.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    // A request still in flight at shutdown must not leave a keep-alive connection behind:
    // close() waits for every connection, and Fastify keeps idle ones for 72 s.
    if (isClosing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.get('/api/health', { config: { access: 'public' }, schema: { response: { 200: HealthSchema } } }, () => ({
    status: 'ok' as const,
  }));
  registerReadyRoute(
    app,
    database,
    [
      databaseProbe(database),
      { name: 'store platform', check: () => deps.storePlatform.checkConnection() },
      { name: 'file store', check: () => deps.files.checkConnection() },
      { name: 'mailer', check: () => deps.mailer.checkConnection() },
      { name: 'video host', check: () => deps.videoHost.checkConnection() },
      { name: 'job runner', check: () => deps.jobs.checkConnection() },
      ffmpegProbe(config.FFMPEG_PATH),
    ],
    readyMirrorProbe(() => deps.storePlatform),
  );
  // Areas define their job kinds while registering; claiming starts once the app is ready, and on
  // close running jobs get JOB_DRAIN_SECONDS before the database goes.
  app.addHook('onReady', async () => deps.jobs.start());
  app.addHook('onClose', async () => deps.jobs.stop({ drainMs: config.JOB_DRAIN_SECONDS * 1000 }));
  tagRoutes(routes, 'platform', 0);

  for (const area of options.areas ?? SERVER_AREAS) {
    const first = routes.length;
    await area.register(app, deps);
    tagRoutes(routes, area.name, first);
  }
  // Every service an area said it needs has a provider among the registered areas, or nothing starts.
  deps.services.assertComplete();

  if (options.clientDir) {
    const first = routes.length;
    await registerSpa(app, options.clientDir);
    tagRoutes(routes, 'platform', first);
  }
  return { app, routes };
}

/** Names the area of the routes registered since `from`. */
function tagRoutes(routes: RouteAccess[], area: string, from: number) {
  for (const route of routes.slice(from)) route.area ??= area;
}

/** A hop count becomes proxy-addr's function form (Fastify's types accept no number). */
function toTrustProxy(setting: Env['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * Serves the built SPA: real files with long caching for hashed assets, index.html for every other page.
 * The build writes `.br` and `.gz` beside each compressible file; those are sent as they are to the
 * browsers that accept them, so no asset is compressed per request (ADR 050).
 */
async function registerSpa(app: App, clientDir: string) {
  const root = path.resolve(clientDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`The client has not been built: ${root}/index.html is missing (run npm run build)`);
  }
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    const urlPath = safeDecode(request.url.split('?')[0] ?? '/');
    if (urlPath.startsWith('/api/')) return reply.code(404).send({ message: 'Not found', code: 'not_found' });
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
