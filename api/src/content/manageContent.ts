/** The editors' list of /manage: every article, news item and interview, newest first. */
import { contentUrl, type ManageContentResponse } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { manageContentRows } from '../repositories/manageContent';

export async function manageContent(db: Db): Promise<ManageContentResponse> {
  const rows = await manageContentRows(db);
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      title: row.title,
      publishedOn: row.publishedOn,
      url: contentUrl(row.kind, row.slug),
    })),
  };
}
