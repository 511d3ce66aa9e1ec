import { NEWS_LIST_PAGE_SIZE, type NewsListResponse } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { validationFailed } from '../http/errors';
import { newsPageRows } from '../repositories/newsList';
import { summaryOf } from './contentPages';

/** GET /api/news-list?page=2: the works-council site's /news, NEWS_LIST_PAGE_SIZE a page, newest first. */
export async function newsList(db: Db, query: Record<string, unknown>): Promise<NewsListResponse> {
  const page = query.page === undefined ? 1 : Number(query.page);
  if (typeof query.page === 'object' || !Number.isInteger(page) || page < 1 || page > 1_000_000)
    throw validationFailed({ page: 'Die Seite muss eine ganze Zahl ab 1 sein.' });
  const pageSize = NEWS_LIST_PAGE_SIZE;
  const { rows, total } = await newsPageRows(db, { limit: pageSize, offset: (page - 1) * pageSize });
  return { items: rows.map(summaryOf), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}
