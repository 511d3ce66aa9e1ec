import type { Transaction } from 'kysely';
import type { Database, Db } from '../db/types';
import { inTransaction } from '../db/startLock';
import { seedDemoAccounts } from './accounts';
import { seedCommitteeDemo } from './committee';
import { seedMemberBookings } from './memberBookings';
import { seedContent } from './content';
import { seedLexicon } from './lexicon';
import { seedPromoArticles } from './promoArticles';
import { seedJudgments } from './judgments';
import { seedContentSearch } from './contentSearch';
import { seedLaws } from './laws';
import { seedLexiconPages } from './lexiconPages';
import { seedElectionNews } from './electionNews';
import { seedJobs } from './jobs';
import { seedTopics } from './topics';
import { seedLookups } from './lookups';
import { seedForum } from './forum';
import { seedConsultants } from './consultants';
import { seedTrainingCatalogue } from './trainingCatalogue';
import { seedConferences } from './conferences';
import { analyzeTables } from '../repositories/database';
import { clearSearchIndex, ensureSearchIndex, rebuildSearchIndex } from '../catalogue/searchIndex';
import { berlinToday } from '../util/calendarDays';
import { DEFAULT_SEED, generateSeed, type SeedData } from './generate';

export const META_BASE_DATE = 'seed_base_date';
export const META_SEED = 'seed_value';

/** Tables in insert order (parents first); deleted in reverse. */
const TABLES = [
  'locations',
  'hotels',
  'rubrics',
  'tags',
  'eventManagers',
  'themes',
  'themeTags',
  'events',
  'eventModules',
  'navigationItems',
] as const satisfies ReadonlyArray<keyof SeedData & keyof Database>;

/** The tables the catalogue's queries filter and join (snake_case: ANALYZE takes the SQL names). */
const ANALYZED_TABLES = [
  'events',
  'event_modules',
  'themes',
  'theme_tags',
  'hotels',
  'locations',
  'rubrics',
  'search_documents',
  'conferences',
  'conference_workshops',
] as const;

/** Both dialects bind at most ~32k parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

async function insertBatched<T extends (typeof TABLES)[number]>(
  trx: Transaction<Database>,
  table: T,
  rows: SeedData[T],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const size = Math.max(1, Math.min(500, Math.floor(MAX_PARAMETERS / Object.keys(first).length)));
  for (let i = 0; i < rows.length; i += size) {
    // The generic table makes Kysely's row type a union; the rows match `table` by construction.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

export async function readBaseDate(db: Db): Promise<string | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', META_BASE_DATE).executeTakeFirst();
  return row?.value ?? null;
}

export interface SeedResult {
  created: boolean;
  baseDate: string;
  counts: Record<(typeof TABLES)[number], number>;
}

/**
 * Fills an empty database with the demo data. The base date (default: today in Europe/Berlin) is stored in
 * `meta`, so a restart finds it and leaves the data alone.
 */
export async function seedIfEmpty(
  db: Db,
  options: {
    baseDate?: string;
    seed?: number;
    eventCount?: number;
    /** Also the demo member's bookings (through the engine: `db` must not be a transaction). */
    memberBookings?: boolean;
  } = {},
): Promise<SeedResult | { created: false; baseDate: string }> {
  const existing = await readBaseDate(db);
  if (existing) {
    await ensureSearchIndex(db);
    await seedConferences(db, existing);
    await seedDemoAccounts(db);
    await seedCommitteeDemo(db);
    await seedContent(db);
    await seedLexicon(db);
    await seedJudgments(db);
    await seedLaws(db);
    await seedLexiconPages(db);
    await seedElectionNews(db);
    await seedJobs(db);
    await seedTopics(db);
    await seedLookups(db);
    await seedForum(db, existing);
    await seedPromoArticles(db);
    await seedConsultants(db, existing);
    await seedTrainingCatalogue(db);
    // Last: it indexes what the steps before wrote.
    await seedContentSearch(db);
    return { created: false, baseDate: existing };
  }
  const data = generateSeed(
    options.baseDate ?? berlinToday(),
    options.seed ?? DEFAULT_SEED,
    options.eventCount ? { eventCount: options.eventCount } : {},
  );
  await inTransaction(db, async (trx) => {
    for (const table of TABLES) await insertBatched(trx, table, data[table]);
    await rebuildSearchIndex(trx);
    await trx
      .insertInto('meta')
      .values([
        { key: META_BASE_DATE, value: data.baseDate },
        { key: META_SEED, value: String(options.seed ?? DEFAULT_SEED) },
      ])
      .execute();
  });
  await seedConferences(db, data.baseDate);
  await seedDemoAccounts(db);
  await seedCommitteeDemo(db);
  if (options.memberBookings) await seedMemberBookings(db, data.baseDate);
  await seedContent(db);
  await seedLexicon(db);
  await seedJudgments(db);
  await seedLaws(db);
  await seedLexiconPages(db);
  await seedElectionNews(db);
  await seedJobs(db);
  await seedTopics(db);
  await seedLookups(db);
  await seedForum(db, data.baseDate);
  await seedPromoArticles(db);
  await seedConsultants(db, data.baseDate);
  await seedTrainingCatalogue(db);
  // Last: it indexes what the steps before wrote.
  await seedContentSearch(db);
  await analyzeTables(db, ANALYZED_TABLES);
  const counts = Object.fromEntries(TABLES.map((t) => [t, data[t].length])) as SeedResult['counts'];
  return { created: true, baseDate: data.baseDate, counts };
}

/** Removes the demo data (and its meta rows) so the next seedIfEmpty() generates afresh. */
export async function clearSeed(db: Db): Promise<void> {
  await inTransaction(db, async (trx) => {
    await clearSearchIndex(trx);
    // The conferences stand on the catalogue's themes and events (seed/conferences.ts): they go first.
    for (const table of ['conferenceAppearances', 'conferenceWorkshops', 'conferenceSlots', 'conferences'] as const) {
      await trx.deleteFrom(table).execute();
    }
    await trx.deleteFrom('conferenceSpeakers').execute();
    for (const table of [...TABLES].reverse()) await trx.deleteFrom(table).execute();
    await trx.deleteFrom('meta').where('key', 'in', [META_BASE_DATE, META_SEED]).execute();
  });
}
