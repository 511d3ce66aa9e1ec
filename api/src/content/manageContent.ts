/** The editors' list of /manage: every article, news item and interview, newest first. */
import { contentUrl, type ManageContentResponse } from '@amb/shared-contracts';
import type { Db } from '../db/types';

export async function manageContent(db: Db): Promise<ManageContentResponse> {
  const rows = await db
    .selectFrom('contentItems')
    .select(['kind', 'slug', 'title', 'publishedOn'])
    .orderBy('publishedOn', 'desc')
    .orderBy('contentId', 'desc')
    .execute();
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      title: row.title,
      publishedOn: row.publishedOn,
      url: contentUrl(row.kind, row.slug),
    })),
  };
}
