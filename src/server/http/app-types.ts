import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { Env } from '../config/env';
import type { Database } from '../db/client';
import type { ZodTypeProvider } from './zod';

/** The Fastify instance every feature registers on: zod-typed, access-checked. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse<IncomingMessage>,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the app is built from; adapters are chosen once, in main.ts, and handed in here. */
export interface AppDeps {
  config: Env;
  database: Database;
  /** The built SPA; absent in API tests, where unknown non-API paths simply 404. */
  clientDir?: string;
  now?: () => Date;
}
