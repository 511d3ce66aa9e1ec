import {
  BRAND,
  PAGE_ROUTES,
  SITES,
  buildPath,
  CONTENT_KIND_LABELS,
  eventDetailUrl,
  formatDate,
  formatDateRange,
  type ContentSummary,
  type SeminarListItem,
} from '@amb/shared-contracts';
import { escapeHtml } from './html';

export const WORKS_COUNCIL_START_TITLE = SITES['works-council'].label;

const SECTIONS = [
  {
    label: 'News',
    href: PAGE_ROUTES.worksCouncilNews.path,
    text: 'Aktuelle Meldungen aus Arbeitsrecht und Mitbestimmung.',
  },
  {
    label: 'Rechtsprechung',
    href: PAGE_ROUTES.worksCouncilCaseLaw.path,
    text: 'Wichtige Urteile für die Betriebsratsarbeit, verständlich erklärt.',
  },
  {
    label: 'Lexikon',
    href: buildPath(PAGE_ROUTES.lexiconIndex.path, { variant: 'br' }),
    text: 'Begriffe der Betriebsratsarbeit von A bis Z.',
  },
  {
    label: 'Forum',
    href: PAGE_ROUTES.worksCouncilForum.path,
    text: 'Fragen stellen und Erfahrungen mit anderen Betriebsräten teilen.',
  },
] as const;

function seminarList(seminars: SeminarListItem[] | null, mainDomain: string): string {
  if (seminars === null) return '<p>Die nächsten Online-Seminare können gerade nicht geladen werden.</p>';
  if (seminars.length === 0) return '<p>Zurzeit sind keine Online-Seminare geplant.</p>';
  const items = seminars
    .map(
      (seminar) =>
        `<li><a href="${escapeHtml(mainDomain + eventDetailUrl(seminar.eventId))}">${escapeHtml(seminar.title)}</a>` +
        ` <span class="${BRAND}-wc-date">${escapeHtml(formatDateRange(seminar.startDate, seminar.endDate))}</span></li>`,
    )
    .join('');
  return `<ul class="${BRAND}-wc-seminars">${items}</ul>`;
}

/** The latest news and articles: pages of this site, so relative links. */
function newsList(news: ContentSummary[] | null): string {
  if (news === null) return '<p>Die aktuellen Beiträge können gerade nicht geladen werden.</p>';
  if (news.length === 0) return '<p>Zurzeit gibt es keine Beiträge.</p>';
  const items = news
    .map(
      (item) =>
        `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a>` +
        ` <span class="${BRAND}-wc-date">${escapeHtml(`${CONTENT_KIND_LABELS[item.kind]} vom ${formatDate(item.publishedOn)}`)}</span></li>`,
    )
    .join('');
  return `<ul class="${BRAND}-wc-news">${items}</ul>`;
}

/** Main content of the works-council start page, rendered on the server. */
export function renderWorksCouncilStart(
  seminars: SeminarListItem[] | null,
  mainDomain: string,
  news: ContentSummary[] | null,
): string {
  const sections = SECTIONS.map(
    (section) =>
      `<li><a href="${escapeHtml(section.href)}">${section.label}</a><p>${escapeHtml(section.text)}</p></li>`,
  ).join('');
  return (
    `<section class="${BRAND}-wc-start" data-boundary="bff">` +
    `<h1>${escapeHtml(WORKS_COUNCIL_START_TITLE)}</h1>` +
    '<p>Nachrichten, Urteile und Wissen für Betriebsräte: Hier finden Sie, was Ihre Arbeit im Gremium ' +
    'leichter macht, und tauschen sich mit Kolleginnen und Kollegen aus.</p>' +
    `<nav aria-label="Bereiche"><ul class="${BRAND}-wc-sections">${sections}</ul></nav>` +
    '<h2>Aktuelle Beiträge</h2>' +
    newsList(news) +
    `<p><a href="${escapeHtml(PAGE_ROUTES.rss.path)}">RSS-Feed abonnieren</a></p>` +
    '<h2>Die nächsten Online-Seminare</h2>' +
    seminarList(seminars, mainDomain) +
    `<p><a href="${escapeHtml(mainDomain + PAGE_ROUTES.seminarList.path)}">Alle Seminare ansehen</a></p>` +
    '</section>'
  );
}
