import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { videos } from '#server/db/schema/index';
import { INPUT_PURPOSE, RESULT_PURPOSE } from '#server/features/bookkeeping/bookkeeping.jobs';
import { FILE_KIND_RULES } from '#server/features/files/file-kinds';
import type { FileVisibility } from '#server/platform/file-store/port';
import type { LoginResponse } from '#shared/auth/schemas';
import { bearer, createClock, createTestApp, HOUR, type TestApp } from '../support/test-app';

/**
 * Issue #27 item 3: every kind of stored file × every route that serves a stored file by its id,
 * for its owner (an admin), another admin and an associate, fresh and expired. The expected answers
 * are written out here from each owning area's rules, not derived from the code under test.
 */
type Caller = 'owner' | 'otherAdmin' | 'associate';
type Answers = Record<Caller, number>;
const all = (status: number): Answers => ({ owner: status, otherAdmin: status, associate: status });

/** How each kind is saved by its area. */
const SAVED_AS: Record<string, { visibility: FileVisibility; expires: boolean }> = {
  'bookkeeping-result': { visibility: 'owner', expires: true },
  'bookkeeping-input': { visibility: 'owner', expires: true },
  'helpdesk-pdf': { visibility: 'signed-in', expires: false },
  'helpdesk-video': { visibility: 'signed-in', expires: false },
  'helpdesk-video-thumbnail': { visibility: 'signed-in', expires: false },
  'helpdesk-video-source': { visibility: 'admin', expires: false },
  'product-image': { visibility: 'signed-in', expires: false },
};

/**
 * What GET /api/files/:id answers per kind while the file is live; the help desk's video routes,
 * which serve a video's stored file (or thumbnail) by the video's id, answer the same.
 */
const BY_FILE_RULES: Record<string, Answers> = {
  'bookkeeping-result': { owner: 200, otherAdmin: 404, associate: 404 },
  'bookkeeping-input': all(404),
  'helpdesk-pdf': all(200),
  'helpdesk-video': all(200),
  'helpdesk-video-thumbnail': all(200),
  'helpdesk-video-source': { owner: 200, otherAdmin: 200, associate: 404 },
  'product-image': all(200),
};

/** Routes that serve a stored file through a help desk video pointing at it, not by the file's id. */
const VIDEO_ROUTES = ['GET /api/helpdesk/videos/:videoId', 'GET /api/helpdesk/videos/:videoId/thumbnail'];

/** The answer of each file route, per kind, while the file is live. */
const LIVE: Record<string, Record<string, Answers>> = {
  'GET /api/files/:id': BY_FILE_RULES,
  'GET /api/helpdesk/videos/:videoId': BY_FILE_RULES,
  'GET /api/helpdesk/videos/:videoId/thumbnail': BY_FILE_RULES,
  'GET /api/bookkeeping/results/:id': {
    'bookkeeping-result': { owner: 200, otherAdmin: 404, associate: 403 },
    'bookkeeping-input': { owner: 404, otherAdmin: 404, associate: 403 },
    'helpdesk-pdf': { owner: 404, otherAdmin: 404, associate: 403 },
    'helpdesk-video': { owner: 404, otherAdmin: 404, associate: 403 },
    'helpdesk-video-thumbnail': { owner: 404, otherAdmin: 404, associate: 403 },
    'helpdesk-video-source': { owner: 404, otherAdmin: 404, associate: 403 },
    'product-image': { owner: 404, otherAdmin: 404, associate: 403 },
  },
};
/** Once expired, a file is served to nobody (admins-only routes still answer 403 to an associate first). */
const EXPIRED: Record<string, Answers> = {
  'GET /api/files/:id': all(404),
  'GET /api/bookkeeping/results/:id': { owner: 404, otherAdmin: 404, associate: 403 },
  'GET /api/helpdesk/videos/:videoId': all(404),
  'GET /api/helpdesk/videos/:videoId/thumbnail': all(404),
};

const clock = createClock();
let t: TestApp;
const callers = {} as Record<Caller, LoginResponse>;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'silent' }, { now: clock.now });
  await t.app.ready();
  callers.owner = await t.signIn('admin');
  callers.otherAdmin = await t.signIn('admin');
  callers.associate = await t.signIn('associate');
});
afterAll(async () => {
  await t.close();
});

async function save(purpose: string, expiresAt: Date | null) {
  const stored = await t.files.save({
    source: Buffer.from(`bytes of ${purpose}`),
    ownerId: callers.owner.id,
    purpose,
    name: `${purpose}.bin`,
    contentType: 'application/octet-stream',
    visibility: SAVED_AS[purpose]?.visibility ?? 'owner',
    expiresAt,
  });
  return stored.id;
}

/** The address of `route` serving the file `id`: by its id, or through a ready video made to point at it. */
async function urlOf(route: string, id: string) {
  if (!VIDEO_ROUTES.includes(route)) return route.replace(/^GET /, '').replace(':id', id);
  const videoId = randomBytes(8).toString('base64url');
  await t.database.db.insert(videos).values({
    id: videoId,
    title: 'Opening a Till',
    privacyStatus: 'unlisted',
    host: 'local',
    status: 'ready',
    sourceName: 'till.mp4',
    sourceSize: 1000,
    fileId: id,
    thumbnailFileId: id,
  });
  return route.replace(/^GET /, '').replace(':videoId', videoId);
}

describe('every file kind × every route serving files by id', () => {
  it('declares a rule for every kind an area saves, and the table lists every file route', () => {
    expect(Object.keys(FILE_KIND_RULES).sort()).toEqual(Object.keys(SAVED_AS).sort());
    expect(Object.keys(SAVED_AS)).toContain(RESULT_PURPOSE);
    expect(Object.keys(SAVED_AS)).toContain(INPUT_PURPOSE);
    // Every literal purpose saved anywhere in the server is a declared kind.
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts')) sources.push(readFileSync(path, 'utf8'));
      }
    };
    walk('src/server');
    const literals = sources.flatMap((text) => [...text.matchAll(/purpose: '([^']+)'/g)].map((match) => match[1]));
    for (const purpose of literals) expect(Object.keys(FILE_KIND_RULES)).toContain(purpose);
    // Routes that answer stored bytes by a file id: any new one must join this test.
    const fileRoutes = t.routes
      .filter(
        (route) =>
          (route.url.endsWith('/:id') && route.produces?.includes('application/octet-stream')) ||
          route.url.startsWith('/api/helpdesk/videos/:videoId'),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(fileRoutes.sort()).toEqual(Object.keys(LIVE).sort());
  });

  for (const [route, kinds] of Object.entries(LIVE)) {
    for (const [purpose, expected] of Object.entries(kinds)) {
      it(`${route} × ${purpose}: live and expired`, async () => {
        const expires = SAVED_AS[purpose]?.expires ?? false;
        const live = await save(purpose, expires ? new Date(clock.now().getTime() + 24 * HOUR) : null);
        const expired = await save(purpose, new Date(clock.now().getTime() + HOUR));
        const answers = async (id: string) => {
          const result = {} as Answers;
          const url = await urlOf(route, id);
          for (const caller of Object.keys(callers) as Caller[]) {
            const response = await t.app.inject({
              method: 'GET',
              url,
              headers: bearer(callers[caller].token),
            });
            result[caller] = response.statusCode;
          }
          return result;
        };
        expect(await answers(live)).toEqual(expected);
        clock.advance(HOUR);
        try {
          expect(await answers(expired)).toEqual(EXPIRED[route]);
        } finally {
          clock.advance(-HOUR);
        }
      });
    }
  }

  it('refuses a bookkeeping result to its owner once the owner is no longer an admin', async () => {
    const demoted = await t.signIn('associate');
    const stored = await t.files.save({
      source: Buffer.from('result'),
      ownerId: demoted.id,
      purpose: RESULT_PURPOSE,
      name: 'result.csv',
      contentType: 'text/csv',
      visibility: 'owner',
      expiresAt: new Date(clock.now().getTime() + HOUR),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/files/${stored.id}`,
      headers: bearer(demoted.token),
    });
    expect(response.statusCode).toBe(404);
  });
});
