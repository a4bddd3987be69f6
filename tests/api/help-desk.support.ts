import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveFfmpegPath } from '#server/platform/video-host/ffmpeg';

export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'),
  Buffer.alloc(2_000, 32),
  Buffer.from('\n%%EOF\n'),
]);

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  body: Buffer | string;
}

export function multipart(parts: Part[]) {
  const boundary = '----mc-help-desk-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const fieldParts = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, body]) => ({ name, body }));

/** A one-second 160×120 test clip with sound, made by the same ffmpeg the app uses. */
export function makeClip(ext: 'mov' | 'mp4' | 'avi' | 'webm' | 'wmv', seconds = 1): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'mc-clip-'));
  try {
    const file = path.join(dir, `clip.${ext}`);
    execFileSync(resolveFfmpegPath(), [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc=duration=${seconds}:size=160x120:rate=10`,
      '-f',
      'lavfi',
      '-i',
      `sine=duration=${seconds}`,
      '-shortest',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
