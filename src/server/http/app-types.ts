import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { Env } from '../config/env';
import type { Database } from '../db/client';
import type { DescriptionWriter } from '../platform/description-writer/port';
import type { StorePlatform } from '../platform/store-platform/port';
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
  /** The catalogue of record, chosen by selectStorePlatform (local or Shopify). */
  storePlatform: StorePlatform;
  /** Writes product descriptions; defaults to selectDescriptionWriter(config) (built-in, or OpenAI with a key). */
  descriptionWriter?: DescriptionWriter;
  /** The built SPA; absent in API tests, where unknown non-API paths simply 404. */
  clientDir?: string;
  /** The app's clock: sessions, sign-in limits and audit times read it (tests move it). */
  now?: () => Date;
  /** Where request logs go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}
