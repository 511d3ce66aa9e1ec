import {
  BRAND,
  PAGE_ROUTES,
  SITES,
  buildPath,
  eventDetailUrl,
  formatDate,
  formatDateRange,
  linkOnSite,
  CONFERENCE_TEXTS,
  type ConferenceSummary,
  type SeminarListItem,
} from '@amb/shared-contracts';
import { escapeHtml } from './html';
import type { LatestEntry, LatestSection } from './worksCouncilLatest';

export const WORKS_COUNCIL_START_TITLE = SITES['works-council'].label;

/** The site's areas. */
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
    text: 'Fragen aus der Praxis stellen und Erfahrungen mit anderen Gremien teilen.',
  },
  {
    label: 'Gesetze',
    href: buildPath(PAGE_ROUTES.law.path, { slug: 'betrvg' }),
    text: 'Das Betriebsverfassungsgesetz mit jedem Paragrafen und den Urteilen dazu.',
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

/** The next conferences: their pages are the main site's (the works-council site shows them, the seminar site has them). */
function conferenceList(conferences: ConferenceSummary[] | null, link: (href: string) => string): string {
  if (conferences === null) return '<p>Die nächsten Fachtagungen können gerade nicht geladen werden.</p>';
  if (conferences.length === 0) return '<p>Zurzeit sind keine Fachtagungen geplant.</p>';
  const items = conferences
    .map(
      (conference) =>
        `<li><a href="${escapeHtml(link(conference.url))}">${escapeHtml(conference.title)}</a>` +
        ` <span class="${BRAND}-wc-date">${escapeHtml(
          `${formatDateRange(conference.startDate, conference.endDate)}${conference.city ? `, ${conference.city}` : ''}`,
        )}</span><p>${escapeHtml(conference.subtitle)}</p></li>`,
    )
    .join('');
  return `<ul class="${BRAND}-wc-seminars">${items}</ul>`;
}

/** One latest-content section: its entries linked on this host, or why there are none. */
function latestSection(section: LatestSection, entries: LatestEntry[] | null, link: (href: string) => string): string {
  const list =
    entries === null
      ? `<p>Die aktuellen ${escapeHtml(section.what)} können gerade nicht geladen werden.</p>`
      : entries.length === 0
        ? `<p>Zurzeit gibt es keine ${escapeHtml(section.what)}.</p>`
        : `<ul class="${BRAND}-wc-news">${entries
            .map(
              (entry) =>
                `<li><a href="${escapeHtml(link(entry.url))}">${escapeHtml(entry.title)}</a>` +
                ` <span class="${BRAND}-wc-date">${escapeHtml(entry.dateLabel ? `${entry.label} · ${entry.dateLabel} ${formatDate(entry.date)}` : `${entry.label} vom ${formatDate(entry.date)}`)}</span></li>`,
            )
            .join('')}</ul>`;
  const more = section.more
    ? `<p><a href="${escapeHtml(link(section.more.href))}">${escapeHtml(section.more.label)}</a></p>`
    : '';
  return `<h2>${escapeHtml(section.heading)}</h2>${list}${more}`;
}

/**
 * Main content of the works-council start page, rendered on the server: the areas, the latest-content
 * sections (`latest[i]` the entries of `sections[i]`, null when they failed), the feed, the next conferences and
 * the next online seminars. Every link passes linkOnSite: this site's pages stay relative, the seminars go to the main site.
 */
export function renderWorksCouncilStart(
  seminars: SeminarListItem[] | null,
  mainDomain: string,
  sections: readonly LatestSection[],
  latest: ReadonlyArray<LatestEntry[] | null>,
  conferences: ConferenceSummary[] | null,
): string {
  const link = (href: string) => linkOnSite('works-council', href, mainDomain);
  const areas = SECTIONS.map(
    (section) =>
      `<li><a href="${escapeHtml(link(section.href))}">${section.label}</a><p>${escapeHtml(section.text)}</p></li>`,
  ).join('');
  return (
    `<section class="${BRAND}-wc-start" data-boundary="bff">` +
    `<h1>${escapeHtml(WORKS_COUNCIL_START_TITLE)}</h1>` +
    '<p>Nachrichten, Urteile und Wissen für Betriebsräte: Hier finden Sie, was Ihre Arbeit im Gremium ' +
    'leichter macht.</p>' +
    `<nav aria-label="Bereiche"><ul class="${BRAND}-wc-sections">${areas}</ul></nav>` +
    sections.map((section, index) => latestSection(section, latest[index] ?? null, link)).join('') +
    // The feed is the bff's on every host.
    `<p><a href="${escapeHtml(PAGE_ROUTES.rss.path)}">RSS-Feed abonnieren</a></p>` +
    `<h2>${escapeHtml(CONFERENCE_TEXTS.upcomingHeading)}</h2>` +
    conferenceList(conferences, link) +
    '<h2>Die nächsten Online-Seminare</h2>' +
    seminarList(seminars, mainDomain) +
    `<p><a href="${escapeHtml(link(PAGE_ROUTES.seminarList.path))}">Alle Seminare ansehen</a></p>` +
    '</section>'
  );
}
