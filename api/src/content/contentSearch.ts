import type { ContentSearchQuery, ContentSearchResponse } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { hasTerms, matchRanges, searchTerms } from '../catalogue/germanText';
import { fullTextQuery } from '../catalogue/searchQuery';
import { rankedContent } from '../repositories/contentSearch';

/** GET /api/search/content: the pages matching the text, title matches first, newest first within. */
export async function searchContent(db: Db, query: ContentSearchQuery): Promise<ContentSearchResponse> {
  const terms = searchTerms(query.q);
  const empty: ContentSearchResponse = {
    items: [],
    page: query.page,
    pageSize: query.pageSize,
    total: 0,
    totalPages: 0,
  };
  if (!hasTerms(terms)) return empty;
  const { total, rows } = await rankedContent(db, fullTextQuery(terms), {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    ...empty,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    items: rows.map((row) => ({
      kind: row.kind,
      id: Number(row.refId),
      title: row.title,
      text: row.teaser,
      url: row.url,
      date: row.publishedOn,
      highlights: { title: matchRanges(row.title, terms), text: matchRanges(row.teaser, terms) },
    })),
  };
}
