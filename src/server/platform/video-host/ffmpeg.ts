import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import type { Compression } from '../../../shared/help-desk/video';

/**
 * The ffmpeg binary: FFMPEG_PATH when set, else the one shipped inside the npm package
 * @ffmpeg-installer/ffmpeg (installed by `npm ci`, nothing downloaded at run time), else `ffmpeg`
 * on the PATH.
 */
export function resolveFfmpegPath(configured?: string): string {
  if (configured) return configured;
  try {
    const require = createRequire(import.meta.url);
    // The package is CommonJS without types: it exports the binary's path.
    const installer = require('@ffmpeg-installer/ffmpeg') as { path?: unknown };
    if (typeof installer.path === 'string') {
      // Its postinstall only marks the binary executable; the packed file usually is already.
      accessSync(installer.path, constants.X_OK);
      return installer.path;
    }
  } catch {
    // No build for this platform, or not executable: fall back to the system's.
  }
  return 'ffmpeg';
}

const SETTINGS: Record<Compression, { crf: number; maxWidth: number; audio: string }> = {
  none: { crf: 23, maxWidth: 1920, audio: '128k' },
  standard: { crf: 28, maxWidth: 1280, audio: '128k' },
  high: { crf: 32, maxWidth: 854, audio: '96k' },
};

export interface TranscodeOptions {
  ffmpeg: string;
  input: string;
  output: string;
  compression: Compression;
  /** An MP4 under the compression threshold is only rewritten for streaming (moov first), not re-encoded. */
  copyStreams: boolean;
  signal: AbortSignal;
  onProgress?: (fraction: number) => void;
}

/** Arguments for one transcode to H.264/AAC MP4 with the index at the front (range-streamable). */
export function transcodeArguments(options: Omit<TranscodeOptions, 'ffmpeg' | 'signal' | 'onProgress'>): string[] {
  const head = ['-hide_banner', '-nostdin', '-y', '-i', options.input, '-map', '0:v:0', '-map', '0:a:0?'];
  const tail = ['-movflags', '+faststart', '-progress', 'pipe:1', '-nostats', '-f', 'mp4', options.output];
  if (options.copyStreams) return [...head, '-c', 'copy', ...tail];
  const setting = SETTINGS[options.compression];
  return [
    ...head,
    '-vf',
    `scale='trunc(min(${setting.maxWidth},iw)/2)*2':-2`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    String(setting.crf),
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    setting.audio,
    ...tail,
  ];
}

const DURATION = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/;

/** Runs ffmpeg; resolves with the input's duration in seconds (0 when unknown). */
function run(ffmpeg: string, args: string[], signal: AbortSignal, onLine?: (line: string, duration: number) => void) {
  return new Promise<number>((resolve, reject) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let duration = 0;
    let stderrTail = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-4_000);
      const match = DURATION.exec(stderrTail);
      if (match && duration === 0) duration = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
    });
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine?.(line, duration);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(duration);
      else reject(new Error(`ffmpeg exited with ${code}: ${stderrTail.split('\n').slice(-3).join(' ').trim()}`));
    });
  });
}

/** Transcodes `input` to an MP4 at `output`, reporting progress from ffmpeg's `-progress` lines. */
export async function transcode(options: TranscodeOptions): Promise<{ durationSeconds: number }> {
  const durationSeconds = await run(options.ffmpeg, transcodeArguments(options), options.signal, (line, duration) => {
    // `out_time_ms` is in microseconds despite its name (ffmpeg 4); `out_time_us` in newer builds.
    const match = /^out_time_(?:ms|us)=(\d+)/.exec(line);
    if (match && duration > 0) options.onProgress?.(Math.min(1, Number(match[1]) / 1_000_000 / duration));
  });
  return { durationSeconds };
}

/** A JPEG still from the video, 480 pixels wide, taken a second in (or at the start of a shorter clip). */
export async function makeThumbnail(options: {
  ffmpeg: string;
  input: string;
  output: string;
  atSeconds: number;
  signal: AbortSignal;
}) {
  await run(
    options.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-ss',
      options.atSeconds.toFixed(2),
      '-i',
      options.input,
      '-frames:v',
      '1',
      '-vf',
      'scale=480:-2',
      '-q:v',
      '4',
      '-f',
      'image2',
      options.output,
    ],
    options.signal,
  );
}
