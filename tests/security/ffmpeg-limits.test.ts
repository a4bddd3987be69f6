import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseFfmpeg,
  ffmpegProbe,
  inputFormatOf,
  resolveFfmpegPath,
  transcode,
  transcodeArguments,
} from '#server/platform/video-host/ffmpeg';
import { makeClip } from '../api/help-desk.support';

/** Issue #27 item 5: what ffmpeg may read, for how long and in how much memory, and which runs. */
const folder = mkdtempSync(join(tmpdir(), 'mc-ffmpeg-'));
const ffmpeg = resolveFfmpegPath();
let server: http.Server;
let hits = 0;
let origin = '';

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    hits += 1;
    response.end('#EXTM3U\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(folder, { recursive: true, force: true });
});

const options = (input: string, output: string, format: string) => ({
  ffmpeg,
  input,
  format,
  output,
  compression: 'high' as const,
  copyStreams: false,
  signal: new AbortController().signal,
});

describe('ffmpeg input, limits and choice', () => {
  it('reads one named demuxer from local files only', () => {
    const args = transcodeArguments({
      input: '/tmp/in.mp4',
      format: 'mp4',
      output: '/tmp/out.mp4',
      compression: 'none',
      copyStreams: false,
    });
    const input = args.indexOf('-i');
    expect(args.slice(input - 4, input + 2)).toEqual([
      '-protocol_whitelist',
      'file',
      '-f',
      'mp4',
      '-i',
      'file:/tmp/in.mp4',
    ]);
  });

  it('takes the demuxer from the content, and refuses what the help desk does not accept', async () => {
    expect(await inputFormatOf(makeClip('mp4').subarray(0, 4_100))).toBe('mp4');
    expect(await inputFormatOf(makeClip('mov').subarray(0, 4_100))).toBe('mov');
    expect(await inputFormatOf(Buffer.from(`#EXTM3U\n#EXTINF:1,\n${origin}/a.ts\n`))).toBeNull();
    expect(await inputFormatOf(Buffer.from('ffconcat version 1.0\nfile /etc/passwd\n'))).toBeNull();
  });

  it('never follows a playlist hidden in an upload, to a local file or to the network', async () => {
    // An HLS playlist saved under a video's name: probed, ffmpeg would read the files it lists
    // (any file the server can read) into the help desk video.
    const segment = join(folder, 'other-file.ts');
    execFileSync(ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=160x120:rate=10',
      '-f',
      'mpegts',
      segment,
    ]);
    const local = join(folder, 'local-playlist.mp4');
    writeFileSync(local, `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\n${segment}\n#EXT-X-ENDLIST\n`);
    await expect(transcode(options(local, join(folder, 'out-local.mp4'), 'mp4'))).rejects.toThrow(/ffmpeg exited/);
    const remote = join(folder, 'remote-playlist.mp4');
    writeFileSync(remote, `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\n${origin}/segment.ts\n#EXT-X-ENDLIST\n`);
    await expect(transcode(options(remote, join(folder, 'out-remote.mp4'), 'mp4'))).rejects.toThrow(/ffmpeg exited/);
    expect(hits).toBe(0);
  });

  it('stops a run past its time, and one past its memory', async () => {
    const clip = join(folder, 'clip.mp4');
    writeFileSync(clip, makeClip('mp4'));
    const converted = await transcode(options(clip, join(folder, 'ok.mp4'), 'mp4'));
    expect(converted.durationSeconds).toBeGreaterThan(0);
    await expect(
      transcode({ ...options(clip, join(folder, 'slow.mp4'), 'mp4'), limits: { timeoutMs: 1, memoryBytes: 2 ** 31 } }),
    ).rejects.toThrow(/longer than/);
    await expect(
      transcode({
        ...options(clip, join(folder, 'big.mp4'), 'mp4'),
        limits: { timeoutMs: 60_000, memoryBytes: 8 * 1024 ** 2 },
      }),
    ).rejects.toThrow();
  });

  it("uses FFMPEG_PATH, else Debian's ffmpeg when installed, else the packaged one", async () => {
    expect(chooseFfmpeg('/opt/ffmpeg/bin/ffmpeg')).toEqual({ path: '/opt/ffmpeg/bin/ffmpeg', source: 'FFMPEG_PATH' });
    const debian = join(folder, 'debian-ffmpeg');
    writeFileSync(
      debian,
      '#!/bin/sh\necho "ffmpeg version 7.1.1-1+b1 Copyright (c) 2000-2025 the FFmpeg developers"\n',
    );
    chmodSync(debian, 0o755);
    expect(chooseFfmpeg(undefined, debian)).toEqual({ path: debian, source: 'debian' });
    expect(chooseFfmpeg(undefined, join(folder, 'not-installed')).source).toBe('packaged');
    const probe = ffmpegProbe(debian);
    expect(await probe.check()).toMatchObject({ connected: true, adapter: 'ffmpeg 7.1.1-1+b1 (FFMPEG_PATH)' });
    expect(await ffmpegProbe(join(folder, 'missing')).check()).toMatchObject({ connected: false });
  });
});
