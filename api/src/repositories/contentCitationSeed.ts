import type { Db } from '../db/types';

/** Articles, news and interviews no citation names (seeded before citations were recorded, or citing nothing). */
export function contentItemsWithoutCitations(db: Db) {
  return db
    .selectFrom('contentItems as c')
    .leftJoin('contentCitations as k', (join) =>
      join.onRef('k.sourceKind', '=', 'c.kind').onRef('k.sourceKey', '=', 'c.slug'),
    )
    .where('k.citationId', 'is', null)
    .select(['c.kind', 'c.slug', 'c.title', 'c.teaser', 'c.body'])
    .execute();
}
