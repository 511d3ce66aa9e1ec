#!/usr/bin/env node
// npm run bench: the booking engine's checkouts per second with its overbookings (api/src/bench/booking.ts); the
// cluster behind HAProxy with 2 api + 2 bff processes beside 1 + 1: requests/s, p99 and the CPU of each part
// (cluster.mjs); then,
// against the real system, a load run of GET / without cookies (autocannon: requests/s,
// p50/p99 latency, and the session rows the api created meanwhile, which must be 0); the fragment's throughput
// (p50/p95 latency and requests/s) beside a static file of the same bytes, and the uncached header render; the bff's memory and /seminare's render latency over 50 deploys of
// 50 builds of mf-catalogue (ssr.mjs); the server render p50/p95 of a theme page, its dates, /seminare and / by
// mf-catalogue's server build against the running api (render.mjs); a conference page's server render by
// mf-conferences beside a theme page's, alternating in one run (render.mjs); every script Chromium requests on the first load
// of / with the catalogue, per file with its gzip size, beside the 150 KB target (firstLoad.mjs); then for /, /seminare, a theme page and the works-council start page, each on the
// federated site and on a second bff whose shell is the bench's single bundle without Module Federation
// (singleBundle.mjs): the JS bytes (raw and gzip) loaded in Debian's Chromium per deployed app and for the shared
// libraries, how many React renderers loaded, what the first pointer move adds (a page that hydrates at the first sign
// of use loads its remote then), and Lighthouse's mobile performance score with LCP, TBT and CLS
// (median of 3 runs, the two variants alternating), side by side with the price of federation; and the long
// tasks of a traced load of each page (trace.mjs); the server render p50/p95 of an article page and /rss's
// requests/s, each beside a static file of the bff (content.mjs). `npm run bench -- lighthouse js` (or BENCH_ONLY=lighthouse,js)
// runs only the parts named (PARTS); BENCH_DETAIL=1 adds each script file.
// A measurement: only a session row written by an anonymous page view makes it exit non-zero.
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { median, medianRun, priceTable } from './figures.mjs';
import { LIGHTHOUSE_RUNS, lighthouseRun } from './lighthouse.mjs';
import { loadRun, reportLoad } from './load.mjs';
import { firstLoadRun, reportFirstLoad } from './firstLoad.mjs';
import { buildSingleBundle, startSingleBundleSite } from './singleBundle.mjs';
import { conferenceRenderRun, renderRun, reportConferenceRender, reportRender } from './render.mjs';
import { contentRun, reportContent } from './content.mjs';
import { documentsRun, recordable, reportDocuments } from './documents.mjs';
import { deployRun, fragmentRun, reportDeploys, reportFragment } from './ssr.mjs';
import { reportTrace, traceRuns, TRACE } from './trace.mjs';
import { OUR_TARGET_PAGES, PEER_PAGES, peerOrigin, peerTable, runsLine } from './peer.mjs';
import { clusterRun, reportCluster } from './cluster.mjs';

const require = createRequire(import.meta.url);
const { startSystem, root, APPS } = require('../harness/system.cjs');
const { launchBrowser, killBrowser, installRendererCounter } = require('../harness/browser.cjs');

/** The parts of the bench, in the order they run. */
const PARTS = [
  'booking',
  'cluster',
  'load',
  'fragment',
  'documents',
  'deploys',
  'render',
  'conference',
  'content',
  'firstload',
  'js',
  'trace',
  'lighthouse',
];
/** Parts that measure the SQLite system of the e2e tests (the others start what they need themselves). */
const SYSTEM_PARTS = PARTS.filter((part) => part !== 'booking' && part !== 'cluster');

/**
 * The pages measured in the browser; `single`: also on the single-bundle site. The theme page's path is the
 * first theme of the api's sitemap entries (themePage), looked up once the system runs.
 */
const PAGE_LIST = [
  { label: '/', site: 'main', path: '/', single: true },
  { label: '/seminare', site: 'main', path: '/seminare', single: true },
  { label: 'Themenseite', site: 'main', themePage: true, single: true },
  { label: 'Betriebsrat /', site: 'worksCouncil', path: '/', single: true },
];

/**
 * Further public pages of other remotes, JS only (federated): the first article, conference and law the sitemap
 * lists, and the forum. The first-load target holds for every public page.
 */
async function morePublicPages(system) {
  const entries = await (await fetch(`${system.apiUrl}/api/sitemap-entries`)).json();
  const first = (list, pattern) => (list ?? []).find((path) => pattern.test(path));
  return [
    { label: 'Artikel', path: first(entries.content, /./) },
    { label: 'Gesetz', path: first(entries.content, /^\/gesetze\//) },
    { label: 'Fachtagung', path: first(entries.conferences, /./) },
    { label: '/forum', path: '/forum' },
  ].filter((page) => page.path);
}

/** PAGE_LIST with the theme page's path: the first theme the sitemap lists (a real, seeded theme). */
async function resolvePages(system) {
  const response = await fetch(`${system.apiUrl}/api/sitemap-entries`);
  const [theme] = (await response.json()).themes ?? [];
  if (!theme) throw new Error('/api/sitemap-entries nennt kein Thema: keine Themenseite zu messen');
  console.log(`Themenseite: ${theme}`);
  return PAGE_LIST.map((page) => (page.themePage ? { ...page, path: theme } : page));
}

/** The parts named on the command line or in BENCH_ONLY (comma-separated); all without either. */
function selectedParts(args, only = '') {
  const named = [...args, ...only.split(',')].map((part) => part.trim()).filter(Boolean);
  const unknown = named.filter((part) => !PARTS.includes(part));
  if (unknown.length > 0) {
    console.error(`Unbekannte Teile: ${unknown.join(', ')} (möglich: ${PARTS.join(', ')})`);
    process.exit(2);
  }
  return new Set(named.length > 0 ? named : PARTS);
}

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
  // What the first sign of use adds (a page that hydrates then: PageGlobals.deferredMain): a pointer move.
  const loaded = scripts.length;
  await page.mouse.move(400, 500);
  await page.waitForNetworkIdle({ idleTime: 500 });
  const onUse = scripts.splice(loaded);
  await page.close();
  return { scripts, renderers, onUse };
}

/** Prints the table of one page's scripts; returns their gzip total and file count. */
function report(label, { scripts, renderers, onUse = [] }) {
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
  console.log(`\n${label}`);
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
  if (onUse.length > 0) {
    const apps = [...new Set(onUse.map((script) => /\/mf\/([a-z_]+)\//.exec(new URL(script.url).pathname)?.[1]))];
    const gzip = onUse.reduce((sum, script) => sum + script.gzip, 0);
    console.log(
      `  beim ersten Gebrauch (Mausbewegung) dazu: ${kb(gzip)} gzip in ${onUse.length} Dateien (${apps.join(', ')})`,
    );
    if (process.env.BENCH_DETAIL)
      for (const script of [...onUse].sort((a, b) => b.gzip - a.gzip))
        console.log(`      ${kb(script.gzip).padStart(9)}  ${new URL(script.url).pathname}  (${script.kind})`);
  }
  return { gzip: total.gzip, files: scripts.length };
}

/**
 * Lighthouse on every page, round by round: in each round every page of every variant and the peer's pages (when
 * PEER_URL names the peer) once, so a busy machine slows all alike; per page and variant the medians.
 */
async function lighthouseAll(browser, variants, PAGES, peer) {
  const indices = [];
  const targets = [
    ...PAGES.flatMap((page, index) =>
      variants
        .filter((variant) => page.single || variant.key === 'federated')
        .map((variant) => ({
          index,
          key: variant.key,
          label: page.label,
          url: `${variant.origins[page.site]}${page.path}`,
        })),
    ),
    ...(peer
      ? PEER_PAGES.map((page) => ({ index: null, key: page.key, label: page.label, url: `${peer}${page.path}` }))
      : []),
  ];
  const runs = new Map(targets.map((target) => [target, []]));
  // A first run against a fresh Chromium is slower whatever it loads: a warm-up that counts for no variant.
  await lighthouseRun(browser, `${variants[0].origins.main}/`);
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
    for (const target of targets) {
      const figures = await lighthouseRun(browser, target.url);
      runs.get(target).push(figures);
      indices.push(figures.benchmarkIndex);
    }
  }
  const results = PAGES.map(() => ({}));
  const peerResults = {};
  for (const [target, list] of runs) {
    console.log(runsLine(target.label, target.key, list));
    if (target.index === null) peerResults[target.key] = { lighthouse: medianRun(list) };
    else results[target.index][target.key] = medianRun(list);
  }
  return { results, peerResults, benchmarkIndex: indices };
}

const parts = selectedParts(process.argv.slice(2), process.env.BENCH_ONLY);
const sideBySide = parts.has('js') || parts.has('trace') || parts.has('lighthouse');
ensureBuilt();
if (sideBySide) buildSingleBundle();
console.log(`Node ${process.version}; Teile: ${[...parts].join(', ')}`);
if (parts.has('booking')) {
  // The booking engine alone (api/src/bench/booking.ts): checkouts per second and overbookings, SQLite and PostgreSQL.
  const run = spawnSync(process.execPath, [path.join(root, 'api/dist/bench/booking.js')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exitCode = 1;
}
if (parts.has('cluster')) {
  // 2 api + 2 bff beside 1 + 1 behind HAProxy, on a PostgreSQL of its own (harness/cluster.cjs).
  reportCluster(await clusterRun());
}
if (!SYSTEM_PARTS.some((part) => parts.has(part))) process.exit(process.exitCode ?? 0);
const system = await startSystem();
let browser;
let single;
try {
  if (parts.has('load')) {
    const load = await loadRun(system, root);
    reportLoad(load);
    if (load.sessions !== 0) process.exitCode = 1;
  }
  if (parts.has('fragment')) reportFragment(await fragmentRun(system));
  if (parts.has('documents')) {
    const documents = await documentsRun(system);
    reportDocuments(documents);
    // BENCH_DOCUMENTS_RECORD=<file>: the ratios of the "before" side (else this checkout's) for runs without BENCH_BEFORE.
    if (process.env.BENCH_DOCUMENTS_RECORD) {
      const side = documents.figures.before ? 'before' : 'after';
      const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: side === 'before' ? process.env.BENCH_BEFORE : root,
        encoding: 'utf8',
      }).stdout.trim();
      writeFileSync(
        process.env.BENCH_DOCUMENTS_RECORD,
        `${JSON.stringify(recordable(documents, side, commit), null, 2)}\n`,
      );
    }
  }
  if (parts.has('deploys')) reportDeploys(await deployRun(system));
  if (parts.has('render')) {
    const theme = (await resolvePages(system)).find((page) => page.themePage).path;
    reportRender(await renderRun(system, [theme, `${theme}/termine`, '/seminare', '/']));
  }
  if (parts.has('conference')) {
    const theme = (await resolvePages(system)).find((page) => page.themePage).path;
    reportConferenceRender(await conferenceRenderRun(system, theme));
  }
  if (parts.has('content')) reportContent(await contentRun(system));
  if (parts.has('firstload')) {
    browser = await launchBrowser();
    reportFirstLoad(await firstLoadRun(browser, system.origins.main));
  }
  if (sideBySide) {
    single = await startSingleBundleSite(system);
    const variants = [
      { key: 'federated', label: 'föderiert', origins: system.origins },
      { key: 'single', label: 'ein Bundle ohne Module Federation', origins: single.origins },
    ];
    browser ??= await launchBrowser();
    const PAGES = await resolvePages(system);
    const pages = PAGES.map((page) => ({ label: page.label, federated: {}, single: page.single ? {} : undefined }));
    const peer = peerOrigin();
    const peerResults = {};
    if (peer) console.log(`Peer: ${peer} (PEER_URL)`);
    if (parts.has('js')) {
      if (peer) {
        for (const page of PEER_PAGES)
          peerResults[page.key] = { js: report(page.label, await measureBytes(browser, `${peer}${page.path}`)) };
      }
      for (const [index, page] of PAGES.entries()) {
        for (const variant of variants.filter((v) => pages[index][v.key])) {
          const url = `${variant.origins[page.site]}${page.path}`;
          pages[index][variant.key].js = report(`${page.label} (${variant.label})`, await measureBytes(browser, url));
        }
      }
      const more = [];
      for (const page of await morePublicPages(system)) {
        const { gzip } = report(
          `${page.label}: ${page.path} (föderiert)`,
          await measureBytes(browser, `${system.origins.main}${page.path}`),
        );
        more.push(`${page.label} ${kb(gzip)}`);
      }
      console.log(`\nWeitere öffentliche Seiten, erster Aufruf (Ziel ≤ 150 KB gzip): ${more.join(', ')}`);
    }
    if (parts.has('trace')) {
      console.log(
        `\nLange Tasks beim Laden (Trace, CPU ${TRACE.cpuThrottling}× gedrosselt, > ${TRACE.longTaskMs} ms, Median aus ${TRACE.runs} Läufen):`,
      );
      for (const page of PAGES) {
        for (const variant of variants.filter((v) => page.single || v.key === 'federated')) {
          const url = `${variant.origins[page.site]}${page.path}`;
          reportTrace(`${page.label} (${variant.label})`, await traceRuns(browser, url));
        }
      }
    }
    if (parts.has('lighthouse')) {
      console.log(
        `\nLighthouse (mobil, simulierte Drosselung), je Seite und Variante ${LIGHTHOUSE_RUNS} Läufe abwechselnd nach einem Aufwärmlauf:`,
      );
      const lighthouse = await lighthouseAll(browser, variants, PAGES, peer);
      const { results, benchmarkIndex } = lighthouse;
      for (const [index, result] of results.entries()) {
        for (const [key, figures] of Object.entries(result)) pages[index][key].lighthouse = figures;
      }
      for (const [key, figures] of Object.entries(lighthouse.peerResults)) {
        peerResults[key] = { ...peerResults[key], ...figures };
      }
      const finite = benchmarkIndex.filter(Number.isFinite);
      console.log(
        `  CPU-Benchmark-Index (lhr.environment.benchmarkIndex): Median ${Math.round(median(finite))}, ` +
          `${Math.round(Math.min(...finite))}–${Math.round(Math.max(...finite))} über ${finite.length} Läufe`,
      );
    }
    console.log(
      `\nPreis der Föderation: föderiert neben einem Bundle ohne Module Federation (Ziel föderiert ≤ 1,15 × Bundle)` +
        (parts.has('lighthouse') ? `; Lighthouse: Median aus ${LIGHTHOUSE_RUNS} Läufen` : ''),
    );
    for (const line of priceTable(pages)) console.log(line);
    if (peer) {
      console.log(
        '\nUnsere Seiten neben dem Peer (Start), dieselben Läufe (Ziel: JS ≤ 150 KB gzip, TBT ≤ Peer, FCP, LCP und CLS besser):',
      );
      const targets = pages.filter((page) => OUR_TARGET_PAGES.includes(page.label));
      for (const line of peerTable(targets, peerResults)) console.log(line);
    }
  }
} finally {
  if (browser) await killBrowser(browser);
  if (single) await single.stop();
  await system.stop();
}
