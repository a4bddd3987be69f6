import path from 'node:path';
import type { Env } from '#server/config/env';
import type { Database } from '#server/db/client';
import { createFileStore } from './file-store';
import { createLocalDiskStorage } from './local-disk-storage';
import type { FileStore } from './port';
import { createS3Storage } from './s3-storage';

type FileStoreConfig = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The one place file storage is chosen: an S3-compatible bucket when S3_BUCKET is set (with its
 * keys), a folder under DATA_DIR otherwise. Uploads are spooled under DATA_DIR either way.
 */
export function selectFileStore(config: FileStoreConfig, database: Pick<Database, 'db'>): FileStore {
  const dataDir = path.resolve(config.DATA_DIR);
  const spoolDir = path.join(dataDir, 'spool');
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    const storage = createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
    return createFileStore(database.db, storage, { spoolDir });
  }
  return createFileStore(database.db, createLocalDiskStorage(path.join(dataDir, 'files')), { spoolDir });
}
