import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from './errors';
import { encodedBodyRefusal } from './json-body';

/** Every limit is the route's to set: @fastify/multipart bounds each file but not a request's total. */
export interface UploadLimits {
  /** Bytes per file. */
  fileSize: number;
  files: number;
  /** Non-file fields. */
  fields: number;
  /** Bytes per non-file field. */
  fieldSize: number;
  /** Files and fields together. */
  parts: number;
}

/** A type a route accepts: the extension the name must end with and what the content must be. */
export interface AcceptedType {
  ext: string;
  mime: string;
  /** Text formats (CSV) have no magic bytes: the content must be UTF-8 without NUL bytes instead. */
  isText?: boolean;
}

export interface UploadedFile {
  field: string;
  /** The client's name for it, as sent: clean it before showing or storing (the file store does). */
  filename: string;
  /** The spooled bytes; removed by `cleanUp`. */
  path: string;
  size: number;
  sha256: string;
  type: AcceptedType;
}

export interface Upload {
  fields: Record<string, string>;
  files: UploadedFile[];
  /** Removes the spooled files: call in `finally` once they are stored. */
  cleanUp(): Promise<void>;
}

export const UPLOAD_MESSAGES = {
  notMultipart: 'Expected a multipart/form-data upload',
  tooLarge: 'Upload too large',
  fileTooLarge: (field: string) => `${field}: file too large`,
  fieldTooLarge: (field: string) => `${field}: value too long`,
  tooManyParts: 'Too many files or fields in the upload',
  malformed: 'Malformed multipart upload',
  wrongType: (field: string, exts: string) => `${field}: unsupported file type (expected ${exts})`,
} as const;

// A refused upload closes its connection: the rest of the body is never read.
const refuse = (status: number, message: string) => new HttpError(status, message, { connection: 'close' });

/** Room for multipart boundaries and part headers on top of the parts themselves. */
const ENVELOPE_BYTES = 64 * 1024;

/** Registers the multipart parser with limits that refuse anything a route did not ask for. */
export async function installUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: 1, files: 0, fields: 0, fieldSize: 1, parts: 0, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
}

/**
 * Reads a multipart request, spooling each file to `spoolDir` while enforcing the limits as it
 * streams (a declared Content-Length over the total is refused before any byte is read). Each
 * file's extension and content must both be one of `types` (415 otherwise); over a limit is 413.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { limits: UploadLimits; types: readonly AcceptedType[]; spoolDir: string },
): Promise<Upload> {
  const { limits, types, spoolDir } = options;
  if (!request.isMultipart()) throw refuse(415, UPLOAD_MESSAGES.notMultipart);
  const encoded = encodedBodyRefusal(request);
  if (encoded) throw refuse(encoded.statusCode, encoded.message);
  const maxBytes = limits.fileSize * limits.files + limits.fieldSize * limits.fields + ENVELOPE_BYTES;
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > maxBytes) throw refuse(413, UPLOAD_MESSAGES.tooLarge);

  // No prototype: a field named `__proto__` or `constructor` is just a field.
  const fields = Object.create(null) as Record<string, string>;
  const files: UploadedFile[] = [];
  const cleanUp = async () => {
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
  };
  try {
    await mkdir(spoolDir, { recursive: true });
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw refuse(413, UPLOAD_MESSAGES.fieldTooLarge(part.fieldname));
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const type = types.find((candidate) => part.filename.toLowerCase().endsWith(`.${candidate.ext}`));
      const expected = types.map((candidate) => candidate.ext).join(', ');
      if (!type) throw refuse(415, UPLOAD_MESSAGES.wrongType(part.fieldname, expected));
      const spooled = path.join(spoolDir, `${randomUUID()}.upload`);
      const hash = createHash('sha256');
      let size = 0;
      const file: UploadedFile = {
        field: part.fieldname,
        filename: part.filename,
        path: spooled,
        size,
        sha256: '',
        type,
      };
      files.push(file);
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      // Busboy would go on reading (and dropping) the rest of an over-size file until its part
      // ends; failing at the limit lets the answer go out and the connection close at once.
      const tooLarge = refuse(413, UPLOAD_MESSAGES.fileTooLarge(part.fieldname));
      part.file.once('limit', () => part.file.destroy(tooLarge));
      await pipeline(part.file, count, createWriteStream(spooled)).catch((error: unknown) => {
        throw part.file.truncated ? tooLarge : error;
      });
      if (part.file.truncated) throw tooLarge;
      file.size = size;
      file.sha256 = hash.digest('hex');
      if (!(await contentMatches(spooled, type)))
        throw refuse(415, UPLOAD_MESSAGES.wrongType(part.fieldname, expected));
    }
  } catch (error) {
    await cleanUp();
    throw toUploadError(error);
  }
  return { fields, files, cleanUp };
}

/** @fastify/multipart's own limit errors, with the connection closed like ours. */
function toUploadError(error: unknown) {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(413, UPLOAD_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return refuse(413, UPLOAD_MESSAGES.tooManyParts);
  }
  // Busboy's own parse errors (no boundary, a cut-off body, a broken part header) are the sender's.
  if (
    error instanceof Error &&
    /^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header)/.test(error.message)
  ) {
    return refuse(400, UPLOAD_MESSAGES.malformed);
  }
  return error;
}

const SNIFF_BYTES = 64 * 1024;

async function contentMatches(filePath: string, type: AcceptedType): Promise<boolean> {
  const handle = await open(filePath, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (type.isText) return isUtf8Text(head, head.length === SNIFF_BYTES);
  const sniffed = await fileTypeFromBuffer(head);
  return sniffed?.mime === type.mime;
}

/** UTF-8 without NUL bytes; a character cut by the end of a partial read is allowed. */
function isUtf8Text(bytes: Buffer, isPartial: boolean) {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: isPartial });
    return true;
  } catch {
    return false;
  }
}
