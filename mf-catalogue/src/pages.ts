import { PAGE_META, type RouteParams } from '@amb/shared-contracts/core';
import { lazyPage, pageOf, type LazyPage, type PageDefinition } from '@amb/remote-kit';

/** The served pages of the catalogue, by their name in the route table. */
export type CataloguePageName =
  | 'home'
  | 'seminarList'
  | 'rubricList'
  | 'rubric'
  | 'search'
  | 'eventDetail'
  | 'eventList'
  | 'locationList'
  | 'location'
  | 'hotel'
  | 'themeDetail'
  | 'themeEvents'
  | 'themeStarterPackage'
  | 'themeExperience'
  | 'themeInhouse';

export type PageProps = { title: string; params: RouteParams };

/**
 * A page of the catalogue: its patterns, its German title (h1 and document title), its description meta and
 * the component that renders it, in a chunk of its own (lazyPage): the browser loads only the code of the
 * page it shows. What the server does before it renders a page (data, head, redirect) is in serverPages.ts.
 */
export interface CataloguePage extends PageDefinition {
  name: CataloguePageName;
  component: LazyPage<PageProps>;
  /** The description meta of its document (PAGE_META). */
  description: string;
}

/** A served page of the catalogue: patterns and title from the route contract, description from PAGE_META. */
function cataloguePage(name: CataloguePageName, component: LazyPage<PageProps>): CataloguePage {
  return pageOf([name], { name, component, description: PAGE_META[name].description });
}

// One chunk per feature: the theme's pages share theirs, as do the seminar list and the rubric page.
const themePages = () => import(/* webpackChunkName: "page-theme" */ './features/theme/ThemeDetailPage');
const themeSubPages = () => import(/* webpackChunkName: "page-theme-sub" */ './features/theme/ThemeSubPages');
const seminarList = () => import(/* webpackChunkName: "page-seminars" */ './features/seminars/SeminarListPage');

/** The pages mf_catalogue serves; its other routes are on the pending list of the route contract (bff: 404). */
export const PAGES: readonly CataloguePage[] = [
  cataloguePage(
    'home',
    lazyPage(async () => (await import(/* webpackChunkName: "page-home" */ './features/home/HomePage')).HomePage),
  ),
  cataloguePage(
    'seminarList',
    lazyPage(async () => (await seminarList()).SeminarsPage),
  ),
  cataloguePage(
    'rubricList',
    lazyPage(
      async () => (await import(/* webpackChunkName: "page-rubrics" */ './features/rubrics/RubricsPage')).RubricsPage,
    ),
  ),
  cataloguePage(
    'rubric',
    lazyPage(async () => (await seminarList()).RubricPage),
  ),
  cataloguePage(
    'search',
    lazyPage(
      async () => (await import(/* webpackChunkName: "page-search" */ './features/search/SearchPage')).SearchPage,
    ),
  ),
  cataloguePage(
    'eventDetail',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-event" */ './features/events/EventDetailPage')).EventDetailPage,
    ),
  ),
  cataloguePage(
    'eventList',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-events" */ './features/seminars/EventListPage')).EventListPage,
    ),
  ),
  cataloguePage(
    'locationList',
    lazyPage(
      async () =>
        (await import(/* webpackChunkName: "page-locations" */ './features/places/LocationListPage')).LocationListPage,
    ),
  ),
  cataloguePage(
    'location',
    lazyPage(
      async () => (await import(/* webpackChunkName: "page-location" */ './features/places/LocationPage')).LocationPage,
    ),
  ),
  cataloguePage(
    'hotel',
    lazyPage(async () => (await import(/* webpackChunkName: "page-hotel" */ './features/places/HotelPage')).HotelPage),
  ),
  cataloguePage(
    'themeDetail',
    lazyPage(async () => (await themePages()).ThemeDetailPage),
  ),
  cataloguePage(
    'themeEvents',
    lazyPage(async () => (await themePages()).ThemeDatesPage),
  ),
  cataloguePage(
    'themeStarterPackage',
    lazyPage(async () => (await themeSubPages()).StarterPackagePage),
  ),
  cataloguePage(
    'themeExperience',
    lazyPage(async () => (await themeSubPages()).ExperiencePage),
  ),
  cataloguePage(
    'themeInhouse',
    lazyPage(async () => (await themeSubPages()).InhousePage),
  ),
];
