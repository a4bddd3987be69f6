/**
 * Lighthouse 12 on the production client served by the bench server (the built dist/client, as
 * production serves it, on the benchmark database): `/auth` signed out and `/` signed in, with the
 * system Chromium, once with Lighthouse's default (mobile, simulated slow 4G and 4× CPU slowdown)
 * and once with its desktop preset. Prints the performance, accessibility and best-practices scores
 * with LCP and TBT, and writes them to bench/RESULTS.md. It asserts nothing.
 *
 * Signed in means real cookies in the browser, as a sign-in leaves them: the httpOnly session
 * cookie and the readable `mc_signed_in` hint the client checks before asking who is signed in
 * (ADR 053); a Cookie request header alone would leave the page believing it is signed out.
 *
 *   npx tsx bench/lighthouse.bench.ts
 *   CHROMIUM_PATH (default /usr/bin/chromium); BENCH_LIGHTHOUSE_PRESETS=mobile,desktop to narrow.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { benchEngine } from './bench-database';
import { generateCatalogue } from './generate-catalogue';
import { ensureClientBuild, loadNow, stamp, startServers, writeResultsSection } from './harness';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const PRESETS = (process.env.BENCH_LIGHTHOUSE_PRESETS ?? 'mobile,desktop')
  .split(',')
  .map((preset) => preset.trim())
  .filter((preset): preset is 'mobile' | 'desktop' => preset === 'mobile' || preset === 'desktop');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

interface Row {
  page: string;
  preset: string;
  finalUrl: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /** Accessibility and best-practices audits that did not pass. */
  failing: string[];
  /** What they found, a line each. */
  findings: string[];
  problem: string | null;
}

const score = (value: number | null) => (value === null ? '–' : String(Math.round(value * 100)));
const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

async function audit(url: string, page: string, preset: 'mobile' | 'desktop', port: number): Promise<Row> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  const lhr = result?.lhr;
  if (!lhr) return { page, preset, finalUrl: '', ...EMPTY, problem: 'Lighthouse returned no result' };
  const category = (id: string) => lhr.categories[id]?.score ?? null;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failing = ['accessibility', 'best-practices'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  const findings = failing.map((id) => {
    const details = lhr.audits[id]?.details;
    const items = details && 'items' in details ? details.items : [];
    return `${id}: ${JSON.stringify(items).slice(0, 300)}`;
  });
  return {
    page,
    preset,
    finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    failing,
    findings,
    problem: lhr.runtimeError?.message ?? null,
  };
}

const EMPTY = {
  performance: null,
  accessibility: null,
  bestPractices: null,
  lcpMs: null,
  tbtMs: null,
  failing: [],
  findings: [],
};

async function main() {
  if (!existsSync(CHROMIUM_PATH)) {
    process.stdout.write(`skipped: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)\n`);
    return;
  }
  const engine = benchEngine();
  const loadAtStart = loadNow();
  const clientDir = ensureClientBuild();
  await generateCatalogue({ engine });
  const servers = await startServers({ BENCH_CLIENT_DIR: clientDir });
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      logLevel: 'silent',
    });
    const origin = `http://127.0.0.1:${servers.appPort}`;
    const rows: Row[] = [];
    for (const preset of PRESETS) {
      rows.push(await audit(`${origin}/auth`, '/auth (signed out)', preset, chrome.port));
    }
    // The cookies a sign-in leaves, set in the browser's profile: Lighthouse's storage reset keeps cookies.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      await browser.setCookie(
        { name: 'mc_session', value: servers.token, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' },
        { name: 'mc_signed_in', value: '1', domain: '127.0.0.1', path: '/', sameSite: 'Lax' },
      );
    } finally {
      await browser.disconnect();
    }
    for (const preset of PRESETS) {
      rows.push(await audit(`${origin}/`, '/ (signed in)', preset, chrome.port));
    }

    process.stdout.write(`Lighthouse ${PRESETS.join(' and ')} on the production build (${engine}):\n`);
    for (const row of rows) {
      process.stdout.write(
        `  ${row.page}, ${row.preset}: performance ${score(row.performance)}, accessibility ${score(row.accessibility)}, ` +
          `best practices ${score(row.bestPractices)}; LCP ${ms(row.lcpMs)}, TBT ${ms(row.tbtMs)}` +
          (row.finalUrl ? `; ended on ${row.finalUrl}` : '') +
          (row.failing.length ? `; not passed: ${row.failing.join(', ')}` : '') +
          (row.problem ? `; ${row.problem}` : '') +
          '\n' +
          row.findings.map((finding) => `      ${finding}\n`).join(''),
      );
    }
    writeResultsSection(
      'lighthouse',
      [
        `### Lighthouse — ${stamp()} UTC`,
        '',
        `Written by bench/lighthouse.bench.ts: Lighthouse 12 with the system Chromium (headless) on the ` +
          `production build served by the bench server (${engine}); mobile is Lighthouse's default (simulated ` +
          `slow 4G, 4× CPU slowdown), desktop its desktop preset. Signed in: the session and \`mc_signed_in\` ` +
          `cookies set in the browser. Scores are out of 100. Load average ${loadAtStart.toFixed(1)} at the start ` +
          `(2 cores): the performance score and TBT move with it.`,
        '',
        '| page | preset | ended on | performance | accessibility | best practices | LCP | TBT | not passed |',
        '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
        ...rows.map(
          (row) =>
            `| ${row.page} | ${row.preset} | ${row.problem ? `error: ${row.problem}` : `\`${row.finalUrl}\``} | ` +
            `${score(row.performance)} | ${score(row.accessibility)} | ${score(row.bestPractices)} | ` +
            `${ms(row.lcpMs)} | ${ms(row.tbtMs)} | ${row.failing.join(', ') || 'none'} |`,
        ),
      ].join('\n'),
    );
  } finally {
    chrome?.kill();
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `lighthouse bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
