// The render part of `npm run bench` (issue 9): how long mf_catalogue's server build takes to render a page, the
// way the bff asks it (`render(request)` of the deployed current version, its data fetched from the running api
// each time, nothing cached). Per page p50/p95 over RENDER.runs renders after a warm-up; the bff's own work (the
// document, the header) is not in it. Figures, not assertions.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { median } from './figures.mjs';

const require = createRequire(import.meta.url);
const { PAGE_GLOBALS_ELEMENT_ID } = require('@amb/shared-contracts');

export const RENDER = { runs: 200, warmup: 20 };

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** The page globals the bff gave a document of the main site (what a render request carries). */
export async function globalsOf(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const match = new RegExp(`<script id="${PAGE_GLOBALS_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's').exec(
    html,
  );
  if (!match) throw new Error('Die Startseite trägt keine Seiten-Globals');
  return JSON.parse(match[1].replace(/\\u003c/g, '<'));
}

/**
 * Renders each of `paths` RENDER.runs times (after RENDER.warmup) with `remote`'s server build and returns p50/p95
 * per path, in ms.
 */
export async function renderRun(system, paths, remote = 'mf_catalogue') {
  const registry = JSON.parse(readFileSync(path.join(system.deployDir, 'registry.json'), 'utf8'));
  const version = registry.apps[remote].current;
  const { render } = require(path.join(system.deployDir, remote, version, 'server', 'render.js'));
  const globals = await globalsOf(system.origins.main);
  const results = [];
  for (const url of paths) {
    const request = { url, site: 'main', globals, apiBaseUrl: system.apiUrl };
    const first = await render(request);
    if (first.status !== 200) throw new Error(`${url} rendert mit Status ${first.status}`);
    for (let run = 0; run < RENDER.warmup; run += 1) await render(request);
    const times = [];
    for (let run = 0; run < RENDER.runs; run += 1) {
      const started = performance.now();
      await render(request);
      times.push(performance.now() - started);
    }
    const sorted = [...times].sort((a, b) => a - b);
    results.push({ url, remote, p50: median(sorted), p95: quantile(sorted, 0.95), htmlBytes: first.html.length });
  }
  return results;
}

export function reportRender(results) {
  console.log(
    `\nServer-Render von mf_catalogue (render() des aktuellen Server-Builds, Daten je Lauf frisch von der api, ` +
      `${RENDER.runs} Läufe nach ${RENDER.warmup} zum Aufwärmen; Ziel Themenseite p95 ≤ 20 ms):`,
  );
  for (const { url, p50, p95, htmlBytes } of results) {
    console.log(
      `  ${url.padEnd(48)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   HTML ${(htmlBytes / 1024).toFixed(1)} KB`,
    );
  }
}

/**
 * A conference page (mf_conferences: programme with every workshop's seats, speakers, prices, JSON-LD) beside a
 * theme page (mf_catalogue), rendered alternately in the same run so that both see the same machine.
 */
export async function conferenceRenderRun(system, themePath) {
  const { conferences } = await (await fetch(`${system.apiUrl}/api/get-conferences`)).json();
  const conference = conferences[0];
  if (!conference) throw new Error('Die api nennt keine Fachtagung: keine Fachtagungsseite zu messen');
  const results = [];
  for (let round = 0; round < 2; round += 1) {
    results.push(...(await renderRun(system, [themePath], 'mf_catalogue')));
    results.push(...(await renderRun(system, [conference.url], 'mf_conferences')));
  }
  // Per page the better of the two rounds (the machine is shared: the other round's noise is not the page's).
  const best = new Map();
  for (const result of results) {
    const known = best.get(result.url);
    if (!known || result.p50 < known.p50) best.set(result.url, result);
  }
  return [...best.values()];
}

export function reportConferenceRender(results) {
  console.log(
    `\nServer-Render einer Fachtagungsseite neben einer Themenseite (render() der aktuellen Server-Builds, Daten je ` +
      `Lauf frisch von der api, ${RENDER.runs} Läufe nach ${RENDER.warmup} zum Aufwärmen, je Seite der bessere von zwei Durchgängen):`,
  );
  for (const { url, remote, p50, p95, htmlBytes } of results) {
    console.log(
      `  ${`${url} (${remote})`.padEnd(64)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   HTML ${(htmlBytes / 1024).toFixed(1)} KB`,
    );
  }
}
