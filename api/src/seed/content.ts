/** Seeds the demo articles, news and interviews (contentData.ts) once; a database that has content keeps it. */
import type { Db } from '../db/types';
import { inTransaction } from '../db/startLock';
import { countWords } from '../content/blocks';
import { slugify } from '../util/slugify';
import { CONTENT_SEED } from './contentData';

export async function seedContent(db: Db): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (await trx.selectFrom('contentItems').select('contentId').limit(1).executeTakeFirst()) return false;
    await trx
      .insertInto('contentItems')
      .values(
        CONTENT_SEED.map((item, index) => ({
          contentId: index + 1,
          kind: item.kind,
          slug: item.slug,
          title: item.title,
          teaser: item.teaser,
          author: item.author,
          publishedOn: item.publishedOn,
          body: JSON.stringify(item.body),
          wordCount: countWords(item.title, item.teaser, item.body),
        })),
      )
      .execute();
    await trx
      .insertInto('contentTags')
      .values(
        CONTENT_SEED.flatMap((item, index) =>
          item.tags.map((tag) => ({ contentId: index + 1, tagSlug: slugify(tag) })),
        ),
      )
      .execute();
    return true;
  });
}
