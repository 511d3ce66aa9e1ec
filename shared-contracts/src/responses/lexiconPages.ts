/** The public lexicon pages (issue 13): GET /api/lexicon/{audience} and /api/lexicon/{audience}/{slug}. */
import type { LexiconAudience } from '../memberServices';
import type { ContentBlock, RelatedSeminar } from './content';

/** An entry as the index and the related entries list it. */
export interface LexiconPageLink {
  slug: string;
  title: string;
  url: string;
}

/** The A–Z of one audience: the letters that have entries, in order, each with its entries by title. */
export interface LexiconPageIndexResponse {
  audience: LexiconAudience;
  letters: Array<{ letter: string; entries: LexiconPageLink[] }>;
}

/** A paragraph the definition cites, with its place on the law page. */
export interface LexiconCitationLink {
  /** As written in the text, e.g. "§ 177 Abs. 1 SGB IX". */
  text: string;
  url: string;
}

export interface LexiconPageEntryResponse extends LexiconPageLink {
  audience: LexiconAudience;
  letter: string;
  definition: ContentBlock[];
  citations: LexiconCitationLink[];
  tags: Array<{ name: string; slug: string }>;
  relatedEntries: LexiconPageLink[];
  relatedSeminars: RelatedSeminar[];
}
