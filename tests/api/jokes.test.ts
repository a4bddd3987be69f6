import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jokesArea } from '#server/features/jokes/jokes.area';
import { SHIPPED_JOKES } from '#server/features/jokes/shipped-jokes';
import { JOKE_MESSAGES, JokeListSchema, JokeOfTheDaySchema } from '#shared/jokes/jokes';
import { bearer, createClock, createTestApp, HOUR, type TestApp } from '../support/test-app';

// 05:00 UTC on the 4th is still the 3rd in the stores' time zone (America/Chicago).
const clock = createClock(new Date('2026-03-04T05:00:00.000Z'));
let t: TestApp;
let associate: string;
let admin: string;
let adminUser: Awaited<ReturnType<TestApp['createUser']>>;
let associateUser: Awaited<ReturnType<TestApp['createUser']>>;
/** The clock moves by days here: fresh sessions outlive the idle timeout. */
const signInAgain = async () => {
  associate = await t.createSession(associateUser);
  admin = await t.createSession(adminUser);
};
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  associateUser = await t.createUser('associate');
  adminUser = await t.createUser('admin');
  await signInAgain();
});
afterAll(() => t.close());

const today = async (token = associate) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/jokes/today', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return JokeOfTheDaySchema.parse(response.json());
};
const list = async () =>
  JokeListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/jokes', headers: bearer(admin) })).json());

describe('the shipped jokes', () => {
  it('are at least 100, distinct, short and free of anything unfit for work', () => {
    expect(SHIPPED_JOKES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(SHIPPED_JOKES.map(([setup]) => setup.toLowerCase())).size).toBe(SHIPPED_JOKES.length);
    const unfit = /\b(sex|drunk|hell|damn|kill|dead|die|stupid|fat|ugly|virgin|naked|beer belly)\b/i;
    for (const [setup, punchline] of SHIPPED_JOKES) {
      expect(setup.length).toBeLessThanOrEqual(300);
      expect(punchline.length).toBeLessThanOrEqual(300);
      expect(`${setup} ${punchline}`).not.toMatch(unfit);
    }
  });
});

describe('GET /api/jokes/today', () => {
  it('answers 404 while there are no jokes, then the same joke all day for everyone, and the next one the next day', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/jokes/today', headers: bearer(associate) });
    expect(empty.statusCode).toBe(404);
    expect(await jokesArea.seed?.(t.database.db, { includeDemo: false, now: clock.now })).toBe(SHIPPED_JOKES.length);
    expect(await jokesArea.seed?.(t.database.db, { includeDemo: false, now: clock.now })).toBe(0);

    const first = await today();
    expect(first).toEqual({ setup: SHIPPED_JOKES[0]?.[0], punchline: SHIPPED_JOKES[0]?.[1] });
    clock.advance(HOUR / 2); // 23:30 in Chicago
    expect(await today(admin)).toEqual(first);
    clock.advance(2 * HOUR); // 01:30 on the 4th in Chicago: the next day
    const second = await today();
    expect(second).toEqual({ setup: SHIPPED_JOKES[1]?.[0], punchline: SHIPPED_JOKES[1]?.[1] });
    clock.advance(HOUR);
    await signInAgain();
    expect(await today(admin)).toEqual(second);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/jokes/today' })).statusCode).toBe(401);
  });
});

describe('admins add and retire jokes', () => {
  it('adds a joke (trimmed), refuses a duplicate and empty fields, and keeps associates out', async () => {
    const add = (payload: Record<string, unknown>, token = admin) =>
      t.app.inject({ method: 'POST', url: '/api/jokes', headers: bearer(token), payload });
    const added = await add({ setup: '  Why did the receipt smile? ', punchline: 'It was fully itemised.' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ setup: 'Why did the receipt smile?', isRetired: false });
    expect((await add({ setup: 'why did the receipt smile?', punchline: 'x' })).json()).toEqual({
      message: JOKE_MESSAGES.duplicate,
      code: 'duplicate_joke',
    });
    const blank = await add({ setup: ' ', punchline: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(JOKE_MESSAGES.setupRequired);
    expect((await add({ setup: 'a', punchline: 'b', extra: 1 })).statusCode).toBe(400);
    expect((await add({ setup: 'a', punchline: 'b' }, associate)).statusCode).toBe(403);
  });

  it("retires a joke so the rotation skips it, restores it, and keeps today's joke all day", async () => {
    const before = await list();
    expect(before.todayId).not.toBeNull();
    const todayText = await today();
    // Retire tomorrow's joke: the day after today shows the one after it.
    const tomorrowId = before.jokes.filter((joke) => !joke.isRetired)[2]?.id;
    const retired = await t.app.inject({
      method: 'POST',
      url: `/api/jokes/${tomorrowId}/retire`,
      headers: bearer(admin),
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({ id: tomorrowId, isRetired: true });
    expect(await today()).toEqual(todayText);
    clock.advance(24 * HOUR);
    await signInAgain();
    expect(await today()).toEqual({ setup: SHIPPED_JOKES[3]?.[0], punchline: SHIPPED_JOKES[3]?.[1] });

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/jokes/${tomorrowId}/restore`,
      headers: bearer(admin),
    });
    expect(restored.json()).toMatchObject({ isRetired: false });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/jokes/999999/retire', headers: bearer(admin) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/jokes/${tomorrowId}/retire`, headers: bearer(associate) }))
        .statusCode,
    ).toBe(403);
  });
});
