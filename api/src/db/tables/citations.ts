/** Which text cites which paragraph of a law (migration 022_editors_citations). */
import type { Generated } from 'kysely';

export type CitingKind = 'judgment' | 'lexicon' | 'article' | 'news' | 'interview';

export interface ContentCitationTable {
  citationId: Generated<number>;
  sourceKind: CitingKind;
  /** Unique per kind (a slug, or audience/slug for the lexicon). */
  sourceKey: string;
  sourceTitle: string;
  /** The citing page's path. */
  sourcePath: string;
  /** A LawSlug. */
  lawSlug: string;
  paragraph: string;
  /** 'Abs. 1 Nr. 6' or ''. */
  detail: string;
  /** Order of the citation in its source. */
  position: number;
}

export interface CitationTables {
  contentCitations: ContentCitationTable;
}
