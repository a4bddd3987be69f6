import type { JobRow } from '#server/db/schema/jobs';
import type { JobRecord } from './port';

export function toJobRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    ownerId: row.ownerId,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    progress:
      row.progressDone === null || row.progressTotal === null
        ? null
        : { done: row.progressDone, total: row.progressTotal },
    message: row.message,
    result: row.result ?? null,
    error: row.error,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}
