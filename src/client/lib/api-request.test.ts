import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-request';
import { getErrorMessage, getErrorStatus } from './error-message';

interface Sent {
  url: string;
  init: RequestInit;
}

function stubFetch(respond: () => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return respond();
  });
  return sent;
}

function stubStoredToken(token: string | null) {
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'auth_token' ? token : null) } });
}

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest (spec 01 §7–8)', () => {
  it('sends JSON with a Content-Type only when there is a body, and always sends credentials', async () => {
    stubStoredToken(null);
    const sent = stubFetch(() => json(200, { ok: true }));
    await apiRequest('POST', '/api/login', { username: 'a', password: 'b' });
    await apiRequest('GET', '/api/user');
    expect(sent[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":"a","password":"b"}',
    });
    expect(sent[1]?.init.headers).toEqual({});
    expect(sent[1]?.init.body).toBeUndefined();
    expect(sent[1]?.init.credentials).toBe('include');
  });

  it('adds the stored token as a bearer token', async () => {
    stubStoredToken('tok-123');
    const sent = stubFetch(() => json(200, {}));
    await apiRequest('GET', '/api/user');
    expect(sent[0]?.init.headers).toEqual({ Authorization: 'Bearer tok-123' });
  });

  it('adds call-specific headers such as the idempotency key', async () => {
    stubStoredToken('tok-123');
    const sent = stubFetch(() => json(201, { id: 1 }));
    await apiRequest('POST', '/api/products', { a: 1 }, { 'Idempotency-Key': 'k-1' });
    expect(sent[0]?.init.headers).toEqual({
      'Idempotency-Key': 'k-1',
      'Content-Type': 'application/json',
      Authorization: 'Bearer tok-123',
    });
  });

  it('turns a non-OK answer into "<status>: <body text>"', async () => {
    stubStoredToken(null);
    stubFetch(() => json(401, { message: 'Invalid username or password' }, 'Unauthorized'));
    const error = await apiRequest('POST', '/api/login', {}).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('401: {"message":"Invalid username or password"}');
    expect(getErrorMessage(error)).toBe('Invalid username or password');
    expect(getErrorStatus(error)).toBe(401);
  });

  it('falls back to the status text when the body is empty', async () => {
    stubStoredToken(null);
    stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = await apiRequest('GET', '/api/ready').catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('503: Service Unavailable');
    expect(getErrorMessage(error)).toBe('Service Unavailable');
  });
});

describe('getErrorMessage', () => {
  it('keeps a plain-text body and non-HTTP messages as they are', () => {
    expect(getErrorMessage(new Error('500: upstream broke'))).toBe('upstream broke');
    expect(getErrorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(getErrorStatus(new Error('Failed to fetch'))).toBeNull();
  });
});

describe('a session that ended (ADR 069)', () => {
  it('reports a 401 "unauthenticated" once per answer, and no other failure', async () => {
    const { onSessionEnded } = await import('./session-ended');
    stubStoredToken('t');
    let reports = 0;
    const stop = onSessionEnded(() => {
      reports += 1;
    });
    try {
      stubFetch(() => json(401, { message: 'Authentication required', code: 'unauthenticated' }));
      await expect(apiRequest('GET', '/api/schedule')).rejects.toThrow('401');
      expect(reports).toBe(1);
      // A wrong password at sign-in is a 401 too, but not the end of a session.
      stubFetch(() => json(401, { message: 'Invalid username or password', code: 'invalid_credentials' }));
      await expect(apiRequest('POST', '/api/login', {})).rejects.toThrow('401');
      stubFetch(() => json(403, { message: 'Admin access required', code: 'forbidden' }));
      await expect(apiRequest('GET', '/api/users')).rejects.toThrow('403');
      expect(reports).toBe(1);
    } finally {
      stop();
    }
  });
});
