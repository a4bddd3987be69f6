import http from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '#shared/auth/schemas';
import type { HelpDeskCategory, HelpDeskEntry } from '#shared/help-desk/entries';
import { HELP_DESK_MESSAGES as M } from '#shared/help-desk/messages';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { PDF, fieldParts, multipart, type Part } from './help-desk.support';

let t: TestApp;
let admin: LoginResponse;
let staff: LoginResponse;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [admin, staff] = [await t.signIn('admin', 'hd.admin'), await t.signIn('associate', 'hd.staff')];
});
afterAll(() => t.close());

const spooled = () => (existsSync(t.files.spoolDir) ? readdirSync(t.files.spoolDir) : []);

async function send(method: 'POST' | 'PUT', url: string, parts: Part[], token = admin.token) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({ method, url, payload, headers: { ...bearer(token), 'content-type': contentType } });
}

const create = (fields: Record<string, string>, extra: Part[] = [], token = admin.token) =>
  send('POST', '/api/helpdesk/create', [...fieldParts(fields), ...extra], token);

const entries = async (category: string, search?: string, token = staff.token) => {
  const query = new URLSearchParams({ category, ...(search === undefined ? {} : { search }) });
  const response = await t.app.inject({ method: 'GET', url: `/api/helpdesk/entries?${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<HelpDeskEntry[]>();
};

describe('help desk entries', () => {
  it('creates entries (admins only) and lists them by category, ordered by sortOrder then question', async () => {
    const refused = await create({ category: 'POS', question: 'Q', answer: 'A' }, [], staff.token);
    expect(refused.statusCode).toBe(403);

    const first = await create({
      category: 'POS',
      question: 'Zebra printer jams',
      answer: 'Open the lid.\nPull gently.',
      sortOrder: '1',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      category: 'POS',
      question: 'Zebra printer jams',
      answer: 'Open the lid.\nPull gently.',
      videoUrl: null,
      linkUrl: null,
      pdfAttachment: null,
      createdBy: 'hd.admin',
      sortOrder: 1,
    });
    await create({ category: 'POS', question: 'Beta question', answer: 'b', sortOrder: '1' });
    await create({ category: 'POS', question: 'Last one', answer: 'c', sortOrder: '9' });
    await create({ category: 'POS', question: 'First one', answer: 'd' });
    await create({
      category: 'Café Corner',
      question: 'Où est le café?',
      answer: 'Dans la cuisine <script>alert(1)</script>',
      linkUrl: 'https://example.com/coffee',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });

    expect((await entries('POS')).map((entry) => entry.question)).toEqual([
      'First one',
      'Beta question',
      'Zebra printer jams',
      'Last one',
    ]);
    const categories = await t.app.inject({
      method: 'GET',
      url: '/api/helpdesk/categories',
      headers: bearer(staff.token),
    });
    expect(categories.json<HelpDeskCategory[]>()).toEqual([
      { name: 'Café Corner', count: 1 },
      { name: 'POS', count: 4 },
    ]);
    const [cafe] = await entries('Café Corner');
    // Stored and answered as text, never as HTML.
    expect(cafe).toMatchObject({
      answer: 'Dans la cuisine <script>alert(1)</script>',
      linkUrl: 'https://example.com/coffee',
    });
  });

  it('searches question and answer text, case- and accent-insensitively, every word', async () => {
    expect((await entries('Café Corner', 'CAFE')).length).toBe(1);
    expect((await entries('Café Corner', 'cuisíne')).length).toBe(1);
    expect((await entries('Café Corner', 'ou cuisine')).length).toBe(1);
    expect((await entries('Café Corner', 'cafe printer')).length).toBe(0);
    expect((await entries('POS', 'PULL gently')).map((entry) => entry.question)).toEqual(['Zebra printer jams']);
    expect((await entries('POS', '%')).length).toBe(0);
    expect((await entries('POS', '_')).length).toBe(0);
    expect((await entries('POS', '   ')).length).toBe(4);
    expect(await entries('Nobody', 'x')).toEqual([]);
  });

  it("refuses what the spec refuses, with the spec's messages", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ question: 'q', answer: 'a' }, M.categoryRequired],
      [{ category: '  ', question: 'q', answer: 'a' }, M.categoryRequired],
      [{ category: 'POS', answer: 'a' }, M.questionRequired],
      [{ category: 'POS', question: 'q', answer: '' }, M.answerRequired],
      [
        { category: 'POS', question: 'q', answer: 'a', linkUrl: 'javascript:alert(1)' },
        'Link URL must be a web address',
      ],
      [{ category: 'POS', question: 'q', answer: 'a', videoUrl: 'ftp://x' }, 'Video URL must be a web address'],
      [{ category: 'POS', question: 'q', answer: 'a', sortOrder: '-1' }, 'Sort order must be a whole number'],
      [{ category: 'POS', question: 'q', answer: 'a', sortOrder: '99999999' }, 'Sort order must be at most'],
      [{ category: 'POS', question: 'q', answer: 'a', extra: 'x' }, 'Unrecognized key'],
      [{ category: 'PO\u0007S', question: 'q', answer: 'a' }, 'control characters'],
    ];
    for (const [fields, message] of cases) {
      const response = await create(fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(spooled()).toEqual([]);
  });

  it('stores a PDF checked by its bytes and serves it inline, sandboxed, to signed-in users only', async () => {
    const renamed = await create({ category: 'POS', question: 'Fake', answer: 'x' }, [
      {
        name: 'pdf',
        filename: 'manual.pdf',
        type: 'application/pdf',
        body: Buffer.from('MZ\x90\x00 not a pdf at all'),
      },
    ]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json<{ message: string }>().message).toBe(M.invalidPdf);
    const wrongName = await create({ category: 'POS', question: 'Fake', answer: 'x' }, [
      { name: 'pdf', filename: 'manual.exe', body: PDF },
    ]);
    expect(wrongName.json<{ message: string }>().message).toBe(M.invalidPdf);

    const created = await create({ category: 'Manuals', question: 'Till manual', answer: 'See the PDF.' }, [
      { name: 'pdf', filename: 'Till «manual».pdf', type: 'application/pdf', body: PDF },
    ]);
    expect(created.statusCode).toBe(201);
    const entry = created.json<HelpDeskEntry>();
    expect(entry.pdfAttachment).toMatchObject({ filename: 'Till «manual».pdf', size: PDF.length });
    const url = entry.pdfAttachment?.url ?? '';
    const served = await t.app.inject({ method: 'GET', url, headers: bearer(staff.token) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(served.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(spooled()).toEqual([]);
  });

  it('refuses an oversize PDF before reading it to the end', async () => {
    const { contentType } = multipart([]);
    const boundary = contentType.split('boundary=')[1];
    const total = 200 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024, 32);
    const outcome = await new Promise<{ status: number; sent: number; body: string }>((resolve, reject) => {
      let sent = 0;
      let status = 0;
      let body = '';
      const request = http.request(`${baseUrl}/api/helpdesk/create`, {
        method: 'POST',
        headers: { ...bearer(admin.token), 'content-type': contentType, 'transfer-encoding': 'chunked' },
      });
      request.on('response', (response) => {
        status = response.statusCode ?? 0;
        response.on('data', (data: Buffer) => (body += data.toString()));
        response.on('end', () => resolve({ status, sent, body }));
      });
      request.on('error', (error) => (status ? resolve({ status, sent, body }) : reject(error)));
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
    expect(JSON.parse(outcome.body)).toMatchObject({ message: M.pdfTooLarge });
    expect(outcome.sent).toBeLessThan(48 * 1024 * 1024);
    expect(spooled()).toEqual([]);
  });

  it('edits an entry (replacing or removing its PDF) and deletes it, admins only', async () => {
    const created = (
      await create({ category: 'Edit', question: 'Old question', answer: 'old' }, [
        { name: 'pdf', filename: 'a.pdf', body: PDF },
      ])
    ).json<HelpDeskEntry>();
    const oldPdf = created.pdfAttachment?.fileId ?? '';
    const url = `/api/helpdesk/entries/${created.id}`;

    expect(
      (await send('PUT', url, fieldParts({ category: 'Edit', question: 'x', answer: 'y' }), staff.token)).statusCode,
    ).toBe(403);
    const edited = await send('PUT', url, [
      ...fieldParts({ category: 'Edit', question: 'New question', answer: 'Crème brûlée', sortOrder: '3' }),
      { name: 'pdf', filename: 'b.pdf', body: PDF },
    ]);
    expect(edited.statusCode).toBe(200);
    const after = edited.json<HelpDeskEntry>();
    expect(after).toMatchObject({ question: 'New question', sortOrder: 3, pdfAttachment: { filename: 'b.pdf' } });
    expect(await t.files.find(oldPdf)).toBeNull();
    expect((await entries('Edit', 'creme brulee')).length).toBe(1);

    const removed = await send(
      'PUT',
      url,
      fieldParts({ category: 'Edit', question: 'New question', answer: 'a', removePdf: 'true' }),
    );
    expect(removed.json<HelpDeskEntry>().pdfAttachment).toBeNull();

    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(staff.token) })).statusCode).toBe(403);
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: bearer(admin.token) });
    expect(deleted.statusCode).toBe(200);
    expect(await entries('Edit')).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(admin.token) })).statusCode).toBe(404);
    expect((await send('PUT', url, fieldParts({ category: 'E', question: 'q', answer: 'a' }))).statusCode).toBe(404);
  });

  it('refreshes the Q&A (admins) and reports on its table', async () => {
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/helpdesk/refresh',
      headers: bearer(admin.token),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<{ count: number }>().count).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/helpdesk/refresh', headers: bearer(staff.token) })).statusCode,
    ).toBe(403);
    const test = await t.app.inject({
      method: 'GET',
      url: '/api/helpdesk/test-connection',
      headers: bearer(admin.token),
    });
    expect(test.json()).toMatchObject({ connected: true });
    const video = await t.app.inject({
      method: 'GET',
      url: '/api/youtube/test-connection',
      headers: bearer(admin.token),
    });
    expect(video.json()).toMatchObject({ connected: true });
  });

  it('needs a sign-in to read and a category to list', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/helpdesk/categories' })).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'GET', url: '/api/helpdesk/entries', headers: bearer(staff.token) });
    expect(missing.statusCode).toBe(400);
  });
});
