// Runs the Vitest suite on embedded PGlite always, and again on the PostgreSQL server named by
// DATABASE_URL when it is set (database tests live under tests/ and next to server code).
import { spawnSync } from 'node:child_process';

const run = (label, args, env) => {
  console.log(`\n▶ vitest on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { DATABASE_URL, ...withoutServer } = process.env;
run('PGlite', process.argv.slice(2), withoutServer);
if (DATABASE_URL) run('PostgreSQL', ['tests', 'src/server', ...process.argv.slice(2)], process.env);
