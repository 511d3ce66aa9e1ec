/**
 * Seeds the demo articles, news and interviews: the hand-written ones (contentData.ts) and the generated ones
 * (contentGenerator.ts). An item is added when its kind and slug are missing, so a database seeded with an
 * older list gains the new items and keeps what is there (editors' changes included). Every item without
 * recorded citations gets them from its stored text (the law pages list what cites a paragraph).
 */
import { contentUrl } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { inTransaction } from '../db/startLock';
import { blocksText, countWords, parseBlocks } from '../content/blocks';
import { recordCitations } from '../content/citations';
import { contentItemsWithoutCitations } from '../repositories/contentCitationSeed';
import { slugify } from '../util/slugify';
import { CONTENT_SEED, type ContentSeed } from './contentData';
import { generateContentItems } from './contentGenerator';

/** Every demo item, hand-written first (their ids 1–15 stay as they were). */
export const ALL_CONTENT_SEED: readonly ContentSeed[] = [...CONTENT_SEED, ...generateContentItems()];

/** Adds the missing demo items; returns how many it added. */
export async function seedContent(db: Db): Promise<number> {
  return inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom('contentItems').select(['kind', 'slug', 'contentId']).execute();
    const present = new Set(existing.map((row) => `${row.kind}/${row.slug}`));
    const missing = ALL_CONTENT_SEED.filter((item) => !present.has(`${item.kind}/${item.slug}`));
    if (missing.length)
      await insertItems(trx, missing, Math.max(0, ...existing.map((row) => Number(row.contentId))) + 1);
    for (const item of await contentItemsWithoutCitations(trx)) {
      const source = { kind: item.kind, key: item.slug, title: item.title, path: contentUrl(item.kind, item.slug) };
      await recordCitations(trx, source, `${item.title} ${item.teaser} ${blocksText(parseBlocks(item.body))}`);
    }
    return missing.length;
  });
}

async function insertItems(trx: Db, missing: readonly ContentSeed[], firstId: number): Promise<void> {
  const rows = missing.map((item, index) => ({ contentId: firstId + index, item }));
  await trx
    .insertInto('contentItems')
    .values(
      rows.map(({ contentId, item }) => ({
        contentId,
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
    .values(rows.flatMap(({ contentId, item }) => item.tags.map((tag) => ({ contentId, tagSlug: slugify(tag) }))))
    .execute();
}
