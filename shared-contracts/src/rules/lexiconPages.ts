/** Rules of the public lexicon pages (issue 13): audiences, their names and the addresses of index and entries. */
import { LEXICON_AUDIENCES, type LexiconAudience } from '../memberServices';
import { buildPath, PAGE_ROUTES } from '../routes';

// The pages need these too; the member area's entry (`/member`) has them for the A–Z of meinamb.
export { LEXICON_AUDIENCES, LEXICON_LETTERS, type LexiconAudience } from '../memberServices';

export const isLexiconAudience = (value: unknown): value is LexiconAudience =>
  (LEXICON_AUDIENCES as readonly unknown[]).includes(value);

/** How each lexicon is called on its page (h1 and document title) and what it is about. */
export const LEXICON_AUDIENCE_TEXTS: Record<LexiconAudience, { title: string; description: string }> = {
  br: {
    title: 'Betriebsratslexikon',
    description:
      'Die wichtigsten Begriffe der Betriebsratsarbeit von A bis Z, kurz erklärt mit den Paragrafen des BetrVG.',
  },
  sbv: {
    title: 'SBV-Lexikon',
    description:
      'Begriffe der Schwerbehindertenvertretung von A bis Z: Rechte, Fristen und Verfahren nach SGB IX und BetrVG.',
  },
  jav: {
    title: 'JAV-Lexikon',
    description:
      'Begriffe der Jugend- und Auszubildendenvertretung von A bis Z: Wahl, Rechte und Aufgaben nach §§ 60–73 BetrVG.',
  },
};

export const lexiconIndexUrl = (audience: LexiconAudience): string =>
  buildPath(PAGE_ROUTES.lexiconIndex.path, { variant: audience });

export const lexiconEntryUrl = (audience: LexiconAudience, slug: string): string =>
  buildPath(PAGE_ROUTES.lexicon.path, { variant: audience, slug });

/** The anchor of a letter's section on the index page: `/betriebsratslexikon/br#buchstabe-k`. */
export const lexiconLetterAnchor = (letter: string): string => `buchstabe-${letter.toLowerCase()}`;

export const LEXICON_PAGE_NOT_FOUND = 'Diesen Eintrag gibt es im Lexikon nicht.';
