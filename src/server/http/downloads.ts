import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { cleanFileName } from '#shared/files/clean-file-name';

/** Served files never run as a page of ours: no scripts, no plugins, no same-origin access. */
const FILE_CSP = "default-src 'none'; sandbox";

/**
 * `Content-Disposition` with the name safely encoded (RFC 6266 / 8187): an ASCII fallback in
 * `filename` and the exact UTF-8 name in `filename*`.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const clean = cleanFileName(name);
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Headers every download carries, whatever produced it. */
export function setDownloadHeaders(
  reply: FastifyReply,
  file: { name: string; contentType: string; disposition: 'attachment' | 'inline' },
) {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.disposition, file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP);
}

/** Sends bytes made by the server (an export) as a download named `filename`. */
export function sendDownload(
  reply: FastifyReply,
  download: { body: Buffer | Readable; filename: string; contentType: string },
) {
  setDownloadHeaders(reply, { name: download.filename, contentType: download.contentType, disposition: 'attachment' });
  return reply.send(download.body);
}

export type RangeAnswer =
  { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * One `bytes=` range of a file of `size` bytes (RFC 9110 §14). Several ranges, or a header we do
 * not understand, are answered with the whole file, which the RFC allows.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
