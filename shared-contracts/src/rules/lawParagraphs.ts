/**
 * The law pages and their editing (issue 13): the answers of the law and /manage/legislation calls, the limits
 * an edited paragraph must keep (the form checks them, the api checks them again after stripping markup) and
 * the comparison of two states of a paragraph, Absatz by Absatz.
 */

/** A heading of the law's structure (Teil, Kapitel, Abschnitt, Unterabschnitt), in order. */
export interface LawHeading {
  /** 1 = Teil or Kapitel, 2 = Abschnitt, 3 = Unterabschnitt. */
  level: 1 | 2 | 3;
  /** "Erster Teil", "Kapitel 4". */
  label: string;
  title: string;
  /** The numbers of the paragraphs directly under it, in order ('87', '28a'). */
  paragraphs: string[];
}

/** A page that cites a paragraph (a judgment, a lexicon entry, an article …). */
export interface LawCitingPage {
  kind: 'judgment' | 'lexicon' | 'article' | 'news' | 'interview';
  title: string;
  path: string;
  /** 'Abs. 1 Nr. 6', or '' when the whole paragraph is cited. */
  detail: string;
}

export interface LawParagraphView {
  number: string;
  title: string;
  /** Editors' German summary in one or two sentences. */
  summary: string;
  /** The text, Absatz by Absatz (Absatz n is absaetze[n - 1]); plain text, lines may break. Empty: none kept. */
  absaetze: string[];
  citedBy: LawCitingPage[];
}

/** GET /api/content/laws/{slug}: the law with its structure and every paragraph; 404 for an unknown slug. */
export interface LawResponse {
  slug: string;
  short: string;
  title: string;
  headings: LawHeading[];
  paragraphs: LawParagraphView[];
}

/** What a saved state came from. */
export type LawVersionAction = 'seed' | 'edit' | 'restore';

/** One saved state of a paragraph: the full title and text as saved. */
export interface LawParagraphVersion {
  version: number;
  title: string;
  absaetze: string[];
  /** ISO timestamp. */
  savedAt: string;
  /** Name of the editor, or "Redaktion (Erstfassung)" for the seeded state. */
  savedBy: string;
  action: LawVersionAction;
  /** For a restore: the version whose content it brought back. */
  restoredFrom: number | null;
}

/** GET /api/manage/laws/{slug}/paragraphs/{number}: the current state and the history, newest first. */
export interface LawParagraphHistoryResponse {
  law: string;
  number: string;
  title: string;
  absaetze: string[];
  /** The current version; a save names it, so two editors cannot overwrite each other unseen. */
  version: number;
  versions: LawParagraphVersion[];
}

/** PUT /api/manage/laws/{slug}/paragraphs/{number}. */
export interface LawParagraphEdit {
  title: string;
  absaetze: string[];
  /** The version the editor started from. */
  version: number;
}

/** POST /api/manage/laws/{slug}/paragraphs/{number}/restore. */
export interface LawParagraphRestore {
  /** The version whose content becomes the new current state. */
  restore: number;
  /** The current version the editor saw. */
  version: number;
}

/** GET /api/manage/content: every article, news item and interview, newest first. */
export interface ManageContentResponse {
  items: Array<{ kind: 'article' | 'news' | 'interview'; title: string; publishedOn: string; url: string }>;
}

export const LAW_TITLE_MAX = 200;
export const LAW_ABSATZ_MAX = 6000;
export const LAW_ABSAETZE_MAX = 30;

export const LAW_EDIT_MESSAGES = {
  titleRequired: 'Bitte geben Sie die Überschrift des Paragrafen ein.',
  titleTooLong: `Die Überschrift darf höchstens ${LAW_TITLE_MAX} Zeichen lang sein.`,
  absaetzeRequired: 'Bitte geben Sie mindestens einen Absatz ein.',
  tooManyAbsaetze: `Ein Paragraf darf höchstens ${LAW_ABSAETZE_MAX} Absätze haben.`,
  absatzRequired: 'Bitte geben Sie den Text dieses Absatzes ein oder entfernen Sie ihn.',
  absatzTooLong: `Ein Absatz darf höchstens ${LAW_ABSATZ_MAX} Zeichen lang sein.`,
  versionInvalid: 'Die Fassung ist ungültig. Bitte laden Sie die Seite neu.',
  changed:
    'Dieser Paragraf wurde inzwischen von jemand anderem geändert. Bitte laden Sie ihn neu und übernehmen Sie Ihre Änderungen dann erneut.',
  restoreUnknown: 'Diese Fassung gibt es nicht.',
  paragraphUnknown: 'Diesen Paragrafen gibt es in diesem Gesetz nicht.',
  lawUnknown: 'Dieses Gesetz gibt es nicht.',
  saved: 'Die neue Fassung ist gespeichert.',
  restored: 'Die Fassung ist wiederhergestellt.',
} as const;

/** Trailing spaces of each line and blank lines at either end go; an Absatz keeps its line breaks. */
export function tidyLawText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The German message per field of an edited paragraph (`title`, `absaetze`, `absaetze.0` …), or null when it
 * keeps the limits. Takes the text as it will be stored (tidied; on the server also stripped of markup).
 */
export function lawEditErrors(edit: { title: string; absaetze: readonly string[] }): Record<string, string> | null {
  const errors: Record<string, string> = {};
  const title = edit.title.trim();
  if (title === '') errors.title = LAW_EDIT_MESSAGES.titleRequired;
  else if (title.length > LAW_TITLE_MAX) errors.title = LAW_EDIT_MESSAGES.titleTooLong;
  if (edit.absaetze.length === 0) errors.absaetze = LAW_EDIT_MESSAGES.absaetzeRequired;
  else if (edit.absaetze.length > LAW_ABSAETZE_MAX) errors.absaetze = LAW_EDIT_MESSAGES.tooManyAbsaetze;
  edit.absaetze.slice(0, LAW_ABSAETZE_MAX).forEach((absatz, index) => {
    if (absatz.trim() === '') errors[`absaetze.${index}`] = LAW_EDIT_MESSAGES.absatzRequired;
    else if (absatz.length > LAW_ABSATZ_MAX) errors[`absaetze.${index}`] = LAW_EDIT_MESSAGES.absatzTooLong;
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

/** One Absatz of a comparison: its number and text before and after ('' where it did not exist). */
export interface AbsatzChange {
  number: number;
  change: 'unchanged' | 'changed' | 'added' | 'removed';
  before: string;
  after: string;
}

/** Two states of a paragraph compared Absatz by Absatz (by position: Absätze are numbered). */
export function compareAbsaetze(before: readonly string[], after: readonly string[]): AbsatzChange[] {
  const count = Math.max(before.length, after.length);
  return Array.from({ length: count }, (_, index) => {
    const old = before[index];
    const now = after[index];
    const change = old === undefined ? 'added' : now === undefined ? 'removed' : old === now ? 'unchanged' : 'changed';
    return { number: index + 1, change, before: old ?? '', after: now ?? '' };
  });
}

/** The parameter of a paragraph in an address: '87', '28a', '237b'. */
export const LAW_PARAGRAPH_NUMBER = /^[1-9]\d{0,3}[a-z]?$/;
