import type { Db } from '../db/types';

/** One page of the news, newest first (the id breaks ties, so pages neither overlap nor leave gaps), and their number. */
export async function newsPageRows(db: Db, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('contentItems')
      .select(['contentId', 'kind', 'slug', 'title', 'teaser', 'author', 'publishedOn', 'wordCount'])
      .where('kind', '=', 'news')
      .orderBy('publishedOn', 'desc')
      .orderBy('contentId', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('contentItems')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('kind', '=', 'news')
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
