/** Rules of the case-law pages (issue 13): areas, topics, courts, addresses and what a PDF may be. */
import { buildPath, PAGE_ROUTES } from '../routes';

/** Who a judgment is for: works councils (br) or representatives of disabled employees (sbv). */
export const CASE_LAW_AREAS = ['br', 'sbv'] as const;
export type CaseLawArea = (typeof CASE_LAW_AREAS)[number];
export const isCaseLawArea = (value: unknown): value is CaseLawArea =>
  (CASE_LAW_AREAS as readonly unknown[]).includes(value);

export const CASE_LAW_AREA_LABELS: Record<CaseLawArea, string> = {
  br: 'Betriebsrat',
  sbv: 'Schwerbehindertenvertretung',
};

export interface CaseLawTopic {
  slug: string;
  label: string;
  /** The areas whose pages list the topic. */
  areas: readonly CaseLawArea[];
}

/**
 * The topics of the case law, by the subject of the paragraphs they cite. Never `br` or `sbv`:
 * `/rechtsprechung/br` is the area's overview, not a topic.
 */
export const CASE_LAW_TOPICS: readonly CaseLawTopic[] = [
  { slug: 'schulung-und-kosten', label: 'Schulung und Kosten', areas: ['br', 'sbv'] },
  { slug: 'ordnung-im-betrieb', label: 'Ordnung im Betrieb', areas: ['br'] },
  { slug: 'arbeitszeit', label: 'Arbeitszeit', areas: ['br'] },
  { slug: 'technische-ueberwachung', label: 'Technische Überwachung', areas: ['br'] },
  { slug: 'personelle-einzelmassnahmen', label: 'Personelle Einzelmaßnahmen', areas: ['br'] },
  { slug: 'kuendigung', label: 'Kündigung', areas: ['br', 'sbv'] },
  { slug: 'betriebsaenderung', label: 'Betriebsänderung und Sozialplan', areas: ['br'] },
  { slug: 'beteiligung-der-sbv', label: 'Beteiligung der SBV', areas: ['sbv'] },
  { slug: 'bem-und-praevention', label: 'BEM und Prävention', areas: ['br', 'sbv'] },
  { slug: 'schwerbehinderte-beschaeftigte', label: 'Schwerbehinderte Beschäftigte', areas: ['sbv'] },
];

export const caseLawTopicOf = (slug: string): CaseLawTopic | undefined =>
  CASE_LAW_TOPICS.find((topic) => topic.slug === slug);
export const caseLawTopicsOf = (area: CaseLawArea): CaseLawTopic[] =>
  CASE_LAW_TOPICS.filter((topic) => topic.areas.includes(area));

export const JUDGMENT_KINDS = ['Urteil', 'Beschluss'] as const;
export type JudgmentKind = (typeof JUDGMENT_KINDS)[number];

export const JUDGMENT_STATUSES = ['published', 'draft'] as const;
export type JudgmentStatus = (typeof JUDGMENT_STATUSES)[number];

/** The courts of the demo data and the form's suggestions (a draft may name any court). */
export const COURT_EXAMPLES = ['BAG', 'BVerwG', 'LAG Hamm', 'LAG Köln', 'ArbG Berlin'] as const;

/** The three parts of a judgment's body, in order, with their headings. */
export const JUDGMENT_SECTIONS = [
  { key: 'facts', heading: 'Sachverhalt' },
  { key: 'decision', heading: 'Entscheidung' },
  { key: 'practice', heading: 'Bedeutung für die Praxis' },
] as const;
export type JudgmentSectionKey = (typeof JUDGMENT_SECTIONS)[number]['key'];

/** `/rechtsprechung/{area}/urteil/{slug}`. */
export const judgmentUrl = (area: CaseLawArea, slug: string): string =>
  buildPath(PAGE_ROUTES.judgement.path, { area, slug });

/** A topic's list: all areas, or the area's. */
export function caseLawTopicUrl(topic: string, area?: CaseLawArea): string {
  if (!area) return buildPath(PAGE_ROUTES.caseLaw.path, { slug: topic });
  return buildPath((area === 'br' ? PAGE_ROUTES.caseLawBr : PAGE_ROUTES.caseLawSbv).path, { slug: topic });
}

/** An area's overview: `/rechtsprechung/br`. */
export const caseLawAreaUrl = (area: CaseLawArea): string => buildPath(PAGE_ROUTES.caseLaw.path, { slug: area });

/** "BAG, Beschluss vom 12.03.2024 – 1 ABR 22/23": how a judgment is cited (the date already in German format). */
export const judgmentCitation = (court: string, kind: JudgmentKind, germanDate: string, fileNumber: string): string =>
  `${court}, ${kind} vom ${germanDate} – ${fileNumber}`;

/** The slug the demo data and the form suggest: court and file number, e.g. `bag-1-abr-22-23`. */
export function judgmentSlugOf(court: string, fileNumber: string): string {
  return `${court} ${fileNumber}`
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The list's limits: a topic page shows them all (there are dozens, not thousands). */
export const CASE_LAW_LIST_DEFAULT = 20;
export const CASE_LAW_LIST_MAX = 100;

/** The PDF upload of /manage/pdf-analysis. */
export const PDF_UPLOAD_FIELD = 'pdf';
export const PDF_MAX_BYTES = 10 * 1024 * 1024;
/** The PDF file signature (ISO 32000: the file starts with `%PDF-`). */
export const PDF_MAGIC = '%PDF-';
/** Text of the PDF the answer carries and the draft's decision field takes at most. */
export const JUDGMENT_TEXT_MAX = 20_000;
/**
 * Bounds of one analysis (issue 21): a judgment has dozens of pages and a few megabytes of text and fonts, so
 * a file beyond these bounds is refused (413) before it ties up the server.
 */
export const PDF_MAX_PAGES = 300;
/** Bytes all of the file's compressed streams may inflate to together. */
export const PDF_MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** Time one analysis may take. */
export const PDF_ANALYSIS_TIMEOUT_MS = 15_000;

export const PDF_ANALYSIS_MESSAGES = {
  fileRequired: 'Bitte wählen Sie eine PDF-Datei aus.',
  notPdf: 'Die Datei ist keine PDF-Datei. Bitte laden Sie ein PDF hoch.',
  tooLarge: `Die Datei ist zu groß. Erlaubt sind höchstens ${PDF_MAX_BYTES / 1024 / 1024} MB.`,
  unreadable: 'Die PDF-Datei konnte nicht gelesen werden. Bitte prüfen Sie die Datei.',
  noText: 'Die PDF-Datei enthält keinen lesbaren Text (etwa ein eingescanntes Bild).',
  tooManyPages: `Die PDF-Datei hat zu viele Seiten. Erlaubt sind höchstens ${PDF_MAX_PAGES} Seiten.`,
  tooMuchContent: 'Der Inhalt der PDF-Datei ist zu umfangreich. Bitte laden Sie eine kleinere Datei hoch.',
  tooSlow: 'Die Auswertung der PDF-Datei hat zu lange gedauert. Bitte laden Sie eine kleinere Datei hoch.',
} as const;

export const JUDGMENT_MESSAGES = {
  notFound: 'Diese Entscheidung gibt es nicht.',
  topicNotFound: 'Dieses Thema gibt es in der Rechtsprechung nicht.',
  area: 'Bitte wählen Sie Betriebsrat oder Schwerbehindertenvertretung.',
  topic: 'Bitte wählen Sie ein Thema.',
  limit: `Bitte geben Sie eine Anzahl von 1 bis ${CASE_LAW_LIST_MAX} an.`,
  saved: 'Die Entscheidung ist als Entwurf gespeichert.',
  slugTaken: 'Diese Kurzadresse ist schon vergeben. Bitte wählen Sie eine andere.',
} as const;
