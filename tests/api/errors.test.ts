import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, ERROR_KINDS } from '#shared/http/api-error';
import { errorResponseOf, toHttpFailure } from '#server/http/error-handler';
import { HttpError, errorOfKind, kindOfStatus } from '#server/http/errors';
import { PlatformError } from '#server/platform/store-platform/port';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

describe('the one map from errors to answers', () => {
  it('gives every kind exactly one status, and each status back its kind', () => {
    const statuses = Object.values(ERROR_KINDS);
    expect(new Set(statuses).size).toBe(statuses.length);
    for (const [kind, status] of Object.entries(ERROR_KINDS)) {
      expect(kindOfStatus(status)).toBe(kind);
      expect(errorOfKind(kind as keyof typeof ERROR_KINDS, 'x').statusCode).toBe(status);
    }
  });

  it.each(['not_found', 'conflict', 'invalid', 'unavailable'] as const)(
    'answers a store-platform %s refusal with the same status as any other error of that kind',
    (kind) => {
      const answer = errorResponseOf(new PlatformError('refused', kind));
      expect(answer).toEqual({ status: ERROR_KINDS[kind], body: { message: 'refused', code: kind }, headers: {} });
      expect(toHttpFailure(new PlatformError('refused', kind)).statusCode).toBe(ERROR_KINDS[kind]);
    },
  );

  it('keeps a finer code when an area names one, and falls back to the kind otherwise', () => {
    expect(errorResponseOf(new HttpError(409, 'stale', {}, 'stale_edit'))?.body).toEqual({
      message: 'stale',
      code: 'stale_edit',
    });
    expect(errorResponseOf(new HttpError(429, 'slow down'))?.body.code).toBe('rate_limited');
    expect(errorResponseOf(new Error('select * from users'))).toBeNull();
    expect(toHttpFailure(new Error('select * from users'))).toMatchObject({ statusCode: 500, code: 'internal' });
  });
});

describe('errors on the wire', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.createSession(await t.createUser('associate'));
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/user', undefined, false, 401, 'unauthenticated'],
    ['POST', '/api/register', {}, true, 403, 'forbidden'],
    ['GET', '/api/type-tree/category/999999', undefined, true, 404, 'not_found'],
    ['POST', '/api/products/search', { term: 'x', type: 'colour' }, true, 400, 'invalid'],
    ['GET', '/api/no-such-route', undefined, true, 404, 'not_found'],
  ] as const)('%s %s answers %#: { message, code }', async (method, url, payload, isSignedIn, status, code) => {
    const response = await t.app.inject({
      method,
      url,
      headers: isSignedIn ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(status);
    const body = ApiErrorSchema.parse(response.json());
    expect(body.code).toBe(code);
    expect(body.message.length).toBeGreaterThan(0);
  });
});
