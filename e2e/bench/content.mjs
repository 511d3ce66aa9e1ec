// The content part of `npm run bench` (issue 13): the server render of an article page (the bff's whole document,
// warm: after a warm-up, one request at a time, p50/p95) and the throughput of /rss (requests/s under load),
// each beside a static file the same bff serves from a deployed version folder (the article's own bytes, so
// the difference is the render and not the transfer). Figures, not assertions.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FRAGMENT, latencies, throughput } from './ssr.mjs';

export const CONTENT_BENCH = { latencyRequests: 300, warmup: 30, rounds: 2 };

/** The first article the api's sitemap entries name (a real, seeded one). */
async function articlePath(system) {
  const entries = await (await fetch(`${system.apiUrl}/api/sitemap-entries`)).json();
  const article = (entries.content ?? []).find((entry) => entry.startsWith('/fachartikel/'));
  if (!article) throw new Error('/api/sitemap-entries nennt keinen Fachartikel: keine Artikelseite zu messen');
  return article;
}

export async function contentRun(system) {
  const article = await articlePath(system);
  const articleUrl = `${system.origins.main}${article}`;
  const rssUrl = `${system.origins.main}/rss`;
  const document = Buffer.from(
    await (await fetch(articleUrl, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  const registry = JSON.parse(readFileSync(path.join(system.deployDir, 'registry.json'), 'utf8'));
  const shellVersion = registry.apps.shell.current;
  const file = path.join(system.deployDir, 'shell', shellVersion, 'bench-article.html');
  // Precompressed like every deployed file, so the baseline costs no compression per request.
  writeFileSync(file, document);
  writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(document, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, zlib.gzipSync(document, { level: 9 }));
  const staticUrl = `${system.origins.main}/mf/shell/${shellVersion}/bench-article.html`;

  const options = { count: CONTENT_BENCH.latencyRequests, warmup: CONTENT_BENCH.warmup };
  const latency = { article: await latencies(articleUrl, options), file: await latencies(staticUrl, options) };
  const rss = [];
  const baseline = [];
  for (let round = 0; round < CONTENT_BENCH.rounds; round += 1) {
    rss.push(await throughput(rssUrl));
    baseline.push(await throughput(staticUrl));
  }
  const mean = (runs) => runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length;
  return {
    article,
    bytes: document.length,
    latency,
    rss: mean(rss),
    file: mean(baseline),
    failures:
      [...rss, ...baseline].reduce((sum, run) => sum + run.non2xx + run.errors, 0) +
      latency.article.failures +
      latency.file.failures,
  };
}

export function reportContent(run) {
  const ms = (value) => `${value.toFixed(2)} ms`.padStart(9);
  console.log(
    `\nInhalte: Artikelseite ${run.article} (Dokument des bff, warm: ${CONTENT_BENCH.latencyRequests} Anfragen nacheinander ` +
      `nach ${CONTENT_BENCH.warmup} zum Aufwärmen) und /rss (${FRAGMENT.connections} Verbindungen, ${CONTENT_BENCH.rounds} × ` +
      `${FRAGMENT.durationSeconds} s, abwechselnd), je neben einer statischen Datei der ${run.bytes} Bytes der Artikelseite vom selben bff`,
  );
  console.log('                       p50        p95');
  console.log(`  Artikelseite    ${ms(run.latency.article.p50)}  ${ms(run.latency.article.p95)}`);
  console.log(`  statische Datei ${ms(run.latency.file.p50)}  ${ms(run.latency.file.p95)}`);
  console.log(`  /rss            ${run.rss.toFixed(0).padStart(9)} Anfragen/s`);
  console.log(`  statische Datei ${run.file.toFixed(0).padStart(9)} Anfragen/s`);
  if (run.failures > 0) console.log(`  Fehler/Nicht-2xx:  ${run.failures}`);
}
