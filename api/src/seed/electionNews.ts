/**
 * Seeds the election news (electionNewsData.ts) once: news items (readable at /news/{slug} like any news) with
 * their tags, category and citations, in one transaction. A database that has election news keeps them.
 */
import { contentUrl } from '@amb/shared-contracts';
import { countWords } from '../content/blocks';
import { recordCitations } from '../content/citations';
import { inTransaction } from '../db/startLock';
import type { Db } from '../db/types';
import { slugify } from '../util/slugify';
import { CONTENT_ELECTION_NEWS, ELECTION_NEWS_AUTHOR, ELECTION_NEWS_SEED } from './electionNewsData';

const plainText = (item: (typeof ELECTION_NEWS_SEED)[number]) =>
  [
    item.title,
    item.teaser,
    ...item.body.map((block) => (block.type === 'list' ? block.items.join('\n') : block.text)),
  ].join('\n');

export async function seedElectionNews(db: Db): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (await trx.selectFrom('electionNews').select('contentId').limit(1).executeTakeFirst()) return false;
    // After the other content (content_items has no generated ids): the next free ids, in the data's order.
    const { maxId } = await trx
      .selectFrom('contentItems')
      .select(({ fn }) => fn.max('contentId').as('maxId'))
      .executeTakeFirstOrThrow();
    const firstId = Number(maxId ?? 0) + 1;
    const items = ELECTION_NEWS_SEED.map((item, index) => ({ ...item, contentId: firstId + index }));
    await trx
      .insertInto('contentItems')
      .values(
        items.map((item) => ({
          contentId: item.contentId,
          kind: 'news' as const,
          slug: item.slug,
          title: item.title,
          teaser: item.teaser,
          author: ELECTION_NEWS_AUTHOR,
          publishedOn: item.publishedOn,
          body: JSON.stringify(item.body),
          wordCount: countWords(item.title, item.teaser, item.body),
        })),
      )
      .execute();
    await trx
      .insertInto('contentTags')
      .values(items.flatMap((item) => item.tags.map((tag) => ({ contentId: item.contentId, tagSlug: slugify(tag) }))))
      .execute();
    const earlier = await trx
      .selectFrom('contentItems')
      .select(['contentId', 'slug'])
      .where('kind', '=', 'news')
      .where('slug', 'in', Object.keys(CONTENT_ELECTION_NEWS))
      .execute();
    await trx
      .insertInto('electionNews')
      .values([
        ...earlier.map((row) => ({ contentId: row.contentId, category: CONTENT_ELECTION_NEWS[row.slug]! })),
        ...items.map((item) => ({ contentId: item.contentId, category: item.category })),
      ])
      .execute();
    for (const item of items) {
      const source = { kind: 'news' as const, key: item.slug, title: item.title, path: contentUrl('news', item.slug) };
      await recordCitations(trx, source, plainText(item));
    }
    return true;
  });
}
