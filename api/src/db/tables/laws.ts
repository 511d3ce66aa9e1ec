/** The laws and their paragraphs' versions (migration 023_laws). */

export interface LawTable {
  /** A LawSlug (shared-contracts LAWS). */
  lawSlug: string;
  short: string;
  title: string;
}

export interface LawHeadingTable {
  lawSlug: string;
  /** Order within the law, from 0. */
  position: number;
  /** 1 = Teil or Kapitel, 2 = Abschnitt, 3 = Unterabschnitt. */
  level: number;
  label: string;
  title: string;
}

export interface LawParagraphTable {
  lawSlug: string;
  /** '87', '28a'. */
  number: string;
  /** Order within the law, from 0. */
  position: number;
  headingPosition: number;
  title: string;
  summary: string;
  /** JSON of string[]: the plain-text Absätze of the current version. */
  absaetze: string;
  /** The current version (law_paragraph_versions.version). */
  version: number;
}

export interface LawParagraphVersionTable {
  lawSlug: string;
  number: string;
  version: number;
  title: string;
  /** JSON of string[]. */
  absaetze: string;
  /** ISO timestamp. */
  savedAt: string;
  savedByUserId: number | null;
  savedBy: string;
  action: 'seed' | 'edit' | 'restore';
  restoredFrom: number | null;
}

export interface LawTables {
  laws: LawTable;
  lawHeadings: LawHeadingTable;
  lawParagraphs: LawParagraphTable;
  lawParagraphVersions: LawParagraphVersionTable;
}
