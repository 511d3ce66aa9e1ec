// The first-load part of `npm run bench` (issue 11): every script Debian's Chromium requests while it loads `/` of
// the main site (with the catalogue, no cookies, until the network is idle), each with its gzip size, and the sum
// beside the target. What the browser really requests, not what the document names: lazy chunks that the first
// screen pulls count, chunks only a click would load do not. A figure, not an assertion.
import zlib from 'node:zlib';

export const FIRST_LOAD = { path: '/', targetKb: 150, viewport: { width: 1280, height: 900 } };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The scripts requested while `origin + FIRST_LOAD.path` loads: `{ path, raw, gzip }` in request order. */
export async function firstLoadRun(browser, origin) {
  const page = await browser.newPage();
  await page.setViewport(FIRST_LOAD.viewport);
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .buffer()
        .then((body) => ({
          path: new URL(response.url()).pathname,
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  try {
    await page.goto(`${origin}${FIRST_LOAD.path}`, { waitUntil: 'networkidle0' });
    return (await Promise.all(pending)).filter(Boolean);
  } finally {
    await page.close();
  }
}

/** Version folders change with every build: `/mf/<app>/<version>/<file>` printed as `<app>/<file>`. */
function shortName(scriptPath) {
  const match = /^\/mf\/([^/]+)\/[^/]+\/(.+)$/.exec(scriptPath);
  return match ? `${match[1]}/${match[2]}` : scriptPath;
}

export function reportFirstLoad(scripts) {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log(
    `\nErster Aufruf von ${FIRST_LOAD.path} (Hauptseite, ohne Cookies, ${FIRST_LOAD.viewport.width} px, ` +
      `alle vom Browser angefragten Skripte bis networkidle0; Ziel ≤ ${FIRST_LOAD.targetKb} KB gzip):`,
  );
  for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(script.gzip).padStart(9)} gzip ${kb(script.raw).padStart(9)} roh  ${shortName(script.path)}`);
  }
  const verdict = total <= FIRST_LOAD.targetKb * 1024 ? 'Ziel erreicht' : 'über dem Ziel';
  console.log(`  ${kb(total).padStart(9)} gzip in ${scripts.length} Dateien (${verdict})`);
}
