import { describe, expect, it } from 'vitest';
import { CONNECTION_MONITOR_TESTS, connectionTestsFor } from '#shared/connections/connections';
import { EXPECTED as CONNECTIONS } from '../access/connections.access';
import { EXPECTED as LOCATIONS } from '../access/locations.access';

describe('the connection monitor runs only what the role may (ADR 069)', () => {
  it('declares for each test the access its route really has', () => {
    const expected = { ...CONNECTIONS, ...LOCATIONS };
    for (const test of CONNECTION_MONITOR_TESTS) expect(test.access).toBe(expected[`GET ${test.path}`]);
  });

  it('gives an admin all eight and an associate only those open to every signed-in user', () => {
    expect(connectionTestsFor('admin')).toHaveLength(8);
    expect(connectionTestsFor('associate').map((test) => test.path)).toEqual(['/api/locations']);
  });
});
