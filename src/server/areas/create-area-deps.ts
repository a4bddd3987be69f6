import type { Env } from '../config/env';
import type { Database } from '../db/client';
import { createAuthService } from '../features/auth/auth.service';
import { createLogger } from '../logging';
import type { DescriptionWriter } from '../platform/description-writer/port';
import { selectDescriptionWriter } from '../platform/description-writer/select-description-writer';
import type { FileStore } from '../platform/file-store/port';
import { selectFileStore } from '../platform/file-store/select-file-store';
import { createJobRunner } from '../platform/jobs/job-runner';
import type { JobRunner } from '../platform/jobs/port';
import type { Mailer } from '../platform/mailer/port';
import { selectMailer } from '../platform/mailer/select-mailer';
import type { StorePlatform } from '../platform/store-platform/port';
import { selectStorePlatform } from '../platform/store-platform/select-store-platform';
import type { VideoHost } from '../platform/video-host/port';
import { selectVideoHost } from '../platform/video-host/select-video-host';
import type { AreaDeps } from './area';
import { createServiceRegistry } from './provided-services';

export interface AreaDepsInput {
  config: Env;
  database: Database;
  /** Chosen from the environment unless given (tests hand in a configured one). */
  storePlatform?: StorePlatform;
  descriptionWriter?: DescriptionWriter;
  jobs?: JobRunner;
  files?: FileStore;
  mailer?: Mailer;
  videoHost?: VideoHost;
  now?: () => Date;
  log?: AreaDeps['log'];
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * Builds every shared dependency once: the one place adapters are chosen from the environment
 * (DESIGN §1). main.ts calls it at start-up; the test harness calls it with overrides.
 */
export function createAreaDeps(input: AreaDepsInput): AreaDeps {
  const { config, database } = input;
  const now = input.now ?? (() => new Date());
  const log = input.log ?? createLogger(config, input.logStream);
  const storePlatform = input.storePlatform ?? selectStorePlatform(config, database, {}, log);
  const auth = createAuthService(
    database.db,
    {
      idleMs: config.SESSION_IDLE_HOURS * 3_600_000,
      absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
      requireAdminTwoFactor: config.REQUIRE_ADMIN_2FA,
    },
    now,
    // The embedded database lives in this process: its notices arrive before a write resolves (ADR 093).
    { keptBy: database.engine === 'pglite' ? database.changes : undefined },
  );
  const jobs =
    input.jobs ??
    createJobRunner(database, {
      concurrency: config.JOB_CONCURRENCY,
      pollMs: config.JOB_POLL_MS,
      logError: (error, message) => log.error({ err: error }, message),
    });
  const files = input.files ?? selectFileStore(config, database);
  return {
    config,
    database,
    db: database.db,
    now,
    log,
    auth,
    storePlatform,
    descriptionWriter: input.descriptionWriter ?? selectDescriptionWriter(config),
    jobs,
    files,
    videoHost: input.videoHost ?? selectVideoHost(config, files),
    mailer: input.mailer ?? selectMailer(config, { database, jobs }),
    services: createServiceRegistry(),
  };
}
