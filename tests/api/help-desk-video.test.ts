import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/auth/schemas';
import { HELP_DESK_MESSAGES as M } from '#shared/help-desk/messages';
import type { VideoUploadResult } from '#shared/help-desk/video';
import { parseEnv } from '#server/config/env';
import { PROCESS_VIDEO, defineVideoProcessing } from '#server/features/help-desk/video-processing.job';
import { createJobRunner } from '#server/platform/jobs/job-runner';
import { createLocalVideoHost } from '#server/platform/video-host/local-video-host';
import { createYouTubeVideoHost } from '#server/platform/video-host/youtube-video-host';
import { startFakeYouTube, youTubeEnv, type FakeYouTube } from '../fakes/youtube/fake-youtube-server';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { PDF, fieldParts, makeClip, multipart, type Part } from './help-desk.support';

let fake: FakeYouTube;
const clips: { mov: Buffer; mp4: Buffer } = { mov: Buffer.alloc(0), mp4: Buffer.alloc(0) };

beforeAll(async () => {
  fake = await startFakeYouTube();
  fake.addVideo({ id: 'dQw4w9WgXcQ', title: 'Opening the till', channelTitle: 'Store Training' });
  fake.addVideo({ id: 'privateVid1', title: 'Secret', privacyStatus: 'private' });
  clips.mov = makeClip('mov');
  clips.mp4 = makeClip('mp4');
});
afterAll(() => fake.close());

interface Harness {
  t: TestApp;
  admin: LoginResponse;
  staff: LoginResponse;
}

async function harness(env: Record<string, string>): Promise<Harness> {
  const t = await createTestApp({ JOB_POLL_MS: '100', ...env });
  await t.app.ready();
  return { t, admin: await t.signIn('admin'), staff: await t.signIn('associate') };
}

async function uploadVideo(h: Harness, parts: Part[], token = h.admin.token) {
  const { payload, contentType } = multipart(parts);
  return h.t.app.inject({
    method: 'POST',
    url: '/api/youtube/upload-video',
    payload,
    headers: { ...bearer(token), 'content-type': contentType },
  });
}

const validate = (h: Harness, videoUrl: unknown, token = h.admin.token) =>
  h.t.app.inject({ method: 'POST', url: '/api/youtube/validate-video', payload: { videoUrl }, headers: bearer(token) });

async function uploadAndWait(h: Harness, clip: Buffer, filename: string, fields: Record<string, string>) {
  const response = await uploadVideo(h, [...fieldParts(fields), { name: 'video', filename, body: clip }]);
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json<VideoUploadResult>();
  const job = await h.t.jobs.waitFor(result.jobId ?? '', 60_000);
  expect(job?.error ?? null).toBeNull();
  expect(job?.status).toBe('succeeded');
  return { result, job };
}

describe('help desk videos on the local video host (no YouTube account)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(youTubeEnv(fake, false));
  });
  afterAll(() => h.t.close());

  it('validates YouTube addresses through oEmbed (admins only)', async () => {
    const valid = await validate(h, 'https://youtu.be/dQw4w9WgXcQ?t=5');
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({
      videoId: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      title: 'Opening the till',
      author: 'Store Training',
    });
    expect((await validate(h, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).statusCode).toBe(200);
    expect((await validate(h, 'https://www.youtube.com/watch?v=nosuchvideo')).statusCode).toBe(404);
    expect((await validate(h, 'https://www.youtube.com/watch?v=privateVid1')).statusCode).toBe(404);
    const notYouTube = await validate(h, 'https://vimeo.com/12345');
    expect(notYouTube.statusCode).toBe(400);
    expect(notYouTube.json()).toMatchObject({ message: M.notYouTubeUrl });
    expect((await validate(h, 42)).statusCode).toBe(400);
    expect((await validate(h, 'https://youtu.be/dQw4w9WgXcQ', h.staff.token)).statusCode).toBe(403);
  });

  it('converts a MOV to an MP4 with a thumbnail, and streams it with byte ranges to signed-in users', async () => {
    const { result, job } = await uploadAndWait(h, clips.mov, 'Till training.mov', {
      title: 'Till training',
      description: 'How to open the till.\nAnd close it.',
    });
    expect(result).toMatchObject({ status: 'processing', url: `/api/helpdesk/videos/${result.videoId}` });
    expect(job?.progress).toEqual({ done: 100, total: 100 });

    const whole = await h.t.app.inject({ method: 'GET', url: result.url, headers: bearer(h.staff.token) });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['content-security-policy']).toContain('sandbox');
    expect((await fileTypeFromBuffer(whole.rawPayload))?.mime).toBe('video/mp4');
    // +faststart: the index (moov) comes before the media data, so playback starts at once.
    expect(whole.rawPayload.indexOf('moov')).toBeLessThan(whole.rawPayload.indexOf('mdat'));

    const part = await h.t.app.inject({
      method: 'GET',
      url: result.url,
      headers: { ...bearer(h.staff.token), range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const beyond = await h.t.app.inject({
      method: 'GET',
      url: result.url,
      headers: { ...bearer(h.staff.token), range: `bytes=${whole.rawPayload.length}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const thumbnail = await h.t.app.inject({ method: 'GET', url: result.thumbnailUrl, headers: bearer(h.staff.token) });
    expect(thumbnail.statusCode).toBe(200);
    expect((await fileTypeFromBuffer(thumbnail.rawPayload))?.mime).toBe('image/jpeg');
    expect((await h.t.app.inject({ method: 'GET', url: result.url })).statusCode).toBe(401);

    // The job may run again (a retry, a restart): a processed video is left as it is.
    const again = await h.t.jobs.enqueue(PROCESS_VIDEO, { videoId: result.videoId });
    expect((await h.t.jobs.waitFor(again.id, 10_000))?.status).toBe('succeeded');
    const replay = await h.t.app.inject({ method: 'GET', url: result.url, headers: bearer(h.staff.token) });
    expect(replay.rawPayload.equals(whole.rawPayload)).toBe(true);
  });

  it('keeps a small MP4 as it is, only rewritten for streaming', async () => {
    const { result } = await uploadAndWait(h, clips.mp4, 'short.mp4', { title: 'Short', privacyStatus: 'private' });
    const served = await h.t.app.inject({ method: 'GET', url: result.url, headers: bearer(h.staff.token) });
    expect(served.statusCode).toBe(200);
    expect(Math.abs(served.rawPayload.length - clips.mp4.length)).toBeLessThan(2_000);
  });

  it("refuses what the spec refuses, with the spec's messages", async () => {
    const title = { name: 'title', body: 'Training' };
    const cases: [Part[], number, string][] = [
      [[title, { name: 'video', filename: 'clip.mkv', body: clips.mp4 }], 415, M.unsupportedFormat],
      [[title, { name: 'video', filename: 'clip.mp4', body: PDF }], 415, M.unsupportedFormat],
      [[title, { name: 'video', filename: 'clip.mov', body: clips.mp4 }], 415, M.unsupportedFormat],
      [[{ name: 'video', filename: 'clip.mp4', body: clips.mp4 }], 400, M.videoTitleRequired],
      [
        [
          { name: 'title', body: '   ' },
          { name: 'video', filename: 'clip.mp4', body: clips.mp4 },
        ],
        400,
        M.videoTitleRequired,
      ],
      [
        [
          { name: 'title', body: 'x'.repeat(101) },
          { name: 'video', filename: 'c.mp4', body: clips.mp4 },
        ],
        400,
        'at most 100',
      ],
      [
        [
          { name: 'title', body: 'a <b>' },
          { name: 'video', filename: 'c.mp4', body: clips.mp4 },
        ],
        400,
        'must not contain < or >',
      ],
      [
        [title, { name: 'description', body: 'd'.repeat(5001) }, { name: 'video', filename: 'c.mp4', body: clips.mp4 }],
        400,
        'at most 5000',
      ],
      [
        [title, { name: 'privacyStatus', body: 'secret' }, { name: 'video', filename: 'c.mp4', body: clips.mp4 }],
        400,
        'Privacy',
      ],
      [[title], 400, M.uploadVideoFirst],
    ];
    for (const [parts, status, message] of cases) {
      const response = await uploadVideo(h, parts);
      expect(response.statusCode, message).toBe(status);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(
      (await uploadVideo(h, [title, { name: 'video', filename: 'c.mp4', body: clips.mp4 }], h.staff.token)).statusCode,
    ).toBe(403);
  });

  it('refuses a video of 50 MB or more while it streams', async () => {
    const baseUrl = await h.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { contentType } = multipart([]);
    const boundary = contentType.split('boundary=')[1];
    const chunk = Buffer.alloc(256 * 1024, 0);
    const outcome = await new Promise<{ status: number; sent: number; body: string }>((resolve, reject) => {
      let sent = 0;
      let status = 0;
      let body = '';
      const request = http.request(`${baseUrl}/api/youtube/upload-video`, {
        method: 'POST',
        headers: { ...bearer(h.admin.token), 'content-type': contentType, 'transfer-encoding': 'chunked' },
      });
      request.on('response', (response) => {
        status = response.statusCode ?? 0;
        response.on('data', (data: Buffer) => (body += data.toString()));
        response.on('end', () => resolve({ status, sent, body }));
      });
      request.on('error', (error) => (status ? resolve({ status, sent, body }) : reject(error)));
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBig\r\n`);
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\n\r\n`);
      request.write(clips.mp4);
      const pump = () => {
        while (!status && sent < 200 * 1024 * 1024) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        if (!status) request.end();
      };
      pump();
    });
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toMatchObject({ message: M.videoTooLarge });
    expect(outcome.sent).toBeLessThan(80 * 1024 * 1024);
  });

  it('answers 404 for unknown videos and refuses malformed ids', async () => {
    const unknown = await h.t.app.inject({
      method: 'GET',
      url: '/api/helpdesk/videos/AAAAAAAAAAA',
      headers: bearer(h.staff.token),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await h.t.app.inject({
      method: 'GET',
      url: '/api/helpdesk/videos/..%2F..',
      headers: bearer(h.staff.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a video uploaded just before a restart', () => {
  it('is processed by the next process that starts', async () => {
    const h = await harness(youTubeEnv(fake, false));
    try {
      // The process stops before its runner takes the job.
      await h.t.jobs.stop();
      const response = await uploadVideo(h, [
        ...fieldParts({ title: 'Before the restart' }),
        { name: 'video', filename: 'restart.mov', body: clips.mov },
      ]);
      expect(response.statusCode).toBe(201);
      const result = response.json<VideoUploadResult>();
      expect((await h.t.jobs.get(result.jobId ?? ''))?.status).toBe('queued');
      const notYet = await h.t.app.inject({ method: 'GET', url: result.url, headers: bearer(h.staff.token) });
      expect(notYet.statusCode).toBe(409);
      expect(notYet.json()).toMatchObject({ message: M.videoProcessing });

      // The next process: its own runner, the same database and file store.
      const runner = createJobRunner(h.t.database, { concurrency: 1, pollMs: 100, logError: () => undefined });
      defineVideoProcessing({
        db: h.t.database.db,
        files: h.t.files,
        jobs: runner,
        videoHost: createLocalVideoHost({ files: h.t.files, oembedUrl: `${fake.url}/oembed` }),
        config: parseEnv({}),
        now: () => new Date(),
      });
      runner.start();
      try {
        expect((await runner.waitFor(result.jobId ?? '', 60_000))?.status).toBe('succeeded');
      } finally {
        await runner.stop();
      }
      const played = await h.t.app.inject({ method: 'GET', url: result.url, headers: bearer(h.staff.token) });
      expect(played.statusCode).toBe(200);
      expect(played.headers['content-type']).toBe('video/mp4');
    } finally {
      await h.t.close();
    }
  });
});

describe('help desk videos through the YouTube adapter', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(youTubeEnv(fake));
  });
  afterAll(() => h.t.close());

  it('validates addresses with videos.list', async () => {
    const before = fake.log.filter((line) => line === 'GET /youtube/v3/videos').length;
    const valid = await validate(h, 'https://www.youtube.com/shorts/dQw4w9WgXcQ');
    expect(valid.json()).toMatchObject({ videoId: 'dQw4w9WgXcQ', title: 'Opening the till', author: 'Store Training' });
    expect(fake.log.filter((line) => line === 'GET /youtube/v3/videos').length).toBe(before + 1);
    expect((await validate(h, 'https://www.youtube.com/watch?v=nosuchvideo')).statusCode).toBe(404);
  });

  it('converts, uploads with the resumable protocol (surviving a lost answer), and plays from YouTube', async () => {
    fake.loseNextChunkAnswers(1);
    const { result } = await uploadAndWait(h, clips.mov, 'lesson.mov', {
      title: 'Lesson one',
      description: 'Café crème',
    });
    const uploaded = [...fake.videos.values()].find((video) => video.title === 'Lesson one');
    expect(uploaded).toMatchObject({ description: 'Café crème', privacyStatus: 'unlisted' });
    const played = await h.t.app.inject({ method: 'GET', url: result.url, headers: bearer(h.staff.token) });
    expect(played.statusCode).toBe(302);
    expect(played.headers.location).toBe(`https://www.youtube.com/watch?v=${uploaded?.id}`);
    const thumbnail = await h.t.app.inject({ method: 'GET', url: result.thumbnailUrl, headers: bearer(h.staff.token) });
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
  });
});

describe('the YouTube adapter on its own', () => {
  it('sends a large file in chunks and resumes a saved session where it stopped', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mc-yt-'));
    try {
      const file = path.join(dir, 'video.mp4');
      const bytes = Buffer.alloc(700 * 1024, 7);
      writeFileSync(file, bytes);
      const host = createYouTubeVideoHost({
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
        refreshToken: fake.refreshToken,
        apiUrl: fake.url,
        tokenUrl: `${fake.url}/token`,
        chunkBytes: 256 * 1024,
        chunkAttempts: 1,
      });
      let session: string | null = null;
      const progress: number[] = [];
      const input = {
        videoId: 'abcdefghijk',
        path: file,
        size: bytes.length,
        title: 'Chunked',
        description: '',
        privacyStatus: 'private' as const,
        ownerId: null,
        uploadSessionUrl: null,
      };
      const context = {
        signal: new AbortController().signal,
        onProgress: async (fraction: number) => void progress.push(fraction),
        saveSession: async (url: string | null) => void (session = url),
      };
      // The first chunk arrives but its answer is lost, and this attempt gives up (the job would retry).
      fake.loseNextChunkAnswers(1);
      await expect(host.publish(input, context)).rejects.toThrow('503');
      expect(session).not.toBeNull();
      const published = await host.publish({ ...input, uploadSessionUrl: session }, context);
      expect(published.host).toBe('youtube');
      const video = fake.videos.get(published.host === 'youtube' ? published.externalId : '');
      expect(video).toMatchObject({ title: 'Chunked', privacyStatus: 'private', bytes: bytes.length });
      expect(progress.at(-1)).toBe(1);
      expect((await host.checkConnection()).connected).toBe(true);
      const refused = createYouTubeVideoHost({
        ...{ clientId: 'x', clientSecret: 'y', refreshToken: 'z' },
        apiUrl: fake.url,
        tokenUrl: `${fake.url}/token`,
      });
      expect((await refused.checkConnection()).connected).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
