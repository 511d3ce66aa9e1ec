/**
 * Seeds the lexicon pages (issue 13): the entries of LEXICON_PAGE_SEED the database lacks, and, once per seeded
 * entry (the works-council A–Z's too), its tags and the paragraphs it cites, in one transaction. An entry an
 * editor has since changed keeps its text; its citations are recorded from the text as stored.
 */
import { lexiconEntryUrl } from '@amb/shared-contracts';
import { recordCitations } from '../content/citations';
import { inTransaction } from '../db/startLock';
import type { Db } from '../db/types';
import { lexiconRow } from '../repositories/lexicon';
import { slugify } from '../util/slugify';
import { BR_LEXICON_TAGS, LEXICON_PAGE_SEED } from './lexiconPagesData';

/** The entries' date of last change as seeded (fixed: the seed is deterministic). */
const SEEDED_AT = '2025-10-01T08:00:00.000Z';

const keyOf = (entry: { audience: string; slug: string }) => `${entry.audience}/${entry.slug}`;

const SEED_TAGS = new Map<string, readonly string[]>([
  ...Object.entries(BR_LEXICON_TAGS).map(([slug, tags]) => [`br/${slug}`, tags] as const),
  ...LEXICON_PAGE_SEED.map((entry) => [keyOf(entry), entry.tags] as const),
]);

/** Returns how many entries got their tags and citations now. */
export async function seedLexiconPages(db: Db): Promise<number> {
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto('lexiconEntries')
      .values(
        LEXICON_PAGE_SEED.map(({ audience, slug, title, body }) =>
          lexiconRow({ audience, slug, title, body }, SEEDED_AT),
        ),
      )
      .onConflict((oc) => oc.columns(['audience', 'slug']).doNothing())
      .execute();
    const untagged = await trx
      .selectFrom('lexiconEntries')
      .select(['entryId', 'audience', 'slug', 'title', 'body'])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('lexiconTags')
              .select('tagSlug')
              .whereRef('lexiconTags.entryId', '=', 'lexiconEntries.entryId'),
          ),
        ),
      )
      .orderBy('entryId')
      .execute();
    const seeded = untagged.filter((row) => SEED_TAGS.has(keyOf(row)));
    if (seeded.length === 0) return 0;
    await trx
      .insertInto('lexiconTags')
      .values(
        seeded.flatMap((row) =>
          SEED_TAGS.get(keyOf(row))!.map((tag) => ({ entryId: row.entryId, tagSlug: slugify(tag) })),
        ),
      )
      .execute();
    for (const row of seeded) {
      const source = {
        kind: 'lexicon' as const,
        key: keyOf(row),
        title: row.title,
        path: lexiconEntryUrl(row.audience, row.slug),
      };
      await recordCitations(trx, source, row.body);
    }
    return seeded.length;
  });
}
