import type { Readable } from 'node:stream';
import type { PublicUser } from '#shared/auth/schemas';
import type { FileDisposition, FileVisibility } from '#server/db/schema/files';

export type { FileVisibility };

interface ConnectionStatus {
  connected: boolean;
  adapter: string;
  message: string;
}

/** A byte range, both ends inclusive (as in HTTP `Range: bytes=start-end`). */
interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where the bytes live: a folder under DATA_DIR by default, an S3-compatible bucket when configured.
 * Keys are made by the file store (random ids), never taken from a client.
 */
export interface BlobStorage {
  readonly name: 'local-disk' | 's3';
  /** Stores a finished local file (a spooled upload or export) under `key`; the file is left in place. */
  put(key: string, source: { path: string; size: number; contentType: string }): Promise<void>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  checkConnection(): Promise<ConnectionStatus>;
}

/** A stored file's metadata, as areas and the download route see it. */
export interface StoredFile {
  id: string;
  ownerId: number | null;
  purpose: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  visibility: FileVisibility;
  disposition: FileDisposition;
  createdAt: Date;
  expiresAt: Date | null;
}

/** The bytes to store: a spooled file (an upload from `readUpload`) or bytes in memory (an export). */
export type FileSource = { path: string } | Buffer;

interface SaveFileInput {
  source: FileSource;
  ownerId: number | null;
  /** What the file is for, e.g. `helpdesk-pdf` or `export`: the area's own word. */
  purpose: string;
  /** Shown and offered on download; paths and control characters are removed. */
  name: string;
  contentType: string;
  /** `owner`: its owner and admins; `signed-in`: every signed-in user; `admin`: admins only. */
  visibility: FileVisibility;
  /** `inline` for what a browser may show in place (a PDF, a video); `attachment` (default) downloads. */
  disposition?: FileDisposition;
  /** Deleted by the retention job after this time (e.g. a result file kept 24 hours). */
  expiresAt?: Date | null;
}

/** Files the app keeps: metadata in our database, bytes in the chosen BlobStorage. */
export interface FileStore {
  readonly adapter: BlobStorage['name'];
  /** Where uploads are spooled before `save` (on the same disk as the local store, so a save is a rename). */
  readonly spoolDir: string;
  save(input: SaveFileInput): Promise<StoredFile>;
  find(id: string): Promise<StoredFile | null>;
  canRead(file: StoredFile, user: PublicUser): boolean;
  open(file: StoredFile, range?: ByteRange): Promise<Readable>;
  remove(id: string): Promise<void>;
  /** Deletes files whose `expiresAt` has passed; answers how many. */
  deleteExpired(now?: Date): Promise<number>;
  checkConnection(): Promise<ConnectionStatus>;
}
