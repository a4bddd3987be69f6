/**
 * ZPL for a 1,000-label queue (DESIGN §7: ≤ 50 ms): `labelsToZpl`, the code that turns a queue's
 * labels into what `GET /api/label-queue/:id/zpl` sends to the printer (layout, title wrapping,
 * field escaping, barcode). Titles of every length band, some with accents and characters ZPL must
 * escape, a few labels without a barcode. The first run (cold) and the spread of the runs after it
 * are printed with their ratio to the budget and written to bench/RESULTS.md. It asserts nothing.
 *
 *   npx tsx bench/labels.bench.ts      BENCH_LABEL_RUNS (default 50) to adjust.
 */
import type { Label } from '../src/shared/labels/label-layout';
import { labelsToZpl } from '../src/shared/labels/label-zpl';
import { benchBarcode, benchTitle } from './generate-catalogue';
import { loadNow, stamp, writeResultsSection } from './harness';

const LABELS = 1_000;
const RUNS = Number(process.env.BENCH_LABEL_RUNS ?? 50);
const BUDGET_MS = 50;

/** Short, medium, long and over-long titles; accents; `^`, `~` and `_`, which ZPL must escape. */
const DECORATIONS = ['', ' Rosé', ' Château Réserve', ' Cuvée ~ Spéciale_Édition ^ Magnum 1.5 L Gift Box'];

function queue(): Label[] {
  return Array.from({ length: LABELS }, (_, index) => {
    const n = 1 + index * 37;
    return {
      title: `${benchTitle(n)}${DECORATIONS[index % DECORATIONS.length]}`.slice(0, index % 5 === 0 ? 18 : undefined),
      price: 4.99 + (n % 20_000) / 100,
      barcode: index % 50 === 0 ? null : benchBarcode(n, 1),
    };
  });
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

function main() {
  const labels = queue();
  const loadAtStart = loadNow();
  let started = performance.now();
  const zpl = labelsToZpl(labels);
  const coldMs = performance.now() - started;
  const formats = zpl.split('^XZ').length - 1;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    started = performance.now();
    labelsToZpl(labels);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 0.5);
  const p95 = percentile(times, 0.95);
  const worst = times[times.length - 1] ?? 0;
  const ratio = (ms: number) => (ms / BUDGET_MS).toFixed(2);
  const verdict = (ms: number) => (ms <= BUDGET_MS ? 'PASS' : 'FAIL');
  process.stdout.write(
    `ZPL for ${LABELS} labels (${formats} formats, ${(zpl.length / 1024).toFixed(0)} KB), budget ≤ ${BUDGET_MS} ms:\n` +
      `  ${verdict(coldMs)}  first run (cold): ${coldMs.toFixed(1)} ms (${ratio(coldMs)} of budget)\n` +
      `  ${verdict(median)}  median of ${RUNS} runs: ${median.toFixed(1)} ms (${ratio(median)} of budget); ` +
      `p95 ${p95.toFixed(1)} ms (${ratio(p95)}), slowest ${worst.toFixed(1)} ms (${ratio(worst)})\n`,
  );
  writeResultsSection(
    'labels',
    [
      `### Label ZPL — ${stamp()} UTC`,
      '',
      `Written by bench/labels.bench.ts. Budget (DESIGN §7): ZPL for a ${LABELS}-label queue ≤ ${BUDGET_MS} ms ` +
        `(\`labelsToZpl\`, what \`GET /api/label-queue/:id/zpl\` returns, without reading the queue). ` +
        `${formats} formats, ${(zpl.length / 1024).toFixed(0)} KB of ZPL. Load average ${loadAtStart.toFixed(1)} ` +
        `at the start (2 cores).`,
      '',
      '| run | ms | of budget | budget |',
      '| --- | ---: | ---: | --- |',
      `| first (cold) | ${coldMs.toFixed(1)} | ${ratio(coldMs)} | ${verdict(coldMs).toLowerCase()} |`,
      `| median of ${RUNS} | ${median.toFixed(1)} | ${ratio(median)} | ${verdict(median).toLowerCase()} |`,
      `| p95 of ${RUNS} | ${p95.toFixed(1)} | ${ratio(p95)} | ${verdict(p95).toLowerCase()} |`,
      `| slowest of ${RUNS} | ${worst.toFixed(1)} | ${ratio(worst)} | ${verdict(worst).toLowerCase()} |`,
    ].join('\n'),
  );
}

main();
