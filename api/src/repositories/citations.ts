/** The content_citations table: which text cites which paragraph (content/citations.ts is its domain module). */
import type { Insertable } from 'kysely';
import type { ContentCitationTable } from '../db/tables/citations';
import type { Db } from '../db/types';

export async function deleteCitationsOf(db: Db, sourceKind: ContentCitationTable['sourceKind'], sourceKey: string) {
  await db
    .deleteFrom('contentCitations')
    .where('sourceKind', '=', sourceKind)
    .where('sourceKey', '=', sourceKey)
    .execute();
}

export async function insertCitations(db: Db, rows: Insertable<ContentCitationTable>[]) {
  if (rows.length > 0) await db.insertInto('contentCitations').values(rows).execute();
}

export function citationRowsOfLaw(db: Db, lawSlug: string) {
  return db
    .selectFrom('contentCitations')
    .select(['paragraph', 'detail', 'sourceKind', 'sourceKey', 'sourceTitle', 'sourcePath'])
    .where('lawSlug', '=', lawSlug)
    .execute();
}
