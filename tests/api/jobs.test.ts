import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobViewSchema } from '#shared/jobs/job-view';
import { settleOrAccept } from '#server/http/job-reply';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let release = () => {};
const gate = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '100' });
  t.jobs.define('test.count', async (payload: { upTo: number; wait: boolean }, ctx) => {
    await ctx.progress(1, payload.upTo, 'Counting');
    if (payload.wait) await gate;
    return { counted: payload.upTo };
  });
  await t.app.ready();
});
afterAll(async () => {
  release();
  await t.close();
});

describe('GET /api/jobs/:id', () => {
  it('shows its owner the progress, then the result', async () => {
    const owner = await t.signIn('associate');
    const job = await t.jobs.enqueue('test.count', { upTo: 3, wait: true }, { ownerId: owner.id });
    let view: ReturnType<typeof JobViewSchema.parse> | null = null;
    for (let tries = 0; tries < 100; tries++) {
      const response = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: bearer(owner.token) });
      expect(response.statusCode).toBe(200);
      view = JobViewSchema.parse(response.json());
      if (view.progress) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(view).toEqual({
      id: job.id,
      kind: 'test.count',
      status: 'running',
      progress: { done: 1, total: 3 },
      message: 'Counting',
      result: null,
      error: null,
    });
    release();
    await t.jobs.waitFor(job.id, 5_000);
    const done = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: bearer(owner.token) });
    expect(done.json()).toMatchObject({ status: 'succeeded', result: { counted: 3 } });
  });

  it('hides other users’ jobs as if missing, but shows every job to an admin', async () => {
    const owner = await t.signIn('associate');
    const other = await t.signIn('associate');
    const admin = await t.signIn('admin');
    const job = await t.jobs.enqueue('test.count', { upTo: 1, wait: false }, { ownerId: owner.id });
    const asOther = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: bearer(other.token) });
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toEqual({ message: 'Job not found', code: 'not_found' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/00000000-0000-4000-8000-000000000000',
      headers: bearer(other.token),
    });
    expect(missing.json()).toEqual(asOther.json());
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: bearer(admin.token) });
    expect(asAdmin.statusCode).toBe(200);
    // A job without an owner (a system job) is for admins only.
    const system = await t.jobs.enqueue('test.count', { upTo: 1, wait: false });
    const systemAsUser = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${system.id}`,
      headers: bearer(owner.token),
    });
    expect(systemAsUser.statusCode).toBe(404);
  });

  it('refuses a malformed id and an anonymous caller', async () => {
    const user = await t.signIn('associate');
    const bad = await t.app.inject({ method: 'GET', url: '/api/jobs/..%2F..%2Fetc', headers: bearer(user.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'id: id must be a job id', code: 'invalid' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/jobs/00000000-0000-4000-8000-000000000000' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('settleOrAccept', () => {
  it('hands back a quick job finished, and a slow one as accepted', async () => {
    const quick = await t.jobs.enqueue('test.count', { upTo: 2, wait: false });
    expect(await settleOrAccept(t.jobs, quick, 5_000)).toMatchObject({
      isFinished: true,
      job: { status: 'succeeded', result: { counted: 2 } },
    });
    let hold = () => {};
    t.jobs.define('test.hold', () => new Promise<void>((resolve) => (hold = resolve)));
    const slow = await t.jobs.enqueue('test.hold', {});
    expect(await settleOrAccept(t.jobs, slow, 100)).toEqual({ isFinished: false, accepted: { jobId: slow.id } });
    hold();
  });
});
