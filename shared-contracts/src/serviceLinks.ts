/** The catalogue's ways into the member services (light: every theme page loads them with `/core`). */
import { buildPath, PAGE_ROUTES } from './routes';

export const QUOTE_REQUEST_TEXTS = {
  heading: 'Für Ihr Gremium: Gruppen- oder Inhouse-Angebot',
  teaser:
    'Sie möchten mit mehreren Mitgliedern teilnehmen oder das Seminar bei Ihnen im Haus? Wir machen Ihnen ein Angebot – mit Preis, Termin und Gültigkeit, online anzunehmen.',
  link: 'Angebot anfordern',
  inhouseHint:
    'Schon bei meinamb angemeldet? Dann fordern Sie das Angebot dort an: Sie sehen es, sobald es fertig ist, und nehmen es online an.',
} as const;

/** „Angebot anfordern“ for a theme: the member area's request form. */
export const quoteRequestUrl = (themeId: number): string =>
  buildPath(PAGE_ROUTES.quoteRequest.path, {}, { thema: themeId });
