import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStorage } from './port';

/** Keys are ours (uuids); anything else is refused before it nears the file system. */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Files in a folder under DATA_DIR, spread over subfolders by the first characters of their key. */
export function createLocalDiskStorage(root: string): BlobStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
    return path.join(base, key.slice(0, 2), key);
  };
  return {
    name: 'local-disk',
    async put(key, source) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.partial`;
      // A copy is written aside and renamed: a reader never sees half a file.
      await copyFile(source.path, partial);
      await rename(partial, target);
    },
    async read(key, range) {
      const stream = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async checkConnection() {
      try {
        // The folder is made on the first save; until then its nearest existing parent must be writable.
        await access(await nearestExisting(base), constants.W_OK);
        return { connected: true, adapter: 'local-disk', message: `Storing files in ${base}` };
      } catch (error) {
        return {
          connected: false,
          adapter: 'local-disk',
          message: `Cannot write to ${base}: ${(error as Error).message}`,
        };
      }
    },
  };
}

async function nearestExisting(folder: string): Promise<string> {
  for (let current = folder; ; current = path.dirname(current)) {
    try {
      await access(current, constants.F_OK);
      return current;
    } catch {
      if (path.dirname(current) === current) return current;
    }
  }
}
