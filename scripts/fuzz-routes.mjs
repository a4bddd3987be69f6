// The route fuzz with a longer budget than `npm test` gives it: FUZZ_RUNS random requests per route
// and role (default 300), FUZZ_SEED to replay a failure. PGlite always; PostgreSQL too when
// DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const runs = process.env.FUZZ_RUNS ?? '300';
const run = (label, env) => {
  console.log(`\n▶ route fuzz on ${label}: ${runs} runs per route and role`);
  const result = spawnSync('npx', ['vitest', 'run', 'tests/api/route-fuzz.test.ts', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...env, FUZZ_RUNS: runs },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const { DATABASE_URL, ...withoutServer } = process.env;
run('PGlite', withoutServer);
if (DATABASE_URL) run('PostgreSQL', process.env);
