import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentQuiz, PublicQuiz } from '#shared/quizzes/schemas';
import { bearer, createTestApp, TEST_PASSWORD, type TestApp } from '../support/test-app';

/**
 * The answers that let the client visit its screens without a console error (ADRs 053, 054):
 * the readable sign-in hint, and the active quiz asked as "current" (null while there is none).
 */
let t: TestApp;
let admin: string;
let maria: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token: admin } = await t.signIn('admin', 'a11y-admin'));
  ({ token: maria } = await t.signIn('associate', 'a11y-maria'));
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('the sign-in hint cookie', () => {
  it('is set beside the session at sign-in, readable by the page, and names no one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'a11y-maria', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name === 'mc_session');
    const hint = response.cookies.find((cookie) => cookie.name === 'mc_signed_in');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', maxAge: session?.maxAge });
    expect(hint).not.toHaveProperty('httpOnly');
  });

  it('is cleared at logout', async () => {
    const { token } = await t.signIn('associate', 'a11y-leaving');
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'mc_signed_in')).toMatchObject({ value: '' });
  });

  it('grants nothing: the hint alone is still signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: 'mc_signed_in=1' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/quizzes/current', () => {
  it('needs a session', async () => {
    expect((await get('/api/quizzes/current')).statusCode).toBe(401);
  });

  it('answers 200 null while no quiz is active, where /api/quizzes/active answers 404', async () => {
    const response = await get('/api/quizzes/current', maria);
    expect(response.statusCode).toBe(200);
    expect(response.json<CurrentQuiz>()).toBeNull();
    expect((await get('/api/quizzes/active', maria)).statusCode).toBe(404);
  });

  it('answers the active quiz, as /api/quizzes/active does, without the answers', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/quizzes',
      headers: bearer(admin),
      payload: {
        title: 'Reading Labels',
        videoId: 'M7lc1UVf-VE',
        questions: [{ text: 'Is it legible?', options: ['Yes', 'No', 'Almost', 'Never'], correctAnswerIndex: 0 }],
      },
    });
    expect(created.statusCode).toBe(201);
    const current = await get('/api/quizzes/current', maria);
    expect(current.statusCode).toBe(200);
    expect(current.json<PublicQuiz>()).toEqual((await get('/api/quizzes/active', maria)).json<PublicQuiz>());
    expect(current.json<PublicQuiz>().title).toBe('Reading Labels');
    expect(current.body).not.toContain('correctAnswerIndex');
  });
});
