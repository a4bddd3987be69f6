import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES } from '#shared/stores';
import { seedLocations } from '#server/platform/store-platform/local/local-catalogue-seed';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/locations', () => {
  it('needs a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/locations' });
    expect(response.statusCode).toBe(401);
  });

  it('lists the store locations as {id, name} for any signed-in user', async () => {
    await seedLocations(testApp.database.db, STORES);
    const { token } = await testApp.signIn('associate');
    const response = await testApp.app.inject({ method: 'GET', url: '/api/locations', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ id: string; name: string }[]>();
    expect(body.map((location) => location.name)).toEqual([
      'Clayton',
      'Kirkwood',
      'Creve Coeur',
      'Olive Ovation - Ladue',
      'South Hampton - Spirit Wine & Craft',
      'Town & Country',
    ]);
    for (const location of body) {
      expect(Object.keys(location).sort()).toEqual(['id', 'name']);
      expect(location.id).toMatch(/^gid:\/\/shopify\/Location\/\d+$/);
    }
  });
});
