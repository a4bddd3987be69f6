/**
 * The real server (`src/server/main.ts`) as a child process, for the reliability drills: started
 * as e2e starts it, on a database the drill prepared, with info logging so the drill can see what
 * the process is doing (every request is logged when it arrives and when it is answered).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '#shared/auth/schemas';

export const DRILL_ADMIN = { username: 'admin', password: 'Drill-Admin-Orbit-7391!' } as const;

interface LogLine {
  level?: number;
  msg?: string;
  reqId?: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Standard output and error so far (for failure messages). */
  output(): string;
  /** Every JSON log line written so far. */
  logs(): LogLine[];
  /** Resolves when the process has exited, with its code (null when a signal ended it) and signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();
const dataDirs: string[] = [];

/** SIGKILLs whatever a drill left running and removes the data directories; call in `afterAll`. */
export function killLeftovers() {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  running.clear();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Starts a server process and resolves once it listens (on a port of its own choosing). */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mc-drill-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: DRILL_ADMIN.username,
      ADMIN_PASSWORD: DRILL_ADMIN.password,
      DATA_DIR: dataDir,
      ...env,
    },
  });
  running.add(child);
  let output = '';
  let pending = '';
  const logs: LogLine[] = [];
  let onLine: (line: LogLine) => void = () => {};
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        const parsed = JSON.parse(line) as LogLine;
        logs.push(parsed);
        onLine(parsed);
      } catch {
        // Not a log line (e.g. the first-admin banner): kept in `output` only.
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    onLine = (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line.msg ?? '');
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening (code ${code}, signal ${signal}):\n${output}`));
    });
  });
  onLine = () => {};
  return { url, child, output: () => output, logs: () => logs, exited };
}

/** Signs in through POST /api/login; answers the session token. */
export async function signIn(url: string, credentials: { username: string; password: string } = DRILL_ADMIN) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as LoginResponse).token;
}

/** A JSON request with the session token; answers the status and the parsed body. */
export async function call<T = unknown>(
  url: string,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  route: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Fills a process's Shopify mirror as its first start would (the background sync is off under
 * NODE_ENV=test) and waits until it has finished: reads come from the mirror (ADR 065).
 */
export async function syncMirror(url: string, token: string, ms = 30_000) {
  const started = await call(url, token, 'POST', '/api/admin/catalogue-sync', {});
  if (started.status !== 202) throw new Error(`the mirror sync did not start: ${started.status}`);
  await waitUntil(
    async () => {
      const state = await call<{ status: string; lastFullSyncAt: string | null }>(
        url,
        token,
        'GET',
        '/api/admin/catalogue-sync',
      );
      if (state.body.status === 'failed') throw new Error('the mirror sync failed');
      return state.body.status === 'idle' && state.body.lastFullSyncAt !== null;
    },
    ms,
    'the mirror sync',
  );
}
