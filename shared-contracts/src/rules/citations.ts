/**
 * The laws on the site and how a text cites their paragraphs ("§ 87 Abs. 1 Nr. 6 BetrVG", "§§ 99 bis 101 BetrVG",
 * "§ 178 Abs. 2 SGB IX"). One reading for every place that links a text to the law pages: the seed, the editors'
 * PDF analysis, the judgment and lexicon pages.
 */

export type LawSlug = 'betrvg' | 'sgb-ix';

export interface LawInfo {
  slug: LawSlug;
  /** How texts cite it. */
  short: string;
  title: string;
}

export const LAWS: Readonly<Record<LawSlug, LawInfo>> = {
  betrvg: { slug: 'betrvg', short: 'BetrVG', title: 'Betriebsverfassungsgesetz' },
  'sgb-ix': {
    slug: 'sgb-ix',
    short: 'SGB IX',
    title: 'Sozialgesetzbuch Neuntes Buch – Teil 3: Besondere Regelungen zur Teilhabe schwerbehinderter Menschen',
  },
};

export const LAW_SLUGS = Object.keys(LAWS) as LawSlug[];

export function isLawSlug(value: string): value is LawSlug {
  return Object.prototype.hasOwnProperty.call(LAWS, value);
}

/** One cited paragraph. */
export interface Citation {
  law: LawSlug;
  /** The paragraph's number as the law numbers it: '87', '28a'. */
  paragraph: string;
  /** Absatz, Satz, Nummer … in the usual short form ('Abs. 1 Nr. 6'), '' when the whole paragraph is cited. */
  detail: string;
  /** The citation as the text writes it, e.g. "§§ 37, 38 BetrVG". */
  text: string;
}

/** The anchor of a paragraph on its law page: `p87`, `p28a`. */
/** The anchor of one Absatz on the law page: `p37-abs7`. */
export const lawAbsatzAnchor = (paragraph: string, absatz: number): string =>
  `${lawParagraphAnchor(paragraph)}-abs${absatz}`;

export function lawParagraphAnchor(paragraph: string): string {
  return `p${paragraph.toLowerCase()}`;
}

/** The deep link to a paragraph: `/gesetze/betrvg#p87`. */
export function lawParagraphPath(law: LawSlug, paragraph: string): string {
  return `/gesetze/${law}#${lawParagraphAnchor(paragraph)}`;
}

/** "§ 87 Abs. 1 Nr. 6 BetrVG": how a citation reads in a list of cited paragraphs. */
export function citationLabel(citation: Pick<Citation, 'law' | 'paragraph' | 'detail'>): string {
  const detail = citation.detail ? ` ${citation.detail}` : '';
  return `§ ${citation.paragraph}${detail} ${LAWS[citation.law].short}`;
}

const NUMBER = String.raw`\d{1,3}[a-z]?(?![\d])`;
const ROMAN = String.raw`[IVX]{1,4}(?=[\s,])`;
/** Absatz (also as a Roman numeral), Satz, Nummer, Buchstabe, Halbsatz: each optional, in any order. */
const DETAIL_PART = String.raw`(?:Abs\.?|Absatz)\s*\d{1,2}[a-z]?|${ROMAN}|(?:Satz|S\.)\s*\d{1,2}|(?:Nr\.?|Nummer)\s*\d{1,2}[a-z]?|(?:lit\.|Buchst\.|Buchstabe)\s*[a-z]\)?|(?:Halbsatz|Halbs\.|Hs\.)\s*\d`;
const DETAILS = String.raw`(?:\s*(?:${DETAIL_PART}))*`;
const ITEM = String.raw`(?:${NUMBER}${DETAILS}|(?:${DETAIL_PART})${DETAILS})`;
const SEPARATOR = String.raw`\s*(?:,|;|\bund\b|\bsowie\b|\boder\b|\bbis\b|–|-|\bi\.\s*V\.\s*m\.)\s*(?:§§?\s*)?`;
const FOLLOWING = String.raw`(?:\s*ff?\.)?`;
const LAW_NAME = String.raw`(BetrVG|Betriebsverfassungsgesetz(?:es)?|SGB\s*(?:IX|9)(?![\w]))`;
const CITATION = new RegExp(
  String.raw`§§?\s*(${ITEM}(?:${SEPARATOR}${ITEM})*)${FOLLOWING}\s*(?:des\s+)?${LAW_NAME}`,
  'g',
);

const ROMAN_VALUES: Record<string, number> = { I: 1, V: 5, X: 10 };

function romanToNumber(roman: string): number {
  let total = 0;
  for (let i = 0; i < roman.length; i += 1) {
    const value = ROMAN_VALUES[roman[i]!]!;
    const next = ROMAN_VALUES[roman[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

function lawOf(name: string): LawSlug {
  return name.startsWith('SGB') ? 'sgb-ix' : 'betrvg';
}

/** 'Absatz 1 S. 2 Nr.6' → 'Abs. 1 Satz 2 Nr. 6'. */
function normaliseDetail(raw: string): string {
  const parts: string[] = [];
  const part = new RegExp(DETAIL_PART, 'g');
  for (const match of raw.matchAll(part)) {
    const text = match[0];
    const number = /\d{1,2}[a-z]?|[a-z](?=\)?$)/.exec(text.replace(/^[A-Za-z]+\.?\s*/, ''))?.[0] ?? '';
    if (/^(?:Abs|Absatz)/.test(text)) parts.push(`Abs. ${number}`);
    else if (/^(?:Satz|S\.)/.test(text)) parts.push(`Satz ${number}`);
    else if (/^(?:Nr|Nummer)/.test(text)) parts.push(`Nr. ${number}`);
    else if (/^(?:lit|Buchst)/.test(text)) parts.push(`Buchst. ${/([a-z])\)?$/.exec(text)?.[1] ?? ''}`);
    else if (/^(?:Halbsatz|Halbs|Hs)/.test(text)) parts.push(`Halbsatz ${number}`);
    else parts.push(`Abs. ${romanToNumber(text)}`);
  }
  return parts.join(' ');
}

const MAX_RANGE = 20;

/** The paragraphs one citation names: "37, 38", "99 bis 101", "37 Abs. 6 i. V. m. Abs. 2". */
function citedItems(list: string): { paragraph: string; detail: string }[] {
  const items: { paragraph: string; detail: string }[] = [];
  const separator = new RegExp(SEPARATOR, 'g');
  let last = 0;
  let rangeFrom: string | null = null;
  const pieces: { text: string; range: boolean }[] = [];
  for (const match of list.matchAll(separator)) {
    pieces.push({ text: list.slice(last, match.index), range: /\bbis\b|–|-/.test(match[0]) });
    last = match.index + match[0].length;
  }
  pieces.push({ text: list.slice(last), range: false });
  let current = '';
  for (const piece of pieces) {
    const numberMatch = new RegExp(`^${NUMBER}`).exec(piece.text.trim());
    const paragraph = numberMatch?.[0] ?? current;
    if (!paragraph) continue;
    const detail = normaliseDetail(numberMatch ? piece.text.trim().slice(numberMatch[0].length) : piece.text);
    if (rangeFrom !== null && numberMatch && /^\d+$/.test(rangeFrom) && /^\d+$/.test(paragraph)) {
      const from = Number(rangeFrom);
      const to = Number(paragraph);
      if (to > from && to - from <= MAX_RANGE) {
        for (let n = from + 1; n < to; n += 1) items.push({ paragraph: String(n), detail: '' });
      }
    }
    items.push({ paragraph, detail });
    current = paragraph;
    rangeFrom = piece.range ? paragraph : null;
  }
  return items;
}

/**
 * Every paragraph of the site's laws a text cites, in the order of first appearance, each once (same law,
 * paragraph and detail). A § without one of the laws after it (§ 626 BGB, § 3 ArbZG) is not ours and is skipped.
 */
export function findCitations(text: string): Citation[] {
  const found: Citation[] = [];
  const seen = new Set<string>();
  for (const match of text.matchAll(CITATION)) {
    const law = lawOf(match[2]!);
    for (const item of citedItems(match[1]!)) {
      const key = `${law}|${item.paragraph}|${item.detail}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ law, paragraph: item.paragraph, detail: item.detail, text: match[0].replace(/\s+/g, ' ') });
    }
  }
  return found;
}
