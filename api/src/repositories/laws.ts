/** The laws' tables (migration 023): reads of a law page, the paragraph with its versions, a save. */
import type { Insertable } from 'kysely';
import type { Db, LawParagraphVersionTable } from '../db/types';

export const findLawRow = (db: Db, lawSlug: string) =>
  db.selectFrom('laws').select(['lawSlug', 'short', 'title']).where('lawSlug', '=', lawSlug).executeTakeFirst();

export const lawHeadingRows = (db: Db, lawSlug: string) =>
  db
    .selectFrom('lawHeadings')
    .select(['position', 'level', 'label', 'title'])
    .where('lawSlug', '=', lawSlug)
    .orderBy('position')
    .execute();

export const lawParagraphRows = (db: Db, lawSlug: string) =>
  db
    .selectFrom('lawParagraphs')
    .select(['number', 'headingPosition', 'title', 'summary', 'absaetze'])
    .where('lawSlug', '=', lawSlug)
    .orderBy('position')
    .execute();

export const findLawParagraphRow = (db: Db, lawSlug: string, number: string) =>
  db
    .selectFrom('lawParagraphs')
    .select(['title', 'absaetze', 'version'])
    .where('lawSlug', '=', lawSlug)
    .where('number', '=', number)
    .executeTakeFirst();

export const lawParagraphVersionRows = (db: Db, lawSlug: string, number: string) =>
  db
    .selectFrom('lawParagraphVersions')
    .select(['version', 'title', 'absaetze', 'savedAt', 'savedBy', 'action', 'restoredFrom'])
    .where('lawSlug', '=', lawSlug)
    .where('number', '=', number)
    .orderBy('version', 'desc')
    .execute();

export const findLawParagraphVersionRow = (db: Db, lawSlug: string, number: string, version: number) =>
  db
    .selectFrom('lawParagraphVersions')
    .select(['title', 'absaetze'])
    .where('lawSlug', '=', lawSlug)
    .where('number', '=', number)
    .where('version', '=', version)
    .executeTakeFirst();

/**
 * The paragraph's new current state, only if it is still at `fromVersion` (a concurrent save moved it on: no row
 * changes). Returns whether it changed.
 */
export async function updateLawParagraph(
  db: Db,
  row: { lawSlug: string; number: string; title: string; absaetze: string; fromVersion: number },
): Promise<boolean> {
  const result = await db
    .updateTable('lawParagraphs')
    .set({ title: row.title, absaetze: row.absaetze, version: row.fromVersion + 1 })
    .where('lawSlug', '=', row.lawSlug)
    .where('number', '=', row.number)
    .where('version', '=', row.fromVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertLawParagraphVersion(db: Db, row: Insertable<LawParagraphVersionTable>): Promise<void> {
  await db.insertInto('lawParagraphVersions').values(row).execute();
}
