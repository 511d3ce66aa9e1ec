/**
 * Seeds the laws (BetrVG, SGB IX Teil 3) once, from their data files: structure, paragraphs and each paragraph's
 * first version. A database that has laws keeps them (and the editors' versions).
 */
import { LAWS, type LawSlug } from '@amb/shared-contracts';
import type { Insertable } from 'kysely';
import type { Db, LawHeadingTable, LawParagraphTable, LawParagraphVersionTable } from '../db/types';
import { inTransaction } from '../db/startLock';
import { BETRVG_SEED } from './lawsBetrvgData';
import type { LawSeedEntry } from './lawsSeedTypes';
import { SGB_IX_SEED } from './lawsSgbIxData';

export const LAW_SEEDS: Record<LawSlug, readonly LawSeedEntry[]> = { betrvg: BETRVG_SEED, 'sgb-ix': SGB_IX_SEED };

/** Who the history names for the seeded state. */
export const SEED_AUTHOR = 'Redaktion (Erstfassung)';
/** A fixed time for the seeded state: the seed is deterministic. */
export const SEED_SAVED_AT = '2025-01-01T00:00:00.000Z';

const BATCH = 200;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** The rows of one law: headings and paragraphs with their positions, and version 1 of each paragraph. */
export function lawRows(law: LawSlug, entries: readonly LawSeedEntry[]) {
  const headings: Array<Insertable<LawHeadingTable>> = [];
  const paragraphs: Array<Insertable<LawParagraphTable>> = [];
  const versions: Array<Insertable<LawParagraphVersionTable>> = [];
  for (const entry of entries) {
    if (entry.type === 'heading') {
      headings.push({
        lawSlug: law,
        position: headings.length,
        level: entry.level,
        label: entry.label,
        title: entry.title,
      });
      continue;
    }
    const absaetze = JSON.stringify(entry.absaetze);
    paragraphs.push({
      lawSlug: law,
      number: entry.number,
      position: paragraphs.length,
      headingPosition: headings.length - 1,
      title: entry.title,
      summary: entry.summary,
      absaetze,
      version: 1,
    });
    versions.push({
      lawSlug: law,
      number: entry.number,
      version: 1,
      title: entry.title,
      absaetze,
      savedAt: SEED_SAVED_AT,
      savedByUserId: null,
      savedBy: SEED_AUTHOR,
      action: 'seed',
      restoredFrom: null,
    });
  }
  return { headings, paragraphs, versions };
}

export async function seedLaws(db: Db): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (await trx.selectFrom('laws').select('lawSlug').limit(1).executeTakeFirst()) return false;
    for (const [slug, entries] of Object.entries(LAW_SEEDS) as Array<[LawSlug, readonly LawSeedEntry[]]>) {
      const { headings, paragraphs, versions } = lawRows(slug, entries);
      await trx
        .insertInto('laws')
        .values({ lawSlug: slug, short: LAWS[slug].short, title: LAWS[slug].title })
        .execute();
      await insertInBatches(headings, (batch) => trx.insertInto('lawHeadings').values(batch).execute());
      await insertInBatches(paragraphs, (batch) => trx.insertInto('lawParagraphs').values(batch).execute());
      await insertInBatches(versions, (batch) => trx.insertInto('lawParagraphVersions').values(batch).execute());
    }
    return true;
  });
}
