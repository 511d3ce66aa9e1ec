/** lexicon_entries: the works-council A–Z (audience br) and, later, the SBV and JAV lexicons. */
import type { LexiconAudience, LexiconEntry, LexiconEntrySummary } from '@amb/shared-contracts';
import type { Insertable } from 'kysely';
import { foldWord, tokenize, wordsOf } from '../catalogue/germanText';
import type { Db, LexiconEntryTable } from '../db/types';

const EXCERPT_LENGTH = 200;

/** The index letter of a title: umlauts under their base letter, anything else under its first letter. */
export function letterOf(title: string): string {
  return foldWord(title.trim()).charAt(0).toUpperCase();
}

/** The start of a body up to a word boundary, at most EXCERPT_LENGTH characters (… when cut). */
export function excerptOf(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')} …`;
}

/** A row as it is stored: letter and search text derived from title and body. */
export function lexiconRow(
  entry: { audience: LexiconAudience; slug: string; title: string; body: string },
  at: string,
): Insertable<LexiconEntryTable> {
  return {
    ...entry,
    letter: letterOf(entry.title),
    searchText: ` ${wordsOf(`${entry.title}\n${entry.body}`)} `,
    updatedAt: at,
  };
}

export async function lexiconLetters(db: Db, audience: LexiconAudience): Promise<string[]> {
  const rows = await db
    .selectFrom('lexiconEntries')
    .select('letter')
    .distinct()
    .where('audience', '=', audience)
    .orderBy('letter')
    .execute();
  return rows.map((row) => row.letter);
}

/**
 * Entries of an audience, by title; `query` keeps those whose title or body holds every typed word (case and
 * umlauts folded: "kundigung" finds "Kündigung"), `letter` those under that letter.
 */
export async function findLexiconEntries(
  db: Db,
  audience: LexiconAudience,
  { query, letter }: { query?: string | undefined; letter?: string | undefined },
): Promise<LexiconEntrySummary[]> {
  let select = db
    .selectFrom('lexiconEntries')
    .select(['slug', 'title', 'letter', 'body'])
    .where('audience', '=', audience);
  if (letter) select = select.where('letter', '=', letter);
  // Words are letters and digits only (tokenize), so they need no escaping inside a LIKE pattern.
  for (const { word } of tokenize(query ?? '')) select = select.where('searchText', 'like', `%${word}%`);
  const rows = await select.orderBy('title').execute();
  return rows
    .sort((a, b) => a.title.localeCompare(b.title, 'de'))
    .map(({ slug, title, letter: l, body }) => ({ slug, title, letter: l, excerpt: excerptOf(body) }));
}

export async function findLexiconEntry(db: Db, audience: LexiconAudience, slug: string): Promise<LexiconEntry | null> {
  const row = await db
    .selectFrom('lexiconEntries')
    .select(['slug', 'title', 'letter', 'body'])
    .where('audience', '=', audience)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ?? null;
}
