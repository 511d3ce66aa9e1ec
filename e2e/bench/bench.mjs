#!/usr/bin/env node
// npm run bench: against the real system, first a load run of GET / without cookies (autocannon: requests/s,
// p50/p99 latency, and the session rows the api created meanwhile, which must be 0); the fragment's throughput
// beside a static file of the same bytes; the bff's memory and /seminare's render latency over 50 deploys of
// 50 builds of mf-catalogue (ssr.mjs); then for / and /seminare
// loaded in Debian's Chromium the JS bytes (raw and gzip) per deployed app and for the shared libraries, the
// total, how many React renderers loaded, the long tasks of a traced load (trace.mjs), and Lighthouse's mobile
// performance score with LCP, TBT and CLS. BENCH_ONLY=pages measures only the pages (bytes, trace, Lighthouse);
// BENCH_DETAIL=1 adds each script file and each long task.
// A measurement: only a session row written by an anonymous page view makes it exit non-zero.
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadRun, reportLoad } from './load.mjs';
import { deployRun, fragmentRun, reportDeploys, reportFragment } from './ssr.mjs';
import { reportTrace, traceRuns, TRACE } from './trace.mjs';

const require = createRequire(import.meta.url);
const { startSystem, root, APPS } = require('../harness/system.cjs');
const { launchBrowser, killBrowser, installRendererCounter } = require('../harness/browser.cjs');

const PAGES = ['/', '/seminare'];
const SHARED_SIGNATURES = [
  ['react-dom', /__reactContainer|react-dom/],
  ['react', /react\.transitional\.element/],
  ['yup', /ValidationError/],
  // isMoment, not 'Europe/Berlin': the contracts' core names the zone (TIME_ZONE) without bringing moment.
  ['moment(-timezone)', /isMoment/],
  ['redux', /@@redux\/INIT|redux-toolkit/],
  ['single-spa', /single-spa/],
];

function ensureBuilt() {
  const missing = ['api', 'bff', ...APPS.map((a) => a.replace('_', '-'))].filter(
    (f) => !existsSync(path.join(root, f, 'dist')),
  );
  if (missing.length === 0) return;
  console.log(`Baue ${missing.join(', ')} …`);
  if (!existsSync(path.join(root, 'shared-contracts/dist')))
    spawnSync('npm', ['run', 'build', '-w', 'shared-contracts'], { cwd: root, stdio: 'inherit' });
  for (const folder of missing) {
    const result = spawnSync('npm', ['run', 'build', '-w', folder], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(1);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function classify(body) {
  const text = body.toString('latin1');
  const libs = SHARED_SIGNATURES.filter(([, re]) => re.test(text)).map(([name]) => name);
  return libs.length ? `geteilt: ${libs.join(', ')}` : 'eigener Code';
}

async function measureBytes(browser, url) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.evaluateOnNewDocument(installRendererCounter);
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.buffer();
      scripts.push({
        url: response.url(),
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
        kind: classify(body),
      });
    } catch {
      /* redirects have no body */
    }
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  const renderers = await page.evaluate(() => window.__AMB_RENDERERS__.size);
  await page.close();
  return { scripts, renderers };
}

function report(pathname, { scripts, renderers }) {
  const byApp = new Map();
  for (const script of scripts) {
    const app = /\/mf\/([a-z_]+)\//.exec(new URL(script.url).pathname)?.[1] ?? 'andere';
    const entry = byApp.get(app) ?? { raw: 0, gzip: 0, files: 0, shared: { raw: 0, gzip: 0 } };
    entry.raw += script.raw;
    entry.gzip += script.gzip;
    entry.files += 1;
    if (script.kind !== 'eigener Code') {
      entry.shared.raw += script.raw;
      entry.shared.gzip += script.gzip;
    }
    byApp.set(app, entry);
  }
  console.log(`\n${pathname}`);
  console.log('  App               Dateien   JS roh     JS gzip   davon Bibliotheken (gzip)');
  let total = { raw: 0, gzip: 0, sharedGzip: 0 };
  for (const [app, entry] of [...byApp].sort()) {
    console.log(
      `  ${app.padEnd(18)}${String(entry.files).padStart(6)}  ${kb(entry.raw).padStart(9)}  ${kb(entry.gzip).padStart(9)}   ${kb(entry.shared.gzip)}`,
    );
    total = {
      raw: total.raw + entry.raw,
      gzip: total.gzip + entry.gzip,
      sharedGzip: total.sharedGzip + entry.shared.gzip,
    };
  }
  console.log(
    `  ${'Summe'.padEnd(18)}${String(scripts.length).padStart(6)}  ${kb(total.raw).padStart(9)}  ${kb(total.gzip).padStart(9)}   ${kb(total.sharedGzip)}`,
  );
  const libs = new Map();
  for (const script of scripts.filter((s) => s.kind !== 'eigener Code'))
    libs.set(script.kind, (libs.get(script.kind) ?? 0) + script.gzip);
  for (const [kind, gzip] of libs) console.log(`    ${kind}: ${kb(gzip)} gzip`);
  if (process.env.BENCH_DETAIL)
    for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`      ${kb(script.gzip).padStart(9)}  ${new URL(script.url).pathname}  (${script.kind})`);
  console.log(`  React-Renderer geladen: ${renderers}`);
}

async function lighthouseRun(browser, url) {
  const { default: lighthouse } = await import('lighthouse');
  const port = Number(new URL(browser.wsEndpoint()).port);
  let result;
  // Lighthouse's first run against a cold Chromium sometimes ends in a runtime error (no LCP seen).
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result.lhr.runtimeError) break;
    console.log(`  (Lighthouse-Lauf ${attempt} für ${url}: ${result.lhr.runtimeError.code}, neuer Versuch)`);
  }
  const audits = result.lhr.audits;
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint'].displayValue,
    tbt: audits['total-blocking-time'].displayValue,
    cls: audits['cumulative-layout-shift'].displayValue,
  };
}

ensureBuilt();
console.log(`Node ${process.version}`);
const system = await startSystem();
let browser;
try {
  if (process.env.BENCH_ONLY !== 'pages') {
    const load = await loadRun(system, root);
    reportLoad(load);
    if (load.sessions !== 0) process.exitCode = 1;
    reportFragment(await fragmentRun(system));
    reportDeploys(await deployRun(system));
  }
  browser = await launchBrowser();
  for (const pathname of PAGES) report(pathname, await measureBytes(browser, `${system.origins.main}${pathname}`));
  console.log(
    `\nLange Tasks beim Laden (Trace, CPU ${TRACE.cpuThrottling}× gedrosselt, > ${TRACE.longTaskMs} ms, Median aus ${TRACE.runs} Läufen):`,
  );
  for (const pathname of PAGES) reportTrace(pathname, await traceRuns(browser, `${system.origins.main}${pathname}`));
  console.log('\nLighthouse (mobil, simulierte Drosselung):');
  for (const pathname of PAGES) {
    const lh = await lighthouseRun(browser, `${system.origins.main}${pathname}`);
    console.log(`  ${pathname.padEnd(10)} Performance ${lh.score}  LCP ${lh.lcp}  TBT ${lh.tbt}  CLS ${lh.cls}`);
  }
} finally {
  if (browser) await killBrowser(browser);
  await system.stop();
}
