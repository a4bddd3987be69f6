import { gzipSync } from 'node:zlib';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUpload, type UploadLimits } from '#server/http/uploads';
import { DELETE_EXPIRED_FILES } from '#server/platform/file-store/file-retention';
import { currentUser } from '#server/plugins/access';
import type { LoginResponse } from '#shared/auth/schemas';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: LoginResponse;
let other: LoginResponse;
let admin: LoginResponse;
let baseUrl: string;

const LIMITS: UploadLimits = { fileSize: 64 * 1024, files: 1, fields: 2, fieldSize: 100, parts: 3 };
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'),
  Buffer.alloc(2_000, 32),
]);

function multipart(parts: { name: string; filename?: string; type?: string; body: Buffer | string }[]) {
  const boundary = '----mc-test-boundary';
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

async function upload(token: string, parts: Parameters<typeof multipart>[0]) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/test-upload',
    payload,
    headers: { ...bearer(token), 'content-type': contentType },
  });
}

const spooled = () => (existsSync(t.files.spoolDir) ? readdirSync(t.files.spoolDir) : []);

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ? 'error' : 'silent' });
  // A route of the shape every upload route has: read with limits, store, clean up.
  t.app.post('/api/test-upload', { config: { access: 'user' } }, async (request, reply) => {
    const user = currentUser(request);
    const received = await readUpload(request, {
      limits: LIMITS,
      types: [
        { ext: 'pdf', mime: 'application/pdf' },
        { ext: 'csv', mime: 'text/csv', isText: true },
      ],
      spoolDir: t.files.spoolDir,
    });
    const [file] = received.files;
    if (!file) return reply.code(400).send({ message: 'file is required' });
    try {
      const stored = await t.files.save({
        source: { path: file.path },
        ownerId: user.id,
        purpose: 'test',
        name: file.filename,
        contentType: file.type.mime,
        visibility: received.fields.visibility === 'signed-in' ? 'signed-in' : 'owner',
        disposition: file.type.ext === 'pdf' ? 'inline' : 'attachment',
        expiresAt: received.fields.expired === '1' ? new Date(Date.now() - 1_000) : null,
      });
      await received.cleanUp();
      return reply.code(201).send({ id: stored.id, size: stored.size, name: stored.name });
    } finally {
      await received.cleanUp();
    }
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [owner, other, admin] = [await t.signIn('associate'), await t.signIn('associate'), await t.signIn('admin')];
});
afterAll(() => t.close());

describe('uploads and GET /api/files/:id', () => {
  it('stores a PDF and serves it to its owner inline, sandboxed, by range too', async () => {
    const created = await upload(owner.token, [
      { name: 'note', body: 'hello' },
      { name: 'pdf', filename: 'Résumé «final».pdf', type: 'application/pdf', body: PDF },
    ]);
    expect(created.statusCode).toBe(201);
    const { id, size, name } = created.json<{ id: string; size: number; name: string }>();
    expect({ size, name }).toEqual({ size: PDF.length, name: 'Résumé «final».pdf' });
    expect(spooled()).toEqual([]);

    const whole = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(owner.token) });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(PDF)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': `inline; filename="R_sum_ _final_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%C2%ABfinal%C2%BB.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'accept-ranges': 'bytes',
    });

    const head = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { ...bearer(owner.token), range: 'bytes=0-3' },
    });
    expect(head.statusCode).toBe(206);
    expect(head.body).toBe('%PDF');
    expect(head.headers['content-range']).toBe(`bytes 0-3/${PDF.length}`);
    const tail = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { ...bearer(owner.token), range: 'bytes=-5' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(PDF.subarray(PDF.length - 5))).toBe(true);
    const beyond = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}`,
      headers: { ...bearer(owner.token), range: `bytes=${PDF.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${PDF.length}`);

    // Over real HTTP, as a video player asks.
    const fetched = await fetch(`${baseUrl}/api/files/${id}`, {
      headers: { ...bearer(owner.token), range: 'bytes=5-9' },
    });
    expect(fetched.status).toBe(206);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PDF.subarray(5, 10))).toBe(true);
  });

  it('shows a file only to who may see it; others get the same 404 as for a missing file', async () => {
    const created = await upload(owner.token, [{ name: 'pdf', filename: 'private.pdf', body: PDF }]);
    const { id } = created.json<{ id: string }>();
    const asOther = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(other.token) });
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toEqual({ message: 'File not found', code: 'not_found' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/files/00000000-0000-4000-8000-000000000000',
      headers: bearer(other.token),
    });
    expect(missing.json()).toEqual(asOther.json());
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(admin.token) })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}` })).statusCode).toBe(401);

    const shared = await upload(owner.token, [
      { name: 'visibility', body: 'signed-in' },
      { name: 'csv', filename: 'list.csv', body: 'a,b\n1,2\n' },
    ]);
    const sharedId = shared.json<{ id: string }>().id;
    const asColleague = await t.app.inject({
      method: 'GET',
      url: `/api/files/${sharedId}`,
      headers: bearer(other.token),
    });
    expect(asColleague.statusCode).toBe(200);
    expect(asColleague.headers['content-disposition']).toBe(
      `attachment; filename="list.csv"; filename*=UTF-8''list.csv`,
    );
  });

  it('refuses a file whose content or name is not an accepted type (415), keeping nothing', async () => {
    const cases = [
      { name: 'pdf', filename: 'fake.pdf', body: Buffer.from('MZ\x90\x00 not a pdf', 'latin1') },
      { name: 'pdf', filename: 'script.html', body: PDF },
      { name: 'pdf', filename: 'data.csv', body: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]) },
    ];
    for (const part of cases) {
      const response = await upload(owner.token, [part]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: 'pdf: unsupported file type (expected pdf, csv)',
        code: 'unsupported_media_type',
      });
      expect(response.headers.connection).toBe('close');
    }
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      payload: { file: 'x' },
      headers: bearer(owner.token),
    });
    expect(notMultipart.statusCode).toBe(415);
    const { payload, contentType } = multipart([
      { name: 'pdf', filename: 'a.pdf', type: 'application/pdf', body: PDF },
    ]);
    const compressed = await t.app.inject({
      method: 'POST',
      url: '/api/test-upload',
      payload: gzipSync(payload),
      headers: { ...bearer(owner.token), 'content-type': contentType, 'content-encoding': 'gzip' },
    });
    expect(compressed.statusCode).toBe(415);
    expect(compressed.json()).toEqual({
      message: 'Compressed request bodies are not accepted (Content-Encoding: gzip)',
      code: 'unsupported_media_type',
    });
    expect(spooled()).toEqual([]);
  });

  it('refuses what is over a limit (413): a file, a field, too many files', async () => {
    const big = await upload(owner.token, [
      { name: 'pdf', filename: 'big.pdf', body: Buffer.concat([PDF, Buffer.alloc(LIMITS.fileSize)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'pdf: file too large', code: 'payload_too_large' });
    const longField = await upload(owner.token, [{ name: 'note', body: 'x'.repeat(101) }]);
    expect(longField.statusCode).toBe(413);
    expect(longField.json()).toEqual({ message: 'note: value too long', code: 'payload_too_large' });
    const twoFiles = await upload(owner.token, [
      { name: 'a', filename: 'a.pdf', body: PDF },
      { name: 'b', filename: 'b.pdf', body: PDF },
    ]);
    expect(twoFiles.statusCode).toBe(413);
    expect(spooled()).toEqual([]);
  });

  it('answers 413 to a streamed upload over the limit without reading it to the end', async () => {
    const { contentType } = multipart([]);
    const boundary = contentType.split('boundary=')[1];
    const total = 200 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024, 65);
    const outcome = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let status = 0;
      const request = http.request(`${baseUrl}/api/test-upload`, {
        method: 'POST',
        headers: { ...bearer(owner.token), 'content-type': contentType, 'transfer-encoding': 'chunked' },
      });
      request.on('response', (response) => {
        status = response.statusCode ?? 0;
        response.resume();
        response.on('end', () => resolve({ status, sent }));
      });
      request.on('error', (error) => (status ? resolve({ status, sent }) : reject(error)));
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="huge.pdf"\r\n\r\n`);
      request.write(PDF);
      const pump = () => {
        while (!status && sent < total) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        if (!status) request.end();
      };
      pump();
    });
    expect(outcome.status).toBe(413);
    // The server answered and closed the connection long before the 200 MB were sent.
    expect(outcome.sent).toBeLessThan(32 * 1024 * 1024);

    // With the size declared up front, the body is not read at all.
    const declared = await fetch(`${baseUrl}/api/test-upload`, {
      method: 'POST',
      headers: { ...bearer(owner.token), 'content-type': contentType, 'content-length': String(total) },
      body: new ReadableStream({ pull: (controller) => controller.enqueue(new Uint8Array(chunk)) }),
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    expect(declared instanceof Response ? declared.status : 413).toBe(413);
    expect(spooled()).toEqual([]);
  });

  it('never reads or writes outside its own folder', async () => {
    const dataDir = path.dirname(t.files.spoolDir);
    const created = await upload(owner.token, [{ name: 'pdf', filename: '../../../../evil.pdf', body: PDF }]);
    expect(created.json()).toMatchObject({ name: 'evil.pdf' });
    expect(existsSync(path.join(dataDir, '..', 'evil.pdf'))).toBe(false);
    expect(existsSync(path.resolve('/evil.pdf'))).toBe(false);
    for (const url of ['/api/files/..%2F..%2Fetc%2Fpasswd', '/api/files/%2e%2e', '/api/files/../../package.json']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('mission-control');
    }
  });

  it('serves no expired file and deletes expired files through the retention job', async () => {
    const created = await upload(owner.token, [
      { name: 'expired', body: '1' },
      { name: 'pdf', filename: 'old.pdf', body: PDF },
    ]);
    const { id } = created.json<{ id: string }>();
    // Past its expiry a file is served to nobody, even before the job deletes it (ADR 068).
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(owner.token) })).statusCode,
    ).toBe(404);
    const job = await t.jobs.enqueue(DELETE_EXPIRED_FILES, {}, { key: 'every' });
    expect(await t.jobs.waitFor(job.id, 10_000)).toMatchObject({ status: 'succeeded', result: { deleted: 1 } });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(owner.token) })).statusCode,
    ).toBe(404);
  });
});
