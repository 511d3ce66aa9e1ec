#!/usr/bin/env node
// Measures the Module Federation runtime variants of runtime-options.js: builds the shell and every
// remote with each variant into a temp folder (the packages' dist/ stay untouched), serves them like
// the bff does (gzip), loads pages in Chromium and sums the gzip bytes of the JS/CSS a page loads.
// Usage: node webpack-preset/tools/measure-runtime.mjs [variant ...]   (default: all variants)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { APPS, ASSETS_MANIFEST_FILE, REMOTE_ENTRY_FILE, appFolder } from '@amb/shared-contracts/deployment';

const require = createRequire(import.meta.url);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { VARIANTS } = require('../runtime-options.js');
const variants = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(VARIANTS);
const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'amb-mf-measure-'));

const BUILD = `
const path = require('node:path');
const webpack = require(${JSON.stringify(path.join(repo, 'node_modules/webpack'))});
const [folder, out] = process.argv.slice(2);
let config = require(path.join(${JSON.stringify(repo)}, folder, 'webpack.config.js'));
if (typeof config === 'function') config = config({}, { mode: 'production' });
if (Array.isArray(config)) config = config[0];
config.output.path = out;
config.output.clean = true;
webpack(config, (error, stats) => {
  if (error || stats.hasErrors()) { console.error(error || stats.toString('errors-only')); process.exit(1); }
});`;

// A file, not `node -e`: the minimizer's workers inherit execArgv and would run an -e script again.
const buildScript = path.join(outRoot, 'build.cjs');
fs.writeFileSync(buildScript, BUILD);

function build(variant) {
  const built = [];
  for (const app of APPS) {
    const folder = appFolder(app);
    if (!fs.existsSync(path.join(repo, folder, 'webpack.config.js'))) continue;
    try {
      execFileSync(process.execPath, [buildScript, folder, path.join(outRoot, variant, app)], {
        cwd: path.join(repo, folder),
        env: { ...process.env, AMB_MF_RUNTIME: variant },
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
      });
      built.push(app);
    } catch (error) {
      console.error(`${variant}: ${app} baut nicht: ${String(error.stderr).slice(0, 1500)}`);
    }
  }
  return built;
}

function page(variant, built, remotes) {
  const shellDir = path.join(outRoot, variant, 'shell');
  const assets = JSON.parse(fs.readFileSync(path.join(shellDir, ASSETS_MANIFEST_FILE), 'utf8'));
  const globals = {
    site: 'main',
    version: 1,
    navigation: [],
    user: null,
    worksCouncilDomain: '',
    mainDomain: '',
    newerDomain: '',
    socialLinks: { facebook: '', youtube: '', instagram: '', linkedIn: '' },
    showsContactLink: true,
    remotes,
    serverRenderedMain: false,
  };
  const css = assets.css.map((file) => `<link rel="stylesheet" href="/mf/shell/x/${file}">`).join('');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Messung</title>${css}
<script id="amb-page-globals" type="application/json">${JSON.stringify(globals).replace(/</g, '\\u003c')}</script></head>
<body><div id="amb-header"></div><main id="amb-main"></main><div id="amb-footer"></div>
<script src="/mf/shell/x/${assets.entry}" defer></script></body></html>`;
}

function serve(variant, built) {
  const remotes = Object.fromEntries(
    built.filter((app) => app !== 'shell').map((app) => [app, `/mf/${app}/x/${REMOTE_ENTRY_FILE}`]),
  );
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const match = url.pathname.match(/^\/mf\/([a-z_]+)\/[^/]+\/(.+)$/);
    if (!match) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(page(variant, built, remotes));
    }
    const file = path.join(outRoot, variant, match[1], match[2]);
    if (!file.startsWith(path.join(outRoot, variant)) || !fs.existsSync(`${file}.gz`)) {
      res.writeHead(404);
      return res.end();
    }
    const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
    const body = fs.readFileSync(`${file}.gz`);
    res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'content-length': body.length });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function measurePage(browser, origin, pathname) {
  const tab = await browser.newPage();
  const loaded = [];
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/mf/')) return;
    const gzip = Number(response.headers()['content-length'] ?? 0);
    const text = await response.text().catch(() => '');
    loaded.push({ file: url.pathname, gzip, reactDom: text.includes('__reactContainer$') });
  });
  await tab.goto(`${origin}${pathname}`, { waitUntil: 'networkidle0' });
  const heading = await tab.$eval('#amb-main h1', (h1) => h1.textContent).catch(() => null);
  await tab.close();
  if (process.env.VERBOSE) for (const entry of loaded) console.log(entry.gzip, entry.file);
  return {
    heading,
    gzip: loaded.reduce((sum, entry) => sum + entry.gzip, 0),
    files: loaded.length,
    reactDomCopies: loaded.filter((entry) => entry.reactDom).length,
    errors,
  };
}

const puppeteer = (await import('puppeteer-core')).default;
const browser = await puppeteer.launch({
  executablePath: process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--user-data-dir=${fs.mkdtempSync(path.join(os.tmpdir(), 'amb-chromium-'))}`,
  ],
});
const rows = [];
try {
  for (const variant of variants) {
    const built = build(variant);
    const server = await serve(variant, built);
    const origin = `http://127.0.0.1:${server.address().port}`;
    const repeat = Number(process.env.REPEAT ?? 1);
    for (const pathname of ['/seminare/warenkorb', '/fachtagung/anmeldung']) {
      for (let run = 0; run < repeat; run += 1) {
        rows.push({ variant, pathname, ...(await measurePage(browser, origin, pathname)) });
      }
    }
    server.close();
  }
} finally {
  await browser.close();
  fs.rmSync(outRoot, { recursive: true, force: true });
}
console.log('| variant | page | h1 | gzip bytes | files | react-dom copies | page errors |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.variant} | ${row.pathname} | ${row.heading} | ${row.gzip} | ${row.files} | ${row.reactDomCopies} | ${row.errors.length ? row.errors.join('; ').slice(0, 120) : '-'} |`,
  );
}
