/**
 * Server rendering of the theme pages: what they fetch (with the arguments their components use), their head
 * (title, description, canonical address, JSON-LD) and the redirect of a theme reached by id to its slug.
 */
import {
  BRAND_NAME,
  buildPath,
  CURRENCY,
  PAGE_META,
  PAGE_ROUTES,
  type ServerHead,
  type ThemeDate,
  type ThemeDetailResponse,
} from '@amb/shared-contracts/core';
import { failureOf, type PagePlace } from '@amb/remote-kit';
import type { AppDispatch, RootState } from '../../store';
import { themeApi } from './themeApi';
import { sectionPath, THEME_SECTIONS, type ThemeSection } from './themeSections';

const paramOf = (place: PagePlace) => place.params.theme ?? '';

/** The longest description search engines show in full. */
const DESCRIPTION_MAX = 160;

function shortened(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The theme the address names, as the server fetched it; `unknown` when the api said there is none. */
function themeOf(state: RootState, place: PagePlace): { theme?: ThemeDetailResponse; unknown: boolean } {
  const result = themeApi.endpoints.getTheme.select(paramOf(place))(state);
  return { theme: result.data, unknown: result.isError && failureOf(result.error).status === 404 };
}

/**
 * Prefetch of a theme page: the theme, then what the section shows, by the theme's id (its dates, related
 * themes, the starter package, the hotel of the next date).
 */
export async function prefetchTheme(
  dispatch: AppDispatch,
  place: PagePlace,
  section: (theme: ThemeDetailResponse) => unknown,
): Promise<void> {
  const { data: theme } = await dispatch(themeApi.endpoints.getTheme.initiate(paramOf(place)));
  if (theme && !pageElsewhere(theme)) await section(theme);
}

/** A theme whose page is not a seminar page (a conference's, at `/fachtagung/…`): it has no seminar sections. */
const pageElsewhere = (theme: ThemeDetailResponse) =>
  theme.url !== buildPath(PAGE_ROUTES.themeDetail.path, { theme: theme.slug });

/**
 * The canonical address when the page was reached by id or an old slug; null when it is the canonical one. A
 * theme whose page is elsewhere goes there, whatever the section.
 */
export function themeRedirect(section: ThemeSection) {
  return (state: RootState, place: PagePlace): string | null => {
    const { theme } = themeOf(state, place);
    if (!theme) return null;
    if (pageElsewhere(theme)) return `${theme.url}${place.search}`;
    if (theme.slug === paramOf(place)) return null;
    return `${sectionPath(theme, section)}${place.search}`;
  };
}

function courseInstance(date: ThemeDate, origin: string) {
  return {
    '@type': 'CourseInstance',
    startDate: date.startDate,
    endDate: date.endDate,
    courseMode: date.isOnlineEvent ? 'online' : 'onsite',
    location: date.isOnlineEvent
      ? { '@type': 'VirtualLocation', url: `${origin}${date.url}` }
      : {
          '@type': 'Place',
          name: date.hotel?.name ?? date.city ?? '',
          address: { '@type': 'PostalAddress', addressLocality: date.city ?? '', addressCountry: 'DE' },
        },
    offers: {
      '@type': 'Offer',
      price: date.prices.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: date.seatState === 'full' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: `${origin}${date.url}`,
    },
  };
}

/** JSON-LD of the theme page: a Course of the academy with a CourseInstance per date. */
export function courseJsonLd(theme: ThemeDetailResponse, dates: readonly ThemeDate[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: theme.title,
    description: shortened(theme.subtitle || theme.description),
    url: `${origin}${theme.url}`,
    provider: { '@type': 'Organization', name: BRAND_NAME, sameAs: origin },
    hasCourseInstance: dates.map((date) => courseInstance(date, origin)),
  };
}

const SECTION_DESCRIPTIONS: Record<ThemeSection, (theme: ThemeDetailResponse) => string> = {
  overview: (theme) => `${theme.title}: ${theme.subtitle || theme.description}`,
  dates: (theme) => `Alle Termine des Seminars ${theme.title}: Orte, freie Plätze und Preise pro Teilnehmer.`,
  starter: (theme) =>
    `Das Starterpaket für neue Betriebsräte zum Seminar ${theme.title}: die Einsteigerseminare in der empfohlenen Reihenfolge.`,
  inhouse: (theme) =>
    `Das Seminar ${theme.title} als Inhouse-Seminar für Ihr Gremium: Termin, Ort und Schwerpunkte nach Ihren Wünschen anfragen.`,
  experience: (theme) =>
    `So erleben Sie das Seminar ${theme.title}: Format, Ablauf der Seminartage und Ihr Tagungshotel.`,
};

/** The head of a theme page: null when the theme does not exist (404). */
export function themeHead(section: ThemeSection) {
  return (state: RootState, place: PagePlace): ServerHead | null => {
    const { theme, unknown } = themeOf(state, place);
    if (unknown) return null;
    // Without the theme (the api failed) nobody can say it is unknown: the page shows its error state.
    if (!theme) return { title: PAGE_META[THEME_SECTIONS[section].route].title };
    const head: ServerHead = {
      title: THEME_SECTIONS[section].title(theme.title),
      description: shortened(SECTION_DESCRIPTIONS[section](theme)),
      canonical: `${place.origin}${sectionPath(theme, section)}`,
    };
    if (section !== 'overview') return head;
    const dates = themeApi.endpoints.getThemeDates.select(theme.themeId)(state).data?.dates ?? [];
    return { ...head, jsonLd: [courseJsonLd(theme, dates, place.origin)] };
  };
}
