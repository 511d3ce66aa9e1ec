// The documents part of `npm run bench` (issue 29): the bff's HTML documents under load beside a precompressed
// static file of the same bff, measured in the same run. Rows: a static JS file, a static copy of the start page's
// own bytes (precompressed like every deployed file: the baseline of the ratios), the header fragment, the
// anonymous start page and /seminare as a browser asks for them (Accept-Encoding: gzip, deflate, br, zstd), the
// start page with each single encoding, and a logged-in member's / and /seminare. Each row: requests/s, p50/p99,
// the bytes on the wire, and the ratio to the static copy. With BENCH_BEFORE=<checkout> (a built clone of main,
// `npm run build -w bff` there) a second bff of that checkout runs beside this one on the same api and every row is
// measured on both, alternating, DOCUMENTS.rounds times (medians); without it the "before" column is the ratios
// recorded on main (documents.main.json). Then what one dynamic compression of a document costs per encoding and
// quality, and the headers a CDN reads (Cache-Control, Vary, ETag and whether a revalidation gets 304).
// Figures, not assertions.
import { createRequire } from 'node:module';
import http from 'node:http';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { median } from './figures.mjs';

const require = createRequire(import.meta.url);
const { root, startVariant } = require('../harness/system.cjs');

/**
 * autocannon 9 appends every response body to a string (`req.body += chunk`, for its body checks, unused here):
 * decoding compressed bytes as UTF-8 costs it 0.1–0.6 ms per response (a 14 KB gzip body the most), CPU the 2-core
 * machine takes from the bff it measures, and more for some codings than others. The bench checks bodies itself
 * (prepareSide), so while this part runs the load generator only counts them (the other parts keep autocannon as is).
 */
const PipelinedRequestsQueue = require('autocannon/lib/pipelinedRequestsQueue.js');

async function withoutBodyStrings(work) {
  const addBody = PipelinedRequestsQueue.prototype.addBody;
  PipelinedRequestsQueue.prototype.addBody = () => {};
  try {
    return await work();
  } finally {
    PipelinedRequestsQueue.prototype.addBody = addBody;
  }
}
const { API_ROUTES, CSRF_HEADER } = require('@amb/shared-contracts');

export const DOCUMENTS = {
  connections: 10,
  durationSeconds: Number(process.env.BENCH_DOCUMENTS_SECONDS) || 3,
  rounds: Number(process.env.BENCH_DOCUMENTS_ROUNDS) || 5,
  /** Runs of each dynamic compression (median). */
  compressionRuns: 25,
  targetAnonymousRatio: 0.5,
  targetMemberRatio: 0.5,
  targetMemberP99Ms: 150,
};
/** What Chromium and Firefox send. */
export const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const MEMBER = { email: 'anna.schneider@example.de', greeting: 'Hallo, Anna' };
const RECORDED = path.join(path.dirname(new URL(import.meta.url).pathname), 'documents.main.json');

const STATIC_DOCUMENT = { key: 'staticDocument', file: 'document' };

export const ROWS = [
  { key: 'staticJs', label: 'statische JS-Datei (vorkomprimiert)', file: 'js' },
  { key: 'staticDocument', label: 'statische Kopie von / (vorkomprimiert)', file: 'document' },
  { key: 'fragment', label: '/shared-modules/nav (Fragment)', path: '/shared-modules/nav' },
  { key: 'home', label: 'anonym /', path: '/' },
  { key: 'seminars', label: 'anonym /seminare', path: '/seminare' },
  { key: 'homeIdentity', label: 'anonym /, Accept-Encoding leer', path: '/', encoding: '' },
  { key: 'homeGzip', label: 'anonym /, gzip', path: '/', encoding: 'gzip' },
  { key: 'homeBr', label: 'anonym /, br', path: '/', encoding: 'br' },
  { key: 'homeZstd', label: 'anonym /, zstd', path: '/', encoding: 'zstd' },
  { key: 'memberHome', label: 'Mitglied /', path: '/', member: true, anonymous: 'home' },
  { key: 'memberSeminars', label: 'Mitglied /seminare', path: '/seminare', member: true, anonymous: 'seminars' },
  // The first page of a session after SESSION_CACHE_MS: a bff that asks the api for every page (main always did).
  {
    key: 'memberHomeAsking',
    label: 'Mitglied /, jede Seite fragt die api',
    path: '/',
    member: true,
    asking: true,
    anonymous: 'home',
  },
];

/** The body of one GET as it travels (not decoded): its bytes, status and headers. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The cookies of a member logged in through the bff (the api's own login call, as the login form makes it). */
async function memberCookies(origin) {
  const { DEMO_PASSWORD } = require(path.join(root, 'api/dist/seed/accounts.js'));
  const jar = new Map();
  const take = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = await fetch(`${origin}${API_ROUTES.sessionCsrf.path}`, { headers: { accept: 'application/json' } });
  take(csrf);
  const { csrfToken } = await csrf.json();
  const login = await fetch(`${origin}${API_ROUTES.localLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: csrfToken, cookie: cookie() },
    body: JSON.stringify({ email: MEMBER.email, password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`Login als ${MEMBER.email}: ${login.status}`);
  take(login);
  // A returning member has answered the consent question.
  jar.set('amb_consent', 'all');
  return cookie();
}

/** The deployed JS file whose brotli sibling is closest to 4 KB (the issue's static row). */
function staticJsPath(deployDir) {
  const registry = JSON.parse(readFileSync(path.join(deployDir, 'registry.json'), 'utf8'));
  let best = null;
  for (const [app, entry] of Object.entries(registry.apps)) {
    const dir = path.join(deployDir, app, entry.current);
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.js')) continue;
      let size;
      try {
        size = statSync(path.join(dir, `${name}.br`)).size;
      } catch {
        continue;
      }
      if (!best || Math.abs(size - 4096) < Math.abs(best.size - 4096)) {
        best = { size, url: `/mf/${app}/${entry.current}/${name}` };
      }
    }
  }
  if (!best) throw new Error(`${deployDir}: keine vorkomprimierte JS-Datei`);
  return best.url;
}

/** A static copy of `body` in the shell's deployed version, precompressed like every deployed file. */
function staticCopy(deployDir, name, body) {
  const registry = JSON.parse(readFileSync(path.join(deployDir, 'registry.json'), 'utf8'));
  const version = registry.apps.shell.current;
  const file = path.join(deployDir, 'shell', version, name);
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  return `/mf/shell/${version}/${name}`;
}

/**
 * One side of the comparison: a bff, its static files and what each row asks it; `asking`: the origin of a bff of
 * the same build that asks the api for every member's page (SESSION_CACHE_MS=0), else this one.
 */
async function prepareSide(key, label, origin, deployDir, cookie, asking = origin) {
  const document = await rawGet(`${origin}/`, { accept: 'text/html', 'accept-encoding': 'identity' });
  if (document.status !== 200) throw new Error(`${label}: / antwortet ${document.status}`);
  const member = await fetch(`${origin}/`, { headers: { accept: 'text/html', cookie } });
  const memberHtml = await member.text();
  if (!memberHtml.includes(MEMBER.greeting)) throw new Error(`${label}: das Dokument des Mitglieds grüßt nicht`);
  if (document.body.toString('utf8').includes(MEMBER.greeting)) throw new Error(`${label}: anonym mit Gruß`);
  const files = {
    js: staticJsPath(deployDir),
    document: staticCopy(deployDir, 'bench-document.html', document.body),
  };
  const target = (row) => {
    const headers = { accept: 'text/html', 'accept-encoding': row.encoding ?? BROWSER_ENCODING };
    if (row.member) headers.cookie = cookie;
    return { url: `${row.asking ? asking : origin}${row.file ? files[row.file] : row.path}`, headers };
  };
  return { key, label, origin, target, identityBytes: document.body.length };
}

async function load({ url, headers }) {
  const result = await autocannon({
    url,
    connections: DOCUMENTS.connections,
    duration: DOCUMENTS.durationSeconds,
    headers,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** What a CDN and a browser read of a document: cache headers, the ETag and whether it revalidates to 304. */
async function cacheFacts(side, row) {
  const { url, headers } = side.target(row);
  const first = await rawGet(url, headers);
  const etag = first.headers.etag;
  const again = etag ? await rawGet(url, { ...headers, 'if-none-match': etag }) : null;
  return {
    cacheControl: first.headers['cache-control'] ?? '–',
    vary: first.headers.vary ?? '–',
    encoding: first.headers['content-encoding'] ?? 'identity',
    bytes: first.body.length,
    etag: etag ?? '–',
    revalidated: again ? again.status : '–',
  };
}

/**
 * Every row on every side, DOCUMENTS.rounds times; in each round the sides alternate (and swap their order the
 * next round), so a busy moment of the shared machine falls on both. Each row's run follows a run of its side's
 * static copy of /: its ratio is to the static file measured just before it (the machine's load drifts within
 * seconds), and the ratio reported is the median of those. A member's row follows a run of the same page as a
 * guest instead: its ratio to the guest's is what the target is about (its ratio to the file is that times the
 * guest's).
 */
export function documentsRun(system) {
  return withoutBodyStrings(() => measure(system));
}

async function measure(system) {
  const cookie = await memberCookies(system.origins.main);
  const sides = [];
  const variants = [];
  const beforeRoot = process.env.BENCH_BEFORE;
  try {
    if (beforeRoot) {
      const before = await startVariant(system, 'before', {}, { bffRoot: path.resolve(beforeRoot) });
      variants.push(before);
      sides.push(await prepareSide('before', 'vorher', before.origins.main, before.deployDir, cookie));
    }
    const asking = await startVariant(system, 'asking', {}, { env: { SESSION_CACHE_MS: '0' } });
    variants.push(asking);
    sides.push(
      await prepareSide('after', 'nachher', system.origins.main, system.deployDir, cookie, asking.origins.main),
    );
    const runs = Object.fromEntries(sides.map((side) => [side.key, Object.fromEntries(ROWS.map((r) => [r.key, []]))]));
    for (let round = 0; round < DOCUMENTS.rounds; round += 1) {
      for (const row of ROWS) {
        const order = round % 2 === 0 ? sides : [...sides].reverse();
        // Before, every page asked the api: that row is the member's row there.
        for (const side of order.filter((s) => !(row.asking && s.key === 'before'))) {
          const reference = row.anonymous ? ROWS.find((r) => r.key === row.anonymous) : STATIC_DOCUMENT;
          const baseline = row.key === 'staticDocument' ? null : await load(side.target(reference));
          const run = await load(side.target(row));
          runs[side.key][row.key].push({ ...run, ratio: baseline ? run.rps / baseline.rps : 1 });
        }
      }
    }
    if (runs.before) runs.before.memberHomeAsking = runs.before.memberHome;
    const figures = {};
    for (const side of sides) {
      figures[side.key] = {};
      for (const row of ROWS) {
        const list = runs[side.key][row.key];
        // The bytes a client gets once the variants are made (a first answer is compressed for itself).
        let sample = await rawGet(side.target(row).url, side.target(row).headers);
        for (let tries = 0; tries < 20 && /^W\//.test(sample.headers.etag ?? ''); tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          sample = await rawGet(side.target(row).url, side.target(row).headers);
        }
        figures[side.key][row.key] = {
          rps: median(list.map((run) => run.rps)),
          ratio: median(list.map((run) => run.ratio)),
          ...(row.anonymous ? { toAnonymous: median(list.map((run) => run.ratio)) } : {}),
          p50: median(list.map((run) => run.p50)),
          p99: median(list.map((run) => run.p99)),
          bytes: sample.body.length,
          failures: list.reduce((sum, run) => sum + run.failures, 0),
        };
      }
    }
    // A member's ratio to the file: to the guest's page times the guest's to the file.
    for (const side of sides) {
      for (const row of ROWS.filter((r) => r.anonymous)) {
        const figure = figures[side.key][row.key];
        figure.ratio = figure.toAnonymous * figures[side.key][row.anonymous].ratio;
      }
    }
    const facts = {};
    for (const side of sides) {
      facts[side.key] = {
        anonymous: await cacheFacts(
          side,
          ROWS.find((row) => row.key === 'home'),
        ),
        member: await cacheFacts(
          side,
          ROWS.find((row) => row.key === 'memberHome'),
        ),
      };
    }
    const largest = await rawGet(`${system.origins.main}/seminare`, {
      accept: 'text/html',
      'accept-encoding': 'identity',
    });
    return {
      sides: sides.map(({ key, label }) => ({ key, label })),
      figures,
      facts,
      compression: compressionCost(largest.body),
    };
  } finally {
    for (const variant of variants) await variant.stop();
  }
}

/** Median time and size of compressing `body` once per encoding and quality (this process, synchronously). */
function compressionCost(body) {
  const Z = zlib.constants;
  const codings = [
    ['br', 4, (b) => zlib.brotliCompressSync(b, { params: { [Z.BROTLI_PARAM_QUALITY]: 4 } })],
    ['br', 5, (b) => zlib.brotliCompressSync(b, { params: { [Z.BROTLI_PARAM_QUALITY]: 5 } })],
    ['br', 6, (b) => zlib.brotliCompressSync(b, { params: { [Z.BROTLI_PARAM_QUALITY]: 6 } })],
    ['br', 10, (b) => zlib.brotliCompressSync(b, { params: { [Z.BROTLI_PARAM_QUALITY]: 10 } })],
    ['br', 11, (b) => zlib.brotliCompressSync(b, { params: { [Z.BROTLI_PARAM_QUALITY]: 11 } })],
    ['gzip', 1, (b) => zlib.gzipSync(b, { level: 1 })],
    ['gzip', 6, (b) => zlib.gzipSync(b, { level: 6 })],
    ['gzip', 9, (b) => zlib.gzipSync(b, { level: 9 })],
    ['zstd', 1, (b) => zlib.zstdCompressSync(b, { params: { [Z.ZSTD_c_compressionLevel]: 1 } })],
    ['zstd', 3, (b) => zlib.zstdCompressSync(b, { params: { [Z.ZSTD_c_compressionLevel]: 3 } })],
    ['zstd', 9, (b) => zlib.zstdCompressSync(b, { params: { [Z.ZSTD_c_compressionLevel]: 9 } })],
    ['zstd', 15, (b) => zlib.zstdCompressSync(b, { params: { [Z.ZSTD_c_compressionLevel]: 15 } })],
    ['zstd', 19, (b) => zlib.zstdCompressSync(b, { params: { [Z.ZSTD_c_compressionLevel]: 19 } })],
  ];
  // A member's document as the bff sends it with gzip: the shared pieces deflated once, the member's bytes stored.
  const { SharedBytes, gzipOf } = require(path.join(root, 'bff/dist/http/pieces.js'));
  const cuts = [0, 0.05, 0.3, 0.32, 0.4, 0.6, 1].map((share) => Math.round(share * body.length));
  const shared = cuts.slice(0, -1).map((at, index) => new SharedBytes(body.subarray(at, cuts[index + 1])));
  const pieces = shared.flatMap((piece, index) => (index === 0 ? [piece] : [Buffer.from('Anna'), piece]));
  codings.push(['gzip gespleißt', '', () => gzipOf(pieces)]);
  return {
    bytes: body.length,
    rows: codings.map(([encoding, quality, compress]) => {
      const runs =
        (encoding === 'br' && quality >= 10) || (encoding === 'zstd' && quality >= 15) ? 5 : DOCUMENTS.compressionRuns;
      let size = 0;
      const times = [];
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        size = compress(body).length;
        times.push(performance.now() - started);
      }
      return { encoding, quality, ms: median(times), bytes: size };
    }),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The ratios of main recorded in documents.main.json (used when no BENCH_BEFORE runs beside). */
function recordedBefore() {
  try {
    return JSON.parse(readFileSync(RECORDED, 'utf8'));
  } catch {
    return null;
  }
}

export function reportDocuments(run) {
  console.log(
    `\nDokumente neben einer statischen Datei desselben bff (${DOCUMENTS.connections} Verbindungen, ${DOCUMENTS.rounds} × ` +
      `${DOCUMENTS.durationSeconds} s je Zeile und Seite, abwechselnd, Mediane; Accept-Encoding eines Browsers: ${BROWSER_ENCODING}; ` +
      '× Datei: Median der Verhältnisse zu einem Lauf der statischen Kopie von / unmittelbar davor)',
  );
  const live = run.sides.map((side) => side.key);
  const recorded = live.includes('before') ? null : recordedBefore();
  const cell = (figure) =>
    `${figure.rps.toFixed(0).padStart(7)} ${`${figure.p50}/${figure.p99}`.padStart(9)} ${kb(figure.bytes).padStart(8)} ${figure.ratio.toFixed(2).padStart(6)}`;
  const header = `  ${'was'.padEnd(40)}`;
  const sideHeader = `${'Anfr./s'.padStart(7)} ${'p50/p99'.padStart(9)} ${'Bytes'.padStart(8)} ${'×Datei'.padStart(6)}`;
  console.log(
    `${header}${live.includes('before') ? `${'vorher'.padEnd(34)}   ` : `${'vorher (main)'.padStart(14)}   `}${'nachher'}`,
  );
  console.log(
    `  ${''.padEnd(40)}${live.includes('before') ? `${sideHeader}   ` : `${'×Datei'.padStart(14)}   `}${sideHeader}`,
  );
  for (const row of ROWS) {
    const parts = [`  ${row.label.padEnd(40)}`];
    if (live.includes('before')) {
      parts.push(`${cell(run.figures.before[row.key])}   `);
    } else {
      const ratio = recorded?.ratios?.[row.key];
      parts.push(`${(ratio === undefined ? '–' : ratio.toFixed(2)).padStart(14)}   `);
    }
    parts.push(cell(run.figures.after[row.key]));
    console.log(parts.join(''));
  }
  if (recorded)
    console.log(`  vorher: aufgezeichnet auf main ${recorded.commit} (${recorded.measured}), ${recorded.note}`);
  for (const side of run.sides) {
    const f = run.figures[side.key];
    const failures = ROWS.reduce((sum, row) => sum + f[row.key].failures, 0);
    console.log(
      `  ${side.label}: anonym / ${f.home.ratio.toFixed(2)} × Datei (Ziel ≥ ${DOCUMENTS.targetAnonymousRatio}); ` +
        `Mitglied / ${f.memberHome.toAnonymous.toFixed(2)} × anonym, /seminare ${f.memberSeminars.toAnonymous.toFixed(2)} × anonym ` +
        `(Ziel ≥ ${DOCUMENTS.targetMemberRatio}), wenn jede Seite die api fragt ${f.memberHomeAsking.toAnonymous.toFixed(2)} × anonym; ` +
        `Mitglied p99 ${f.memberHome.p99}/${f.memberSeminars.p99}/${f.memberHomeAsking.p99} ms (Ziel ≤ ${DOCUMENTS.targetMemberP99Ms} ms)` +
        (failures > 0 ? `; Fehler/Nicht-2xx: ${failures}` : ''),
    );
  }
  console.log('\n  Kopfzeilen für einen CDN (/ anonym und als Mitglied, Accept-Encoding eines Browsers):');
  for (const side of run.sides) {
    for (const [who, fact] of Object.entries(run.facts[side.key])) {
      console.log(
        `  ${side.label.padEnd(10)} ${who.padEnd(9)} ${fact.encoding.padEnd(8)} Cache-Control: ${fact.cacheControl}; Vary: ${fact.vary}; ` +
          `ETag ${fact.etag === '–' ? 'keins' : 'ja'}, If-None-Match → ${fact.revalidated}`,
      );
    }
  }
  console.log(
    `\n  Dynamische Kompression eines Dokuments (/seminare, ${kb(run.compression.bytes)} roh), einmal, Median in diesem Prozess:`,
  );
  for (const row of run.compression.rows) {
    console.log(
      `    ${`${row.encoding} ${row.quality}`.padEnd(16)} ${`${row.ms.toFixed(2)} ms`.padStart(10)}  ${kb(row.bytes).padStart(8)}`,
    );
  }
}

/** The figures of a run as documents.main.json records them for later runs without BENCH_BEFORE. */
export function recordable(run, side, commit) {
  const f = run.figures[side];
  return {
    commit,
    measured: new Date().toISOString().slice(0, 10),
    note: 'Verhältnisse zur statischen Kopie von / desselben bff',
    ratios: Object.fromEntries(ROWS.map((row) => [row.key, Number(f[row.key].ratio.toFixed(3))])),
    figures: f,
  };
}
