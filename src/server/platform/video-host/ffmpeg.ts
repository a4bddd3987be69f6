import { execFile, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { fileTypeFromBuffer } from 'file-type';
import type { Compression } from '#shared/help-desk/video';

/** Debian's ffmpeg (package `ffmpeg`), current with the distribution's security updates. */
const DEBIAN_FFMPEG = '/usr/bin/ffmpeg';

export interface FfmpegChoice {
  path: string;
  /** Why this one: FFMPEG_PATH, Debian's package, the one shipped in node_modules, or the PATH's. */
  source: 'FFMPEG_PATH' | 'debian' | 'packaged' | 'path';
}

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The ffmpeg to run (ADR 068): FFMPEG_PATH when set; else Debian's `/usr/bin/ffmpeg` when the
 * package is installed (kept current by the system's updates); else the binary shipped inside the
 * npm package @ffmpeg-installer/ffmpeg (a 2018 build: the fallback only); else `ffmpeg` on the PATH.
 */
export function chooseFfmpeg(configured?: string, debianPath = DEBIAN_FFMPEG): FfmpegChoice {
  if (configured) return { path: configured, source: 'FFMPEG_PATH' };
  if (isExecutable(debianPath)) return { path: debianPath, source: 'debian' };
  try {
    const require = createRequire(import.meta.url);
    // The package is CommonJS without types: it exports the binary's path.
    const installer = require('@ffmpeg-installer/ffmpeg') as { path?: unknown };
    // Its postinstall only marks the binary executable; the packed file usually is already.
    if (typeof installer.path === 'string' && isExecutable(installer.path)) {
      return { path: installer.path, source: 'packaged' };
    }
  } catch {
    // No build for this platform: fall back to the system's.
  }
  return { path: 'ffmpeg', source: 'path' };
}

/** The path alone, for callers that only run it. */
export const resolveFfmpegPath = (configured?: string): string => chooseFfmpeg(configured).path;

/** `ffmpeg -version`'s version word ("7.1.1-1+b1", "N-47683-g0e8eb07980-static"), or null when it does not run. */
function ffmpegVersion(ffmpeg: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(ffmpeg, ['-hide_banner', '-version'], { timeout: 5_000 }, (error, stdout) => {
      const version = /^ffmpeg version (\S+)/.exec(stdout)?.[1];
      resolve(error || !version ? null : version);
    });
  });
}

/**
 * The readiness probe of `/api/ready`: which ffmpeg converts the videos and its version, e.g.
 * `ffmpeg 7.1.1-1+b1 (debian)`; down when it does not run. Asked once, then remembered.
 */
export function ffmpegProbe(configured?: string) {
  const choice = chooseFfmpeg(configured);
  let asked: Promise<string | null> | null = null;
  return {
    name: 'video converter' as const,
    async check() {
      asked ??= ffmpegVersion(choice.path);
      const version = await asked;
      if (!version) asked = null; // Installed later, or a passing failure: ask again next time.
      return {
        connected: version !== null,
        adapter: `ffmpeg ${version ?? 'unknown'} (${choice.source})`,
        message: version ? 'runs' : `${choice.path} does not run`,
      };
    },
  };
}

/**
 * The container formats the help desk accepts (spec 03 §5), by the type found in the file's
 * content, and the one ffmpeg demuxer each is read with: nothing else is probed (no playlists, no
 * image sequences, no concat lists).
 */
const INPUT_FORMATS: Readonly<Record<string, string>> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/vnd.avi': 'avi',
  'video/x-ms-asf': 'asf',
  'video/webm': 'webm',
};

/** The demuxer for a file's first bytes, or null when it is not a container the help desk accepts. */
export async function inputFormatOf(head: Uint8Array): Promise<string | null> {
  const sniffed = await fileTypeFromBuffer(head);
  return (sniffed && INPUT_FORMATS[sniffed.mime]) ?? null;
}

/** Limits of one ffmpeg run (ADR 068). */
export interface RunLimits {
  /** Wall-clock time before the process is killed. */
  timeoutMs: number;
  /** Address space of the process (`ulimit -v`), in bytes. */
  memoryBytes: number;
}

const TRANSCODE_LIMITS: RunLimits = { timeoutMs: 15 * 60_000, memoryBytes: 2 * 1024 ** 3 };
const THUMBNAIL_LIMITS: RunLimits = { timeoutMs: 60_000, memoryBytes: 1024 ** 3 };

/** Input options of every run: one demuxer, named, and only local files. */
const inputOptions = (format: string, input: string) => [
  '-protocol_whitelist',
  'file',
  '-f',
  format,
  '-i',
  `file:${input}`,
];

const SETTINGS: Record<Compression, { crf: number; maxWidth: number; audio: string }> = {
  none: { crf: 23, maxWidth: 1920, audio: '128k' },
  standard: { crf: 28, maxWidth: 1280, audio: '128k' },
  high: { crf: 32, maxWidth: 854, audio: '96k' },
};

export interface TranscodeOptions {
  ffmpeg: string;
  input: string;
  /** The input's demuxer (`inputFormatOf`): ffmpeg reads it as that and nothing else. */
  format: string;
  output: string;
  compression: Compression;
  /** An MP4 under the compression threshold is only rewritten for streaming (moov first), not re-encoded. */
  copyStreams: boolean;
  signal: AbortSignal;
  onProgress?: (fraction: number) => void;
  limits?: RunLimits;
}

/** Arguments for one transcode to H.264/AAC MP4 with the index at the front (range-streamable). */
export function transcodeArguments(
  options: Omit<TranscodeOptions, 'ffmpeg' | 'signal' | 'onProgress' | 'limits'>,
): string[] {
  const head = [
    '-hide_banner',
    '-nostdin',
    '-y',
    ...inputOptions(options.format, options.input),
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
  ];
  const tail = [
    '-threads',
    '2',
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    '-nostats',
    '-f',
    'mp4',
    `file:${options.output}`,
  ];
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

/**
 * Runs ffmpeg under its limits: through `sh`, which sets the address-space limit and then becomes
 * ffmpeg (`exec`, so the limit and the kill reach ffmpeg itself; nothing from the caller is
 * interpreted by the shell); killed when the time is up. Resolves with the input's duration in
 * seconds (0 when unknown).
 */
function run(
  ffmpeg: string,
  args: string[],
  signal: AbortSignal,
  limits: RunLimits,
  onLine?: (line: string, duration: number) => void,
) {
  return new Promise<number>((resolve, reject) => {
    const kilobytes = String(Math.max(1, Math.floor(limits.memoryBytes / 1024)));
    const child = spawn('/bin/sh', ['-c', 'ulimit -v "$1" && shift && exec "$@"', 'sh', kilobytes, ffmpeg, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
    });
    let isTimedOut = false;
    const timer = setTimeout(() => {
      isTimedOut = true;
      child.kill('SIGKILL');
    }, limits.timeoutMs);
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
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (isTimedOut)
        reject(new Error(`ffmpeg took longer than ${Math.round(limits.timeoutMs / 1000)} s and was stopped`));
      else if (code === 0) resolve(duration);
      else reject(new Error(`ffmpeg exited with ${code}: ${stderrTail.split('\n').slice(-3).join(' ').trim()}`));
    });
  });
}

/** Transcodes `input` to an MP4 at `output`, reporting progress from ffmpeg's `-progress` lines. */
export async function transcode(options: TranscodeOptions): Promise<{ durationSeconds: number }> {
  const limits = options.limits ?? TRANSCODE_LIMITS;
  const durationSeconds = await run(
    options.ffmpeg,
    transcodeArguments(options),
    options.signal,
    limits,
    (line, duration) => {
      // `out_time_ms` is in microseconds despite its name (ffmpeg 4); `out_time_us` in newer builds.
      const match = /^out_time_(?:ms|us)=(\d+)/.exec(line);
      if (match && duration > 0) options.onProgress?.(Math.min(1, Number(match[1]) / 1_000_000 / duration));
    },
  );
  return { durationSeconds };
}

/** A JPEG still from the video, 480 pixels wide, taken a second in (or at the start of a shorter clip). */
export async function makeThumbnail(options: {
  ffmpeg: string;
  input: string;
  output: string;
  atSeconds: number;
  signal: AbortSignal;
  limits?: RunLimits;
}) {
  await run(
    options.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-ss',
      options.atSeconds.toFixed(2),
      // Our own MP4, read as one.
      ...inputOptions('mp4', options.input),
      '-frames:v',
      '1',
      '-vf',
      'scale=480:-2',
      '-q:v',
      '4',
      '-f',
      'image2',
      `file:${options.output}`,
    ],
    options.signal,
    options.limits ?? THUMBNAIL_LIMITS,
  );
}
