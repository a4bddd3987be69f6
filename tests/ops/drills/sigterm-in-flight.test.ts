/**
 * Drill: SIGTERM while 200 requests are in flight. Every request the server had accepted is
 * answered 2xx (none reset, none refused), its effect is in the database, and the process exits 0.
 *
 * Each request sends its headers and half its body, then waits: the server has accepted all 200
 * (it logs each on arrival) and none can be answered yet. SIGTERM goes out, and only once the
 * server says it is shutting down do the clients send the rest of their bodies. So all 200 are
 * genuinely in flight at the signal, whatever the load on the machine — a CPU-bound route
 * (scrypt) made the timing depend on how busy the test machine was.
 */
import { request, Agent } from 'node:http';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareProcessDatabase } from '../../support/test-database';
import { killLeftovers, signIn, startServer, waitUntil } from './support/server-process';

const REQUESTS = 200;

afterAll(killLeftovers);

interface Pending {
  /** Sends the rest of the body. */
  finish(): void;
  answer: Promise<{ status: number; body: string }>;
}

/** POST /api/jokes with the first half of its body sent; the rest waits for `finish`. */
function startRequest(url: string, token: string, agent: Agent, index: number): Pending {
  const body = Buffer.from(JSON.stringify({ setup: `Drill joke ${index}?`, punchline: `Answer ${index}.` }));
  const half = Math.floor(body.length / 2);
  let finish = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    const req = request(
      `${url}/api/jokes`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': String(body.length),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', (error) => resolve({ status: 0, body: String(error) }));
      },
    );
    // Status 0: the connection was refused or reset.
    req.on('error', (error) => resolve({ status: 0, body: String(error) }));
    req.flushHeaders();
    req.write(body.subarray(0, half));
    finish = () => req.end(body.subarray(half));
  });
  return { finish, answer };
}

describe.skipIf(!process.env.DATABASE_URL)('drill: SIGTERM with 200 requests in flight', () => {
  it('answers every accepted request, keeps its effect and exits 0', async () => {
    const database = await prepareProcessDatabase();
    // One connection per request, as 200 browsers would have.
    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    try {
      const server = await startServer(database.env);
      const token = await signIn(server.url);
      const count = (message: string) => server.logs().filter((line) => line.msg === message).length;
      const receivedBefore = count('incoming request');

      const pending = Array.from({ length: REQUESTS }, (_, index) => startRequest(server.url, token, agent, index));
      await waitUntil(
        () => count('incoming request') - receivedBefore >= REQUESTS,
        60_000,
        'the server to accept every request',
      );
      server.child.kill('SIGTERM');
      await waitUntil(
        () => count('shutting down: finishing in-flight requests') > 0,
        10_000,
        'the server to start shutting down',
      );
      // A new connection now is refused: the listener is closed (or closing: 503).
      const late = await fetch(`${server.url}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      expect([0, 503]).toContain(late);

      for (const request of pending) request.finish();
      const results = await Promise.all(pending.map((request) => request.answer));
      const exit = await server.exited;

      const failed = results.filter((result) => result.status !== 201);
      expect(failed, 'answers other than 201 (status 0: the connection failed)').toEqual([]);
      expect(exit, server.output().slice(-2_000)).toEqual({ code: 0, signal: null });

      // What each answer promised was written before the database closed.
      const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ count: string }>(
          `select count(*) from jokes where setup like 'Drill joke %'`,
        );
        expect(Number(rows[0]?.count)).toBe(REQUESTS);
      } finally {
        await client.end();
      }
    } finally {
      agent.destroy();
      await database.cleanUp();
    }
  }, 120_000);
});
