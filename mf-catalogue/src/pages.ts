import type { ComponentType } from 'react';
import { PAGE_META, type RouteParams, type ServerHead } from '@amb/shared-contracts/core';
import { pageOf, type PageDefinition } from '@amb/remote-kit';
import { catalogueApi } from './api';
import { prefetchRubrics, rubricHeading } from './components/RubricLinks';
import { HomePage, prefetchHome } from './features/home/HomePage';
import { RubricsPage } from './features/rubrics/RubricsPage';
import { prefetchSeminarList, RubricPage, SearchPage, SeminarsPage } from './features/seminars/SeminarListPage';
import { parseFilters } from './features/seminars/seminarFilters';
import { ThemeDatesPage, ThemeDetailPage } from './features/theme/ThemeDetailPage';
import { themeApi } from './features/theme/themeApi';
import { prefetchTheme, themeHead, themeRedirect } from './features/theme/themeHead';
import { ExperiencePage, InhousePage, prefetchExperience, StarterPackagePage } from './features/theme/ThemeSubPages';
import type { AppDispatch, RootState } from './store';

/** Where a page is shown: the parameters of its path and the query. */
export interface PagePlace {
  params: RouteParams;
  search: string;
  /** The site's public origin for canonical addresses, e.g. https://www.amb-seminare.de. */
  origin: string;
}

/** A page of the catalogue: its patterns, its German title (h1 and document title) and what renders it. */
export interface CataloguePage extends PageDefinition {
  component: ComponentType<{ title: string; params: RouteParams }>;
  /** The description meta of its document (PAGE_META). */
  description: string;
  /**
   * Server rendering: dispatches the queries its component makes, with the same arguments; a promise when a
   * query needs the answer of another first.
   */
  prefetch?: (dispatch: AppDispatch, place: PagePlace) => void | Promise<void>;
  /** Server rendering, once the data is there: its head, or null when the data says it does not exist (404). */
  head?: (state: RootState, place: PagePlace) => ServerHead | null;
  /** Server rendering, once the data is there: the page's permanent (canonical) address when this is not it. */
  redirect?: (state: RootState, place: PagePlace) => string | null;
}

/** /seminare/r/:rubric: named after its rubric; a rubric that does not exist is not found. */
function rubricHead(state: RootState, { params }: PagePlace): ServerHead | null {
  const rubrics = catalogueApi.endpoints.getRubrics.select()(state).data;
  // Without the rubrics (the api failed) nobody can say the rubric is unknown: the page shows its error state.
  if (!rubrics) return { title: PAGE_META.rubric.title };
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
    title: PAGE_META.search.title,
    description: q
      ? `Seminare für Betriebsräte zum Suchbegriff „${q}“.`
      : 'Seminare für Betriebsräte durchsuchen: nach Thema, Titel oder Stichwort.',
  };
}

/** A served page of the catalogue: patterns and title from the route contract, description from PAGE_META. */
function cataloguePage(
  name:
    | 'home'
    | 'seminarList'
    | 'rubricList'
    | 'rubric'
    | 'search'
    | 'themeDetail'
    | 'themeEvents'
    | 'themeStarterPackage'
    | 'themeExperience'
    | 'themeInhouse',
  extra: Omit<CataloguePage, keyof PageDefinition | 'description'>,
): CataloguePage {
  return pageOf([name], { description: PAGE_META[name].description, ...extra });
}

/**
 * The pages mf_catalogue serves. Its other routes (theme, event, location, hotel, training plan) are on the
 * pending list of the route contract until the catalogue issue builds them: the bff answers them 404.
 */
export const PAGES: readonly CataloguePage[] = [
  cataloguePage('home', { component: HomePage, prefetch: prefetchHome }),
  cataloguePage('seminarList', {
    component: SeminarsPage,
    prefetch: (dispatch, { search }) => prefetchSeminarList(dispatch, search),
  }),
  cataloguePage('rubricList', { component: RubricsPage, prefetch: prefetchRubrics }),
  cataloguePage('rubric', {
    component: RubricPage,
    prefetch: (dispatch, { params, search }) => prefetchSeminarList(dispatch, search, params.rubric ?? ''),
    head: rubricHead,
  }),
  cataloguePage('search', {
    component: SearchPage,
    prefetch: (dispatch, { search }) => prefetchSeminarList(dispatch, search),
    head: searchHead,
  }),
  cataloguePage('themeDetail', {
    component: ThemeDetailPage,
    prefetch: (dispatch, place) =>
      prefetchTheme(dispatch, place, ({ themeId }) => {
        void dispatch(themeApi.endpoints.getThemeDates.initiate(themeId));
        void dispatch(themeApi.endpoints.getRelatedTopics.initiate(themeId));
      }),
    head: themeHead('overview'),
    redirect: themeRedirect('overview'),
  }),
  cataloguePage('themeEvents', {
    component: ThemeDatesPage,
    prefetch: (dispatch, place) =>
      prefetchTheme(dispatch, place, ({ themeId }) => dispatch(themeApi.endpoints.getThemeDates.initiate(themeId))),
    head: themeHead('dates'),
    redirect: themeRedirect('dates'),
  }),
  cataloguePage('themeStarterPackage', {
    component: StarterPackagePage,
    prefetch: (dispatch, place) =>
      prefetchTheme(dispatch, place, ({ themeId }) => dispatch(themeApi.endpoints.getStarterPackage.initiate(themeId))),
    head: themeHead('starter'),
    redirect: themeRedirect('starter'),
  }),
  cataloguePage('themeExperience', {
    component: ExperiencePage,
    prefetch: (dispatch, place) =>
      prefetchTheme(dispatch, place, ({ themeId }) => prefetchExperience(dispatch, themeId)),
    head: themeHead('experience'),
    redirect: themeRedirect('experience'),
  }),
  cataloguePage('themeInhouse', {
    component: InhousePage,
    prefetch: (dispatch, place) => prefetchTheme(dispatch, place, () => undefined),
    head: themeHead('inhouse'),
    redirect: themeRedirect('inhouse'),
  }),
];

/** The head of a page once its data is there; null: not found. */
export function headOf(page: CataloguePage, state: RootState, place: PagePlace): ServerHead | null {
  const head = page.head ? page.head(state, place) : { title: page.title };
  return head && { description: page.description, ...head };
}
