import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '#server/db/client';
import type { FileRow } from '#server/db/schema/files';
import { cleanFileName } from '#shared/files/clean-file-name';
import { deleteFileRow, findExpiredFiles, findFile, insertFile } from './files.repo';
import type { BlobStorage, FileSource, FileStore, StoredFile } from './port';

const EXPIRED_BATCH = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  ownerId: row.ownerId,
  purpose: row.purpose,
  name: row.name,
  contentType: row.contentType,
  size: row.size,
  sha256: row.sha256,
  visibility: row.visibility,
  disposition: row.disposition,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
});

async function digestOf(filePath: string) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Metadata in our database, bytes in `storage` under a fresh random key. The bytes go first and the
 * row second, and a delete goes the other way: a row never points at missing bytes.
 */
export function createFileStore(db: Db, storage: BlobStorage, options: { spoolDir: string }): FileStore {
  const spoolDir = path.resolve(options.spoolDir);

  /** A spooled file to store from: the caller's, or one written from bytes in memory (removed after). */
  async function spool(source: FileSource): Promise<{ path: string; isOurs: boolean }> {
    if (!Buffer.isBuffer(source)) return { path: source.path, isOurs: false };
    await mkdir(spoolDir, { recursive: true });
    const spooled = path.join(spoolDir, `${randomUUID()}.bytes`);
    await writeFile(spooled, source);
    return { path: spooled, isOurs: true };
  }

  const store: FileStore = {
    adapter: storage.name,
    spoolDir,
    async save(input) {
      const spooled = await spool(input.source);
      try {
        const [{ size }, sha256] = await Promise.all([stat(spooled.path), digestOf(spooled.path)]);
        const id = randomUUID();
        await storage.put(id, { path: spooled.path, size, contentType: input.contentType });
        try {
          const row = await insertFile(db, {
            id,
            ownerId: input.ownerId,
            purpose: input.purpose,
            name: cleanFileName(input.name),
            contentType: input.contentType,
            size,
            sha256,
            storageKey: id,
            visibility: input.visibility,
            disposition: input.disposition ?? 'attachment',
            expiresAt: input.expiresAt ?? null,
          });
          return toStoredFile(row);
        } catch (error) {
          await storage.remove(id).catch(() => undefined);
          throw error;
        }
      } finally {
        if (spooled.isOurs) await rm(spooled.path, { force: true });
      }
    },
    async find(id) {
      if (!UUID.test(id)) return null;
      const row = await findFile(db, id);
      return row ? toStoredFile(row) : null;
    },
    canRead(file, user) {
      if (user.role === 'admin') return true;
      if (file.visibility === 'signed-in') return true;
      return file.visibility === 'owner' && file.ownerId === user.id;
    },
    open: (file, range) => storage.read(file.id, range),
    async remove(id) {
      const row = UUID.test(id) ? await deleteFileRow(db, id) : null;
      if (row) await storage.remove(row.storageKey);
    },
    async deleteExpired(now = new Date()) {
      let deleted = 0;
      for (;;) {
        const expired = await findExpiredFiles(db, now, EXPIRED_BATCH);
        for (const file of expired) {
          const row = await deleteFileRow(db, file.id);
          if (row) {
            await storage.remove(row.storageKey);
            deleted++;
          }
        }
        if (expired.length < EXPIRED_BATCH) return deleted;
      }
    },
    checkConnection: () => storage.checkConnection(),
  };
  return store;
}
