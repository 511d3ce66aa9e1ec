/**
 * The passages the chatbot answers from, cut from the same pages the content search indexes and analysed by the
 * same German analyser (germanText.ts: Snowball stems and unstemmed words): a law's Absatz (or its summary when
 * no text is kept), a lexicon entry's paragraph, a judgment's guiding principle and paragraphs, an article's
 * paragraphs. A passage is small enough that the sentences an answer takes from it are about the question.
 */
import {
  LAWS,
  caseLawTopicOf,
  contentUrl,
  formatDate,
  isLawSlug,
  judgmentCitation,
  judgmentUrl,
  lawAbsatzAnchor,
  lawParagraphAnchor,
  lexiconEntryUrl,
  type ChatbotSourceKind,
  type ContentBlock,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import { stemsOf, wordsOf } from '../catalogue/germanText';
import { parseBlocks } from '../content/blocks';
import * as repo from '../repositories/chatbot';
import { compoundParts, type Vocabulary } from './questionTerms';
import { termStatistics } from './termStatistics';
import { rootTerms } from './wordForms';

const KIND_NUMBER: Record<ChatbotSourceKind, number> = {
  law: 1,
  lexicon: 2,
  judgment: 3,
  article: 4,
  news: 5,
  interview: 6,
};
/** Passages one page gives at most (a law has at most 30 Absätze). */
const MAX_PER_PAGE = 64;

export const passageIdOf = (kind: ChatbotSourceKind, refId: number, index: number): number =>
  (KIND_NUMBER[kind] * 1_000_000 + refId) * MAX_PER_PAGE + Math.min(index, MAX_PER_PAGE - 1);

/** A law paragraph's number among all laws: the law's place in LAWS, then the paragraph's position. */
const lawRefId = (lawSlug: string, position: number) => Object.keys(LAWS).indexOf(lawSlug) * 10_000 + position;

type Passage = Omit<repo.PassageRow, 'headingTerms' | 'textTerms' | 'termCount'>;

function lawPassages(row: Awaited<ReturnType<typeof repo.lawParagraphSourceRows>>[number]): Passage[] {
  if (!isLawSlug(row.lawSlug)) return [];
  const absaetze = JSON.parse(row.absaetze) as string[];
  const refId = lawRefId(row.lawSlug, row.position);
  const heading = `§ ${row.number} ${row.title}`;
  const base = {
    kind: 'law' as const,
    refId,
    // The JAV's part of the BetrVG is the JAV's; SGB IX is the SBV's.
    audience:
      row.lawSlug === 'sgb-ix'
        ? ('sbv' as const)
        : /Jugend/.test(row.section ?? '')
          ? ('jav' as const)
          : ('br' as const),
    lawSlug: row.lawSlug,
    paragraph: row.number,
    publishedOn: null,
    heading,
  };
  const path = `/gesetze/${row.lawSlug}`;
  if (absaetze.length === 0) {
    if (row.title.startsWith('(')) return []; // "(weggefallen)", "(Änderung des …)": no content of ours
    return [
      {
        ...base,
        passageId: passageIdOf('law', refId, 0),
        label: `§ ${row.number} ${row.short}`,
        url: `${path}#${lawParagraphAnchor(row.number)}`,
        absatz: null,
        text: row.summary,
      },
    ];
  }
  return absaetze.map((text, index) => ({
    ...base,
    passageId: passageIdOf('law', refId, index + 1),
    label: `§ ${row.number} Abs. ${index + 1} ${row.short}`,
    url: `${path}#${lawAbsatzAnchor(row.number, index + 1)}`,
    absatz: index + 1,
    text,
  }));
}

/** Paragraphs of blocks; a list is one passage with its items as lines. */
function blockTexts(blocks: readonly ContentBlock[]): Array<{ section: string; text: string }> {
  const out: Array<{ section: string; text: string }> = [];
  let section = '';
  for (const block of blocks) {
    if (block.type === 'heading') section = block.text;
    else if (block.type === 'paragraph') out.push({ section, text: block.text });
    else out.push({ section, text: block.items.join('\n') });
  }
  return out;
}

function judgmentPassages(row: Awaited<ReturnType<typeof repo.judgmentPassageRows>>[number]): Passage[] {
  const label = judgmentCitation(row.court, row.kind, formatDate(row.decidedOn), row.fileNumber);
  const topic = caseLawTopicOf(row.topic)?.label ?? row.topic;
  const texts = [
    { section: 'Leitsatz', text: row.guidingPrinciple },
    ...blockTexts(parseBlocks(row.body)).filter((part) => part.section !== 'Sachverhalt'),
  ];
  return texts.map((part, index) => ({
    passageId: passageIdOf('judgment', row.judgmentId, index),
    kind: 'judgment',
    refId: row.judgmentId,
    audience: row.area,
    label,
    url: judgmentUrl(row.area, row.slug),
    lawSlug: null,
    paragraph: null,
    absatz: null,
    publishedOn: row.decidedOn,
    heading: topic,
    text: part.text,
  }));
}

function lexiconPassages(row: Awaited<ReturnType<typeof repo.lexiconPassageRows>>[number]): Passage[] {
  return row.body
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text, index) => ({
      passageId: passageIdOf('lexicon', row.entryId, index),
      kind: 'lexicon',
      refId: row.entryId,
      audience: row.audience,
      label: `Lexikon: ${row.title}`,
      url: lexiconEntryUrl(row.audience, row.slug),
      lawSlug: null,
      paragraph: null,
      absatz: null,
      publishedOn: null,
      heading: row.title,
      text,
    }));
}

const CONTENT_LABEL = { article: 'Fachartikel', news: 'News', interview: 'Interview' } as const;

function contentPassages(row: Awaited<ReturnType<typeof repo.contentItemPassageRows>>[number]): Passage[] {
  return blockTexts(parseBlocks(row.body)).map((part, index) => ({
    passageId: passageIdOf(row.kind, row.contentId, index),
    kind: row.kind,
    refId: row.contentId,
    audience: null,
    label: `${CONTENT_LABEL[row.kind]}: ${row.title}`,
    url: contentUrl(row.kind, row.slug),
    lawSlug: null,
    paragraph: null,
    absatz: null,
    publishedOn: row.publishedOn,
    heading: part.section ? `${row.title} ${part.section}` : row.title,
    text: part.text,
  }));
}

/**
 * Stems, unstemmed words, the roots of participles (wordForms.ts) and, with a vocabulary, the parts of long
 * compounds („Betriebsratsmitglieder" → „betriebsrat", „mitglied"), as the questions are searched.
 */
export const passageTerms = (text: string, knows?: Vocabulary): string => {
  const words = wordsOf(text).split(' ').filter(Boolean);
  const parts = knows
    ? words.filter((word) => word.length >= COMPOUND_MIN).flatMap((word) => compoundParts(word, knows))
    : [];
  return `${stemsOf(text)} ${words.join(' ')} ${rootTerms(words).join(' ')} ${parts.join(' ')}`
    .replace(/\s+/g, ' ')
    .trim();
};
/** Words this long may be compounds worth splitting. */
const COMPOUND_MIN = 10;

function rowOf(passage: Passage, knows: Vocabulary): repo.PassageRow {
  return {
    ...passage,
    headingTerms: passageTerms(passage.heading, knows),
    textTerms: passageTerms(passage.text, knows),
    termCount: Math.max(1, stemsOf(passage.text).split(' ').filter(Boolean).length),
  };
}

/** Every table's passages. */
async function allPassages(db: Db): Promise<Passage[]> {
  const [laws, lexicon, judgments, content] = await Promise.all([
    repo.lawParagraphSourceRows(db),
    repo.lexiconPassageRows(db),
    repo.judgmentPassageRows(db),
    repo.contentItemPassageRows(db),
  ]);
  return [
    ...laws.flatMap((row) => lawPassages(row)),
    ...lexicon.flatMap(lexiconPassages),
    ...judgments.flatMap(judgmentPassages),
    ...content.flatMap(contentPassages),
  ];
}

/** Rebuilds the whole passage index (the seed, on every start). Pass a transaction. */
export async function rebuildPassageIndex(db: Db): Promise<number> {
  const passages = await allPassages(db);
  const vocabulary = new Set(passages.flatMap((passage) => stemsOf(`${passage.heading} ${passage.text}`).split(' ')));
  const knows: Vocabulary = (term) => vocabulary.has(term);
  await repo.writePassages(db, { remove: 'all', rows: passages.map((passage) => rowOf(passage, knows)) });
  return passages.length;
}

/** Re-cuts one law paragraph's passages after an editor saved or restored it. Pass the write's transaction. */
export async function reindexLawParagraph(db: Db, lawSlug: string, number: string): Promise<void> {
  const [row] = await repo.lawParagraphSourceRows(db, { lawSlug, number });
  if (!row) return;
  const stats = await termStatistics(db);
  await repo.writePassages(db, {
    remove: { kinds: ['law'], refIds: [lawRefId(row.lawSlug, row.position)] },
    rows: lawPassages(row).map((passage) => rowOf(passage, (term) => stats.knows(term))),
  });
}

/** Re-cuts the passages of pages after a write of the content search's kinds (judgments, articles …). */
export async function reindexPagePassages(
  db: Db,
  kind: 'judgment' | 'lexicon' | 'article' | 'news' | 'interview',
  refIds: number[],
): Promise<void> {
  if (refIds.length === 0) return;
  const passages =
    kind === 'judgment'
      ? (await repo.judgmentPassageRows(db, refIds)).flatMap(judgmentPassages)
      : kind === 'lexicon'
        ? (await repo.lexiconPassageRows(db, refIds)).flatMap(lexiconPassages)
        : (await repo.contentItemPassageRows(db, refIds)).flatMap(contentPassages);
  const kinds = kind === 'judgment' || kind === 'lexicon' ? [kind] : ['article', 'news', 'interview'];
  const stats = await termStatistics(db);
  await repo.writePassages(db, {
    remove: { kinds, refIds },
    rows: passages.map((passage) => rowOf(passage, (term) => stats.knows(term))),
  });
}
