import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { createFileStore } from '#server/platform/file-store/file-store';
import { createLocalDiskStorage } from '#server/platform/file-store/local-disk-storage';
import type { BlobStorage, FileStore } from '#server/platform/file-store/port';
import { createS3Storage } from '#server/platform/file-store/s3-storage';
import { selectFileStore } from '#server/platform/file-store/select-file-store';
import { parseEnv } from '#server/config/env';
import { insertUser } from '#server/features/auth/auth.repo';
import type { PublicUser } from '#shared/auth/schemas';
import { startFakeS3, type FakeS3 } from '../fakes/s3/fake-s3-server';
import { openTestDatabase } from '../support/test-database';

let database: Database;
let fakeS3: FakeS3;
const dir = mkdtempSync(path.join(tmpdir(), 'mc-files-'));

async function readAll(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let alice: PublicUser;
let bob: PublicUser;
let admin: PublicUser;

async function createUser(username: string, role: 'admin' | 'associate'): Promise<PublicUser> {
  const row = await insertUser(database.db, { username, passwordHash: 'x', role, mustChangePassword: false });
  return {
    id: row!.id,
    username,
    role,
    mustChangePassword: false,
    createdAt: row!.createdAt.toISOString(),
    twoFactorEnabled: false,
    mustSetUpTwoFactor: false,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  [alice, bob, admin] = [
    await createUser('alice', 'associate'),
    await createUser('bob', 'associate'),
    await createUser('root', 'admin'),
  ];
  fakeS3 = await startFakeS3();
});
afterAll(async () => {
  await fakeS3.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const adapters: [string, () => BlobStorage][] = [
  ['local disk', () => createLocalDiskStorage(path.join(dir, 'files'))],
  [
    'S3',
    () =>
      createS3Storage({
        bucket: fakeS3.bucket,
        region: fakeS3.region,
        endpoint: fakeS3.url,
        accessKeyId: fakeS3.accessKeyId,
        secretAccessKey: fakeS3.secretAccessKey,
        forcePathStyle: true,
      }),
  ],
];

describe.each(adapters)('file store on %s', (_label, makeStorage) => {
  let store: FileStore;
  beforeAll(() => {
    store = createFileStore(database.db, makeStorage(), { spoolDir: path.join(dir, 'spool') });
  });

  it('stores bytes with their metadata and reads them back whole and by range', async () => {
    const bytes = Buffer.from('0123456789abcdefghij');
    const saved = await store.save({
      source: bytes,
      ownerId: null,
      purpose: 'export',
      name: '../../etc/Report "Q1"\u202e.csv',
      contentType: 'text/csv',
      visibility: 'signed-in',
    });
    expect(saved).toMatchObject({
      name: 'Report Q1.csv',
      size: 20,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      disposition: 'attachment',
      expiresAt: null,
    });
    const found = await store.find(saved.id);
    expect(found).toEqual(saved);
    expect(await readAll(await store.open(saved))).toEqual(bytes);
    expect((await readAll(await store.open(saved, { start: 5, end: 9 }))).toString()).toBe('56789');
    expect(readdirSync(path.join(dir, 'spool'))).toEqual([]);
  });

  it('stores a spooled file and leaves removing it to the caller', async () => {
    const spooled = path.join(dir, 'upload.bin');
    writeFileSync(spooled, Buffer.alloc(100_000, 7));
    const saved = await store.save({
      source: { path: spooled },
      ownerId: alice.id,
      purpose: 'helpdesk-pdf',
      name: 'manual.pdf',
      contentType: 'application/pdf',
      visibility: 'owner',
      disposition: 'inline',
    });
    expect(saved.size).toBe(100_000);
    expect(existsSync(spooled)).toBe(true);
    expect((await readAll(await store.open(saved))).equals(Buffer.alloc(100_000, 7))).toBe(true);
    expect(store.canRead(saved, alice)).toBe(true);
    expect(store.canRead(saved, bob)).toBe(false);
    expect(store.canRead(saved, admin)).toBe(true);
    expect(store.canRead({ ...saved, visibility: 'admin', ownerId: alice.id }, alice)).toBe(false);
    expect(store.canRead({ ...saved, visibility: 'signed-in' }, bob)).toBe(true);

    await store.remove(saved.id);
    expect(await store.find(saved.id)).toBeNull();
    await expect(store.open(saved)).rejects.toThrow();
  });

  it('deletes expired files only', async () => {
    const base = {
      ownerId: null,
      purpose: 'export',
      name: 'r.csv',
      contentType: 'text/csv',
      visibility: 'owner' as const,
    };
    const old = await store.save({ ...base, source: Buffer.from('old'), expiresAt: new Date(Date.now() - 1_000) });
    const fresh = await store.save({
      ...base,
      source: Buffer.from('new'),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const kept = await store.save({ ...base, source: Buffer.from('kept') });
    expect(await store.deleteExpired()).toBe(1);
    expect(await store.find(old.id)).toBeNull();
    await expect(store.open(old)).rejects.toThrow();
    expect(await store.find(fresh.id)).not.toBeNull();
    expect(await store.find(kept.id)).not.toBeNull();
  });

  it('answers null for ids that are not ours, and reports its connection', async () => {
    expect(await store.find('../../etc/passwd')).toBeNull();
    expect(await store.find('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await store.checkConnection()).toMatchObject({ connected: true, adapter: store.adapter });
  });
});

describe('storage adapters', () => {
  it('local disk refuses any key that is not one of its own ids', async () => {
    const storage = createLocalDiskStorage(path.join(dir, 'files'));
    await expect(storage.read('../../../etc/passwd')).rejects.toThrow('Invalid storage key');
    await expect(storage.remove('..')).rejects.toThrow('Invalid storage key');
  });

  it('S3 is reported down when it refuses the keys or does not answer', async () => {
    const wrongKey = createS3Storage({
      bucket: fakeS3.bucket,
      region: fakeS3.region,
      endpoint: fakeS3.url,
      accessKeyId: fakeS3.accessKeyId,
      secretAccessKey: 'not-the-secret',
      forcePathStyle: true,
    });
    expect(await wrongKey.checkConnection()).toMatchObject({ connected: false, adapter: 's3' });
    const store = selectFileStore(
      parseEnv({
        DATA_DIR: dir,
        S3_BUCKET: fakeS3.bucket,
        S3_ENDPOINT: fakeS3.url,
        S3_ACCESS_KEY_ID: fakeS3.accessKeyId,
        S3_SECRET_ACCESS_KEY: fakeS3.secretAccessKey,
        S3_FORCE_PATH_STYLE: '1',
      }),
      database,
    );
    expect(store.adapter).toBe('s3');
    expect((await store.checkConnection()).connected).toBe(true);
    fakeS3.setDown(true);
    try {
      expect((await store.checkConnection()).connected).toBe(false);
    } finally {
      fakeS3.setDown(false);
    }
    expect(selectFileStore(parseEnv({ DATA_DIR: dir }), database).adapter).toBe('local-disk');
  });

  it('S3 requests carry a Range header for partial reads', async () => {
    const storage = adapters[1]![1]();
    const spooled = path.join(dir, 'range.bin');
    writeFileSync(spooled, 'abcdefghij');
    await storage.put('11111111-1111-4111-8111-111111111111', { path: spooled, size: 10, contentType: 'text/plain' });
    expect(
      (await readAll(await storage.read('11111111-1111-4111-8111-111111111111', { start: 2, end: 4 }))).toString(),
    ).toBe('cde');
    expect(fakeS3.requests.at(-1)).toMatchObject({ method: 'GET', range: 'bytes=2-4' });
  });
});
