/**
 * `npm run bench`: loads the benchmark catalogue once, then runs every `*.bench.ts` in this folder,
 * one after another (they measure the same two cores, so never in parallel). The search bench runs
 * on PostgreSQL and again on the embedded database (PGlite); each bench writes its own section of
 * bench/RESULTS.md (bench/harness.ts). `BENCH_ONLY=reads,labels` runs only the benches named.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateCatalogue } from './generate-catalogue';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
/** Benches measured on both engines. */
const ON_BOTH_ENGINES = new Set(['search.bench.ts']);

async function main() {
  await generateCatalogue();
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const benches = readdirSync(BENCH_DIR)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => only.length === 0 || only.includes(file.replace(/\.bench\.ts$/, '')))
    .sort();
  let failed = 0;
  const runs = benches.flatMap((file) =>
    ON_BOTH_ENGINES.has(file)
      ? [
          { file, engine: 'postgres' },
          { file, engine: 'pglite' },
        ]
      : [{ file, engine: '' }],
  );
  for (const { file, engine } of runs) {
    process.stdout.write(`\n=== ${file}${engine ? ` on ${engine}` : ''} ===\n`);
    // --expose-gc: the bookkeeping bench collects the heap between its operations.
    const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', `${BENCH_DIR}${file}`], {
      stdio: 'inherit',
      env: engine ? { ...process.env, BENCH_ENGINE: engine } : process.env,
    });
    if (result.status !== 0) failed++;
  }
  if (failed > 0) {
    process.stderr.write(`${failed} benchmark(s) could not run\n`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
