/**
 * A German question as search terms: the words that carry its meaning (no stop words, no question words), each
 * by its Snowball stem and, for a compound the index does not know as a whole, by its parts
 * („Betriebsratsseminar" → „betriebsrat" + „seminar"); the law paragraphs it names („§ 37 BetrVG").
 */
import { findCitations, type ChatbotVariant } from '@amb/shared-contracts';
import { foldWord, isStopWord, stemWord, tokenize } from '../catalogue/germanText';
import { SYNONYMS, verbRoot } from './wordForms';

/** One searched form of a word: exact, or as the start of longer terms (a compound's first part). */
export interface TermVariant {
  term: string;
  prefix: boolean;
  /** How much a match of this form counts against a match of the word itself (1). */
  weight: number;
}

/** A word of the question with its forms; a passage scores the best-matching form. */
export interface QuestionWord {
  word: string;
  variants: TermVariant[];
  /** Carried over from the previous question (a follow-up): counts less. */
  carried: boolean;
  /** Written with a capital (a noun, in German): what the question is about. */
  noun: boolean;
}

/** What kind of answer the question asks for: a number, a time span or deadline, how often; null: anything. */
export type AnswerType = 'count' | 'duration' | 'frequency' | 'definition' | null;

export interface QuestionTerms {
  words: QuestionWord[];
  answerType: AnswerType;
  /** Paragraphs the question names. */
  paragraphs: Array<{ law: 'betrvg' | 'sgb-ix'; paragraph: string }>;
}

/** Words of questions that say what is asked, not what it is about. */
const QUESTION_WORDS = new Set(
  [
    'wie',
    'viele',
    'vielen',
    'viel',
    'was',
    'wer',
    'wem',
    'wen',
    'wann',
    'wo',
    'wozu',
    'warum',
    'weshalb',
    'welche',
    'welcher',
    'welches',
    'welchen',
    'welchem',
    'ob',
    'darf',
    'dürfen',
    'muss',
    'müssen',
    'kann',
    'können',
    'soll',
    'sollen',
    'gibt',
    'geben',
    'gilt',
    'gelten',
    'eigentlich',
    'bitte',
    'man',
    'ich',
    'mich',
    'mir',
    'mein',
    'meine',
    'meinen',
    'meiner',
    'wir',
    'uns',
    'unser',
    'unsere',
    'unseren',
    'hat',
    'haben',
    'habe',
    'ist',
    'sind',
    'wird',
    'werden',
    'steht',
    'stehen',
    'lange',
    'oft',
    'genau',
    'denn',
    'mal',
    'überhaupt',
    'jemand',
    'etwas',
    'dabei',
    'dafür',
    'dazu',
    'davon',
    'damit',
    'hierfür',
    'das',
    'dies',
    'diese',
    'dieser',
    'ab',
    'bei',
    'beim',
    'mit',
    'sich',
    'zu',
    'zum',
    'zur',
    'einem',
    'einer',
    'eines',
    'einen',
    'ein',
    'eine',
    'und',
    'oder',
    'auch',
    'noch',
    'schon',
    'während',
    'einen',
    'passiert',
    'gemacht',
    'machen',
    'tun',
    'regelt',
    'regeln',
    'besonders',
  ].map(foldWord),
);

/** Questions that lean on the one before: „Und für die JAV?", „Gilt das auch …?", „Wer zahlt dafür?". */
const FOLLOW_UP_OPENERS =
  /^(?:und|aber|auch|gilt das|gilt dies|was ist mit|wie ist das|wie sieht es|und wenn|und bei|und für|dafür|dazu|davon|hierfür)\b/i;
const ANAPHORA =
  /\b(?:das|dies|diese[mnrs]?|dafür|dazu|davon|dabei|hierfür|darauf|darüber|dort|ihm|ihr|ihn|ihnen|sie)\b/i;

const FUGEN = ['s', 'es', 'n', 'en', ''];
const MIN_PART = 4;
/** A part's stem must be at least this long to count („leitender“ is no „leit“ + „end“). */
const MIN_PART_STEM = 4;

/** `knows(term)`: whether the index has the term (its document frequency > 0). */
export type Vocabulary = (term: string) => boolean;

/** The parts of a compound that the index knows: "betriebsratsseminar" → ["betriebsrat", "seminar"]. */
export function compoundParts(word: string, knows: Vocabulary): string[] {
  if (word.length < 2 * MIN_PART + 1) return [];
  // The longest known tail first: German puts the head at the end.
  for (let split = MIN_PART; split <= word.length - MIN_PART; split += 1) {
    const tail = word.slice(split);
    const tailStem = stemWord(tail);
    if (tailStem.length < MIN_PART_STEM || (!knows(tailStem) && !knows(tail))) continue;
    for (const fuge of FUGEN) {
      const head = word.slice(0, split);
      if (fuge && !head.endsWith(fuge)) continue;
      const stem = head.slice(0, head.length - fuge.length);
      if (stem.length < MIN_PART) continue;
      const headStem = stemWord(stem);
      if (headStem.length >= MIN_PART_STEM && (knows(headStem) || knows(stem)))
        return [knows(headStem) ? headStem : stem, knows(tailStem) ? tailStem : tail];
      const inner = compoundParts(stem, knows);
      if (inner.length > 0) return [...inner, knows(tailStem) ? tailStem : tail];
    }
  }
  return [];
}

function wordOf(raw: string, knows: Vocabulary, carried: boolean): QuestionWord | null {
  const word = foldWord(raw);
  if (word.length < 2 || isStopWord(raw) || isStopWord(word) || QUESTION_WORDS.has(word) || /^\d+$/.test(word))
    return null;
  const stem = stemWord(raw);
  const variants: TermVariant[] = [{ term: stem, prefix: false, weight: 1 }];
  if (word !== stem) variants.push({ term: word, prefix: false, weight: 1 });
  // The first part of longer compounds: „Schulung" finds „Schulungsveranstaltungen".
  if (stem.length >= 5) variants.push({ term: stem, prefix: true, weight: 0.55 });
  const root = verbRoot(raw);
  if (root && root !== stem) variants.push({ term: root, prefix: false, weight: 0.9 });
  for (const synonym of SYNONYMS[stem] ?? SYNONYMS[word] ?? [])
    variants.push({ term: synonym, prefix: false, weight: 0.6 });
  // A compound's parts find the texts that say it in words („Mitglied des Betriebsrats").
  const whole = knows(stem) || knows(word);
  for (const part of compoundParts(word, knows))
    variants.push({ term: part, prefix: false, weight: whole ? 0.6 : 0.7 });
  return { word, variants, carried, noun: /^\p{Lu}/u.test(raw) };
}

const PARAGRAPH_MENTION = /§\s*(\d{1,3}[a-z]?)(?!\s*(?:BetrVG|SGB))/gi;

/** The terms of a question; `variant` decides which law a bare „§ 37" means. */
export function questionTerms(question: string, variant: ChatbotVariant, knows: Vocabulary): QuestionTerms {
  const seen = new Set<string>();
  const words: QuestionWord[] = [];
  for (const token of tokenize(question.replace(/§\s*\d+[a-z]?/gi, ' '))) {
    const word = wordOf(question.slice(token.start, token.end), knows, false);
    if (!word || seen.has(word.variants[0]!.term)) continue;
    seen.add(word.variants[0]!.term);
    words.push(word);
  }
  const paragraphs = findCitations(question).map((citation) => ({ law: citation.law, paragraph: citation.paragraph }));
  for (const match of question.matchAll(PARAGRAPH_MENTION)) {
    const paragraph = match[1]!.toLowerCase();
    if (!paragraphs.some((p) => p.paragraph === paragraph)) {
      paragraphs.push({ law: variant === 'sbv' ? 'sgb-ix' : 'betrvg', paragraph });
    }
  }
  return { words, paragraphs, answerType: answerTypeOf(question) };
}

/** „Wie lange …", „In welcher Frist …" ask for a time; „Ab wie vielen …" for a number; „Wie oft …" for a rhythm. */
export function answerTypeOf(question: string): AnswerType {
  const text = question.toLocaleLowerCase('de-DE');
  if (/\bwie oft\b|\bwie häufig\b/.test(text)) return 'frequency';
  if (/^(?:wer|was) (?:gilt|gelten) als\b|^was (?:ist|sind|bedeutet|versteht man unter)\b|^wer ist\b/.test(text))
    return 'definition';
  if (
    /\bwie lange\b|\bwelche[rn]? frist\b|\bbis wann\b|\bwie viele (?:tage|wochen|monate|jahre|stunden)\b|\bwie viel zeit\b/.test(
      text,
    )
  )
    return 'duration';
  if (/\bwie viele\b|\bwie viel\b|\bab wie vielen\b|\bab welche[rm]\b|\bwie groß\b/.test(text)) return 'count';
  return null;
}

/** Whether a question reads as a follow-up of the one before. */
export function isFollowUp(question: string, own: QuestionTerms): boolean {
  const text = question.trim();
  if (FOLLOW_UP_OPENERS.test(text)) return true;
  return own.words.length <= 2 && ANAPHORA.test(text);
}

/** The question's own words plus the previous question's, which count less (a follow-up). */
export function withPrevious(own: QuestionTerms, previous: QuestionTerms): QuestionTerms {
  const ownTerms = new Set(own.words.map((word) => word.variants[0]!.term));
  const carried = previous.words
    .filter((word) => !word.carried && !ownTerms.has(word.variants[0]!.term))
    .map((word) => ({ ...word, carried: true }));
  return {
    words: [...own.words, ...carried],
    paragraphs: own.paragraphs.length > 0 ? own.paragraphs : previous.paragraphs,
    answerType: own.answerType ?? previous.answerType,
  };
}
