import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/server/db/schema/index';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.createSession(await t.createUser('associate'));
});
afterAll(() => t.close());

describe('GET /api/exceptions/employees', () => {
  it("answers the active employees' names, sorted, and leaves out those who left", async () => {
    await t.database.db
      .insert(employees)
      .values([
        { name: 'Zoe Park' },
        { name: 'Adam Reyes' },
        { name: 'Gone Away', isActive: false, endDate: '2026-01-31' },
      ]);
    const response = await t.app.inject({ method: 'GET', url: '/api/exceptions/employees', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['Adam Reyes', 'Zoe Park']);
  });
});
