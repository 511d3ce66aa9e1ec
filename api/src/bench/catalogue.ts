/**
 * `npm run bench:api`: latency (p50/p95) of the catalogue api over the demo catalogue scaled to 10,000 events
 * (SEED_EVENTS overrides), through the real app over HTTP, on SQLite (a temporary file) and, when
 * TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL (a schema of its own, dropped afterwards): the search,
 * the seminar list, the theme page and its dates, the event page; one request after the other and CONCURRENCY at
 * a time, with the database queries one request makes. Figures, not assertions.
 */
import type { AddressInfo } from 'node:net';
import { sql, type KyselyPlugin } from 'kysely';
import { createApp } from '../app';
import type { DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { onBothDatabases, runBench } from './databases';
import type { Db } from '../db/types';
import { seedIfEmpty } from '../seed/seed';

const EVENTS = Number(process.env.SEED_EVENTS ?? 10_000);
/** Requests per row and mode (each row's addresses in turn). */
const SAMPLES = 60;
const CONCURRENCY = 4;
const BASE_DATE = '2026-01-05';
/** The app's clock: the seed's first day, so the theme pages show every date the seed made (the worst case). */
const NOW = new Date(`${BASE_DATE}T09:00:00Z`);
/** `-- --detail`: the median of every address, to find the slow ones. */
const DETAIL = process.argv.includes('--detail');

interface Sample {
  rubric: string;
  otherRubric: string;
  month: string;
  themes: string[];
  events: number[];
}

/** Addresses taken from the seeded data: a busy rubric, a month in the middle, themes with many dates, series. */
async function sample(db: Db): Promise<Sample> {
  const rubrics = await sql<{ slug: string }>`select r.slug from rubrics r join themes t on t.rubric_id = r.rubric_id
    join events e on e.theme_id = t.theme_id group by r.slug order by count(*) desc, r.slug`.execute(db);
  const themes = await sql<{ slug: string }>`select t.slug from themes t join events e on e.theme_id = t.theme_id
    group by t.slug order by count(*) desc, t.slug limit 4`.execute(db);
  const events = await sql<{ id: number }>`select event_id as id from events
    order by is_series desc, event_id limit 2`.execute(db);
  const plain = await sql<{ id: number }>`select event_id as id from events where is_series = 0
    order by event_id desc limit 2`.execute(db);
  const [first, second] = rubrics.rows;
  if (!first || !second || themes.rows.length === 0) throw new Error('Der Katalog ist leer.');
  const middle = new Date(NOW);
  middle.setUTCMonth(middle.getUTCMonth() + 6);
  return {
    rubric: first.slug,
    otherRubric: second.slug,
    month: middle.toISOString().slice(0, 7),
    themes: themes.rows.map((t) => t.slug),
    events: [...events.rows, ...plain.rows].map((e) => Number(e.id)),
  };
}

type Row = [label: string, addresses: string[]];

const q = (text: string): string => `q=${encodeURIComponent(text)}`;

function rows(s: Sample): { search: Row[]; list: Row[]; pages: Row[] } {
  return {
    search: [
      ['Suche: ganzes Wort', [q('Betriebsrat'), q('Wirtschaftsausschuss'), q('Gesundheit'), q('Hamburg')]],
      ['Suche: Stammform', [q('Kündigungen'), q('Betriebsräte'), q('Arbeitszeiten'), q('Versammlungen')]],
      ['Suche: Präfix beim Tippen', [q('Mitbest'), q('Kündigungss'), q('Betriebsr'), q('Arbeitsrecht Te')]],
      ['Suche: mit Rubrik', [`${q('Betriebsrat')}&rubric=${s.rubric}`, `${q('Kündigung')}&rubric=${s.otherRubric}`]],
      [
        'Suche: mit Monat',
        [`${q('Betriebsrat')}&month=${s.month}`, `${q('Seminar')}&kind=event&month=${s.month}&page=2`],
      ],
    ].map(([label, list]) => [label as string, (list as string[]).map((a) => `/api/search?${a}`)]),
    list: [
      ['Liste: ungefiltert', ['', 'pageSize=50']],
      ['Liste: Rubrik + Monat', [`rubric=${s.rubric}&month=${s.month}`, `rubric=${s.otherRubric}&month=${s.month}`]],
      ['Liste: nach Preis', ['sort=price', 'format=online&sort=price', 'priceMin=500&priceMax=1200&sort=price']],
      ['Liste: späte Seite', ['page=400', 'sort=title&page=450']],
      ['Liste: weitere Filter', ['oneDay=true&city=berlin', 'tag=mitbestimmung&format=presence', q('Betriebsrat')]],
    ].map(([label, list]) => [label as string, (list as string[]).map((a) => `/api/get-seminars?${a}`)]),
    pages: [
      ['Themenseite', s.themes.map((t) => `/api/themes/${t}`)],
      ['Termine des Themas', s.themes.map((t) => `/api/themes/${t}/dates`)],
      ['Terminseite', s.events.map((id) => `/api/events/${id}`)],
      // The floor: HTTP, helmet, session and CSRF middleware and one trivial statement, on the same machine load.
      ['Grundlast /healthz', ['/healthz']],
    ],
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface Figures {
  p50: number;
  p95: number;
  n: number;
}

function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
}

async function timed(base: string, address: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}${address}`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${address} antwortete ${res.status}`);
  return performance.now() - started;
}

/**
 * Counts the statements the app runs (one request at a time, so the count is that request's). Counted on their
 * results: transformQuery also sees every subquery built apart.
 */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => args.node;
  transformResult: KyselyPlugin['transformResult'] = (args) => {
    this.count += 1;
    return Promise.resolve(args.result);
  };
}

interface Measured {
  sequential: Figures;
  concurrent: Figures;
  queries: number;
}

async function measure(base: string, addresses: string[], counter: QueryCounter): Promise<Measured> {
  for (const address of addresses) await timed(base, address); // warm-up
  const sequential: number[] = [];
  const byAddress = new Map<string, number[]>(addresses.map((a) => [a, []]));
  let queries = 0;
  for (let i = 0; i < SAMPLES; i += 1) {
    const address = addresses[i % addresses.length] as string;
    const before = counter.count;
    const ms = await timed(base, address);
    queries = Math.max(queries, counter.count - before);
    sequential.push(ms);
    byAddress.get(address)?.push(ms);
  }
  const concurrent: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < SAMPLES) {
        const address = addresses[next % addresses.length] as string;
        next += 1;
        concurrent.push(await timed(base, address));
      }
    }),
  );
  if (DETAIL) {
    for (const [address, list] of byAddress) console.log(`${figures(list).p50.toFixed(1).padStart(8)} ms  ${address}`);
  }
  return { sequential: figures(sequential), concurrent: figures(concurrent), queries };
}

const cell = (value: number): string => value.toFixed(1).padStart(7);

function printRow(label: string, m: Measured): void {
  console.log(
    `| ${label.padEnd(30)} | ${cell(m.sequential.p50)} | ${cell(m.sequential.p95)} | ${cell(m.concurrent.p50)} | ` +
      `${cell(m.concurrent.p95)} | ${String(m.queries).padStart(8)} |`,
  );
}

async function bench(label: string, handle: DbHandle): Promise<void> {
  const seeding = performance.now();
  await migrateToLatest(handle);
  const seeded = await seedIfEmpty(handle.db, { baseDate: BASE_DATE, eventCount: EVENTS });
  const events = 'counts' in seeded ? seeded.counts.events : '?';
  const counter = new QueryCounter();
  const app = createApp({
    db: handle.db.withPlugin(counter),
    dialect: handle.dialect,
    now: () => NOW,
    logError: (e) => console.error(e),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const groups = rows(await sample(handle.db));
    console.log(`\n${label}: ${events} Termine, Aufbau ${Math.round(performance.now() - seeding)} ms`);
    console.log(
      `(ms; je Zeile ${SAMPLES} Anfragen nacheinander und ${SAMPLES} mit ${CONCURRENCY} gleichzeitig; ` +
        'Abfragen = SQL-Anweisungen je Anfrage, höchstens)',
    );
    console.log(
      `| ${'Endpunkt'.padEnd(30)} | seq p50 | seq p95 |  ${CONCURRENCY}x p50 |  ${CONCURRENCY}x p95 | Abfragen |`,
    );
    console.log(`|${'-'.repeat(32)}|---------|---------|---------|---------|----------|`);
    for (const [group, list] of [
      ['Suche /api/search (alle)', groups.search],
      ['Liste /api/get-seminars (alle)', groups.list],
      ['', groups.pages],
    ] as const) {
      for (const [name, addresses] of list) printRow(name, await measure(base, addresses, counter));
      if (group) {
        // The whole group once more as one row: the figure the target (p95 ≤ 15 ms) is about.
        const m = await measure(
          base,
          list.flatMap(([, addresses]) => addresses),
          counter,
        );
        printRow(group, m);
      }
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function main(): Promise<void> {
  console.log(`Katalog-Benchmark (Ziel: Suche und Liste p95 ≤ 15 ms), Node ${process.version}`);
  await onBothDatabases(bench, { maxConnections: 4 });
}

runBench(main);
