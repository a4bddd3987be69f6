import type { JobRunner } from '../jobs/port';
import type { FileStore } from './port';

export const DELETE_EXPIRED_FILES = 'files.delete-expired';
const EVERY_MS = 15 * 60_000;

/** Expired files (result files kept a day, …) are deleted by a periodic job, once across all processes. */
export function scheduleFileRetention(jobs: JobRunner, files: FileStore, everyMs = EVERY_MS) {
  jobs.define(DELETE_EXPIRED_FILES, async () => ({ deleted: await files.deleteExpired() }), { maxAttempts: 1 });
  jobs.every(DELETE_EXPIRED_FILES, everyMs);
}
