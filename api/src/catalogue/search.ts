import type { RubricRef, SearchQuery, SearchResponse } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { validationFailed } from '../http/errors';
import { listRubricRows } from '../repositories/catalogue';
import { rankedDocuments } from '../repositories/search';
import { hasTerms, matchRanges, searchTerms } from './germanText';
import { fullTextQuery } from './searchQuery';

/** GET /api/search: ranked hits over themes, events, locations and hotels, with facets and marked matches. */
export async function search(db: Db, query: SearchQuery): Promise<SearchResponse> {
  const empty: SearchResponse = {
    items: [],
    page: query.page,
    pageSize: query.pageSize,
    total: 0,
    totalPages: 0,
    facets: { rubrics: [], months: [] },
  };
  const terms = searchTerms(query.q);
  const kind = query.kind;
  // The rubrics (for the facets' names and the slug's check) and the matches side by side: the statement finds
  // the rubric by its slug itself; an unknown slug matches nothing and is refused below.
  const [rubrics, ranked] = await Promise.all([
    listRubricRows(db),
    hasTerms(terms)
      ? rankedDocuments(
          db,
          fullTextQuery(terms),
          {
            ...(kind ? { kind } : {}),
            ...(query.rubric ? { rubricSlug: query.rubric } : {}),
            ...(query.month ? { month: query.month } : {}),
          },
          { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
        )
      : null,
  ]);
  if (query.rubric && !rubrics.some((r) => r.slug === query.rubric)) {
    throw validationFailed({ rubric: `Die Rubrik „${query.rubric}“ gibt es nicht.` });
  }
  if (!ranked) return empty;
  const { total, rows, facets } = ranked;
  const rubricById = new Map<number, RubricRef>(
    rubrics.map((r) => [r.rubricId, { rubricId: r.rubricId, name: r.name, slug: r.slug }]),
  );
  return {
    ...empty,
    total,
    totalPages: Math.ceil(total / query.pageSize),
    items: rows.map((row) => ({
      kind: row.kind,
      id: Number(row.refId),
      title: row.title,
      text: row.line,
      url: row.url,
      rubric: row.rubricId === null ? null : (rubricById.get(Number(row.rubricId)) ?? null),
      startDate: row.startDate,
      highlights: { title: matchRanges(row.title, terms), text: matchRanges(row.line, terms) },
    })),
    facets: {
      rubrics: facets.rubrics.flatMap((f) => {
        const r = rubricById.get(f.rubricId);
        return r ? [{ ...r, count: f.count }] : [];
      }),
      months: facets.months,
    },
  };
}
