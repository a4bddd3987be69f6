import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { Env } from '../config/env';
import type { Database } from '../db/client';
import type { DescriptionWriter } from '../platform/description-writer/port';
import type { FileStore } from '../platform/file-store/port';
import type { JobRunner } from '../platform/jobs/port';
import type { Mailer } from '../platform/mailer/port';
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
  /** Background jobs (createJobRunner); built on the app's database when absent. Started and drained with the app. */
  jobs?: JobRunner;
  /** Stored files (selectFileStore); chosen from config when absent. */
  files?: FileStore;
  /** Outgoing mail (selectMailer); chosen from config when absent. */
  mailer?: Mailer;
  /** The built SPA; absent in API tests, where unknown non-API paths simply 404. */
  clientDir?: string;
  /** The app's clock: sessions, sign-in limits and audit times read it (tests move it). */
  now?: () => Date;
  /** Where request logs go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}
