import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareProcessDatabase } from '../support/test-database';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

function startWorker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/platform/support/job-drill-worker.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a worker killed with SIGKILL mid-job', () => {
  it('leaves the job to the next process, which finishes it exactly once', async () => {
    const database = await prepareProcessDatabase();
    const dir = mkdtempSync(path.join(tmpdir(), 'mc-drill-'));
    const log = path.join(dir, 'runs.log');
    const readLog = () => (existsSync(log) ? readFileSync(log, 'utf8') : '');
    try {
      const first = startWorker({ ...database.env, DRILL_LOG: log, DRILL_HANG: '1', DRILL_ENQUEUE: '1' });
      await waitFor(() => readLog().includes('start'), 60_000, 'the first run to start');
      const jobId = /queued (\S+)/.exec(first.output())?.[1] ?? '';
      expect(jobId).not.toBe('');
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();

      const second = startWorker({ ...database.env, DRILL_LOG: log, DRILL_JOB_ID: jobId });
      expect(await second.exited).toBe(0);
      const finished = JSON.parse(second.output().trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
      expect(finished).toMatchObject({
        id: jobId,
        status: 'succeeded',
        attempts: 2,
        result: { counted: 5 },
        progress: { done: 5, total: 5 },
      });
      const lines = readLog().trim().split('\n');
      expect(lines).toEqual([
        `start ${first.child.pid} attempt 1`,
        `start ${second.child.pid} attempt 2`,
        `done ${second.child.pid}`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await database.cleanUp();
    }
  }, 180_000);
});
