/**
 * The sentences of a passage, as an answer quotes them: German abbreviations („Abs.", „Nr.", „z. B.") and ordinals
 * („1. Oktober") end none; a list's items each become a sentence with the line that introduces them
 * („… mitzubestimmen: 6. Einführung und Anwendung von technischen Einrichtungen …").
 */

import { passageTerms } from './passageIndex';

const ABBREVIATIONS = new Set(
  [
    'abs',
    'nr',
    'nrn',
    's',
    'satz',
    'art',
    'z',
    'b',
    'bzw',
    'ggf',
    'i',
    'v',
    'm',
    'u',
    'a',
    'd',
    'h',
    'vgl',
    'dr',
    'prof',
    'etc',
    'lit',
    'ff',
    'f',
    'ziff',
    'evtl',
    'inkl',
    'sog',
    'st',
    'rn',
    'az',
    'ca',
    'bspw',
    'usw',
  ].map((word) => word.toLowerCase()),
);

export interface Sentence {
  text: string;
  /** Stems and words, as the index writes them. */
  terms: string;
}

const LIST_ITEM = /^\s*(?:\d{1,2}[a-z]?\.|[a-z]\))\s+/;

/** Splits one line into sentences at ". ", "? ", "! " before a capital letter, not after an abbreviation or a number. */
function splitLine(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of line.matchAll(/[.!?](?=\s+["„(]?[A-ZÄÖÜ§])/g)) {
    const end = match.index + 1;
    const before = line.slice(start, match.index);
    const lastWord = /([\p{L}\p{N}]+)$/u.exec(before)?.[1] ?? '';
    if (match[0] === '.' && (ABBREVIATIONS.has(lastWord.toLowerCase()) || /^\d+$/.test(lastWord))) continue;
    const sentence = line.slice(start, end).trim();
    if (sentence) out.push(sentence);
    start = end;
  }
  const rest = line.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

const sentence = (text: string): Sentence => ({ text, terms: passageTerms(text) });

export function sentencesOf(text: string): Sentence[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const out: Sentence[] = [];
  let intro: string | null = null;
  for (const line of lines) {
    if (intro !== null && LIST_ITEM.test(line)) {
      out.push(sentence(`${intro} ${line.replace(/[;,]\s*(?:und|oder)?\s*$/, '.')}`));
      continue;
    }
    const parts = splitLine(line);
    const last = parts[parts.length - 1] ?? '';
    if (last.endsWith(':')) {
      parts.slice(0, -1).forEach((part) => out.push(sentence(part)));
      intro = last;
      continue;
    }
    intro = null;
    parts.forEach((part) => out.push(sentence(part)));
  }
  return out;
}
