import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionTestResult } from '#shared/connections/connections';
import { CONNECTION_CHECKS } from '#server/features/connections/connection-checks';
import { createConnectionsService } from '#server/features/connections/connections.service';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
let admin: string;

const check = (url: string, token = admin) => testApp.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  testApp = await createTestApp();
  admin = (await testApp.signIn('admin')).token;
});

afterAll(async () => {
  await testApp.close();
});

describe('connection test routes', () => {
  it('reports the records database as connected', async () => {
    const response = await check('/api/airtable/test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      connected: true,
      message: 'Records database is connected',
      service: 'Records database',
    });
  });

  it('answers every listed check as 200 connected or 503 with a reason, for admins only', async () => {
    const { token } = await testApp.signIn('associate');
    for (const [url, { service }] of Object.entries(CONNECTION_CHECKS)) {
      const response = await check(url);
      const body = response.json<ConnectionTestResult>();
      expect([200, 503], url).toContain(response.statusCode);
      expect(body.connected, url).toBe(response.statusCode === 200);
      expect(body.message, url).toBe(body.connected ? `${service} is connected` : `${service} is not set up yet`);
      expect((await check(url, token)).statusCode).toBe(403);
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('connections service', () => {
  const subsystem = { service: 'Test subsystem', tables: ['connection_probe_items'] };

  it('reports a subsystem whose tables are missing as not set up, then connected once they exist', async () => {
    const connections = createConnectionsService(testApp.database.db);
    expect(await connections.test(subsystem)).toEqual({
      status: 503,
      body: { connected: false, message: 'Test subsystem is not set up yet', service: 'Test subsystem' },
    });
    await testApp.database.db.execute(sql`create table connection_probe_items (id int)`);
    expect(await connections.test(subsystem)).toEqual({
      status: 200,
      body: { connected: true, message: 'Test subsystem is connected', service: 'Test subsystem' },
    });
  });

  it('reports a table that fails to read as not answering', async () => {
    await testApp.database.db.execute(
      sql`create view connection_probe_broken as select x from generate_series(1, 1) x where 1 / (x - 1) = 0`,
    );
    const connections = createConnectionsService(testApp.database.db);
    expect(await connections.test({ service: 'Broken subsystem', tables: ['connection_probe_broken'] })).toEqual({
      status: 503,
      body: { connected: false, message: 'Broken subsystem is not answering', service: 'Broken subsystem' },
    });
  });

  it('reports the image and critic queues down when the store platform does not answer', async () => {
    const down = { connected: false, adapter: 'shopify', message: 'connect ECONNREFUSED' };
    const connections = createConnectionsService(testApp.database.db, {
      storePlatform: { checkConnection: () => Promise.resolve(down) },
    });
    for (const url of ['/api/image-review/test', '/api/critic-reviews/test-connection'] as const) {
      const { service } = CONNECTION_CHECKS[url];
      expect(await connections.test(CONNECTION_CHECKS[url]), url).toEqual({
        status: 503,
        body: { connected: false, message: `${service} (shopify) is not answering`, service },
      });
    }
    const up = createConnectionsService(testApp.database.db, {
      storePlatform: { checkConnection: () => Promise.resolve({ ...down, connected: true }) },
    });
    expect((await up.test(CONNECTION_CHECKS['/api/image-review/test'])).status).toBe(200);
  });
});
