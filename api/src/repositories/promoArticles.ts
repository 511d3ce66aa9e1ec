/** The promotional material of the shop. */
import type { Insertable } from 'kysely';
import type { Db, PromoArticleTable } from '../db/types';

export function findActivePromoArticles(db: Db) {
  return db
    .selectFrom('promoArticles')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('articleId')
    .execute();
}

export function findPromoArticlesById(db: Db, articleIds: number[]) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('promoArticles').selectAll().where('articleId', 'in', articleIds).execute();
}

/** Inserts the articles whose slug is not there yet (a second start changes nothing). */
export async function insertMissingPromoArticles(db: Db, articles: Insertable<PromoArticleTable>[]): Promise<number> {
  const existing = new Set((await db.selectFrom('promoArticles').select('slug').execute()).map((row) => row.slug));
  const missing = articles.filter((article) => !existing.has(article.slug));
  if (missing.length > 0) await db.insertInto('promoArticles').values(missing).execute();
  return missing.length;
}
