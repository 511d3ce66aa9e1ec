/**
 * The citations of the site's texts: saving a judgment, lexicon entry or article records the paragraphs it cites
 * (findCitations, shared-contracts); a law page lists, per paragraph, what cites it.
 */
import { findCitations, type Citation, type LawSlug } from '@amb/shared-contracts';
import type { CitingKind } from '../db/tables/citations';
import type { Db } from '../db/types';
import { citationRowsOfLaw, deleteCitationsOf, insertCitations } from '../repositories/citations';

export type { CitingKind };

/** A text that cites: its kind, its key (unique per kind), its title and its page's path. */
export interface CitingSource {
  kind: CitingKind;
  key: string;
  title: string;
  path: string;
}

/** One citation of a paragraph, as a law page lists it. */
export interface CitationOfLaw {
  paragraph: string;
  detail: string;
  source: CitingSource;
}

/**
 * Replaces the citations of `source` with those `text` has (none when it cites nothing); returns them. Call it in
 * the transaction that saves the source, so the law pages never list a citation the saved text no longer has.
 */
export async function recordCitations(db: Db, source: CitingSource, text: string): Promise<Citation[]> {
  const citations = findCitations(text);
  await deleteCitationsOf(db, source.kind, source.key);
  await insertCitations(
    db,
    citations.map((citation, position) => ({
      sourceKind: source.kind,
      sourceKey: source.key,
      sourceTitle: source.title,
      sourcePath: source.path,
      lawSlug: citation.law,
      paragraph: citation.paragraph,
      detail: citation.detail,
      position,
    })),
  );
  return citations;
}

/** Removes the citations of a source that no longer exists (or is no longer public). */
export async function forgetCitations(db: Db, source: Pick<CitingSource, 'kind' | 'key'>): Promise<void> {
  await deleteCitationsOf(db, source.kind, source.key);
}

/** What cites a law, by paragraph; within one paragraph judgments first, then by title. */
export async function citationsOfLaw(db: Db, law: LawSlug): Promise<CitationOfLaw[]> {
  const rows = await citationRowsOfLaw(db, law);
  const kindOrder: Record<CitingKind, number> = { judgment: 0, lexicon: 1, article: 2, news: 3, interview: 4 };
  return rows
    .sort(
      (a, b) =>
        paragraphOrder(a.paragraph, b.paragraph) ||
        kindOrder[a.sourceKind] - kindOrder[b.sourceKind] ||
        a.sourceTitle.localeCompare(b.sourceTitle, 'de') ||
        a.detail.localeCompare(b.detail, 'de'),
    )
    .map((row) => ({
      paragraph: row.paragraph,
      detail: row.detail,
      source: { kind: row.sourceKind, key: row.sourceKey, title: row.sourceTitle, path: row.sourcePath },
    }));
}

/** '28' < '28a' < '29' < '100'. */
function paragraphOrder(a: string, b: string): number {
  return parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b);
}
