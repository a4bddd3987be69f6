import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '#server/db/schema/index';
import { startFakeSmtp } from '../fakes/smtp/fake-smtp-server';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, JOB_POLL_MS: '100', MAIL_FROM: 'Mission Control <mc@example.com>' });
  await t.app.ready();
  await t.database.db.insert(employees).values({ name: 'Dee Park' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('a sick day through SMTP', () => {
  it("reaches the store's recipients once, however often it is reported", async () => {
    const admin = await t.createSession(await t.createUser('admin'));
    const associate = await t.createSession(await t.createUser('associate'));
    await t.app.inject({
      method: 'PUT',
      url: '/api/schedule/recipients/NB',
      headers: bearer(admin),
      payload: { emails: ['nb-manager@example.com'] },
    });
    const payload = { employeeName: 'Dee Park', store: 'NB', date: '2026-04-01' };
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sick-day-notification',
        headers: bearer(associate),
        payload,
      });
      expect(response.statusCode).toBe(200);
    }
    const deadline = Date.now() + 20_000;
    while (!smtp.received.some((mail) => mail.raw.includes('Dee Park')) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    // Give a wrongly queued second message time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const delivered = smtp.received.filter((mail) => mail.raw.includes('Dee Park'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ to: ['nb-manager@example.com'] });
    expect(delivered[0]?.raw).toContain('Subject: Sick day: Dee Park on 2026-04-01');
    expect(delivered[0]?.raw).toContain('Creve Coeur (NB)');
  }, 60_000);
});
