import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxListSchema } from '#shared/mail/outbox';
import { createMailer } from '#server/platform/mailer/mailer';
import type { Mailer } from '#server/platform/mailer/port';
import { createSmtpTransport } from '#server/platform/mailer/smtp-transport';
import { startFakeSmtp } from '../fakes/smtp/fake-smtp-server';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let smtpMailer: Mailer;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ JOB_POLL_MS: '100', MAIL_FROM: 'Mission Control <mc@example.com>' });
  // Delivery through the fake server, retried quickly (production waits 30 s and more between tries).
  smtpMailer = createMailer(t.database.db, t.jobs, {
    from: 'Mission Control <mc@example.com>',
    transport: createSmtpTransport(smtp.url),
    maxAttempts: 20,
    backoffMs: () => 150,
  });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('mail without SMTP: the outbox', () => {
  it('keeps each message once per idempotency key and shows the outbox to admins only', async () => {
    expect(t.mailer.name).toBe('outbox');
    const first = await t.mailer.send({
      to: 'staff@example.com',
      subject: 'Shift change',
      text: 'Your shift on Friday starts at 9.',
      idempotencyKey: 'shift-42',
    });
    const again = await t.mailer.send({
      to: 'staff@example.com',
      subject: 'Shift change',
      text: 'again',
      idempotencyKey: 'shift-42',
    });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      status: 'stored',
      transport: 'outbox',
      to: ['staff@example.com'],
      from: 'Mission Control <mc@example.com>',
    });

    const admin = await t.signIn('admin');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?limit=10',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    const { messages } = OutboxListSchema.parse(response.json());
    expect(messages.filter((message) => message.subject === 'Shift change')).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id: first.id, text: 'Your shift on Friday starts at 9.' });

    const associate = await t.signIn('associate');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(associate.token) })).statusCode,
    ).toBe(403);
    const badLimit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox?limit=0',
      headers: bearer(admin.token),
    });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json()).toEqual({ message: 'limit: limit must be at least 1', code: 'invalid' });
  });

  it('refuses bad recipients and header-breaking subjects', async () => {
    await expect(t.mailer.send({ to: 'not-an-address', subject: 'x', text: 'y' })).rejects.toThrow(
      'Not an e-mail address',
    );
    await expect(t.mailer.send({ to: 'a@example.com', subject: 'x\r\nBcc: b@example.com', text: 'y' })).rejects.toThrow(
      'Invalid subject',
    );
  });
});

describe('mail through SMTP', () => {
  it('reaches the SMTP server once, even when the same notice is sent twice', async () => {
    const sent = await smtpMailer.send({
      to: ['a@example.com', 'b@example.com'],
      subject: 'Label queue ready',
      text: 'Twelve labels are waiting.',
      idempotencyKey: 'labels-7',
    });
    await smtpMailer.send({
      to: 'a@example.com',
      subject: 'Label queue ready',
      text: 'dup',
      idempotencyKey: 'labels-7',
    });
    expect(sent.status).toBe('queued');
    await waitForOutbox(sent.id, 'sent');
    const delivered = smtp.received.filter((mail) => mail.raw.includes('Label queue ready'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ from: 'mc@example.com', to: ['a@example.com', 'b@example.com'] });
    expect(delivered[0]?.raw).toContain('Twelve labels are waiting.');
    expect(delivered[0]?.raw).toContain(`Message-ID: <${sent.id}@mission-control>`);
  });

  it('retries while the server is down and delivers once it is back', async () => {
    await smtp.stop();
    const sent = await smtpMailer.send({ to: 'c@example.com', subject: 'Retry me', text: 'Eventually.' });
    const failedOnce = await waitForOutbox(sent.id, 'queued', (message) => message.attempts >= 2);
    expect(failedOnce.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.received.some((mail) => mail.raw.includes('Retry me'))).toBe(false);
    await smtp.start();
    const delivered = await waitForOutbox(sent.id, 'sent');
    expect(delivered.attempts).toBeGreaterThanOrEqual(3);
    expect(delivered.lastError).toBeNull();
    expect(smtp.received.filter((mail) => mail.raw.includes('Retry me'))).toHaveLength(1);
  });

  it('is reported by /api/ready, which answers 503 naming the mailer while SMTP is down', async () => {
    const withSmtp = await createTestApp({ SMTP_URL: smtp.url });
    try {
      expect(withSmtp.mailer.name).toBe('smtp');
      const up = await withSmtp.app.inject({ method: 'GET', url: '/api/ready' });
      expect(up.statusCode).toBe(200);
      expect(up.json().checks).toContainEqual({ name: 'mailer', adapter: 'smtp', isUp: true });
      await smtp.stop();
      const down = await withSmtp.app.inject({ method: 'GET', url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'not ready', message: 'Not ready: mailer' });
      expect(down.body).not.toContain('127.0.0.1');
    } finally {
      await smtp.start();
      await withSmtp.close();
    }
    // A second app on its own database: slow to open on a busy machine.
  }, 90_000);
});

async function waitForOutbox(
  id: string,
  status: string,
  also: (message: Awaited<ReturnType<Mailer['listOutbox']>>[number]) => boolean = () => true,
) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const message = (await smtpMailer.listOutbox(200)).find((entry) => entry.id === id);
    if (message && message.status === status && also(message)) return message;
    if (Date.now() > deadline) throw new Error(`message ${id} is ${JSON.stringify(message)}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
