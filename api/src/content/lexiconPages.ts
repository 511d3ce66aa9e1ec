/** The public lexicon pages (issue 13): the A–Z of an audience and one entry with its citations and relations. */
import {
  citationLabel,
  CONTENT_SLUG,
  CONTENT_SLUG_MAX,
  findCitations,
  isLexiconAudience,
  lawParagraphPath,
  LEXICON_PAGE_NOT_FOUND,
  lexiconEntryUrl,
  type ContentBlock,
  type LexiconAudience,
  type LexiconPageEntryResponse,
  type LexiconPageIndexResponse,
} from '@amb/shared-contracts';
import { themeUrl } from '../catalogue/urls';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { themesByTagRows } from '../repositories/content';
import { lexiconEntryRow, lexiconIndexRows, lexiconTagRows, relatedLexiconRows } from '../repositories/lexiconPages';
import { RELATED_LIMIT } from './contentPages';

/** Related entries an entry's page lists at most. */
export const RELATED_ENTRIES_LIMIT = 5;

const audienceOr404 = (audience: string): LexiconAudience => {
  if (!isLexiconAudience(audience)) throw notFound(LEXICON_PAGE_NOT_FOUND);
  return audience;
};

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, 'de');

/** The letters that have entries, in order, each with its entries by title (German collation). */
export async function lexiconIndex(db: Db, audienceParam: string): Promise<LexiconPageIndexResponse> {
  const audience = audienceOr404(audienceParam);
  const rows = (await lexiconIndexRows(db, audience)).sort(byTitle);
  const letters = new Map<string, LexiconPageIndexResponse['letters'][number]['entries']>();
  for (const row of rows) {
    const entries = letters.get(row.letter) ?? [];
    entries.push({ slug: row.slug, title: row.title, url: lexiconEntryUrl(audience, row.slug) });
    letters.set(row.letter, entries);
  }
  return {
    audience,
    letters: [...letters.keys()].sort().map((letter) => ({ letter, entries: letters.get(letter)! })),
  };
}

/** The stored body (paragraphs separated by blank lines) as blocks: text only, never markup. */
export function definitionBlocks(body: string): ContentBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text.length > 0)
    .map((text) => ({ type: 'paragraph', text }));
}

/** One entry; an unknown audience, a malformed or unknown slug is no entry (404). */
export async function lexiconPageEntry(db: Db, audienceParam: string, slug: string): Promise<LexiconPageEntryResponse> {
  const audience = audienceOr404(audienceParam);
  const row =
    slug.length <= CONTENT_SLUG_MAX && CONTENT_SLUG.test(slug) ? await lexiconEntryRow(db, audience, slug) : undefined;
  if (!row) throw notFound(LEXICON_PAGE_NOT_FOUND);
  const tags = await lexiconTagRows(db, row.entryId);
  const tagSlugs = tags.map((tag) => tag.slug);
  const [related, themes] = await Promise.all([
    relatedLexiconRows(db, row.entryId, audience, tagSlugs, RELATED_ENTRIES_LIMIT),
    themesByTagRows(db, tagSlugs, RELATED_LIMIT),
  ]);
  return {
    audience,
    slug: row.slug,
    title: row.title,
    letter: row.letter,
    url: lexiconEntryUrl(audience, row.slug),
    definition: definitionBlocks(row.body),
    citations: findCitations(row.body).map((citation) => ({
      text: citationLabel(citation),
      url: lawParagraphPath(citation.law, citation.paragraph),
    })),
    tags,
    relatedEntries: related.map((entry) => ({
      slug: entry.slug,
      title: entry.title,
      url: lexiconEntryUrl(audience, entry.slug),
    })),
    relatedSeminars: themes.map((theme) => ({
      themeId: theme.themeId,
      title: theme.title,
      subtitle: theme.subtitle,
      url: themeUrl(theme.slug),
    })),
  };
}
