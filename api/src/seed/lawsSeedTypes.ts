/** The shape of the laws' seed data (lawsBetrvgData.ts, lawsSgbIxData.ts): headings and paragraphs in order. */

export type LawSeedEntry =
  | { type: 'heading'; level: 1 | 2 | 3; label: string; title: string }
  | { type: 'paragraph'; number: string; title: string; summary: string; absaetze: readonly string[] };

export const heading = (level: 1 | 2 | 3, label: string, title: string): LawSeedEntry => ({
  type: 'heading',
  level,
  label,
  title,
});

/** Without `absaetze` the summary is the paragraph's body (no text of it is kept). */
export const paragraph = (
  number: string,
  title: string,
  summary: string,
  absaetze: readonly string[] = [],
): LawSeedEntry => ({ type: 'paragraph', number, title, summary, absaetze });
