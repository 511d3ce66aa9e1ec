import type { ComponentType } from 'react';
import { PAGE_ROUTES, SITES, sectionRoot, type RouteParams, type ServerHead } from '@amb/shared-contracts/core';
import type { PageDefinition } from '@amb/remote-kit';
import { catalogueApi } from './api';
import { prefetchRubrics, rubricHeading } from './components/RubricLinks';
import { HomePage, prefetchHome } from './features/home/HomePage';
import { RubricsPage } from './features/rubrics/RubricsPage';
import { SectionPage } from './features/sections/SectionPage';
import { prefetchSeminarList, RubricPage, SearchPage, SeminarsPage } from './features/seminars/SeminarListPage';
import { parseFilters } from './features/seminars/seminarFilters';
import type { AppDispatch, RootState } from './store';

/** Where a page is shown: the parameters of its path and the query. */
export interface PagePlace {
  params: RouteParams;
  search: string;
}

/** A page of the catalogue: its patterns, its German title (h1 and document title) and what renders it. */
export interface CataloguePage extends PageDefinition {
  component: ComponentType<{ title: string; params: RouteParams }>;
  /** The description meta of its document (default: the site's). */
  description?: string;
  /** Server rendering: dispatches the queries its component makes, with the same arguments. */
  prefetch?: (dispatch: AppDispatch, place: PagePlace) => void;
  /** Server rendering, once the data is there: its head, or null when the data says it does not exist (404). */
  head?: (state: RootState, place: PagePlace) => ServerHead | null;
}

export const SITE_DESCRIPTION =
  'Praxisnahe Seminare für Betriebsräte, Schwerbehindertenvertretungen und Jugend- und Auszubildendenvertretungen: ' +
  'Grundlagen und Spezialthemen, in Präsenz an vielen Standorten oder online.';

/** A route and everything below it (`/seminare/t/:theme/termine` is still the theme's page). */
const withSubPages = (pattern: string) => `${pattern}/*`;

/** /seminare/r/:rubric: named after its rubric; a rubric that does not exist is not found. */
function rubricHead(state: RootState, { params }: PagePlace): ServerHead | null {
  const rubrics = catalogueApi.endpoints.getRubrics.select()(state).data;
  // Without the rubrics (the api failed) nobody can say the rubric is unknown: the page shows its error state.
  if (!rubrics) return { title: SITES.main.label };
  const rubric = rubrics.find((entry) => entry.slug === params.rubric);
  if (!rubric) return null;
  return {
    title: rubricHeading(rubric),
    description: `Seminartermine der Rubrik ${rubric.name}: Termine, Orte und Preise auf einen Blick.`,
  };
}

function searchHead(_state: RootState, { search }: PagePlace): ServerHead {
  const { q } = parseFilters(search);
  return {
    title: 'Suche',
    description: q
      ? `Seminare für Betriebsräte zum Suchbegriff „${q}“.`
      : 'Seminare für Betriebsräte durchsuchen: nach Thema, Titel oder Stichwort.',
  };
}

/** First match wins: the hotel page before the locations below `/standorte`. */
export const PAGES: readonly CataloguePage[] = [
  {
    patterns: ['/'],
    title: SITES.main.label,
    description: SITE_DESCRIPTION,
    component: HomePage,
    prefetch: prefetchHome,
  },
  {
    patterns: [PAGE_ROUTES.seminarList.path],
    title: SITES.main.label,
    description:
      'Alle Seminartermine für Betriebsräte: nach Rubrik und Suchbegriff filtern, Termine, Orte und Preise vergleichen.',
    component: SeminarsPage,
    prefetch: (dispatch, { search }) => prefetchSeminarList(dispatch, search),
  },
  {
    patterns: [PAGE_ROUTES.rubricList.path],
    title: 'Rubriken',
    description: 'Alle Rubriken unserer Seminare für Betriebsräte im Überblick.',
    component: RubricsPage,
    prefetch: prefetchRubrics,
  },
  {
    patterns: [PAGE_ROUTES.rubric.path],
    title: SITES.main.label,
    component: RubricPage,
    prefetch: (dispatch, { params, search }) => prefetchSeminarList(dispatch, search, params.rubric ?? ''),
    head: rubricHead,
  },
  {
    patterns: [PAGE_ROUTES.search.path],
    title: 'Suche',
    component: SearchPage,
    prefetch: (dispatch, { search }) => prefetchSeminarList(dispatch, search),
    head: searchHead,
  },
  { patterns: [withSubPages(PAGE_ROUTES.themeDetail.path)], title: 'Seminardetails', component: SectionPage },
  { patterns: [PAGE_ROUTES.eventList.path], title: 'Veranstaltungen', component: SectionPage },
  { patterns: [PAGE_ROUTES.eventDetail.path], title: 'Veranstaltung', component: SectionPage },
  { patterns: [PAGE_ROUTES.hotel.path], title: 'Hotel', component: SectionPage },
  { patterns: [withSubPages(sectionRoot(PAGE_ROUTES.location.path))], title: 'Standorte', component: SectionPage },
  { patterns: [PAGE_ROUTES.trainingPlan.path], title: 'Schulungsplan', component: SectionPage },
  { patterns: [PAGE_ROUTES.trainingPlanAdmin.path], title: 'Schulungsplan verwalten', component: SectionPage },
];

/** The head of a page once its data is there; null: not found. */
export function headOf(page: CataloguePage, state: RootState, place: PagePlace): ServerHead | null {
  const head = page.head ? page.head(state, place) : { title: page.title };
  return head && { description: page.description ?? SITE_DESCRIPTION, ...head };
}
