/**
 * How often each term occurs across the passage index (document frequency), the number of passages and their
 * average length: what BM25 needs. Counted from the index itself and kept per index version (the `meta` row
 * every write raises), so each api process recounts after any process rewrote the index.
 */
import type { Db } from '../db/types';
import { allPassageTerms, readIndexVersion } from '../repositories/chatbot';
import type { TermVariant } from './questionTerms';

export interface TermStatistics {
  passages: number;
  averageLength: number;
  documentFrequency(variant: Pick<TermVariant, 'term' | 'prefix'>): number;
  /** Share of passages holding the term. */
  share(variant: Pick<TermVariant, 'term' | 'prefix'>): number;
  /** BM25's inverse document frequency (never negative). */
  idf(variant: Pick<TermVariant, 'term' | 'prefix'>): number;
  /** The idf of a term in ten passages: what a word weighs at most in an answer's coverage. */
  idfCap: number;
  knows(term: string): boolean;
}

const cache = new WeakMap<Db, { version: string; stats: Promise<TermStatistics> }>();

async function count(db: Db): Promise<TermStatistics> {
  const rows = await allPassageTerms(db);
  const frequency = new Map<string, number>();
  let length = 0;
  for (const row of rows) {
    length += Number(row.termCount);
    for (const term of new Set(`${row.headingTerms} ${row.textTerms}`.split(' '))) {
      if (term) frequency.set(term, (frequency.get(term) ?? 0) + 1);
    }
  }
  const sorted = [...frequency.keys()].sort();
  const prefixCache = new Map<string, number>();
  const passages = Math.max(1, rows.length);
  const documentFrequency = ({ term, prefix }: Pick<TermVariant, 'term' | 'prefix'>): number => {
    if (!prefix) return frequency.get(term) ?? 0;
    const cached = prefixCache.get(term);
    if (cached !== undefined) return cached;
    // Longer terms starting with it; a passage with several counts more than once, capped at all passages.
    let sum = 0;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sorted[mid]! < term) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < sorted.length && sorted[i]!.startsWith(term); i += 1) {
      if (sorted[i] !== term) sum += frequency.get(sorted[i]!) ?? 0;
    }
    const value = Math.min(passages, sum);
    prefixCache.set(term, value);
    return value;
  };
  return {
    passages,
    averageLength: Math.max(1, length / passages),
    documentFrequency,
    share: (variant) => documentFrequency(variant) / passages,
    idf: (variant) => {
      const df = documentFrequency(variant);
      return Math.log(1 + (passages - df + 0.5) / (df + 0.5));
    },
    idfCap: Math.log(1 + (passages - 10 + 0.5) / 10.5),
    knows: (term) => frequency.has(term),
  };
}

/** The statistics of the index as it is now (recounted when its version changed). */
export async function termStatistics(db: Db): Promise<TermStatistics> {
  const version = await readIndexVersion(db);
  const cached = cache.get(db);
  if (cached && cached.version === version) return cached.stats;
  const stats = count(db);
  cache.set(db, { version, stats });
  stats.catch(() => cache.delete(db));
  return stats;
}
