/**
 * Answers a question from the passage index: the full-text index finds the passages with any of the question's
 * terms, BM25 over heading and text ranks them (term statistics of the whole index), law paragraphs and recent
 * judgments are preferred, the SBV variant puts SGB IX and SBV pages first; the answer is the passages' own
 * sentences that match the question, each with its source. Below the confidence floor it says it found nothing.
 */
import { findCitations, type ChatbotAnswer, type ChatbotSource, type ChatbotVariant } from '@amb/shared-contracts';
import { stemsOf } from '../catalogue/germanText';
import type { Db } from '../db/types';
import * as repo from '../repositories/chatbot';
import { sentencesOf } from './sentences';
import { termStatistics, type TermStatistics } from './termStatistics';
import type { QuestionTerms, QuestionWord, TermVariant } from './questionTerms';

const K1 = 1.2;
const B = 0.75;
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
/** SBV variant: SGB IX and SBV pages first. */
const AUDIENCE_WEIGHT: Record<ChatbotVariant, Partial<Record<'br' | 'sbv' | 'jav', number>>> = {
  br: {},
  sbv: { sbv: 1.6, jav: 0.8 },
};
/** Pages of the JAV or the SBV answer a question that is not about them only second. */
const OTHER_AUDIENCE = 0.5;
const AUDIENCE_WORDS: Record<'jav' | 'sbv', RegExp> = {
  jav: /^(?:jugend|auszubild|azubi|jav|ausbild)/,
  sbv: /^(?:schwerbehind|sbv|vertrauensperson|behind|integrationsamt|inklusion|gleichgestellt)/,
};
/** A passage that holds the kind of answer asked for (a number, a time, a rhythm). */
const ANSWER_TYPE_MATCH = 1.7;
/** … and one that does not, less: „Wie oft …?“ is not answered by where or how. */
const ANSWER_TYPE_MISS = 0.75;
const NUMBER =
  '(?:\\d+(?:\\.\\d+)?|eine[mnrs]?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|hundert)';
const ANSWER_TYPE_PATTERN: Record<'count' | 'duration' | 'frequency' | 'definition', RegExp> = {
  definition: /\b(?:ist|sind), wer\b|\bim Sinne (?:dieses|des) Gesetzes\b|\b(?:gilt|gelten) als\b|\bversteht man\b/i,
  count: new RegExp(
    `(?:mindestens|mehr als|bis zu|wenigstens|ab)\\s+${NUMBER}\\b|\\b${NUMBER}\\s+(?:[a-zäöü]+\\s+)?(?:arbeitnehmer|beschäftigte|mitglieder|personen|wahlberechtigte|schwerbehinderte)`,
    'i',
  ),
  duration: new RegExp(
    `\\b${NUMBER}\\s+(?:arbeits|kalender)?(?:tag|tage|tagen|woche|wochen|monat|monate|monaten|jahr|jahre|jahren|stunden)\\b|\\bwochenfrist\\b|\\bunverzüglich\\b`,
    'i',
  ),
  frequency:
    /\b(?:einmal|zweimal|jährlich|monatlich|wöchentlich|kalendervierteljahr|im monat|im jahr|alle \w+ jahre|in jedem)\b/i,
};
/** The head start of a paragraph's first Absatz (half of it for the second …). */
const FIRST_ABSATZ = 0.2;
/** A paragraph the question names outright. */
const NAMED_PARAGRAPH = 3;

/** Confidence floor: the best passage must cover this share of the question's weight … */
const MIN_COVERAGE = 0.4;
/** A question word only another Absatz of the same paragraph holds covers this much of it. */
const CONTEXT_COVERAGE = 0.8;
/** A noun the index does not know weighs as much as two words it knows well. */
const UNKNOWN_NOUN = 2;
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
  context: readonly string[],
): { score: number; coverage: number } {
  const heading = bag(passage.headingTerms);
  const text = bag(passage.textTerms);
  const norm = K1 * (1 - B + (B * passage.termCount) / stats.averageLength);
  let score = 0;
  let covered = 0;
  let total = 0;
  for (const word of words) {
    // A word the index does not know says nothing about any passage; but a noun it does not know is a topic
    // our content does not cover („Eiffelturm“), and what the rest of the question matches is no answer to it.
    if (word.variants.every((variant) => stats.documentFrequency(variant) === 0)) {
      if (word.noun && !word.carried) total += UNKNOWN_NOUN * stats.idfCap;
      continue;
    }
    const weight = wordWeight(word);
    // Rare light words („stattfinden“, „angehört“) must not outweigh what the question is about.
    const wordIdf = Math.min(
      stats.idfCap,
      Math.max(...word.variants.map((variant) => stats.idf(variant) * variant.weight)),
    );
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
    // A word the other Absätze of the paragraph answer counts for coverage too, a little less.
    if (best === 0 && word.variants.some((variant) => termFrequency(context, variant) > 0))
      bestIdf = CONTEXT_COVERAGE * wordIdf;
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
  // A statute states its rule first: Abs. 1 a little ahead of the details after it.
  if (passage.absatz !== null) weight *= 1 + FIRST_ABSATZ / passage.absatz;
  if (passage.kind === 'judgment' && passage.publishedOn) {
    const age = yearsBefore(today, passage.publishedOn);
    weight += RECENT_JUDGMENT.find((step) => age <= step.years)?.bonus ?? 0;
  }
  if (passage.audience) weight *= AUDIENCE_WEIGHT[variant][passage.audience] ?? 1;
  if (passage.audience === 'jav' || passage.audience === 'sbv') {
    const pattern = AUDIENCE_WORDS[passage.audience];
    const asked = terms.words.some((word) => !word.carried && pattern.test(word.word));
    if (!asked && !(variant === 'sbv' && passage.audience === 'sbv')) weight *= OTHER_AUDIENCE;
  }
  if (
    passage.kind === 'law' &&
    terms.paragraphs.some((p) => p.law === passage.lawSlug && p.paragraph === passage.paragraph)
  ) {
    weight *= NAMED_PARAGRAPH;
  }
  return weight;
}

/** How much of a found passage's score goes to each law paragraph it cites. */
const CITATION_VOTE = 0.45;
/** The found passages (not laws) whose citations count. */
const VOTERS = 12;

interface Vote {
  lawSlug: string;
  paragraph: string;
  absatz: number | null;
  score: number;
  coverage: number;
}

/**
 * Our pages cite the paragraphs they explain („§ 37 Abs. 7 BetrVG"): each of the best non-law passages passes a
 * share of its score to the law passages it cites, so the paragraph that the lexicon, the judgments and the
 * articles about a question rest on ranks with them.
 */
function citationVotes(ranked: readonly RankedPassage[]): Vote[] {
  const votes: Vote[] = [];
  for (const entry of ranked.filter((r) => r.passage.kind !== 'law').slice(0, VOTERS)) {
    // The page's title counts too: „Bildungsurlaub für Betriebsräte: § 37 Abs. 7 BetrVG richtig nutzen“.
    const cited = findCitations(`${entry.passage.label}. ${entry.passage.text}`);
    if (cited.length === 0) continue;
    const share = (entry.score * CITATION_VOTE) / Math.sqrt(cited.length);
    for (const citation of cited) {
      // „Abs. 6 und 7“ cites both.
      const absaetze = /^Abs\. ([\d\s,undbis]+)/.exec(citation.detail)?.[1]?.match(/\d+/g)?.map(Number) ?? [null];
      for (const absatz of absaetze) {
        votes.push({
          lawSlug: citation.law,
          paragraph: citation.paragraph,
          absatz,
          score: share / absaetze.length,
          coverage: entry.coverage,
        });
      }
    }
  }
  return votes;
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
  const named = (passage: repo.PassageRow) =>
    terms.paragraphs.some((p) => p.law === passage.lawSlug && p.paragraph === passage.paragraph);
  // The terms of each law paragraph's Absätze found, so an Absatz is read within its paragraph.
  const paragraphTerms = new Map<string, string[]>();
  for (const row of candidates.values()) {
    if (row.kind !== 'law') continue;
    const key = `${row.lawSlug}|${row.paragraph}`;
    paragraphTerms.set(key, [...(paragraphTerms.get(key) ?? []), ...bag(row.textTerms)]);
  }
  const rank = (passage: repo.PassageRow): RankedPassage => {
    const context = passage.kind === 'law' ? (paragraphTerms.get(`${passage.lawSlug}|${passage.paragraph}`) ?? []) : [];
    const { score, coverage } = scorePassage(passage, terms.words, stats, context);
    const isNamed = named(passage);
    return {
      passage,
      score:
        (score + (isNamed ? MIN_SCORE : 0)) * preference(passage, variant, terms, today) * coverageWeight(coverage),
      coverage: isNamed ? Math.max(coverage, MIN_COVERAGE) : coverage,
    };
  };
  const own = [...candidates.values()].map(rank).filter((entry) => entry.score > 0);
  own.sort(byScore);
  const votes = citationVotes(own);
  const cited = await repo.lawPassages(db, [
    ...terms.paragraphs.map((p) => ({ lawSlug: p.law, paragraph: p.paragraph })),
    ...votes.map((vote) => ({ lawSlug: vote.lawSlug, paragraph: vote.paragraph })),
  ]);
  const byId = new Map(own.map((entry) => [entry.passage.passageId, entry]));
  for (const passage of cited) if (!byId.has(passage.passageId)) byId.set(passage.passageId, rank(passage));
  // Per passage: its strongest vote, and a quarter of the others (a paragraph every page cites gains no landslide).
  const received = new Map<number, { votes: number[]; coverage: number }>();
  for (const vote of votes) {
    const ofParagraph = cited.filter((p) => p.lawSlug === vote.lawSlug && p.paragraph === vote.paragraph);
    // The Absatz cited; for a whole paragraph its summary, else its Absatz that matches the question best.
    const target =
      ofParagraph.find((p) => vote.absatz !== null && p.absatz === vote.absatz) ??
      ofParagraph.find((p) => p.absatz === null) ??
      ofParagraph.map((p) => byId.get(p.passageId)!).sort(byScore)[0]?.passage;
    if (!target || !byId.has(target.passageId)) continue;
    const entry = received.get(target.passageId) ?? { votes: [], coverage: 0 };
    entry.votes.push(vote.score);
    entry.coverage = Math.max(entry.coverage, vote.coverage);
    received.set(target.passageId, entry);
  }
  for (const [passageId, { votes: scores, coverage }] of received) {
    const entry = byId.get(passageId)!;
    const sorted = scores.sort((a, b) => b - a);
    const total = sorted[0]! + 0.25 * sorted.slice(1).reduce((sum, value) => sum + value, 0);
    entry.score += total * KIND_WEIGHT.law;
    entry.coverage = Math.max(entry.coverage, coverage);
  }
  const answerType = terms.answerType;
  if (answerType) {
    for (const entry of byId.values()) {
      entry.score *= ANSWER_TYPE_PATTERN[answerType].test(entry.passage.text) ? ANSWER_TYPE_MATCH : ANSWER_TYPE_MISS;
    }
  }
  return [...byId.values()].filter((entry) => entry.score > 0).sort(byScore);
}

/** Passages that answer more of the question's words rank well above those that answer a part. */
const coverageWeight = (coverage: number) => 0.15 + 0.85 * coverage ** 1.5;

const byScore = (a: RankedPassage, b: RankedPassage) => b.score - a.score || a.passage.passageId - b.passage.passageId;

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
  // Sources whose sentences only repeat what an earlier source said (an article quoting the law) are left out.
  const said: Array<Set<string>> = [];
  const sources: ChatbotSource[] = [];
  const sentences: ChatbotAnswer['sentences'] = [];
  for (const [index, entry] of chooseSources(ranked).entries()) {
    const own = answerSentences(entry.passage, terms.words, index === 0 ? 2 : 1).filter((text) => {
      const words = contentWords(text);
      if (said.some((earlier) => overlap(earlier, words) >= REPEATED)) return false;
      said.push(words);
      return true;
    });
    if (own.length === 0) continue;
    const number = sources.length + 1;
    sources.push(sourceOf(entry.passage, number));
    sentences.push(...own.map((text) => ({ text, source: number })));
  }
  return { found: true, sentences, sources, followUp: terms.words.some((word) => word.carried) };
}

/** A sentence sharing this share of its words with one already in the answer repeats it. */
const REPEATED = 0.5;

const contentWords = (text: string) => new Set(bag(stemsOf(text)));

/** Shared words over the smaller sentence's words. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of b) if (a.has(word)) shared += 1;
  return shared / Math.max(1, Math.min(a.size, b.size));
}
