/**
 * The content search index: every searchable page (articles, news, interviews; lexicon entries and judgments
 * by one source each) as title, teaser and body terms, analysed like the seminar index (germanText.ts), so
 * "Schulungen" finds "Schulung" on both databases. The seed rebuilds it on every start (a few hundred pages);
 * a write of one page reindexes it with reindexContentSearch.
 */
import { contentUrl, formatDate, judgmentCitation, judgmentUrl, lexiconEntryUrl } from '@amb/shared-contracts';
import type { ContentSearchKind } from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { stemsOf, wordsOf } from '../catalogue/germanText';
import {
  contentItemSourceRows,
  judgmentSourceRows,
  lexiconSourceRows,
  writeContentSearchDocuments,
  type ContentSearchRow,
} from '../repositories/contentSearch';
import { blocksText, parseBlocks } from './blocks';

const KIND_NUMBER: Record<ContentSearchKind, number> = { article: 0, news: 1, interview: 2, lexicon: 3, judgment: 4 };

export const contentDocIdOf = (kind: ContentSearchKind, refId: number): number => refId * 8 + KIND_NUMBER[kind];

/** A page as the index reads it. */
export interface ContentSearchSource {
  kind: ContentSearchKind;
  refId: number;
  title: string;
  teaser: string;
  body: string;
  url: string;
  publishedOn: string | null;
}

/** The pages of one table; `refIds` narrows to some (a reindex after a write). */
type SourceLoader = (db: Db, refIds?: number[]) => Promise<ContentSearchSource[]>;

async function contentItemSources(db: Db, refIds?: number[]): Promise<ContentSearchSource[]> {
  return (await contentItemSourceRows(db, refIds)).map((row) => ({
    kind: row.kind,
    refId: row.contentId,
    title: row.title,
    teaser: row.teaser,
    body: blocksText(parseBlocks(row.body)),
    url: contentUrl(row.kind, row.slug),
    publishedOn: row.publishedOn,
  }));
}

/** Published judgments: found by their citation ("BAG, Beschluss vom …"), guiding principle and text. */
async function judgmentSources(db: Db, refIds?: number[]): Promise<ContentSearchSource[]> {
  return (await judgmentSourceRows(db, refIds)).map((row) => ({
    kind: 'judgment',
    refId: row.judgmentId,
    title: judgmentCitation(row.court, row.kind, formatDate(row.decidedOn), row.fileNumber),
    teaser: row.guidingPrinciple,
    body: blocksText(parseBlocks(row.body)),
    url: judgmentUrl(row.area, row.slug),
    publishedOn: row.decidedOn,
  }));
}

/** A lexicon entry's first sentence (or its first words) as the hit's teaser. */
function firstSentence(text: string, max = 220): string {
  const sentence = /^.+?[.!?](?=\s|$)/s.exec(text.trim())?.[0] ?? text.trim();
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max)} …`;
}

/** Lexicon entries (undated: after the dated pages of their tier). */
async function lexiconSources(db: Db, refIds?: number[]): Promise<ContentSearchSource[]> {
  return (await lexiconSourceRows(db, refIds)).map((row) => ({
    kind: 'lexicon',
    refId: row.entryId,
    title: row.title,
    teaser: firstSentence(row.body),
    body: row.body,
    url: lexiconEntryUrl(row.audience, row.slug),
    publishedOn: null,
  }));
}

/**
 * Every table the search reads, with the kinds its pages have; a table joins with one entry.
 */
export const CONTENT_SEARCH_SOURCES: ReadonlyArray<{ kinds: readonly ContentSearchKind[]; load: SourceLoader }> = [
  { kinds: ['article', 'news', 'interview'], load: contentItemSources },
  { kinds: ['judgment'], load: judgmentSources },
  { kinds: ['lexicon'], load: lexiconSources },
];

const terms = (text: string): string => `${stemsOf(text)} ${wordsOf(text)}`;

function rowOf(source: ContentSearchSource): ContentSearchRow {
  return {
    docId: contentDocIdOf(source.kind, source.refId),
    kind: source.kind,
    refId: source.refId,
    title: source.title,
    teaser: source.teaser,
    url: source.url,
    publishedOn: source.publishedOn,
    titleTerms: terms(source.title),
    teaserTerms: terms(source.teaser),
    bodyTerms: terms(source.body),
  };
}

/** Rebuilds the whole index from every source. Pass a transaction. */
export async function rebuildContentSearchIndex(db: Db): Promise<number> {
  const sources = (await Promise.all(CONTENT_SEARCH_SOURCES.map((source) => source.load(db)))).flat();
  await writeContentSearchDocuments(db, { docIds: 'all', rows: sources.map(rowOf) });
  return sources.length;
}

/**
 * Reindexes pages after a write (an editor saved or deleted them): those still there are written anew, the
 * others leave the index. Pass the transaction of the write.
 */
export async function reindexContentSearch(db: Db, kind: ContentSearchKind, refIds: number[]): Promise<void> {
  const source = CONTENT_SEARCH_SOURCES.find((entry) => entry.kinds.includes(kind));
  if (!source || !refIds.length) return;
  // A table's ids are unique across its kinds (an article may have become news): all its kinds' ids go.
  await writeContentSearchDocuments(db, {
    docIds: refIds.flatMap((id) => source.kinds.map((k) => contentDocIdOf(k, id))),
    rows: (await source.load(db, refIds)).map(rowOf),
  });
}
