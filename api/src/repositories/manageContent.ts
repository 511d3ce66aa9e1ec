/** The content list of /manage (issue 13): every item, newest first. */
import type { Db } from '../db/types';

export const manageContentRows = (db: Db) =>
  db
    .selectFrom('contentItems')
    .select(['kind', 'slug', 'title', 'publishedOn'])
    .orderBy('publishedOn', 'desc')
    .orderBy('contentId', 'desc')
    .execute();
