/** Rows of the election news: news items (content_items) with their category (election_news, migration 025). */
import type { ElectionNewsCategorySlug } from '@amb/shared-contracts';
import type { Db } from '../db/types';

export interface ElectionNewsRow {
  contentId: number;
  slug: string;
  title: string;
  teaser: string;
  author: string;
  publishedOn: string;
  wordCount: number;
  category: ElectionNewsCategorySlug;
}

/** Newest first (the id breaks ties, so the order is stable); of one category when given. */
export function electionNewsRows(db: Db, category?: ElectionNewsCategorySlug): Promise<ElectionNewsRow[]> {
  let select = db
    .selectFrom('electionNews')
    .innerJoin('contentItems', 'contentItems.contentId', 'electionNews.contentId')
    .select([
      'contentItems.contentId',
      'contentItems.slug',
      'contentItems.title',
      'contentItems.teaser',
      'contentItems.author',
      'contentItems.publishedOn',
      'contentItems.wordCount',
      'electionNews.category',
    ])
    .where('contentItems.kind', '=', 'news');
  if (category) select = select.where('electionNews.category', '=', category);
  return select.orderBy('contentItems.publishedOn', 'desc').orderBy('contentItems.contentId', 'desc').execute();
}
