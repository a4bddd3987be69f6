/**
 * What the benches share: the bench server in its own process, the headers a browser sends, the
 * client build, and the marked sections of bench/RESULTS.md that each bench replaces with its own.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildServer, serverNodeFlags } from '../scripts/build-server.mjs';

export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));
export const RESULTS_FILE = fileURLToPath(new URL('./RESULTS.md', import.meta.url));
export const CLIENT_DIR = path.join(ROOT_DIR, 'dist', 'client');

export interface BenchServers {
  appPort: number;
  barePort: number;
  /** A signed-in associate's session token. */
  token: string;
  engine: string;
  /** Users who sign in with this password (`BENCH_LOGIN_USERS`). */
  login: { usernames: string[]; password: string };
  /** Ends the server process and waits for it (it closes its database first). */
  stop: () => Promise<void>;
}

/**
 * The bench server built as `npm start` builds the server (scripts/build-server.mjs, ADR 059), so it
 * runs on plain Node as production does, not through the TypeScript loader.
 */
const buildBenchServer = () =>
  buildServer(
    fileURLToPath(new URL('./bench-server.ts', import.meta.url)),
    path.join(ROOT_DIR, 'dist', 'bench', 'bench-server.js'),
  );

/** Starts bench/bench-server.ts with these variables added to the environment (see its header). */
export async function startServers(env: Record<string, string> = {}): Promise<BenchServers> {
  // BENCH_NODE_FLAGS (space-separated) tries other heap settings than package.json's.
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? serverNodeFlags();
  const child = spawn(process.execPath, [...flags, await buildBenchServer()], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const ports = JSON.parse(line) as Omit<BenchServers, 'stop'>;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { ...ports, stop };
}

/** As Chromium sends a same-origin fetch: session cookie, compression offered, fetch metadata. */
export function browserHeaders(origin: string, token: string | null, page = '/'): Record<string, string> {
  return {
    ...(token ? { cookie: `mc_session=${token}; mc_signed_in=1` } : {}),
    'accept-encoding': 'gzip, deflate, br',
    accept: '*/*',
    'accept-language': 'en-US,en;q=0.9',
    origin,
    referer: `${origin}${page}`,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  };
}

/** `2026-11-23 19:05` (UTC), for section titles. */
export const stamp = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

/** The load average now, as the sections print it (2 cores: above 2, other work shared them). */
export const loadNow = () => loadavg()[0] ?? 0;

const RESULTS_HEADER =
  '# Benchmark results\n\nWritten by `npm run bench` (bench/*.bench.ts), one marked section per bench. Budgets: ' +
  'DESIGN §7. The machine is shared: figures move between runs by a third or more.\n';

/** Replaces the section marked `<!-- key -->` … `<!-- /key -->` of bench/RESULTS.md, or appends it. */
export function writeResultsSection(key: string, markdown: string) {
  const begin = `<!-- ${key} -->`;
  const end = `<!-- /${key} -->`;
  let text = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : RESULTS_HEADER;
  const section = `${begin}\n${markdown.trimEnd()}\n${end}`;
  const at = text.indexOf(begin);
  const until = text.indexOf(end);
  text =
    at >= 0 && until > at
      ? text.slice(0, at) + section + text.slice(until + end.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(RESULTS_FILE, text);
}

/** The newest modification time of the files under `dir` (0 when it does not exist). */
function newestUnder(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestUnder(full));
    else if (entry.isFile()) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The production client build, built first (`vite build`) when dist/client is missing or older
 * than the client's sources, index.html or the Vite configuration.
 */
export function ensureClientBuild(): string {
  const index = path.join(CLIENT_DIR, 'index.html');
  const sources = Math.max(
    newestUnder(path.join(ROOT_DIR, 'src', 'client')),
    newestUnder(path.join(ROOT_DIR, 'src', 'shared')),
    statSync(path.join(ROOT_DIR, 'index.html')).mtimeMs,
    statSync(path.join(ROOT_DIR, 'vite.config.ts')).mtimeMs,
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return CLIENT_DIR;
  process.stdout.write('building the client (vite build)…\n');
  const vite = path.join(ROOT_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(index)) throw new Error('vite build failed');
  return CLIENT_DIR;
}
