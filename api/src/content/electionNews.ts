/** The election news pages (issue 13): the archive by year and month and the items of one category. */
import {
  contentUrl,
  ELECTION_NEWS_CATEGORY_NOT_FOUND,
  electionNewsCategoryOf,
  electionNewsCategoryUrl,
  monthLabel,
  readingMinutes,
  type ElectionNewsArchiveResponse,
  type ElectionNewsCategoryResponse,
  type ElectionNewsItem,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { electionNewsRows, type ElectionNewsRow } from '../repositories/electionNews';

function itemOf(row: ElectionNewsRow): ElectionNewsItem {
  const category = electionNewsCategoryOf(row.category)!;
  return {
    id: row.contentId,
    kind: 'news',
    slug: row.slug,
    title: row.title,
    teaser: row.teaser,
    author: row.author,
    publishedOn: row.publishedOn,
    url: contentUrl('news', row.slug),
    readingMinutes: readingMinutes(row.wordCount),
    category: { slug: category.slug, name: category.name, url: electionNewsCategoryUrl(category.slug) },
  };
}

/** Years, months and items newest first (the rows come newest first). */
export async function electionNewsArchive(db: Db): Promise<ElectionNewsArchiveResponse> {
  const years: ElectionNewsArchiveResponse['years'] = [];
  for (const item of (await electionNewsRows(db)).map(itemOf)) {
    const year = item.publishedOn.slice(0, 4);
    const month = item.publishedOn.slice(0, 7);
    if (years.at(-1)?.year !== year) years.push({ year, months: [] });
    const { months } = years.at(-1)!;
    if (months.at(-1)?.month !== month) months.push({ month, label: monthLabel(month), items: [] });
    months.at(-1)!.items.push(item);
  }
  return { years };
}

/** The items of one category, newest first; an unknown category is no page (404). */
export async function electionNewsOfCategory(db: Db, slug: string): Promise<ElectionNewsCategoryResponse> {
  const category = electionNewsCategoryOf(slug);
  if (!category) throw notFound(ELECTION_NEWS_CATEGORY_NOT_FOUND);
  const items = (await electionNewsRows(db, category.slug)).map(itemOf);
  return { category: { slug: category.slug, name: category.name }, items };
}
