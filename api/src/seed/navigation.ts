import { PAGE_ROUTES, contentUrl, type InspirationSlide, type LinkPosition, type SiteId } from '@amb/shared-contracts';
import { hotelUrl, locationUrl, newerSiteUrl, pageUrl, rubricUrl, themeUrl } from '../catalogue/urls';
import { CONTENT_SEED } from './contentData';
import { NAVIGATION_CONFERENCES } from './conferencesData';
import type {
  HotelTable,
  LocationTable,
  NavigationItemTable,
  RubricTable,
  TagTable,
  ThemeTable,
  ThemeTagTable,
} from '../db/types';

/** The news overview (the works-council site's news page; a later issue builds it). */
const NEWS_OVERVIEW = pageUrl(PAGE_ROUTES.worksCouncilNews);
/** The magazine's latest interview: there is no list of interviews yet. */
const LATEST_INTERVIEW = contentUrl(
  'interview',
  CONTENT_SEED.filter((item) => item.kind === 'interview').sort((a, b) =>
    b.publishedOn.localeCompare(a.publishedOn),
  )[0]!.slug,
);

interface NavNode {
  linkText: string;
  url: string;
  linkPosition?: LinkPosition;
  flyoutStyle?: string;
  linkClass?: string;
  linkStyle?: string;
  linkDescription?: string;
  expandable?: '1';
  tab?: { label: string; description: string; rel?: string; abs?: string };
  inspiration?: string;
  inspirationContent?: InspirationSlide[];
  hidden?: boolean;
  children?: NavNode[];
}

interface NavContext {
  rubrics: RubricTable[];
  themes: ThemeTable[];
  themeTags: ThemeTagTable[];
  tags: TagTable[];
  locations: LocationTable[];
  hotels: HotelTable[];
}

const link = (linkText: string, url: string, extra: Partial<NavNode> = {}): NavNode => ({ linkText, url, ...extra });

/** A self-contained portrait/landscape picture (SVG data URI), so slides need no asset files. */
function picture(caption: string, colour: string, width: number, height: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="28" text-anchor="middle">${caption}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The upcoming demo conferences (seed/conferencesData.ts): the menu links each with its programme and booking. */
const conferences = NAVIGATION_CONFERENCES;

function mainTree(ctx: NavContext, v2: boolean): NavNode[] {
  const themeBySlug = new Map(ctx.themes.map((t) => [t.slug, t]));
  const theme = (slug: string): NavNode => {
    const t = themeBySlug.get(slug);
    if (!t) throw new Error(`Navigation verweist auf unbekanntes Seminar ${slug}`);
    return link(t.title, themeUrl(t.slug), { linkDescription: t.subtitle });
  };
  const beginnerTag = ctx.tags.find((t) => t.slug === 'einsteiger')?.tagId;
  const beginnerThemes = ctx.themes
    .filter((t) => ctx.themeTags.some((tt) => tt.themeId === t.themeId && tt.tagId === beginnerTag))
    .slice(0, 5);
  const tab = (label: string, description: string, rel?: string, abs?: string): Partial<NavNode> =>
    v2 ? { tab: { label, description, ...(rel ? { rel } : {}), ...(abs ? { abs } : {}) } } : {};
  const seminarList = pageUrl(PAGE_ROUTES.seminarList);
  const lexicon = (variant: string) => pageUrl(PAGE_ROUTES.lexiconIndex, { variant });

  return [
    link('Seminare', seminarList, {
      flyoutStyle: '3-col',
      inspiration: 'Seminar-Highlights',
      inspirationContent: [
        {
          imageVertical: picture('Neu im Betriebsrat?', '#004b87', 400, 600),
          imageHorizontal: picture('Neu im Betriebsrat?', '#004b87', 800, 450),
          content: `<h3>Neu im Betriebsrat?</h3><p>Mit unseren Grundlagenseminaren starten Sie sicher ins Amt.</p><p><a href="${themeUrl('neu-im-betriebsrat')}">Zum Seminar</a></p>`,
        },
        {
          imageVertical: picture('Künstliche Intelligenz', '#7a1f5c', 400, 600),
          imageHorizontal: null,
          content: `<h3>KI im Betrieb mitbestimmen</h3><p>Was der Betriebsrat bei KI-Systemen mitbestimmt – kompakt erklärt.</p><p><a href="${themeUrl('kuenstliche-intelligenz-im-betrieb')}">Mehr erfahren</a></p>`,
        },
        {
          imageVertical: picture('Online lernen', '#2e7d32', 400, 600),
          imageHorizontal: picture('Online lernen', '#2e7d32', 800, 450),
          content: `<h3>Online-Seminare</h3><p>Bequem von zu Hause oder aus dem Büro teilnehmen.</p><p><a href="${seminarList}">Alle Termine</a></p>`,
        },
      ],
      children: [
        link('Rubriken', pageUrl(PAGE_ROUTES.rubricList), {
          linkPosition: 'left',
          ...tab('Rubriken', 'Alle Seminare nach Themengebieten', pageUrl(PAGE_ROUTES.rubricList)),
          children: ctx.rubrics.map((r) => link(r.name, rubricUrl(r.slug))),
        }),
        link('Beliebte Seminare', seminarList, {
          linkPosition: 'middle',
          expandable: '1',
          ...tab('Beliebt', 'Die meistgebuchten Seminare des Jahres', undefined, newerSiteUrl(seminarList)),
          children: [
            theme('betriebsverfassungsrecht-teil-i'),
            theme('der-wirtschaftsausschuss'),
            theme('mobbing-erkennen-und-handeln'),
            theme('arbeitsrecht-teil-i'),
            theme('die-einigungsstelle'),
            link('Frühbucher-Aktion', seminarList, { hidden: true }),
          ],
        }),
        link('Für Einsteiger', seminarList, {
          linkPosition: 'right',
          expandable: '1',
          ...tab('Einsteiger', 'Der sichere Start in die Betriebsratsarbeit', seminarList),
          children: beginnerThemes.map((t) => link(t.title, themeUrl(t.slug))),
        }),
        // Each link leads where its name promises: every dated seminar is on the seminar list (the series page
        // lists series only).
        link('Service rund ums Seminar', seminarList, {
          linkPosition: 'bottom',
          children: [
            link('Alle Termine', seminarList),
            link('Seminarsuche', pageUrl(PAGE_ROUTES.search)),
            link('Schulungsanspruch', pageUrl(PAGE_ROUTES.trainingEntitlement)),
            link('Inhouse-Seminare', pageUrl(PAGE_ROUTES.themeInhouse, { theme: 'betriebsverfassungsrecht-teil-i' })),
          ],
        }),
      ],
    }),
    link('Standorte', locationUrl(ctx.locations[0] as LocationTable), {
      flyoutStyle: '2-col',
      children: [
        link('Unsere Standorte', locationUrl(ctx.locations[0] as LocationTable), {
          linkPosition: 'left',
          ...tab('Städte', 'Seminare in ganz Deutschland', locationUrl(ctx.locations[0] as LocationTable)),
          children: ctx.locations.map((l) => link(l.name, locationUrl(l))),
        }),
        link('Tagungshotels', hotelUrl(ctx.hotels[0] as HotelTable), {
          linkPosition: 'middle',
          ...tab('Hotels', 'Ausgewählte Tagungshotels mit Komfort', hotelUrl(ctx.hotels[0] as HotelTable)),
          children: ctx.hotels.filter((_, i) => i % 3 === 0).map((h) => link(`${h.name}, ${h.city}`, hotelUrl(h))),
        }),
      ],
    }),
    link('Fachtagungen', pageUrl(PAGE_ROUTES.conference, { slug: conferences[0]![1] }), {
      flyoutStyle: '4-col-grid-headline',
      linkDescription: 'Fachtagungen und Kongresse für Interessenvertretungen',
      children: conferences.map(([name, slug]) =>
        link(name, pageUrl(PAGE_ROUTES.conference, { slug }), {
          ...tab(name, 'Programm, Referenten und Anmeldung', pageUrl(PAGE_ROUTES.conference, { slug })),
          children: [
            link('Programm & Referenten', pageUrl(PAGE_ROUTES.conference, { slug })),
            link('Jetzt buchen', pageUrl(PAGE_ROUTES.conferenceBooking, { slug }), { linkClass: 'button' }),
          ],
        }),
      ),
    }),
    link('Wissen', NEWS_OVERVIEW, {
      flyoutStyle: 'accordion',
      children: [
        link('News', NEWS_OVERVIEW, {
          expandable: '1',
          ...tab('News', 'Neues aus Arbeitsrecht und Mitbestimmung', NEWS_OVERVIEW),
          children: [
            link('Aktuelle Meldungen', NEWS_OVERVIEW),
            link('Wahlseiten-News', pageUrl(PAGE_ROUTES.electionNewsArchive)),
          ],
        }),
        link('Rechtsprechung', pageUrl(PAGE_ROUTES.caseLaw, { slug: 'br' }), {
          expandable: '1',
          ...tab('Rechtsprechung', 'Urteile für Betriebsrat und SBV', pageUrl(PAGE_ROUTES.caseLaw, { slug: 'br' })),
          children: [
            link('Urteile für Betriebsräte', pageUrl(PAGE_ROUTES.caseLaw, { slug: 'br' })),
            link('Urteile für die SBV', pageUrl(PAGE_ROUTES.caseLaw, { slug: 'sbv' })),
          ],
        }),
        link('Betriebsratslexikon', lexicon('br'), {
          expandable: '1',
          ...tab('Lexikon', 'Fachbegriffe von A bis Z', lexicon('br')),
          children: [
            link('Lexikon Betriebsrat', lexicon('br')),
            link('Lexikon SBV', lexicon('sbv')),
            link('Lexikon JAV', lexicon('jav')),
          ],
        }),
        // The laws the site has (issue 13: LAWS of shared-contracts).
        link('Gesetze', pageUrl(PAGE_ROUTES.law, { slug: 'betrvg' }), {
          ...tab('Gesetze', 'BetrVG und SGB IX mit Erläuterungen', pageUrl(PAGE_ROUTES.law, { slug: 'betrvg' })),
          children: [
            link('Betriebsverfassungsgesetz', pageUrl(PAGE_ROUTES.law, { slug: 'betrvg' })),
            link('SGB IX – Schwerbehindertenrecht', pageUrl(PAGE_ROUTES.law, { slug: 'sgb-ix' })),
          ],
        }),
      ],
    }),
    link('Service', pageUrl(PAGE_ROUTES.contact), {
      flyoutStyle: '2-col',
      children: [
        link('Kontakt', pageUrl(PAGE_ROUTES.contact), {
          linkPosition: 'left',
          children: [
            link('Kontaktformular', pageUrl(PAGE_ROUTES.contact)),
            link('Anfrage für die SBV', pageUrl(PAGE_ROUTES.sbvRequestForm)),
            link('Anwaltliche Beratung', pageUrl(PAGE_ROUTES.lawyerConsultationForm)),
            link('Chatbot', pageUrl(PAGE_ROUTES.chatbot)),
            link('Chatbot für die SBV', pageUrl(PAGE_ROUTES.chatbotSbv)),
          ],
        }),
        link('Bestellen und anmelden', pageUrl(PAGE_ROUTES.catalogueRequestForm), {
          linkPosition: 'right',
          children: [
            link('Seminarprogramm bestellen', pageUrl(PAGE_ROUTES.catalogueRequestForm)),
            link('Anmeldung per Formular', pageUrl(PAGE_ROUTES.generalRegistrationForm)),
            link('Digitalen Wandel gestalten', pageUrl(PAGE_ROUTES.digitalChangeRegistrationForm)),
            link('Werbemittelshop', pageUrl(PAGE_ROUTES.promoShopLogin)),
          ],
        }),
        link('Über uns', pageUrl(PAGE_ROUTES.appDownload), {
          linkPosition: 'middle',
          children: [
            link('Die amb-App', pageUrl(PAGE_ROUTES.appDownload)),
            link('Karriere', pageUrl(PAGE_ROUTES.job, { slug: 'referentin-arbeitsrecht', id: '101' })),
          ],
        }),
      ],
    }),
    link('Redaktion', pageUrl(PAGE_ROUTES.manage), { hidden: true }),
  ];
}

function worksCouncilTree(): NavNode[] {
  return [
    link('Start', '/'),
    link('News', NEWS_OVERVIEW, {
      flyoutStyle: '2-col',
      children: [
        link('Aktuelles', NEWS_OVERVIEW, {
          linkPosition: 'left',
          children: [
            link('Alle Meldungen', NEWS_OVERVIEW),
            link('Wahlseiten-News', pageUrl(PAGE_ROUTES.electionNewsArchive)),
          ],
        }),
        link('Magazin', LATEST_INTERVIEW, {
          linkPosition: 'middle',
          children: [link('Interviews', LATEST_INTERVIEW)],
        }),
      ],
    }),
    link('Rechtsprechung', pageUrl(PAGE_ROUTES.caseLaw, { slug: 'br' }), {
      flyoutStyle: '2-col',
      children: [
        link('Betriebsrat', pageUrl(PAGE_ROUTES.caseLaw, { slug: 'br' }), { linkPosition: 'left' }),
        link('Schwerbehindertenvertretung', pageUrl(PAGE_ROUTES.caseLaw, { slug: 'sbv' }), { linkPosition: 'middle' }),
      ],
    }),
    link('Lexikon', pageUrl(PAGE_ROUTES.lexiconIndex, { variant: 'br' }), {
      flyoutStyle: '3-col',
      children: [
        link('Betriebsrat', pageUrl(PAGE_ROUTES.lexiconIndex, { variant: 'br' }), {
          linkPosition: 'left',
        }),
        link('SBV', pageUrl(PAGE_ROUTES.lexiconIndex, { variant: 'sbv' }), {
          linkPosition: 'middle',
        }),
        link('JAV', pageUrl(PAGE_ROUTES.lexiconIndex, { variant: 'jav' }), {
          linkPosition: 'right',
        }),
      ],
    }),
    link('Forum', pageUrl(PAGE_ROUTES.forum)),
  ];
}

/** The header trees of the three sites as flat rows (ids unique across sites, parents before children). */
export function buildNavigation(ctx: NavContext): NavigationItemTable[] {
  const rows: NavigationItemTable[] = [];
  const add = (site: SiteId, nodes: NavNode[], parentId: number | null): void => {
    nodes.forEach((node, position) => {
      const id = rows.length + 1;
      rows.push({
        id,
        site,
        parentId,
        position,
        linkText: node.linkText,
        url: node.url,
        linkClass: node.linkClass ?? null,
        linkStyle: node.linkStyle ?? null,
        linkDescription: node.linkDescription ?? null,
        linkPosition: node.linkPosition ?? null,
        expandable: node.expandable ?? null,
        tabLabel: node.tab?.label ?? null,
        tabDescription: node.tab?.description ?? null,
        tabLinkRel: node.tab?.rel ?? null,
        tabLinkAbs: node.tab?.abs ?? null,
        flyoutStyle: node.flyoutStyle ?? null,
        inspiration: node.inspiration ?? null,
        inspirationContent: node.inspirationContent ? JSON.stringify(node.inspirationContent) : null,
        hiddenOnFrontend: node.hidden ? '1' : '0',
      });
      add(site, node.children ?? [], id);
    });
  };
  add('main', mainTree(ctx, false), null);
  add('newer', mainTree(ctx, true), null);
  add('works-council', worksCouncilTree(), null);
  return rows;
}
