/**
 * `npm run bench:api`: search and filtered-list latency (p50/p95) over the demo catalogue scaled to
 * 10,000 events, through the real app over HTTP, on SQLite (a temporary file) and, when TEST_DATABASE_URL
 * or DATABASE_URL is set, on PostgreSQL (a schema of its own, dropped afterwards). Figures, not assertions.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createApp } from '../app';
import { createDb, type DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../seed/seed';

const EVENTS = 10_000;
const ROUNDS = 8;
const BASE_DATE = '2026-01-05';
/** `-- --detail`: the median of every query, to find the slow ones. */
const DETAIL = process.argv.includes('--detail');

/** What a visitor does: typing into the search, filtering and paging the list. */
const SEARCHES = [
  'Betriebsrat',
  'Kündigung',
  'Kündigungsschutz Anhörung',
  'Mitbest',
  'Wirtschaftsausschuss',
  'Hamburg',
  'Arbeitsrecht Teil',
  'Rhetorik Betriebsräte',
  'Gesundheit',
  'Datenschutz Homeoffice',
].flatMap((q) => [`q=${encodeURIComponent(q)}`, `q=${encodeURIComponent(q)}&kind=event&page=2`]);

const LISTS = [
  '',
  'rubric=arbeitsrecht',
  'month=2026-06',
  'format=online&sort=price',
  'oneDay=true&city=berlin',
  'priceMin=500&priceMax=1200&sort=title',
  'tag=mitbestimmung&format=presence',
  'q=Betriebsrat&city=hamburg',
  'q=Kündigung&month=2026-09',
  'page=40&pageSize=20',
  'sort=title&page=100',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function measure(
  base: string,
  path: string,
  queries: string[],
): Promise<{ p50: number; p95: number; n: number }> {
  for (const q of queries) await (await fetch(`${base}${path}?${q}`)).arrayBuffer(); // warm-up
  const times: number[] = [];
  const byQuery = new Map<string, number[]>(queries.map((q) => [q, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const q of queries) {
      const started = performance.now();
      const res = await fetch(`${base}${path}?${q}`);
      await res.arrayBuffer();
      const ms = performance.now() - started;
      times.push(ms);
      byQuery.get(q)?.push(ms);
      if (res.status !== 200) throw new Error(`${path}?${q} antwortete ${res.status}`);
    }
  }
  if (DETAIL) {
    for (const [q, list] of byQuery) {
      console.log(
        `    ${percentile(
          list.sort((a, b) => a - b),
          50,
        )
          .toFixed(1)
          .padStart(7)} ms  ${path}?${q}`,
      );
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length };
}

async function bench(label: string, handle: DbHandle): Promise<void> {
  const seeding = performance.now();
  await migrateToLatest(handle);
  const seeded = await seedIfEmpty(handle.db, { baseDate: BASE_DATE, eventCount: EVENTS });
  const events = 'counts' in seeded ? seeded.counts.events : '?';
  const app = createApp({ db: handle.db, dialect: handle.dialect, logError: (e) => console.error(e) });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    console.log(`\n${label}: ${events} Termine, Aufbau ${Math.round(performance.now() - seeding)} ms`);
    for (const [name, route, queries] of [
      ['Suche        /api/search', '/api/search', SEARCHES],
      ['Liste /api/get-seminars', '/api/get-seminars', LISTS],
    ] as const) {
      const { p50, p95, n } = await measure(base, route, queries);
      console.log(`  ${name}  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (${n} Anfragen)`);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function main(): Promise<void> {
  console.log(`Katalog-Benchmark (Ziel: p95 ≤ 15 ms), Node ${process.version}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'amb-bench-'));
  const sqlite = createDb({ dialect: 'sqlite', file: path.join(dir, 'bench.sqlite') });
  try {
    await bench('SQLite', sqlite);
  } finally {
    await sqlite.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    console.log('\nPostgreSQL: übersprungen (TEST_DATABASE_URL oder DATABASE_URL setzen).');
    return;
  }
  const schema = `amb_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const postgres = createDb({ dialect: 'postgres', url, schema, maxConnections: 4 });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(postgres.db);
    await bench('PostgreSQL', postgres);
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(postgres.db);
    await postgres.db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
