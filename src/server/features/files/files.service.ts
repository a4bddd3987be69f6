import type { Readable } from 'node:stream';
import type { PublicUser } from '#shared/auth/schemas';
import { HttpError, notFound } from '#server/http/errors';
import { parseRange } from '#server/http/downloads';
import type { FileStore, StoredFile } from '#server/platform/file-store/port';
import { mayDownload } from './file-kinds';

export interface OpenedDownload {
  file: StoredFile;
  body: Readable;
  /** Present for a 206 answer. */
  range: { start: number; end: number } | null;
}

/**
 * A file the user may read — by the rules of the area that owns its kind, and not expired
 * (`file-kinds.ts`) — whole or the range asked for. A file they may not read is answered exactly
 * like a missing one, so ids of other people's files tell nothing.
 */
export async function openDownload(
  files: FileStore,
  id: string,
  user: PublicUser,
  rangeHeader: string | undefined,
  logError: (error: unknown, message: string) => void,
  now: Date,
): Promise<OpenedDownload> {
  const file = await files.find(id);
  if (!file || !files.canRead(file, user) || !mayDownload(file, user, now)) throw notFound('File not found');
  const range = parseRange(rangeHeader, file.size);
  if (range.kind === 'unsatisfiable') {
    throw new HttpError(416, 'Range not satisfiable', { 'content-range': `bytes */${file.size}` });
  }
  const asked = range.kind === 'partial' ? { start: range.start, end: range.end } : null;
  try {
    // An empty file has no byte to ask the storage for.
    const body = await files.open(file, file.size === 0 ? undefined : (asked ?? undefined));
    return { file, body, range: asked };
  } catch (error) {
    logError(error, `file ${file.id}: stored bytes could not be read`);
    throw notFound('File not found');
  }
}
