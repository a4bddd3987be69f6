import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import type { Database, Db } from '../db/client';
import type { AuthService } from '../features/auth/auth.service';
import type { App } from '../http/app-types';
import type { DescriptionWriter } from '../platform/description-writer/port';
import type { FileStore } from '../platform/file-store/port';
import type { JobRunner } from '../platform/jobs/port';
import type { Mailer } from '../platform/mailer/port';
import type { StorePlatform } from '../platform/store-platform/port';
import type { VideoHost } from '../platform/video-host/port';
import type { ServiceRegistry } from './provided-services';

/**
 * What every area is built from. main.ts builds it once (one auth service, one clock, the
 * adapters chosen from the environment) and each area takes the parts it needs.
 */
export interface AreaDeps {
  config: Env;
  database: Database;
  /** Shorthand for `database.db`. */
  db: Db;
  /** The app's clock: sessions, limits, audit times and queues read it (tests move it). */
  now: () => Date;
  auth: AuthService;
  storePlatform: StorePlatform;
  descriptionWriter: DescriptionWriter;
  /** Background jobs on our database (ADR 011): define kinds while registering, enqueue from services. */
  jobs: JobRunner;
  /** Stored files: local disk or S3 (ADR 012); uploads are read with `http/uploads.ts`. */
  files: FileStore;
  /** Outgoing mail: the outbox always, SMTP when configured. */
  mailer: Mailer;
  /** Help desk videos: our file store (local) or YouTube when its credentials are set. */
  videoHost: VideoHost;
  /** What areas offer each other (`provided-services.ts`). */
  services: ServiceRegistry;
  /** Where areas report failures that have no request to answer (background work). */
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

/** Start-up data an area writes on an empty database (reference data always; demo data when asked). */
export interface SeedOptions {
  includeDemo: boolean;
  now: () => Date;
}

/**
 * One area of the spec on the server: its routes (each declaring its access) and services built
 * from the shared dependencies. The app registers the list in `server-areas.ts`, nothing else.
 */
export interface ServerArea {
  /** The area's kebab-case name, the same word as its folder (STYLE: layout). */
  name: string;
  register(app: App, deps: AreaDeps): void | Promise<void>;
  /** Writes what an empty database needs; returns how many rows it added. */
  seed?(db: Db, options: SeedOptions): Promise<number>;
}

/** Identity, for inference and for one place to look when the shape of an area changes. */
export const defineServerArea = (area: ServerArea): ServerArea => area;
