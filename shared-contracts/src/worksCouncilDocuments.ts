/**
 * The works council's documents the cart prints (bff PDFs under PAGE_ROUTES.worksCouncilDocument): their
 * address segment, title and the one line the cart says about each.
 */
import { PAGE_ROUTES, buildPath } from './routes';

export const WORKS_COUNCIL_DOCUMENTS = {
  entsendebeschluss: {
    title: 'Entsendebeschluss',
    explanation: 'Der Beschluss des Betriebsrats über die Entsendung Ihrer Teilnehmer, zum Ausfüllen in der Sitzung.',
  },
  'anschreiben-arbeitgeber': {
    title: 'Anschreiben an den Arbeitgeber',
    explanation: 'Teilt dem Arbeitgeber Beschluss, Termine, Kosten und Rechtsgrundlage mit und bittet um Bestätigung.',
  },
  kostenuebernahme: {
    title: 'Kostenübernahmeerklärung',
    explanation: 'Die Erklärung, mit der der Arbeitgeber Seminargebühr sowie Reise- und Übernachtungskosten übernimmt.',
  },
} as const;

export type WorksCouncilDocumentKind = keyof typeof WORKS_COUNCIL_DOCUMENTS;
export const WORKS_COUNCIL_DOCUMENT_KINDS = Object.keys(WORKS_COUNCIL_DOCUMENTS) as WorksCouncilDocumentKind[];

export const isWorksCouncilDocumentKind = (value: unknown): value is WorksCouncilDocumentKind =>
  typeof value === 'string' && (WORKS_COUNCIL_DOCUMENT_KINDS as string[]).includes(value);

export const worksCouncilDocumentPath = (kind: WorksCouncilDocumentKind): string =>
  buildPath(PAGE_ROUTES.worksCouncilDocument.path, { kind });

/** The query parameter naming a conference: its documents (prefilled from the cart, or with lines to fill in). */
export const CONFERENCE_DOCUMENT_PARAM = 'fachtagung';

export const conferenceDocumentPath = (kind: WorksCouncilDocumentKind, slug: string): string =>
  buildPath(PAGE_ROUTES.worksCouncilDocument.path, { kind }, { [CONFERENCE_DOCUMENT_PARAM]: slug });
