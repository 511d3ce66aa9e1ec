/**
 * Answers a question from the passage index: the full-text index finds the passages with any of the question's
 * terms, BM25 over heading and text ranks them (term statistics of the whole index), law paragraphs and recent
 * judgments are preferred, the SBV variant puts SGB IX and SBV pages first; the answer is the passages' own
 * sentences that match the question, each with its source. Below the confidence floor it says it found nothing.
 */
import {
  CHATBOT_SOURCE_LABELS,
  findCitations,
  type ChatbotAnswer,
  type ChatbotSource,
  type ChatbotVariant,
} from '@amb/shared-contracts';
import type { Db } from '../db/types';
import * as repo from '../repositories/chatbot';
import { sentencesOf } from './sentences';
import { termStatistics, type TermStatistics } from './termStatistics';
import type { QuestionTerms, QuestionWord, TermVariant } from './questionTerms';

const K1 = 1.2;
const B = 0.6;
/** A match in the heading (a paragraph's title, an entry's name) counts as this many in the text. */
const HEADING_WEIGHT = 2.5;
/** Words of the previous question count this much in a follow-up. */
const CARRIED_WEIGHT = 0.45;
/** Terms in more than this share of passages only rank; they do not find candidates. */
const COMMON_TERM_SHARE = 0.12;

const KIND_WEIGHT: Record<repo.PassageRow['kind'], number> = {
  law: 1.35,
  lexicon: 1.05,
  judgment: 0.9,
  article: 0.8,
  news: 0.75,
  interview: 0.7,
};
/** Judgments of the last two (five) years rank higher than older ones. */
const RECENT_JUDGMENT = [
  { years: 2, bonus: 0.25 },
  { years: 5, bonus: 0.1 },
];
/** SBV variant: SGB IX and SBV pages first; the works-council variant the other way round, a little. */
const AUDIENCE_WEIGHT: Record<ChatbotVariant, Partial<Record<'br' | 'sbv' | 'jav', number>>> = {
  br: { sbv: 0.75 },
  sbv: { sbv: 1.6, jav: 0.8 },
};
/** A paragraph the question names outright. */
const NAMED_PARAGRAPH = 3;

/** Confidence floor: the best passage must cover this share of the question's weight … */
const MIN_COVERAGE = 0.5;
/** … and score at least this (BM25 units after the weights). */
const MIN_SCORE = 2.2;
/** Further sources must score this share of the best. */
const SECOND_SOURCE_SHARE = 0.55;
const MAX_SOURCES = 3;

export interface RankedPassage {
  passage: repo.PassageRow;
  score: number;
  coverage: number;
}

const bag = (terms: string): string[] => terms.split(' ').filter(Boolean);

function termFrequency(tokens: readonly string[], variant: TermVariant): number {
  let count = 0;
  for (const token of tokens) {
    if (variant.prefix ? token.startsWith(variant.term) && token !== variant.term : token === variant.term) count += 1;
  }
  return count;
}

function wordWeight(word: QuestionWord): number {
  return word.carried ? CARRIED_WEIGHT : 1;
}

/** BM25 of one passage against the question's words (each word scores its best form), and their coverage. */
function scorePassage(
  passage: repo.PassageRow,
  words: readonly QuestionWord[],
  stats: TermStatistics,
): { score: number; coverage: number } {
  const heading = bag(passage.headingTerms);
  const text = bag(passage.textTerms);
  const norm = K1 * (1 - B + (B * passage.termCount) / stats.averageLength);
  let score = 0;
  let covered = 0;
  let total = 0;
  for (const word of words) {
    const weight = wordWeight(word);
    const wordIdf = stats.idf(word.variants[0]!);
    total += weight * wordIdf;
    let best = 0;
    let bestIdf = 0;
    for (const variant of word.variants) {
      const tf = termFrequency(text, variant) + HEADING_WEIGHT * termFrequency(heading, variant);
      if (tf === 0) continue;
      const idf = stats.idf(variant);
      const value = (variant.weight * idf * (tf * (K1 + 1))) / (tf + norm);
      if (value > best) {
        best = value;
        bestIdf = Math.min(idf, wordIdf) * variant.weight;
      }
    }
    score += weight * best;
    covered += weight * bestIdf;
  }
  return { score, coverage: total > 0 ? covered / total : 0 };
}

function yearsBefore(today: Date, isoDate: string): number {
  return (today.getTime() - Date.parse(`${isoDate}T00:00:00Z`)) / (365.25 * 24 * 60 * 60 * 1000);
}

function preference(passage: repo.PassageRow, variant: ChatbotVariant, terms: QuestionTerms, today: Date): number {
  let weight = KIND_WEIGHT[passage.kind];
  if (passage.kind === 'judgment' && passage.publishedOn) {
    const age = yearsBefore(today, passage.publishedOn);
    weight += RECENT_JUDGMENT.find((step) => age <= step.years)?.bonus ?? 0;
  }
  if (passage.audience) weight *= AUDIENCE_WEIGHT[variant][passage.audience] ?? 1;
  if (passage.kind === 'law' && terms.paragraphs.some((p) => p.law === passage.lawSlug && p.paragraph === passage.paragraph)) {
    weight *= NAMED_PARAGRAPH;
  }
  return weight;
}

/** The passages for the question, best first. */
export async function rankPassages(
  db: Db,
  terms: QuestionTerms,
  variant: ChatbotVariant,
  today: Date,
): Promise<RankedPassage[]> {
  const stats = await termStatistics(db);
  const variants = terms.words.flatMap((word) => word.variants);
  const finding = variants.filter((v) => stats.share(v) <= COMMON_TERM_SHARE && stats.documentFrequency(v) > 0);
  const candidates = new Map<number, repo.PassageRow>();
  for (const row of await repo.candidatePassages(db, finding.length > 0 ? dedupe(finding) : dedupe(variants))) {
    candidates.set(row.passageId, row);
  }
  for (const row of await repo.lawPassages(db, terms.paragraphs.map((p) => ({ lawSlug: p.law, paragraph: p.paragraph })))) {
    candidates.set(row.passageId, row);
  }
  const ranked: RankedPassage[] = [];
  for (const passage of candidates.values()) {
    const { score, coverage } = scorePassage(passage, terms.words, stats);
    if (score <= 0 && !terms.paragraphs.some((p) => p.paragraph === passage.paragraph)) continue;
    const named = terms.paragraphs.some((p) => p.law === passage.lawSlug && p.paragraph === passage.paragraph);
    ranked.push({
      passage,
      score: (score + (named ? MIN_SCORE : 0)) * preference(passage, variant, terms, today) * (0.35 + 0.65 * coverage),
      coverage: named ? Math.max(coverage, MIN_COVERAGE) : coverage,
    });
  }
  return ranked.sort((a, b) => b.score - a.score || a.passage.passageId - b.passage.passageId);
}

function dedupe(variants: readonly TermVariant[]): repo.CandidateTerm[] {
  const seen = new Map<string, repo.CandidateTerm>();
  for (const { term, prefix } of variants) seen.set(`${term}|${prefix}`, { term, prefix });
  return [...seen.values()];
}

/** Two passages of one page are one source: an answer cites a law's Absatz once. */
const pageOf = (passage: repo.PassageRow) => `${passage.kind}:${passage.refId}`;

/** The sources of the answer: the best passage, then others of other pages that score close to it. */
function chooseSources(ranked: readonly RankedPassage[]): RankedPassage[] {
  const best = ranked[0];
  if (!best) return [];
  // A law passage close to the best goes first: the answer names the paragraph it rests on.
  const law = ranked.find((entry) => entry.passage.kind === 'law');
  const first = law && law !== best && law.score >= 0.7 * best.score && law.coverage >= MIN_COVERAGE ? law : best;
  const chosen = [first];
  const pages = new Set([pageOf(first.passage)]);
  for (const entry of ranked) {
    if (chosen.length >= MAX_SOURCES) break;
    if (entry.score < SECOND_SOURCE_SHARE * first.score || entry.coverage < MIN_COVERAGE) break;
    if (pages.has(pageOf(entry.passage))) continue;
    // At most one passage of each kind besides the first: a law, a lexicon entry, a judgment.
    if (chosen.some((c) => c.passage.kind === entry.passage.kind) && entry.passage.kind !== 'law') continue;
    chosen.push(entry);
    pages.add(pageOf(entry.passage));
  }
  return chosen;
}

function sourceOf(passage: repo.PassageRow, number: number): ChatbotSource {
  return {
    number,
    kind: passage.kind,
    label: passage.kind === 'judgment' ? `${passage.label} (${passage.heading})` : passage.label,
    url: passage.url,
    law:
      passage.kind === 'law' && passage.lawSlug && passage.paragraph
        ? { slug: passage.lawSlug, paragraph: passage.paragraph, absatz: passage.absatz }
        : null,
  };
}

/** The sentences of a passage that match the question best (in their order), at most `max`. */
function answerSentences(passage: repo.PassageRow, words: readonly QuestionWord[], max: number): string[] {
  const sentences = sentencesOf(passage.text);
  if (sentences.length <= 1) return sentences.map((sentence) => sentence.text);
  const scored = sentences.map((sentence, index) => {
    const tokens = bag(sentence.terms);
    const hits = words.filter((word) => word.variants.some((variant) => termFrequency(tokens, variant) > 0));
    return { index, sentence: sentence.text, score: hits.reduce((sum, word) => sum + wordWeight(word), 0) };
  });
  const top = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index);
  return (top.length > 0 ? top : scored.slice(0, 1)).map((entry) => entry.sentence);
}

/** Citations a found passage makes of our laws, for the answer's sources (a lexicon entry citing § 37 Abs. 7). */
export function citedLawParagraphs(passage: repo.PassageRow) {
  return findCitations(passage.text).map((citation) => ({
    lawSlug: citation.law,
    paragraph: citation.paragraph,
    absatz: /^Abs\. (\d+)/.exec(citation.detail)?.[1] ?? null,
  }));
}

export const NOTHING_FOUND: ChatbotAnswer = { found: false, sentences: [], sources: [], followUp: false };

/** The answer to the question's terms, or NOTHING_FOUND below the confidence floor. */
export async function composeAnswer(
  db: Db,
  terms: QuestionTerms,
  variant: ChatbotVariant,
  today: Date,
): Promise<ChatbotAnswer> {
  if (terms.words.length === 0 && terms.paragraphs.length === 0) return NOTHING_FOUND;
  const ranked = await rankPassages(db, terms, variant, today);
  const best = ranked[0];
  if (!best || best.coverage < MIN_COVERAGE || best.score < MIN_SCORE) return NOTHING_FOUND;
  const chosen = chooseSources(ranked);
  const sources = chosen.map((entry, index) => sourceOf(entry.passage, index + 1));
  const sentences = chosen.flatMap((entry, index) =>
    answerSentences(entry.passage, terms.words, index === 0 ? 2 : 1).map((text) => ({ text, source: index + 1 })),
  );
  return { found: true, sentences, sources, followUp: terms.words.some((word) => word.carried) };
}

export { CHATBOT_SOURCE_LABELS };
