import { priceLabel, type RubricRef, type SearchQuery, type SearchResponse } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { validationFailed } from '../http/errors';
import { listRubricRows } from '../repositories/catalogue';
import { eventPriceRows, rankedDocuments } from '../repositories/search';
import { toPrice } from './mappers';
import { themeCards } from './themePages';
import { hasTerms, matchRanges, searchTerms } from './germanText';
import { fullTextQuery } from './searchQuery';

/** GET /api/search: ranked hits over themes, events, locations and hotels, with facets and marked matches. */
export async function search(db: Db, query: SearchQuery, today: string): Promise<SearchResponse> {
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
  const priceOf = await hitPrices(db, rows, today);
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
      price: priceOf(row.kind, Number(row.refId)),
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

type HitPrice = SearchResponse['items'][number]['price'];

/** The prices of the hits: a date's own, a theme's as its cards show it (the same rule, themeCards). */
async function hitPrices(
  db: Db,
  rows: ReadonlyArray<{ kind: string; refId: number | string }>,
  today: string,
): Promise<(kind: string, id: number) => HitPrice> {
  const idsOf = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => Number(r.refId));
  const [events, themes] = await Promise.all([
    eventPriceRows(db, idsOf('event')),
    themeCards(db, idsOf('theme'), today),
  ]);
  const byEvent = new Map(events.map((row) => [row.eventId, toPrice(row)]));
  const byTheme = new Map(themes.map((card) => [card.themeId, card]));
  return (kind, id) => {
    if (kind === 'event') {
      const prices = byEvent.get(id);
      return prices ? { label: priceLabel(prices), amount: prices.price } : null;
    }
    const card = kind === 'theme' ? byTheme.get(id) : undefined;
    return card && card.priceFrom !== null && card.priceLabel !== null
      ? { label: card.priceLabel, amount: card.priceFrom }
      : null;
  };
}
