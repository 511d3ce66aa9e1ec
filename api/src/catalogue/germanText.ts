/**
 * German words for the search: tokens with their offsets, Snowball stems (the algorithm PostgreSQL's
 * german configuration runs, so both databases agree), stop words, and the query terms built from a
 * typed text. Pure functions: the index writer, the query builder and the highlighter share them.
 */
import { stemmer } from '@orama/stemmers/german';
import { stopwords } from '@orama/stopwords/german';
import type { TextRange } from '@amb/shared-contracts';

const STOP_WORDS = new Set(stopwords);
const WORD = /[\p{L}\p{N}]+/gu;
/** Longest word the index keeps (PostgreSQL ignores longer tokens than 2047 bytes; nobody types them). */
const MAX_WORD = 60;

export interface Token {
  /** Lower case, umlauts folded (ä → a, ß → ss), as Snowball's German stemmer folds them. */
  word: string;
  stem: string;
  start: number;
  end: number;
}

/** Lower case with ä, ö, ü folded and ß written ss: the unstemmed form both databases index. */
export function foldWord(word: string): string {
  return word.toLocaleLowerCase('de-DE').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
}

export function stemWord(word: string): string {
  return stemmer(word.toLocaleLowerCase('de-DE'));
}

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word.toLocaleLowerCase('de-DE'));

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    if (raw.length > MAX_WORD) continue;
    tokens.push({ word: foldWord(raw), stem: stemWord(raw), start: match.index, end: match.index + raw.length });
  }
  return tokens;
}

/** The stems of a text without stop words (what PostgreSQL's german configuration keeps), space-separated. */
export const stemsOf = (text: string): string =>
  tokenize(text)
    .filter((t) => !isStopWord(t.word))
    .map((t) => t.stem)
    .join(' ');

/** The unstemmed, folded words of a text, space-separated. */
export const wordsOf = (text: string): string =>
  tokenize(text)
    .map((t) => t.word)
    .join(' ');

/**
 * A typed text as search terms: every complete word must match by its stem; the last word is being typed,
 * so it matches as a prefix of a stem or of an unstemmed word ("Mitbestimmu" finds "Mitbestimmung", whose
 * stem "mitbestimm" is shorter than what was typed). Stop words are dropped unless they are all there is.
 */
export interface SearchTerms {
  stems: string[];
  prefix: { stem: string; word: string } | null;
}

const MAX_TERMS = 8;

export function searchTerms(text: string): SearchTerms {
  const tokens = tokenize(text).slice(0, MAX_TERMS);
  const last = tokens[tokens.length - 1];
  if (!last) return { stems: [], prefix: null };
  const complete = tokens.slice(0, -1).filter((t) => !isStopWord(t.word));
  const lastIsStopWord = isStopWord(last.word) && complete.length > 0;
  return {
    stems: [...new Set(complete.map((t) => t.stem))],
    prefix: lastIsStopWord ? null : { stem: last.stem, word: last.word },
  };
}

export const hasTerms = (terms: SearchTerms): boolean => terms.stems.length > 0 || terms.prefix !== null;

/** Where the terms occur in a text (the same rule the databases match by), for highlighting. */
export function matchRanges(text: string, terms: SearchTerms): TextRange[] {
  const stems = new Set(terms.stems);
  const { prefix } = terms;
  return tokenize(text)
    .filter(
      (t) =>
        stems.has(t.stem) ||
        stems.has(t.word) ||
        (prefix !== null && [t.stem, t.word].some((w) => w.startsWith(prefix.stem) || w.startsWith(prefix.word))),
    )
    .map((t) => ({ start: t.start, end: t.end }));
}
